"""C macro bodies to Python expressions: a small precedence-climbing parser over clang's tokens."""
from __future__ import annotations
import ast, re
from typing import Protocol
from tinygrad.runtime.autogen.generator.clangparse import Unsupported, pyname

class Types(Protocol):
  def starts_type(self, tok: str) -> bool: ...
  def resolve(self, toks: list[str]) -> tuple[str, int, bool | None]: ...

# C binary operators by precedence (higher binds tighter)
BINOPS = {"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7, "<=": 7, ">=": 7, "<<": 8, ">>": 8,
          "+": 9, "-": 9, "*": 10, "/": 10, "%": 10}
INT_RE = re.compile(r"(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)([uUlLzZ]*)")
FLOAT_RE = re.compile(r"((?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?|0[xX][0-9a-fA-F.]+[pP][-+]?\d+)[fFlL]?")
BANNED = {"#", "##", "{", "}", ";", "=", "do", "if", "while", "for", "return", "->", ".", "...", "__VA_ARGS__", "++", "--", "[", "]"}

def int_literal(tok: str) -> str:
  if not (m := INT_RE.fullmatch(tok)): raise Unsupported(f"number {tok}")
  s = m.group(1)
  return f"0o{s[1:]}" if len(s) > 1 and s[0] == "0" and s[1] in "01234567" else s

def char_literal(tok: str) -> str:
  b = ast.literal_eval("b" + tok.lstrip("LuU8"))
  return str(int.from_bytes(b, "big"))  # gcc's value for multi-character constants

class Translator:
  def __init__(self, toks: list[str], types: Types, params: list[str]):
    if any(t in BANNED for t in toks): raise Unsupported("statement or token pasting")
    self.toks, self.i, self.types, self.params = [t for t in toks if t != "__extension__"], 0, types, set(params)
    self.floaty = any(FLOAT_RE.fullmatch(t) and not INT_RE.fullmatch(t) for t in toks)

  def peek(self, k: int = 0) -> str | None: return self.toks[self.i + k] if self.i + k < len(self.toks) else None
  def take(self, want: str | None = None) -> str:
    if (tok := self.peek()) is None or (want is not None and tok != want): raise Unsupported(f"expected {want}, got {tok}")
    self.i += 1
    return tok

  def translate(self) -> str:
    out = self.ranged()
    if self.peek() is not None: raise Unsupported(f"trailing {self.peek()}")
    return out

  def ranged(self) -> str:
    # NVIDIA's `hi:lo` bit ranges become (hi, lo) tuples
    e = self.cond()
    if self.peek() == ":":
      self.take()
      return f"({e}, {self.cond()})"
    return e

  def cond(self) -> str:
    c = self.binary(1)
    if self.peek() != "?": return c
    self.take()
    a = self.cond()
    self.take(":")
    return f"({a} if {c} else {self.cond()})"

  def binary(self, minprec: int) -> str:
    lhs = self.unary()
    while (op := self.peek()) in BINOPS and BINOPS[op] >= minprec:
      self.take()
      rhs = self.binary(BINOPS[op] + 1)
      if op in ("&&", "||"): lhs = f"(bool({lhs}) {'and' if op == '&&' else 'or'} bool({rhs}))"
      else: lhs = f"({lhs} {'//' if op == '/' and not self.floaty else op} {rhs})"
    return lhs

  def is_type_start(self, k: int = 0) -> bool:
    return (tok := self.peek(k)) is not None and tok not in self.params and self.types.starts_type(tok)

  def typename(self) -> tuple[str, int, bool | None]:
    toks = []
    while (tok := self.peek()) is not None and tok not in (")", ","): toks.append(self.take())
    if not toks or (toks[-1] == "*" and len(toks) == 1): raise Unsupported("empty type")
    return self.types.resolve(toks)

  def unary(self) -> str:
    tok = self.peek()
    if tok in ("-", "+", "~"):
      self.take()
      return f"({tok}{self.unary()})"
    if tok == "!":
      self.take()
      return f"(not {self.unary()})"
    if tok == "sizeof":
      self.take()
      self.take("(")
      if not self.is_type_start(): raise Unsupported("sizeof of an expression")
      expr = self.typename()[0]
      self.take(")")
      return f"ctypes.sizeof({expr})"
    if tok == "(" and self.is_type_start(1):
      self.take()
      expr, size, signed = self.typename()
      self.take(")")
      return self.cast(expr, size, signed, self.unary())
    return self.postfix()

  def cast(self, expr: str, size: int, signed: bool | None, val: str) -> str:
    if expr in ("ctypes.c_float", "ctypes.c_double"): return f"float({val})"
    if signed is None: raise Unsupported(f"cast to {expr}")
    return val if signed else f"({val} & {hex((1 << (8 * size)) - 1)})"

  def postfix(self) -> str:
    p = self.primary()
    if self.peek() == "(" and p.isidentifier():
      self.take()
      args: list[str] = []
      while self.peek() != ")":
        args.append(self.typename()[0] if self.is_type_start() else self.ranged())
        if self.peek() == ",": self.take()
        elif self.peek() != ")": raise Unsupported("bad call")
      self.take(")")
      return f"{p}({', '.join(args)})"
    return p

  def primary(self) -> str:
    tok = self.take()
    if tok == "(":
      e = self.ranged()
      self.take(")")
      return f"({e})"
    if tok[0].isdigit() or (tok[0] == "." and len(tok) > 1):
      if INT_RE.fullmatch(tok): return int_literal(tok)
      if (m := FLOAT_RE.fullmatch(tok)): return m.group(1) if "x" not in m.group(1).lower() else repr(float.fromhex(m.group(1)))
      raise Unsupported(f"number {tok}")
    if tok.endswith("'"): return char_literal(tok)
    if tok.endswith('"'):
      parts = [tok]
      while (nxt := self.peek()) is not None and nxt.endswith('"'): parts.append(self.take())
      return " ".join(p.lstrip("LuU8") for p in parts)
    if tok.isidentifier(): return tok if tok in self.params else pyname(tok)
    raise Unsupported(f"token {tok}")

def translate(body: list[str], types: Types, params: list[str] | None = None) -> str:
  """The Python expression for a macro body, or Unsupported."""
  return Translator(body, types, params or []).translate()
