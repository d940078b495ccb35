"""The op vocabulary of the UOp IR: `Ops` and the `GroupOp` sets. The IR itself lives in `tinygrad.uop.ops`."""
from __future__ import annotations
import itertools
from enum import IntEnum, auto
from typing import Any

_enum_counter = itertools.count(1)  # one counter (from 1, so no member is falsy) for every FastEnum, so values never collide across enums

class FastEnum(IntEnum):
  """An IntEnum whose values are unique across all FastEnums; members sort by definition order."""
  def __str__(self) -> str: return f"{type(self).__name__}.{self.name}"
  def __repr__(self) -> str: return str(self)
  @staticmethod
  def _generate_next_value_(name: str, start: int, count: int, last_values: list[Any]) -> int: return next(_enum_counter)

class Ops(FastEnum):
  """Every UOp op. Definition order is the toposort tie-breaker; `GroupOp` names the sets passes dispatch on."""
  # defines
  SPECIAL = auto(); BUFFER = auto()
  # structure
  NOOP = auto(); REWRITE_ERROR = auto(); PARAM = auto(); FUNCTION = auto(); CALL = auto(); PROGRAM = auto(); LINEAR = auto(); SOURCE = auto()
  BINARY = auto(); SINK = auto(); AFTER = auto(); GROUP = auto(); STACK = auto(); TUPLE = auto(); GETTUPLE = auto(); GETADDR = auto()
  # memory
  INDEX = auto(); SHRINK = auto(); LOAD = auto(); STORE = auto()
  # math: wmma, casts, unary
  WMMA = auto(); CAST = auto(); BITCAST = auto(); EXP2 = auto(); LOG2 = auto(); SIN = auto(); SQRT = auto(); RECIPROCAL = auto(); NEG = auto()
  TRUNC = auto()
  # binary
  ADD = auto(); MUL = auto(); SHL = auto(); SHR = auto(); MAX = auto(); SUB = auto(); CDIV = auto(); CMOD = auto(); CMPLT = auto(); CMPNE = auto()
  CMPEQ = auto(); XOR = auto(); OR = auto(); AND = auto(); THREEFRY = auto(); FDIV = auto(); POW = auto(); FLOORDIV = auto(); FLOORMOD = auto()
  # ternary
  WHERE = auto(); MULACC = auto()
  # control and constants
  BARRIER = auto(); RANGE = auto(); IF = auto(); ENDIF = auto(); END = auto(); WAIT = auto(); CONST = auto(); CUSTOM = auto(); CUSTOMI = auto()
  INS = auto()
  # graph only
  CONTIGUOUS = auto(); CONTIGUOUS_BACKWARD = auto(); DETACH = auto(); STAGE = auto(); COPY = auto(); MSELECT = auto(); MSTACK = auto()
  CUSTOM_FUNCTION = auto()
  # movement (SHRINK is above) and reduce
  RESHAPE = auto(); PERMUTE = auto(); EXPAND = auto(); PAD = auto(); FLIP = auto(); UNSHARD = auto(); REDUCE = auto(); ALLREDUCE = auto()
  # pattern compiler
  PYLITERAL = auto()

class GroupOp:
  """Named sets of Ops that rules and passes dispatch on."""
  Unary = {Ops.EXP2, Ops.LOG2, Ops.SIN, Ops.SQRT, Ops.RECIPROCAL, Ops.NEG, Ops.TRUNC}
  Binary = {Ops.ADD, Ops.MUL, Ops.SHL, Ops.SHR, Ops.MAX, Ops.SUB, Ops.CDIV, Ops.CMOD, Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ,
            Ops.XOR, Ops.OR, Ops.AND, Ops.THREEFRY, Ops.FDIV, Ops.POW, Ops.FLOORDIV, Ops.FLOORMOD}
  Ternary = {Ops.WHERE, Ops.MULACC}
  ALU = Unary | Binary | Ternary
  Broadcastable = Binary | Ternary
  Elementwise = ALU | {Ops.CAST, Ops.BITCAST}
  Defines = {Ops.PARAM, Ops.BUFFER}
  Irreducible = {Ops.CONST, Ops.SPECIAL, Ops.RANGE, Ops.PARAM, Ops.GETADDR}
  Movement = {Ops.RESHAPE, Ops.EXPAND, Ops.PERMUTE, Ops.PAD, Ops.SHRINK, Ops.FLIP}
  Commutative = {Ops.ADD, Ops.MUL, Ops.MAX, Ops.CMPNE, Ops.CMPEQ, Ops.XOR, Ops.AND, Ops.OR}
  Associative = {Ops.ADD, Ops.MUL, Ops.AND, Ops.OR, Ops.MAX}
  Idempotent = {Ops.OR, Ops.AND, Ops.MAX}
  Reduce = {Ops.ADD, Ops.MUL, Ops.MAX}
  Comparison = {Ops.CMPLT, Ops.CMPNE, Ops.CMPEQ}
  All = set(Ops)

__all__ = ["FastEnum", "GroupOp", "Ops"]
