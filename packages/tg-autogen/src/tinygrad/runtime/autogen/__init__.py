"""Generated ctypes bindings (`from tinygrad.runtime.autogen import kfd`); each module needs only the standard library."""
