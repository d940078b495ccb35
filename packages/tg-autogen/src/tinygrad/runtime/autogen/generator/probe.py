"""Checks a binding module against gcc: sizeof, every field offset and bitfield position, every integer constant and ioctl number."""
from __future__ import annotations
import ctypes, os, subprocess, tempfile
from types import ModuleType
from typing import Any
from tinygrad.runtime.autogen.generator.clangparse import Model
from tinygrad.runtime.support import c

BITS_FN = """static void tg_bits(int i, const unsigned char *p, size_t n) {
  int first = -1, cnt = 0;
  for (size_t b = 0; b < n * 8; b++) if ((p[b / 8] >> (b % 8)) & 1) { if (first < 0) first = (int)b; cnt++; }
  printf("B %d %d %d\\n", i, first, cnt);
}
"""

class Probe:
  """Collects C expressions with the value Python claims for each, then compiles and runs them all at once."""
  def __init__(self) -> None:
    self.vals: list[tuple[str, str, int]] = []  # (what, C expression, Python's value)
    self.bits: list[tuple[str, str, str, int, int]] = []  # (what, C type, member path, Python's first bit, Python's width)

  def record(self, mod: ModuleType, model: Model, pyname: str, ctype: str, path: str = "", base: int = 0) -> None:
    cls = getattr(mod, pyname, None)
    if cls is None: return
    if not path: self.vals.append((f"sizeof({ctype})", f"sizeof({ctype})", ctypes.sizeof(cls)))
    nested = {r.pyname: r for r in model.records if r.cname is None}
    cnames = next((r.cnames for r in model.records if r.pyname == pyname), {})
    for f in cls._real_fields_:
      name, ft, off = f[0], f[1], f[2]
      member = f"{path}{cnames.get(name, name)}"
      if len(f) > 3: self.bits.append((f"{ctype}.{member}", ctype, member, (base + off) * 8 + f[4], f[3]))
      else: self.vals.append((f"offsetof({ctype}, {member})", f"__builtin_offsetof({ctype}, {member})", base + off))
      # members whose type has no C name of its own (struct { ... } x;) are checked through the parent
      inner, sub = ft, ""
      while isinstance(inner, type) and issubclass(inner, ctypes.Array) and getattr(inner, "_length_", 0) > 0: inner, sub = inner._type_, sub + "[0]"
      if isinstance(inner, type) and issubclass(inner, c.Struct) and inner.__name__ in nested:
        self.record(mod, model, inner.__name__, ctype, f"{member}{sub}.", base + off)

  def constants(self, mod: ModuleType, model: Model) -> None:
    names = [m.name for m in model.macros if m.params is None] + [n for d in model.decls if hasattr(d, "consts") for n, _ in d.consts]
    for n in dict.fromkeys(names):
      if isinstance(v := getattr(mod, n, None), int) and not n.startswith("_"): self.vals.append((n, f"(long long)({n})", int(v)))

  def source(self, headers: list[str]) -> str:
    lines = ["#include <stdio.h>", "#include <stddef.h>", "#include <string.h>", *(f'#include "{h}"' for h in headers), BITS_FN]
    lines.append("static const long long tg_vals[] = {" + "".join(f"\n  (long long)({e})," for _, e, _ in self.vals) + " 0};")
    lines.append(f"int main(void) {{\n  for (size_t i = 0; i < {len(self.vals)}; i++) printf(\"V %zu %lld\\n\", i, tg_vals[i]);")
    for i, (_, ct, member, _, _) in enumerate(self.bits):
      lines.append(f"  {{ {ct} s; memset(&s, 0, sizeof s); s.{member} = ~0; tg_bits({i}, (const unsigned char *)&s, sizeof s); }}")
    return "\n".join(lines + ["  return 0;\n}\n"])

  def run(self, headers: list[str], args: list[str]) -> list[str]:
    """Mismatches as readable lines; empty when gcc agrees with every value."""
    with tempfile.TemporaryDirectory() as d:
      src, exe = os.path.join(d, "probe.c"), os.path.join(d, "probe")
      with open(src, "w") as f: f.write(self.source(headers))
      cc = subprocess.run(["gcc", "-w", "-std=gnu17", *args, src, "-o", exe], capture_output=True, text=True)
      if cc.returncode: raise RuntimeError(f"gcc could not compile the probe:\n{cc.stderr[-4000:]}")
      out = subprocess.run([exe], capture_output=True, text=True, check=True).stdout.split("\n")
    bad = []
    for line in filter(None, out):
      kind, *nums = line.split()
      if kind == "V":
        what, _, py = self.vals[int(nums[0])]
        if (py - int(nums[1])) % (1 << 64): bad.append(f"{what}: python {py}, gcc {int(nums[1])}")
      else:
        what, _, _, first, width = self.bits[int(nums[0])]
        if (first, width) != (int(nums[1]), int(nums[2])): bad.append(f"bitfield {what}: python bit {first} width {width}, gcc {nums[1]} {nums[2]}")
    return bad

def check(mod: ModuleType, model: Model, headers: list[str], args: list[str], structs: bool = True, consts: bool = True) -> list[str]:
  """Every disagreement between the module and gcc compiling its headers."""
  p = Probe()
  if structs:
    for r in model.records:
      if r.cname is not None and r.size: p.record(mod, model, r.pyname, r.cname)
  if consts: p.constants(mod, model)
  return p.run(headers, args)

def module_from_text(text: str, name: str) -> Any:
  mod = ModuleType(name)
  exec(compile(text, f"<{name}>", "exec"), mod.__dict__)
  return mod
