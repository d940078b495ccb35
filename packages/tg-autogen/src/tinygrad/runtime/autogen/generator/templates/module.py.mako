# tg-autogen ${version} generated this from ${inputs} (inputs sha256 ${digest}); regenerate with: tg-autogen ${name}
# mypy: ignore-errors
from __future__ import annotations
import ctypes
from tinygrad.runtime.support import c
from tinygrad.runtime.support.c import _IO, _IOR, _IOW, _IOWR
% for line in prolog:
${line}
% endfor
% if dll:
dll = ${dll}
% endif
% for r in records:

@c.record
class ${r.pyname}(c.Struct):
  SIZE = ${r.size}
  % for f in r.fields:
  ${f[0]}: ${f[2]}
  % endfor
% endfor
% if decls:

% endif
% for d in decls:
% if hasattr(d, 'consts'):
${d.pyname}: dict[int, str] = {${', '.join(f"({n} := {v}): {n!r}" for n, v in d.consts)}}
% else:
${d.pyname} = ${d.target}
% endif
% endfor
% for r in records:
% if r.fields:
${r.pyname}.register_fields([
  % for f in r.fields:
  (${repr(f[0])}, ${f[1]}, ${', '.join(str(x) for x in f[3:])}),
  % endfor
])
% endif
% endfor
% for f in functions:

@dll.bind(${', '.join([f.restype] + [a[1] for a in f.args])})
def ${f.name}(${', '.join([f"{a[0]}: {a[2]}" for a in f.args] + (['*args'] if f.variadic else []))}) -> ${f.rethint}: ...
% endfor
% if macros:

% endif
% for m in macros:
${m}
% endfor
