"""Profile events of the engine (tinygrad.profile, shown by tg-viz): buffer alloc/free, one exec point and one range per kernel,
copies as ranges on the destination's SDMA queue. A kernel's range carries its AST's key as profile_key, linking it to the
kernel's rewrite context. Everything here is a no-op unless PROFILE (or VIZ) is on."""
from __future__ import annotations
import itertools, weakref
from decimal import Decimal
from typing import Any
from tinygrad.device import Buffer
from tinygrad.helpers import PROFILE
from tinygrad.profile import ProfilePointEvent, ProfileRangeEvent, TracingKey, perf_counter_us, profile_events

_ids = itertools.count()
_keys: weakref.WeakKeyDictionary[Buffer, int] = weakref.WeakKeyDictionary()
_launches = itertools.count()

def _free(device: str, key: int) -> None: profile_events.append(ProfilePointEvent(device, "free", key, {}))

def buffer_key(buf: Buffer) -> int:
  """A stable number for a buffer's storage (a view counts as its base); the first sight of an allocated one records its alloc."""
  base = buf.base
  if (k := _keys.get(base)) is None:
    k = _keys[base] = next(_ids)
    profile_events.append(ProfilePointEvent(base.device, "alloc", k, {"dtype": base.dtype, "sz": base.size}))
    weakref.finalize(base, _free, base.device, k)
  return k

def record_call(runner: Any, bufs: list[Buffer], var_vals: dict[str, int], st: Decimal, en: Decimal) -> None:
  """One launch: the exec point (buffers, which are read and written, estimates) and its time span."""
  if not PROFILE: return
  keys = [buffer_key(b) for b in bufs]
  p = getattr(runner, "p", None)
  if p is None:  # a copy: dst <- src on the destination's copy queue
    name = TracingKey(f"{bufs[1].device} -> {bufs[0].device}", ret=bufs[0].nbytes)
    profile_events.append(ProfileRangeEvent(f"{bufs[0].device}:SDMA:0", name, st, en))
    return
  args = {"name": runner.name, "bufs": [keys[i] for i in p.globals], "inputs": [p.globals.index(i) for i in p.ins if i in p.globals],
          "outputs": [p.globals.index(i) for i in p.outs if i in p.globals], "var_vals": dict(var_vals), "estimates": p.estimates}
  profile_events.append(ProfilePointEvent(runner.device, "exec", next(_launches), args, st))
  ast = getattr(p, "ast", None)  # the kernel's codegen context (tinygrad.codegen) is keyed by it
  profile_events.append(ProfileRangeEvent(runner.device, runner.name, st, en, profile_key=ast.key if ast is not None else None))

__all__ = ["buffer_key", "perf_counter_us", "record_call"]
