"""libclang to a model of one binding module: records with explicit field offsets, enums, typedefs, functions and raw macros."""
from __future__ import annotations
import functools, keyword, os, subprocess
from dataclasses import dataclass, field
import clang.cindex as ci

K, T = ci.CursorKind, ci.TypeKind

class Unsupported(Exception): pass

@dataclass
class Record:
  pyname: str
  cname: str | None  # how C spells the type, when it can be named on its own
  size: int
  union: bool
  fields: list[tuple] = field(default_factory=list)  # (pyname, ctype, hint, byte offset, bits, bit offset)
  cnames: dict[str, str] = field(default_factory=dict)  # field pyname -> its C name, where they differ

@dataclass
class Enum:
  pyname: str
  consts: list[tuple[str, int]]

@dataclass
class Typedef:
  pyname: str
  target: str

@dataclass
class Function:
  name: str
  restype: str
  rethint: str
  args: list[tuple[str, str, str]]  # (pyname, ctype, hint)
  variadic: bool

@dataclass
class Macro:
  name: str
  params: list[str] | None  # None for object-like
  body: list[str]  # tokens
  hexlike: bool

@dataclass
class Model:
  records: list[Record]
  decls: list[Enum | Typedef]
  functions: list[Function]
  macros: list[Macro]
  typenames: TypeNames
  seen: set[str]  # listed files that declared or defined anything

# reserved by c.Struct or Python: such a C field gets a leading underscore
RESERVED_FIELDS = {"SIZE", "register_fields", "_real_fields_", "_fields_", "_keep_", "_mem_"}
def pyname(name: str) -> str: return f"_{name}" if keyword.iskeyword(name) or name in ("None", "True", "False") else name

INT_KINDS = {T.SHORT: True, T.INT: True, T.LONG: True, T.LONGLONG: True, T.WCHAR: True, T.INT128: True,
             T.USHORT: False, T.UINT: False, T.ULONG: False, T.ULONGLONG: False, T.CHAR16: False, T.CHAR32: False, T.UINT128: False}
CHAR_SIGNED = {T.UCHAR: False, T.CHAR_U: False, T.BOOL: False, T.SCHAR: True, T.CHAR_S: True}
SIMPLE = {T.BOOL: ("ctypes.c_bool", "bool"), T.FLOAT: ("ctypes.c_float", "float"), T.DOUBLE: ("ctypes.c_double", "float"),
          T.LONGDOUBLE: ("ctypes.c_longdouble", "float"), T.CHAR_S: ("ctypes.c_char", "bytes"), T.SCHAR: ("ctypes.c_byte", "int"),
          T.UCHAR: ("ctypes.c_ubyte", "int"), T.CHAR_U: ("ctypes.c_ubyte", "int"), T.HALF: ("ctypes.c_uint16", "int"),
          T.FLOAT128: ("(ctypes.c_ubyte * 16)", "ctypes.Array"), T.VOID: ("None", "None")}

def int_ctype(size: int, signed: bool) -> str:
  if size == 16: return "(ctypes.c_uint64 * 2)"  # __int128: two words, layout comes from clang's offsets anyway
  return f"ctypes.c_{'' if signed else 'u'}int{size * 8}"

@functools.cache
def gcc_include() -> str:
  # the libclang wheel ships no builtin headers (stddef.h, stdarg.h); gcc's serve the same purpose
  return subprocess.run(["gcc", "-print-file-name=include"], capture_output=True, text=True, check=True).stdout.strip()

def parse(main: str, args: list[str], unsaved: list[tuple[str, str]] | None = None) -> ci.TranslationUnit:
  opts = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
  return ci.Index.create().parse(main, args=["-x", "c", "-std=gnu17", "-isystem", gcc_include(), *args], unsaved_files=unsaved, options=opts)

class TypeNames:
  """Resolves type names met in macro bodies (`struct foo`, `uint32_t`, `unsigned long`) to ctypes expressions."""
  BUILTIN_WORDS = {"unsigned", "signed", "int", "long", "short", "char", "float", "double", "void", "_Bool"}
  QUALIFIERS = {"const", "volatile", "__const", "__volatile__", "restrict", "__restrict"}

  def __init__(self, parser: Parser): self.parser = parser

  def starts_type(self, tok: str) -> bool:
    return tok in self.BUILTIN_WORDS or tok in self.QUALIFIERS or tok in ("struct", "union", "enum") or tok in self.parser.all_typedefs

  def resolve(self, toks: list[str]) -> tuple[str, int, bool | None]:
    """(ctypes expression, size in bytes, signed for integers else None) for the type named by toks, or Unsupported."""
    toks = [t for t in toks if t not in self.QUALIFIERS]
    if toks and toks[-1] == "*": return ("ctypes.c_void_p", 8, None) if len(toks) >= 2 else ("", 0, None)
    if len(toks) == 2 and toks[0] in ("struct", "union"):
      cur = self.parser.all_tags.get(" ".join(toks))
      if cur is None: raise Unsupported(f"unknown {' '.join(toks)}")
      return self.parser.record_class(cur.type), cur.type.get_size(), None
    if len(toks) == 2 and toks[0] == "enum": return "ctypes.c_uint32", 4, False
    if len(toks) == 1 and toks[0] in self.parser.all_typedefs:
      t = self.parser.all_typedefs[toks[0]].underlying_typedef_type
      expr, _ = self.parser.tname(t)
      can = t.get_canonical()
      return expr, can.get_size(), INT_KINDS.get(can.kind, CHAR_SIGNED.get(can.kind))
    words = set(toks)
    if not toks or not words <= self.BUILTIN_WORDS: raise Unsupported(f"type {' '.join(toks)}")
    if "double" in words: return "ctypes.c_double", 8, None
    if "float" in words: return "ctypes.c_float", 4, None
    if "void" in words: return "None", 0, None
    size = 1 if "char" in words else 2 if "short" in words else 8 if "long" in words else 4
    return int_ctype(size, "unsigned" not in words), size, "unsigned" not in words

class Parser:
  """Walks one translation unit and collects what the listed header files declare."""
  def __init__(self, tu: ci.TranslationUnit, files: list[str], recsym: bool = False, anon_names: dict[str, str] | None = None):
    self.tu, self.files, self.recsym, self.anon_names = tu, set(files), recsym, anon_names or {}
    self.records: dict[str, Record] = {}
    self.enums: dict[str, Enum] = {}
    self.decls: list[Enum | Typedef] = []
    self.typedefs: dict[str, str] = {}  # emitted alias name -> hint
    self.functions: dict[str, Function] = {}
    self.macros: list[Macro] = []
    self.counters = {"struct": 0, "union": 0, "enum": 0}
    self.all_typedefs: dict[str, ci.Cursor] = {}
    self.all_tags: dict[str, ci.Cursor] = {}

  def anon_name(self, decl: ci.Cursor, kind: str) -> str:
    loc = decl.location
    if (name := self.anon_names.get(f"{os.path.basename(loc.file.name) if loc.file else ''}:{loc.line}")) is not None: return name
    self.counters[kind] += 1
    return f"_anon{kind}{self.counters[kind] - 1}"

  def mine(self, cur: ci.Cursor) -> bool: return cur.location.file is not None and cur.location.file.name in self.files

  # ---- types ----
  def tname(self, t: ci.Type, hint: str | None = None) -> tuple[str, str]:
    """(ctypes expression, Python annotation) for a C type."""
    k = t.kind
    if k == T.ELABORATED: return self.tname(t.get_named_type(), hint)
    if k == T.TYPEDEF:
      decl = t.get_declaration()
      if decl.spelling in self.typedefs: return decl.spelling, self.typedefs[decl.spelling]
      return self.tname(decl.underlying_typedef_type, hint)
    if k in SIMPLE: return SIMPLE[k]
    if k in INT_KINDS: return int_ctype(t.get_size(), INT_KINDS[k]), "int"
    if k == T.ENUM: return self.tname(t.get_declaration().enum_type)
    if k == T.RECORD: return (name := self.record_class(t, hint)), name
    if k == T.POINTER: return self.pointer(t.get_pointee())
    if k == T.CONSTANTARRAY: return f"({self.tname(t.element_type, hint)[0]} * {t.element_count})", "ctypes.Array"
    if k == T.INCOMPLETEARRAY: return f"({self.tname(t.element_type, hint)[0]} * 0)", "ctypes.Array"
    if k == T.VECTOR: return f"({self.tname(t.element_type)[0]} * {t.element_count})", "ctypes.Array"
    if k == T.COMPLEX: return f"({self.tname(t.element_type)[0]} * 2)", "ctypes.Array"
    if k in (T.FUNCTIONPROTO, T.FUNCTIONNOPROTO): return self.functype(t), "ctypes._CFuncPtr"
    if t.get_canonical().kind != k: return self.tname(t.get_canonical(), hint)  # attributed, atomic, typeof: what they stand for
    raise Unsupported(f"type {t.spelling} ({k})")

  def pointer(self, pt: ci.Type) -> tuple[str, str]:
    can = pt.get_canonical()
    if can.kind == T.VOID: return "ctypes.c_void_p", "int | None"
    if can.kind == T.CHAR_S: return "ctypes.c_char_p", "bytes | None"
    if can.kind in (T.FUNCTIONPROTO, T.FUNCTIONNOPROTO): return self.functype(can), "ctypes._CFuncPtr"
    return f"ctypes.POINTER({self.tname(pt)[0]})", "ctypes._Pointer"

  def functype(self, t: ci.Type) -> str:
    args = [self.tname(a)[0] for a in t.argument_types()] if t.kind == T.FUNCTIONPROTO else []
    return f"ctypes.CFUNCTYPE({', '.join([self.tname(t.get_result())[0], *args])})"

  def record_class(self, t: ci.Type, hint: str | None = None) -> str:
    decl = t.get_canonical().get_declaration()
    can = decl.type.get_canonical()  # the declaration's type carries no const/volatile
    if (rec := self.records.get(key := can.spelling)) is not None: return rec.pyname
    defn, union = decl.get_definition(), decl.kind == K.UNION_DECL
    kind = "union" if union else "struct"
    if "(" in key:
      name, cname = hint or self.anon_name(decl, kind), None
    else: name, cname = (key.replace(" ", "_") if key.startswith(("struct ", "union ")) else key), (key if decl.location.file else None)
    rec = self.records[key] = Record(name, cname, max(can.get_size(), 0) if defn is not None else 0, union)
    if defn is not None: self.fill(rec, defn, can)
    return name

  def fill(self, rec: Record, decl: ci.Cursor, root: ci.Type) -> None:
    kids = list(decl.get_children())
    used = [self.base_decl(f.type) for f in kids if f.kind == K.FIELD_DECL and f.spelling]
    for ch in kids:
      if ch.kind in (K.STRUCT_DECL, K.UNION_DECL) and ch.is_anonymous() and ch.is_definition() and not any(ch == u for u in used):
        self.fill(rec, ch, root)  # an anonymous member: its fields are lifted into the parent
      elif ch.kind == K.FIELD_DECL and ch.spelling:
        if (off := root.get_offset(ch.spelling)) < 0: continue
        try: expr, hint = self.tname(ch.type, f"{rec.pyname}_{ch.spelling}")
        except Unsupported: continue  # the other fields keep their exact offsets
        name = f"_{ch.spelling}" if ch.spelling in RESERVED_FIELDS else pyname(ch.spelling)
        if name != ch.spelling: rec.cnames[name] = ch.spelling
        bits = ch.get_bitfield_width() if ch.is_bitfield() else 0
        rec.fields.append((name, expr, hint, off // 8, bits, off % 8) if bits else (name, expr, hint, off // 8))

  @staticmethod
  def base_decl(t: ci.Type) -> ci.Cursor:
    while t.kind in (T.CONSTANTARRAY, T.INCOMPLETEARRAY): t = t.element_type
    return t.get_canonical().get_declaration()

  # ---- declarations ----
  def enum(self, cur: ci.Cursor) -> None:
    key = cur.type.get_canonical().spelling
    if key in self.enums or not cur.is_definition(): return
    name = self.anon_name(cur, "enum") if "(" in key else key.replace(" ", "_")
    self.enums[key] = e = Enum(name, [(pyname(c.spelling), c.enum_value) for c in cur.get_children() if c.kind == K.ENUM_CONSTANT_DECL])
    self.decls.append(e)

  def typedef(self, cur: ci.Cursor) -> None:
    ut = cur.underlying_typedef_type
    if cur.spelling in self.typedefs or ut.get_canonical().kind == T.ENUM: return  # enum typedefs resolve to their integer type
    target, hint = self.tname(ut, cur.spelling)
    if target == cur.spelling: return
    self.typedefs[cur.spelling] = hint
    self.decls.append(Typedef(cur.spelling, target))

  def function(self, cur: ci.Cursor) -> None:
    if cur.spelling in self.functions or cur.linkage != ci.LinkageKind.EXTERNAL or cur.type.kind != T.FUNCTIONPROTO: return
    restype, rethint = self.tname(cur.type.get_result())
    names = [a.spelling for a in cur.get_arguments()]
    args = [(pyname(n) if n else f"arg{i}", *self.tname(t)) for i, (n, t) in enumerate(zip(names, cur.type.argument_types()))]
    self.functions[cur.spelling] = Function(cur.spelling, restype, rethint, args, cur.type.is_function_variadic())

  def macro(self, cur: ci.Cursor) -> None:
    toks = list(cur.get_tokens())
    if len(toks) < 2: return
    # function-like only when '(' touches the name
    if toks[1].spelling == "(" and toks[1].extent.start.offset == toks[0].extent.end.offset:
      end = next(i for i, t in enumerate(toks) if t.spelling == ")")
      params, body = [t.spelling for t in toks[2:end] if t.spelling != ","], [t.spelling for t in toks[end + 1:]]
      if not body: return
    else: params, body = None, [t.spelling for t in toks[1:]]
    self.macros.append(Macro(cur.spelling, params, body, any(b.lower().startswith("0x") for b in body)))

  def run(self, want_functions: bool) -> Model:
    top = list(self.tu.cursor.get_children())
    for cur in top:
      if cur.kind == K.TYPEDEF_DECL: self.all_typedefs.setdefault(cur.spelling, cur)
      elif cur.kind in (K.STRUCT_DECL, K.UNION_DECL) and cur.is_definition() and "(" not in cur.type.spelling:
        self.all_tags.setdefault(cur.type.get_canonical().spelling, cur)
    mine = [self.mine(cur) for cur in top]  # a cursor's file name is a slow libclang call: asked once per cursor
    seen = {cur.location.file.name for cur, m in zip(top, mine) if m}
    for cur, m in zip(top, mine):
      if cur.kind == K.MACRO_DEFINITION:
        if m: self.macro(cur)
        continue
      if not (m or (self.recsym and cur.kind == K.FUNCTION_DECL)): continue
      try:
        if cur.kind in (K.STRUCT_DECL, K.UNION_DECL) and "(" not in cur.type.get_canonical().spelling: self.record_class(cur.type)
        elif cur.kind == K.ENUM_DECL: self.enum(cur)
        elif cur.kind == K.TYPEDEF_DECL: self.typedef(cur)
        elif cur.kind == K.FUNCTION_DECL and want_functions: self.function(cur)
      except Unsupported: pass  # a construct ctypes cannot express is left out; the rest of the module stands
    return Model(list(self.records.values()), self.decls, list(self.functions.values()), self.macros, TypeNames(self), seen)
