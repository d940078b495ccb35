"""Continuous batching for the server. A BatchEngine runs a Transformer over a KV cache of `slots` sequences: chunked prefill into one
slot, and one decode step for every decoding slot at once (row r of the step is slot r), each a TinyJit replay (one capture per chunk
length and per batch width 1, 2, 4, ... slots; the rows of a width that no request holds are masked). A Scheduler thread owns the
engine: a request joins the running batch at its next step and leaves when it ends or is cancelled; between two decode steps at most
one prefill chunk runs, so a long prompt stalls the others by one chunk; a freed slot keeps its tokens' KV rows, and a new request
whose prompt starts with them (a shared system prompt, the previous turn of a chat) takes that slot and prefills only the rest.
"""
from __future__ import annotations
import collections, queue, random, threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
import numpy as np
from tinygrad.dtype import dtypes
from tinygrad.tensor import Tensor
from tinygrad.uop.ops import UOp
from tinygrad.llm.model import Transformer, TransformerBlock, _jit, rms_norm, sample

def batchable(model: Any) -> bool:
  """Whether the engine can serve `model`: a Transformer whose blocks are all plain (GQA) attention; recurrent (Gated DeltaNet) and
  MLA blocks keep state the slots do not hold, so those models are served one request at a time."""
  return isinstance(model, Transformer) and all(type(b) is TransformerBlock for b in model.blk)

class BatchEngine:
  """The KV cache of `slots` sequences beside `model`'s weights, and the two steps the scheduler runs on it. Position max_context-1 of
  every slot is scratch (masked decode rows write there), so a sequence holds at most max_context-1 tokens in its cache.

  Args:
    model: a batchable Transformer (see batchable); its weights and JIT-free forward pieces are shared, not copied.
    slots: sequences held at once (float32 KV rows: slots x max_context per layer).
    chunk: prefill chunk length: the most a prompt delays the decode step of the others.
    matvec_rows: decode widths up to this run the rows through the matvec forms; wider ones through the prefill matmuls.
  Raises:
    ValueError: a model the engine cannot batch, or slots < 1.
  """
  def __init__(self, model: Transformer, slots: int = 8, chunk: int = 32, matvec_rows: int = 2):
    if not batchable(model): raise ValueError("batching needs a Transformer of plain attention blocks (not recurrent, not MLA)")
    if slots < 1: raise ValueError(f"slots must be at least 1, got {slots}")
    c, dev = model.cfg, model.device
    self.model, self.slots, self.ctx, self.chunk = model, slots, model.max_context, max(1, min(chunk, model.max_context - 1))
    self.kc = [Tensor.zeros(slots, c.n_kv_heads, self.ctx, c.head_dim, device=dev).contiguous().realize() for _ in model.blk]
    self.vc = [Tensor.zeros(slots, c.n_kv_heads, self.ctx, c.v_head_dim, device=dev).contiguous().realize() for _ in model.blk]
    self.widths = sorted({min(1 << i, slots) for i in range(slots.bit_length() + 1)})
    self.prefill_jits: dict[int, Any] = {}  # per chunk length
    self.decode_jits: dict[int, Any] = {}  # per batch width
    self.matvec_rows = matvec_rows

  # ---- the two steps (captured)

  def _layer(self, i: int, b: TransformerBlock, x: Tensor, freqs: Tensor, write: Callable[[Tensor, Tensor, Tensor, Tensor], list[Tensor]],
             read: Callable[[Tensor], Tensor], q_rows: Callable[[Tensor], Tensor], out_rows: Callable[[Tensor], Tensor],
             mask: Tensor | None) -> Tensor:
    """Block b on x: this step's keys and values written by `write`, attention over the rows `read` gives, the FFN."""
    c = self.model.cfg
    q, k, v, gate = b.qkv(rms_norm(x, b.w["attn_norm.weight"], c.norm_eps), freqs)
    Tensor.realize(*write(self.kc[i], self.vc[i], k.cast(self.kc[i].dtype), v.cast(self.vc[i].dtype)))
    out = q_rows(q).scaled_dot_product_attention(read(self.kc[i]), read(self.vc[i]), attn_mask=mask, enable_gqa=c.n_heads != c.n_kv_heads)
    return b.ffn_residual(x, b.attn_out(out_rows(out), gate)).realize()

  def _prefill(self, slot: UOp, start_pos: UOp, last: UOp, temperature: Tensor, rng: Tensor, *tokens: UOp) -> Tensor:
    """Tokens at [start_pos, start_pos+T) of one slot's sequence: their KV rows written, the sample (1,) after position `last`."""
    m, T = self.model, len(tokens)
    x, freqs = m._embed(tokens), m.freqs.shrink(((start_pos, start_pos + T), None))
    mask = m.causal_mask(T, start_pos) if T > 1 else None
    def mine(t: Tensor) -> Tensor: return t.shrink(((slot, slot + 1), None, None, None))
    def write(kc: Tensor, vc: Tensor, k: Tensor, v: Tensor) -> list[Tensor]:
      rows = (None, None, (start_pos, start_pos + T), None)
      return [mine(kc).shrink(rows).assign(k), mine(vc).shrink(rows).assign(v)]
    def read(t: Tensor) -> Tensor: return mine(t).shrink((None, None, (0, start_pos + T), None))
    def q_rows(q: Tensor) -> Tensor: return q.contiguous() if T > 1 else q  # as in TransformerBlock.attention
    def out_rows(o: Tensor) -> Tensor: return o.transpose(1, 2).reshape(1, T, -1)
    for i, b in enumerate(m.blk): x = self._layer(i, b, x, freqs, write, read, q_rows, out_rows, mask)
    return sample(m._head(x.shrink((None, (last, last + 1), None)))[:, 0, :], temperature, rng[0])

  def _decode(self, kv_len: UOp, temperature: Tensor, rng: Tensor, *toks_pos: UOp) -> Tensor:
    """One token for each of W slots (row r: slot r, its token toks_pos[r] at position toks_pos[W+r]): the samples (W,). Up to
    `matvec_rows` rows go through the projections as W one-token sequences (decode's matvec forms, which read the weights per row),
    more as one W-token chunk (the prefill matmuls, which read them once); attention reads each row's own slot up to kv_len, masked
    past its position."""
    m, W = self.model, len(toks_pos) // 2
    toks, pos = toks_pos[:W], toks_pos[W:]
    mv = W <= self.matvec_rows
    x = m._embed(tuple(toks))  # (1, W, dim)
    if mv: x = x.reshape(W, 1, -1)
    pos_t = Tensor.stack(*[Tensor(p) for p in pos]).cast(dtypes.int32)
    freqs = m.freqs[pos_t] if W > 1 else m.freqs.shrink(((pos[0], pos[0] + 1), None))  # row r's angles at its own position
    if mv: freqs = freqs.reshape(W, 1, 1, -1)  # q, k: (W, H, 1, d); else (1, H, W, d)
    full = (Tensor.arange(self.ctx).reshape(1, -1) <= pos_t.reshape(W, 1)).where(0.0, -float("inf"))
    mask = full.shrink((None, (0, kv_len))).reshape(W, 1, 1, kv_len)
    def write(kc: Tensor, vc: Tensor, k: Tensor, v: Tensor) -> list[Tensor]:
      k, v = k.contiguous(), v.contiguous()  # one projection, W row writes
      def row(t: Tensor, r: int) -> Tensor: return t[r:r + 1] if mv else t[:, :, r:r + 1]
      return [c.shrink(((r, r + 1), None, (pos[r], pos[r] + 1), None)).assign(row(t, r)) for r in range(W) for c, t in ((kc, k), (vc, v))]
    def read(t: Tensor) -> Tensor: return t.shrink(((0, W), None, (0, kv_len), None))
    def q_rows(q: Tensor) -> Tensor: return q if mv else q.permute(2, 1, 0, 3)
    def out_rows(o: Tensor) -> Tensor: return o.transpose(1, 2).reshape(W, 1, -1) if mv else o.permute(2, 0, 1, 3).reshape(1, W, -1)
    for i, b in enumerate(m.blk): x = self._layer(i, b, x, freqs, write, read, q_rows, out_rows, mask)
    logits = m._head(x)[:, 0, :] if mv else m._head(x)[0]  # (W, vocab)
    return Tensor.cat(*[sample(logits[r:r + 1], temperature[r:r + 1], rng[r]) for r in range(W)]).realize()

  # ---- calls

  @staticmethod
  def _rng(rows: list[tuple[int, int]]) -> Tensor:
    return Tensor(np.array([[k, (c % (1 << 31)) << 32] for k, c in rows], dtype=np.uint64))

  def prefill(self, slot: int, ids: list[int], pos: int, temperature: float, key: int, counter: int) -> tuple[int, Tensor]:
    """Feeds one chunk of ids[pos:] into `slot` (the KV rows before pos must hold ids[:pos]): (the new pos, the sample after it)."""
    n = min(self.chunk, len(ids) - pos)
    if n > 1 and pos + self.chunk <= self.ctx - 1:  # the padding's rows lie past the prompt and are written again before any read
      T, sp = self.chunk, UOp.variable("start_pos", 0, self.ctx - self.chunk).bind(pos)
    else: n, T, sp = 1, 1, UOp.variable("start_pos", 0, self.ctx - 1).bind(pos)
    toks = [UOp.variable(f"tok{i}", 0, self.model.cfg.vocab_size - 1).bind(t) for i, t in enumerate(ids[pos:pos + n] + [0] * (T - n))]
    jit = self.prefill_jits.setdefault(T, _jit(self._prefill))
    out = jit(UOp.variable("slot", 0, self.slots - 1).bind(slot), sp, UOp.variable("last", 0, T - 1).bind(n - 1),
              Tensor([float(temperature)]), self._rng([(key, counter)]), *toks)
    return pos + n, out

  def decode(self, rows: dict[int, tuple[int, int, float, int, int]]) -> dict[int, int]:
    """One decode step: rows maps slot -> (token, position, temperature, key, counter); returns slot -> sampled token."""
    W = next(w for w in self.widths if w > max(rows))
    scratch, vocab = self.ctx - 1, self.model.cfg.vocab_size - 1
    tok = [rows[r][0] if r in rows else 0 for r in range(W)]
    pos = [rows[r][1] if r in rows else scratch for r in range(W)]
    temp = Tensor(np.array([rows[r][2] if r in rows else 0.0 for r in range(W)], dtype=np.float32))
    rng = self._rng([(rows[r][3], rows[r][4]) if r in rows else (0, 0) for r in range(W)])
    kv_len = UOp.variable("kv_len", 1, self.ctx - 1).bind(max(rows[r][1] for r in rows) + 1)
    args = [UOp.variable(f"tok{r}", 0, vocab).bind(t) for r, t in enumerate(tok)]
    args += [UOp.variable(f"pos{r}", 0, scratch).bind(p) for r, p in enumerate(pos)]
    out = self.decode_jits.setdefault(W, _jit(self._decode))(kv_len, temp, rng, *args).tolist()
    return {r: int(out[r]) for r in rows}

  def warmup(self) -> None:
    """Captures the prefill JITs (chunk and single token) and every width's decode JIT, so no request pays for a capture."""
    for _ in range(2):
      for T in sorted({self.chunk, 1}): self.prefill(0, [0] * T, 0, 0.0, 0, 0)[1].realize()
      for w in self.widths: self.decode({r: (0, 0, 0.0, 0, 0) for r in range(w)})

# ---------------------------------------------------------------- the scheduler

def _common(a: list[int], b: list[int]) -> int: return next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))

@dataclass(eq=False)
class Request:
  """One generation: ids (the prompt, then every sampled token appended), its limits and sampling; `out` receives each sampled
  token id, then None at the end (or an exception the step raised)."""
  ids: list[int]
  max_tokens: int | None
  temperature: float
  key: int
  is_end: Callable[[int], bool]
  out: queue.Queue = field(default_factory=queue.Queue)
  cancelled: bool = False
  cached: int = 0  # prompt tokens whose KV rows a slot already held
  slot: int = -1
  pos: int = 0  # tokens of ids whose KV rows are in the slot
  started: bool = False  # prefill done: ids[-1] is the next token to feed
  made: int = 0  # sampled tokens that are not end tokens
  order: int = 0  # admission count: prefill goes first come, first served

class Scheduler:
  """Owns a BatchEngine on its own thread. submit() queues a request; it takes a free slot (the one whose cached tokens share the
  longest prefix with its prompt), prefills one chunk per loop turn, then decodes with every other started request until an end
  token, max_tokens or the context's end; cancel() (a client that went away) frees its slot at the next turn. With warmup, the
  thread first captures the engine's JITs (requests submitted meanwhile wait)."""
  def __init__(self, engine: BatchEngine, warmup: bool = False):
    self.engine, self.ctx = engine, engine.ctx
    self.owner: list[Request | None] = [None] * engine.slots
    self.cached: list[list[int]] = [[] for _ in range(engine.slots)]  # per slot: the tokens whose KV rows it holds
    self.waiting: collections.deque[Request] = collections.deque()
    self.cv, self.stopping, self.admitted, self.warmup = threading.Condition(), False, 0, warmup
    self.thread = threading.Thread(target=self._loop, name="llm-scheduler", daemon=True)
    self.thread.start()

  def submit(self, ids: list[int], max_tokens: int | None, temperature: float, seed: int | None, is_end: Callable[[int], bool]) -> Request:
    """Queues a generation of ids (a prompt shorter than the context); returns its Request, whose `out` queue yields the tokens."""
    if not 0 < len(ids) < self.ctx: raise ValueError(f"the prompt has {len(ids)} tokens; it needs 1 to {self.ctx - 1}")
    req = Request(list(ids), max_tokens, temperature, random.getrandbits(31) if seed is None else seed % (1 << 64), is_end)
    with self.cv:
      self.waiting.append(req)
      self.cv.notify()
    return req

  def cancel(self, req: Request) -> None:
    """Stops req (no-op when it has ended); its slot is free for the next request from the next loop turn on."""
    with self.cv:
      req.cancelled = True
      self.cv.notify()

  def close(self) -> None:
    with self.cv:
      self.stopping = True
      self.cv.notify()
    self.thread.join()

  def _loop(self) -> None:
    if self.warmup: self.engine.warmup()
    while True:
      with self.cv:
        while not self.stopping and not self.waiting and not any(self.owner): self.cv.wait()
        if self.stopping: return
        self._admit()
      try: self._step()
      except Exception as e:  # a failed step ends every request in the batch with the error, and the server keeps serving
        for s, r in enumerate(self.owner):
          if r is not None: r.out.put(e); self._free(s)
          self.cached[s] = []

  def _admit(self) -> None:
    for w in [w for w in self.waiting if w.cancelled]:
      self.waiting.remove(w)
      w.out.put(None)
    for s, r in enumerate(self.owner):
      if r is not None and r.cancelled: self._free(s)
    while self.waiting and (free := [s for s, r in enumerate(self.owner) if r is None]):
      req = self.waiting.popleft()
      shared = {s: _common(self.cached[s], req.ids[:-1]) for s in free}  # the last prompt token is fed again: its logits give a sample
      # a prefix counts when it saves a chunk or costs nothing (the slot holds only it); else a slot holding less than a chunk (nothing
      # worth keeping) goes first, then the lowest: row r of a decode step is slot r, so low slots keep the batch narrow
      worth = {s: (n if n >= self.engine.chunk or n == len(self.cached[s]) else 0, len(self.cached[s]) < self.engine.chunk, -s)
               for s, n in shared.items()}
      s = max(free, key=worth.__getitem__)
      req.slot, req.pos, req.order, self.admitted = s, shared[s], self.admitted, self.admitted + 1
      req.cached, self.cached[s], self.owner[s] = req.pos, self.cached[s][:req.pos], req

  def _free(self, s: int) -> None:
    if (r := self.owner[s]) is not None: r.out.put(None)
    self.owner[s] = None

  def _emit(self, r: Request, tok: int) -> None:
    """Hands out a sampled token and ends the request when it should stop."""
    r.ids.append(tok)
    end = r.is_end(tok)
    r.made += not end
    r.out.put(tok)
    if end or (r.max_tokens is not None and r.made >= r.max_tokens) or len(r.ids) >= self.ctx: self._free(r.slot)

  def _step(self) -> None:
    e = self.engine
    if prefilling := [r for r in self.owner if r is not None and not r.started]:
      r = min(prefilling, key=lambda r: r.order)  # one chunk, of the request admitted first
      r.pos, out = e.prefill(r.slot, r.ids, r.pos, r.temperature, r.key, len(r.ids))
      self.cached[r.slot] = r.ids[:r.pos]
      if r.pos == len(r.ids):
        r.started = True
        self._emit(r, int(out.item()))
    if decoding := {s: r for s, r in enumerate(self.owner) if r is not None and r.started and r.pos == len(r.ids) - 1}:
      new = e.decode({s: (r.ids[-1], r.pos, r.temperature, r.key, len(r.ids)) for s, r in decoding.items()})
      for s, r in decoding.items():
        r.pos += 1
        self.cached[s] = r.ids[:r.pos]
        if not r.cancelled: self._emit(r, new[s])
        else: self._free(s)
