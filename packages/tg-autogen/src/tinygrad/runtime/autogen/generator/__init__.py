"""tg-autogen's generator: C headers in, Python ctypes binding modules out (needs the `generate` extra: libclang, pyyaml, mako)."""
VERSION = "0.1.0"  # written into every generated module's first line; bump with the wheel's version
