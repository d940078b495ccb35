// Graph layout off the main thread: sources on the left, users to the right (a small layered "Sugiyama" layout).
// In:  {nodes: [{id, w, h, src: [id, ...]}]}   Out: {pos: {id: {x, y, w, h}}, width, height}
"use strict";
const RANK_GAP = 60, NODE_GAP = 14, SWEEPS = 6;

function rankNodes(nodes, byId) {
  // longest path from the inputs, in Kahn order (so huge graphs never recurse)
  const indeg = new Map(nodes.map(n => [n.id, 0])), users = new Map(nodes.map(n => [n.id, []]));
  for (const n of nodes) for (const s of n.src) if (byId.has(s)) { indeg.set(n.id, indeg.get(n.id) + 1); users.get(s).push(n.id); }
  const rank = new Map(), queue = nodes.filter(n => indeg.get(n.id) === 0).map(n => n.id);
  for (const id of queue) rank.set(id, 0);
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i];
    for (const u of users.get(id)) {
      rank.set(u, Math.max(rank.get(u) ?? 0, rank.get(id) + 1));
      indeg.set(u, indeg.get(u) - 1);
      if (indeg.get(u) === 0) queue.push(u);
    }
  }
  for (const n of nodes) if (!rank.has(n.id)) rank.set(n.id, 0);  // a cycle cannot come from a UOp graph, but never lose a node
  return { rank, users };
}

function orderRanks(nodes, rank, users, byId) {
  const layers = [];
  for (const n of nodes) (layers[rank.get(n.id)] ??= []).push(n.id);
  for (let i = 0; i < layers.length; i++) layers[i] ??= [];
  const pos = new Map();
  const index = () => layers.forEach(l => l.forEach((id, i) => pos.set(id, i)));
  index();
  const bary = (ids, fallback) => ids.length ? ids.reduce((a, b) => a + pos.get(b), 0) / ids.length : fallback;
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    const down = sweep % 2 === 0;
    const order = down ? layers.keys() : [...layers.keys()].reverse();
    for (const r of order) {
      const layer = layers[r];
      const key = new Map(layer.map(id => [id, bary((down ? byId.get(id).src.filter(s => byId.has(s)) : users.get(id)), pos.get(id))]));
      layer.sort((a, b) => key.get(a) - key.get(b));
      layer.forEach((id, i) => pos.set(id, i));
    }
  }
  return layers;
}

function place(layers, byId, users) {
  const out = {}, xs = [];
  let x = 0;
  for (const layer of layers) {
    xs.push(x);
    x += Math.max(0, ...layer.map(id => byId.get(id).w)) + RANK_GAP;
  }
  let height = 0;
  layers.forEach((layer, r) => {
    let y = 0;
    for (const id of layer) {
      const n = byId.get(id), srcs = n.src.filter(s => out[s]);
      const want = srcs.length ? srcs.reduce((a, s) => a + out[s].y + out[s].h / 2, 0) / srcs.length - n.h / 2 : y;
      const top = Math.max(y, want);
      out[id] = { x: xs[r], y: top, w: n.w, h: n.h };
      y = top + n.h + NODE_GAP;
    }
    height = Math.max(height, y);
  });
  return { pos: out, width: Math.max(0, x - RANK_GAP), height };
}

function layout(nodes) {
  const byId = new Map(nodes.map(n => [n.id, n]));
  const { rank, users } = rankNodes(nodes, byId);
  const layers = orderRanks(nodes, rank, users, byId);
  return place(layers, byId, users);
}

if (typeof self !== "undefined" && typeof window === "undefined") self.onmessage = (e) => self.postMessage(layout(e.data.nodes));
