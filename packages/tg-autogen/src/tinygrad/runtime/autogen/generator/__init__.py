"""tg-autogen's generator: C headers in, Python ctypes binding modules out (needs the `generate` extra: libclang, pyyaml, mako)."""
VERSION = "0.1.0"  # written into every generated module's first line; bump with the wheel's version
# every generated module's first line matches this (the "Code generated ... DO NOT EDIT." form that linters and code hosts recognise)
GENERATED_LINE = r"^# Code generated .* DO NOT EDIT\.$"
