// tg-viz page: context/step list, rewrite graphs (SVG), code views, and the profiler timeline (canvas). No external libraries.
"use strict";
const $ = (sel) => document.querySelector(sel);
const el = (tag, props = {}, ...kids) => {
  const e = Object.assign(document.createElement(tag), props);
  for (const k of kids) if (k != null) e.append(k);
  return e;
};
const SVG_NS = "http://www.w3.org/2000/svg";
const svgEl = (tag, attrs = {}) => {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
};

// ---- ANSI colours (names and labels carry them) ----
const ANSI = { 30: "#000", 31: "#e06c75", 32: "#98c379", 33: "#e5c07b", 34: "#61afef", 35: "#c678dd", 36: "#56b6c2", 37: "#dcdfe4",
  90: "#7f848e", 91: "#ff7b86", 92: "#b5e890", 93: "#ffd580", 94: "#80c8ff", 95: "#e2a0ff", 96: "#7fe0ec", 97: "#ffffff" };
const ansiRe = /\x1b\[([0-9;]*)m/g;
const stripAnsi = (s) => String(s).replace(ansiRe, "");
function ansiToNodes(s) {
  const out = document.createDocumentFragment();
  let color = null, last = 0;
  const push = (text) => { if (text) out.append(color ? el("span", { textContent: text, style: `color:${color}` }) : document.createTextNode(text)); };
  for (const m of String(s).matchAll(ansiRe)) {
    push(s.slice(last, m.index));
    last = m.index + m[0].length;
    for (const code of m[1].split(";").map(Number)) color = code === 0 || code === 39 ? null : ANSI[code] ?? color;
  }
  push(s.slice(last));
  return out;
}
const fmtTime = (us) => us >= 1e6 ? `${(us / 1e6).toFixed(2)}s` : us >= 1e3 ? `${(us / 1e3).toFixed(2)}ms` : `${us.toFixed(2)}us`;
const fmtBytes = (n) => n >= 1e9 ? `${(n / 1e9).toFixed(2)} GB` : n >= 1e6 ? `${(n / 1e6).toFixed(2)} MB` : n >= 1e3 ? `${(n / 1e3).toFixed(2)} KB` : `${n} B`;
const fmtRate = (v, unit) => { for (const [s, p] of [[1e12, "T"], [1e9, "G"], [1e6, "M"], [1e3, "K"]]) if (Math.abs(v) >= s) return `${(v / s).toFixed(2)} ${p}${unit}`; return `${v.toFixed(2)} ${unit}`; };
const fmtItem = (k, v) => k.startsWith("FLOPS") || k.startsWith("B/s") ? fmtRate(v, k) : k === "B" ? fmtBytes(v) : typeof v === "string" ? `${k} ${v}` : `${k}=${JSON.stringify(v)}`;

// ---- state ----
const viz = window.viz = { ctxs: [], sel: { ctx: 0, step: 0, rewrite: 0 }, cache: new Map(), stream: null, worker: null, profile: null,
  show: { excluded: false, indexing: true, sink: true }, expanded: new Set([0]), collapsedSteps: new Set(), drawn: 0, graphReady: false };

// ---- context list ----
function renderList() {
  const list = $("#ctx-list");
  list.replaceChildren();
  viz.ctxs.forEach((c, i) => {
    const row = el("div", { className: "ctx" + (i === viz.sel.ctx ? " active" : ""), title: stripAnsi(c.name) }, ansiToNodes(c.name));
    row.dataset.ctx = i;
    row.onclick = () => { if (viz.sel.ctx === i) toggleSet(viz.expanded, i); else viz.expanded.add(i); select(i, 0, 0); };
    list.append(row);
    if (!viz.expanded.has(i) || !c.steps.length) return;
    const ul = el("ul", { className: "steps" });
    let hideBelow = Infinity;
    c.steps.forEach((s, j) => {
      if (s.depth > hideBelow) return;
      hideBelow = Infinity;
      const kids = countChildren(c.steps, j), collapsed = viz.collapsedSteps.has(`${i}:${j}`);
      if (collapsed) hideBelow = s.depth;
      const caret = el("span", { className: "caret", textContent: kids ? (collapsed ? "▸" : "▾") : "" });
      caret.onclick = (e) => { e.stopPropagation(); toggleSet(viz.collapsedSteps, `${i}:${j}`); renderList(); };
      const li = el("li", { className: "step" + (i === viz.sel.ctx && j === viz.sel.step ? " active" : "") }, caret,
        `${s.name}${kids ? ` (${kids})` : ""}${s.match_count != null ? ` - ${s.match_count}` : ""}`);
      li.style.paddingLeft = `${12 + 12 * s.depth}px`;
      li.dataset.step = j;
      li.onclick = (e) => { e.stopPropagation(); select(i, j, 0); };
      ul.append(li);
    });
    list.append(ul);
  });
}
const toggleSet = (set, v) => set.has(v) ? set.delete(v) : set.add(v);
function countChildren(steps, j) {
  let n = 0;
  for (let k = j + 1; k < steps.length && steps[k].depth > steps[j].depth; k++) n += steps[k].depth === steps[j].depth + 1;
  return n;
}

// ---- selection and history ----
function select(ctx, step, rewrite, push = true) {
  viz.sel = { ctx, step, rewrite };
  if (push) history.pushState({ ...viz.sel }, "", `#ctx=${ctx}&step=${step}&rewrite=${rewrite}`);
  renderList();
  if (ctx === 0) return showProfiler();
  const s = viz.ctxs[ctx]?.steps[step];
  if (!s) return showCustom(el("div", { textContent: "This context has no steps." }));
  if (s.query.startsWith("/graph-rewrites")) return showGraphStep(s);
  fetch(s.query).then(r => r.json()).then(showPayload);
}
// the selection lives in the URL hash, so back/forward and a pasted link both restore it
window.addEventListener("popstate", () => selectFromHash());
function selectFromHash() {
  const q = new URLSearchParams(location.hash.slice(1));
  const n = (k) => Math.max(0, parseInt(q.get(k) ?? "0", 10) || 0);
  viz.expanded.add(n("ctx"));
  select(Math.min(n("ctx"), viz.ctxs.length - 1), n("step"), n("rewrite"), false);
}

function showView(id) {
  for (const v of ["graph", "profiler", "custom"]) $(`#${v}`).classList.toggle("hidden", v !== id);
}

// ---- graph steps ----
function showGraphStep(step) {
  showView("graph");
  viz.graphReady = false;
  if (viz.stream && viz.stream.query !== step.query) { viz.stream.close(); viz.stream = null; }
  let msgs = viz.cache.get(step.query);
  if (!msgs) {
    msgs = [];
    viz.cache.set(step.query, msgs);
    const es = new EventSource(step.query);
    es.query = step.query;
    viz.stream = es;
    es.onmessage = (e) => {
      if (e.data === "[DONE]") { es.close(); msgs.done = true; if (viz.stream === es) viz.stream = null; return renderMeta(); }
      msgs.push(JSON.parse(e.data));
      if (isCurrent(step) && (msgs.length === 1 || msgs.length - 1 === viz.sel.rewrite)) drawStep(step, msgs);
      else if (isCurrent(step)) renderMeta();
    };
    es.onerror = () => { es.close(); msgs.done = true; };
  }
  if (msgs.length) drawStep(step, msgs);
  else renderMeta();
}
const currentStep = () => viz.ctxs[viz.sel.ctx]?.steps[viz.sel.step];
const isCurrent = (step) => currentStep() === step;
const currentMsgs = () => viz.cache.get(currentStep()?.query) ?? [];

const CHAR_W = 7.25, LINE_H = 14, PAD = 8;
function visibleGraph(graph) {
  const hide = new Set(Object.entries(graph).filter(([id, n]) =>
    (n.exclude && !viz.show.excluded) || (!viz.show.indexing && n.label.includes("dtypes.weakint")) ||
    (!viz.show.sink && n.label.startsWith("SINK") && !Object.values(graph).some(m => m.src.some(([, s]) => s === id)))).map(([id]) => id));
  const nodes = [];
  for (const [id, n] of Object.entries(graph)) {
    if (hide.has(id)) continue;
    const lines = stripAnsi(n.label).split("\n");
    nodes.push({ id, w: Math.max(...lines.map(l => l.length)) * CHAR_W + 2 * PAD, h: lines.length * LINE_H + PAD, src: n.src.map(([, s]) => s).filter(s => !hide.has(s)) });
  }
  return nodes;
}

function layoutAsync(nodes) {
  // the worker is rebuilt per graph so a long layout for an old selection never blocks a new one
  return new Promise((resolve) => {
    if (viz.worker) viz.worker.terminate();
    const w = viz.worker = new Worker("/js/worker.js");
    const timer = setTimeout(() => $("#progress").classList.remove("hidden"), 2000);
    w.onmessage = (e) => { clearTimeout(timer); $("#progress").classList.add("hidden"); w.terminate(); if (viz.worker === w) viz.worker = null; resolve(e.data); };
    w.postMessage({ nodes });
  });
}

async function drawStep(step, msgs) {
  const k = Math.min(viz.sel.rewrite, msgs.length - 1), msg = msgs[k];
  renderMeta();
  if (!msg) return;
  const nodes = visibleGraph(msg.graph);
  const lay = await layoutAsync(nodes);
  if (!isCurrent(step) || Math.min(viz.sel.rewrite, msgs.length - 1) !== k) return;
  renderGraph(msg, nodes, lay);
}

function renderGraph(msg, nodes, lay) {
  const vp = $("#viewport");
  vp.replaceChildren();
  const edges = svgEl("g"), boxes = svgEl("g"), change = new Set(msg.change ?? []);
  const pos = lay.pos;
  const changed = nodes.filter(n => change.has(n.id));
  if (changed.length) {
    const x0 = Math.min(...changed.map(n => pos[n.id].x)) - 10, y0 = Math.min(...changed.map(n => pos[n.id].y)) - 10;
    const x1 = Math.max(...changed.map(n => pos[n.id].x + n.w)) + 10, y1 = Math.max(...changed.map(n => pos[n.id].y + n.h)) + 10;
    vp.append(svgEl("rect", { class: "change-cluster", x: x0, y: y0, width: x1 - x0, height: y1 - y0, rx: 8 }));
  }
  vp.append(edges, boxes);
  for (const n of nodes) {
    const info = msg.graph[n.id], p = pos[n.id];
    const srcPorts = info.src.filter(([, s]) => pos[s]);
    srcPorts.forEach(([port, s], i) => {
      const a = pos[s], x1 = a.x + a.w, y1 = a.y + a.h / 2, x2 = p.x, y2 = p.y + (i + 1) * p.h / (srcPorts.length + 1), mx = (x1 + x2) / 2;
      const path = svgEl("path", { class: "edge", d: `M${x1},${y1} C${mx},${y1} ${mx},${y2} ${x2},${y2}`, "marker-end": "url(#arrow)" });
      path.dataset.from = s; path.dataset.to = n.id;
      edges.append(path);
      if (srcPorts.length > 1) { const t = svgEl("text", { class: "port", x: x2 - 10, y: y2 - 3 }); t.textContent = port; edges.append(t); }
    });
    const g = svgEl("g", { class: "node" + (change.has(n.id) ? " changed" : "") + (info.label.startsWith("REWRITE_ERROR") ? " error" : ""),
      transform: `translate(${p.x},${p.y})` });
    g.dataset.id = n.id;
    g.append(svgEl("rect", { width: n.w, height: n.h, fill: info.color }));
    const text = svgEl("text", { x: PAD, y: PAD / 2 + LINE_H - 3 });
    stripAnsi(info.label).split("\n").forEach((line, i) => {
      const t = svgEl("tspan", { x: PAD, dy: i ? LINE_H : 0 });
      t.textContent = line;
      text.append(t);
    });
    g.append(text);
    if (info.tag != null) badge(g, -6, -6, "circle", "#7a5cff", info.tag);
    if (info.addrspace) badge(g, n.w - 6, -6, "rect", info.addrspace, "");
    if (info.ref != null) { const b = badge(g, n.w - 20, -6, "rect", "#00b3a4", "↗"); b.style.cursor = "pointer"; b.onclick = (e) => { e.stopPropagation(); jumpToCtx(info.ref); }; }
    g.onclick = (e) => { e.stopPropagation(); highlight(n.id); };
    boxes.append(g);
  }
  $("#graph").onclick = () => highlight(null);
  viz.lastLayout = lay;
  viz.graphReady = true;
  viz.drawnNodes = nodes.length;
  if (!viz.keepZoom) zoomFit();
  viz.keepZoom = false;
}
function badge(g, x, y, shape, fill, text) {
  const b = svgEl("g", { class: "badge", transform: `translate(${x},${y})` });
  b.append(shape === "circle" ? svgEl("circle", { r: 7, fill }) : svgEl("rect", { x: -6, y: -6, width: 12, height: 12, fill }));
  if (text !== "") { const t = svgEl("text", { x: -3, y: 3 }); t.textContent = String(text).slice(0, 2); b.append(t); }
  g.append(b);
  return b;
}
function highlight(id) {
  const parents = new Set(), children = new Set();
  document.querySelectorAll("#graph .edge").forEach(e => {
    const lit = id != null && (e.dataset.to === id || e.dataset.from === id);
    e.classList.toggle("lit", lit);
    if (e.dataset.to === id) parents.add(e.dataset.from);
    if (e.dataset.from === id) children.add(e.dataset.to);
  });
  document.querySelectorAll("#graph .node").forEach(n => {
    n.classList.toggle("selected", n.dataset.id === id);
    n.classList.toggle("parent", parents.has(n.dataset.id));
    n.classList.toggle("child", children.has(n.dataset.id));
  });
}
function jumpToCtx(ref) { viz.expanded.add(ref + 1); select(ref + 1, 0, 0); }

// ---- pan and zoom of the SVG ----
const zoom = { x: 0, y: 0, k: 1 };
function applyZoom() { $("#viewport").setAttribute("transform", `translate(${zoom.x},${zoom.y}) scale(${zoom.k})`); }
function zoomFit() {
  const lay = viz.lastLayout, box = $("#graph").getBoundingClientRect();
  if (!lay || !box.width) return;
  zoom.k = Math.min(2, 0.9 * Math.min(box.width / Math.max(lay.width, 1), box.height / Math.max(lay.height, 1)));
  zoom.x = (box.width - lay.width * zoom.k) / 2;
  zoom.y = (box.height - lay.height * zoom.k) / 2;
  applyZoom();
}
function initGraphZoom() {
  const svg = $("#graph");
  svg.addEventListener("wheel", (e) => {
    e.preventDefault();
    const r = svg.getBoundingClientRect(), f = Math.exp(-e.deltaY * 0.0015), mx = e.clientX - r.left, my = e.clientY - r.top;
    zoom.x = mx - (mx - zoom.x) * f; zoom.y = my - (my - zoom.y) * f; zoom.k *= f;
    applyZoom();
  }, { passive: false });
  let drag = null;
  svg.addEventListener("mousedown", (e) => { if (e.button === 0) drag = { x: e.clientX - zoom.x, y: e.clientY - zoom.y, moved: false }; });
  window.addEventListener("mousemove", (e) => { if (drag) { zoom.x = e.clientX - drag.x; zoom.y = e.clientY - drag.y; applyZoom(); } });
  window.addEventListener("mouseup", () => { drag = null; });
}

// ---- right panel ----
function renderMeta() {
  const meta = $("#meta");
  meta.replaceChildren();
  const step = currentStep();
  if (viz.sel.ctx === 0 || !step || !step.query.startsWith("/graph-rewrites")) return;
  const msgs = currentMsgs(), k = Math.min(viz.sel.rewrite, Math.max(msgs.length - 1, 0)), msg = msgs[k];
  const toggle = (key, text) => {
    const cb = el("input", { type: "checkbox", checked: viz.show[key] });
    cb.onchange = () => { viz.show[key] = cb.checked; viz.keepZoom = true; drawStep(step, msgs); };
    return el("label", { className: "toggle" }, cb, ` ${text}`);
  };
  meta.append(toggle("indexing", "Show indexing (r)"), toggle("sink", "Show SINK (s)"), toggle("excluded", "Show constants (c)"));
  if (step.loc) meta.append(el("h3", { textContent: "rewrite call" }),
    el("a", { href: `vscode://file/${step.loc[0]}:${step.loc[1]}`, textContent: `${step.loc[0].split("/").slice(-2).join("/")}:${step.loc[1]}` }),
    el("pre", { className: "code-block", textContent: step.code_line ?? "" }));
  const slider = el("input", { type: "range", id: "rewrite-slider", min: 0, max: Math.max(msgs.length - 1, 0), value: k });
  slider.oninput = () => setRewrite(parseInt(slider.value, 10));
  meta.append(el("h3", { textContent: `rewrite ${k} of ${step.match_count}${msgs.done ? "" : " (loading)"}` }), slider);
  if (msg?.upat) {
    const [loc, text] = msg.upat;
    meta.append(el("h3", { textContent: "pattern" }));
    if (loc) meta.append(el("a", { href: `vscode://file/${loc[0]}:${loc[1]}`, textContent: `${loc[0].split("/").slice(-2).join("/")}:${loc[1]}` }));
    meta.append(el("pre", { className: "code-block", textContent: text }));
  }
  if (msg?.diff) {
    const pre = el("pre", { className: "code-block diff" });
    for (const line of msg.diff) pre.append(el("div", { className: line.startsWith("+") ? "diff-add" : line.startsWith("-") ? "diff-del" : "", textContent: line }));
    meta.append(el("h3", { textContent: "diff" }), pre);
  }
  if (step.trace) meta.append(el("h3", { textContent: "created at" }), el("pre", { className: "code-block", textContent: step.trace.map(f => `${f[0]}:${f[1]} ${f[2]}\n  ${f[3]}`).join("\n") }));
  if (msg) meta.append(el("h3", { textContent: "uop" }), el("pre", { className: "code-block", textContent: msg.uop }));
}
function setRewrite(k) {
  const msgs = currentMsgs();
  viz.sel.rewrite = Math.max(0, Math.min(k, msgs.length - 1));
  history.replaceState({ ...viz.sel }, "", `#ctx=${viz.sel.ctx}&step=${viz.sel.step}&rewrite=${viz.sel.rewrite}`);
  viz.keepZoom = true;
  drawStep(currentStep(), msgs);
}

// ---- code and table payloads ----
function showCustom(node) { showView("custom"); $("#custom").replaceChildren(node); $("#meta").replaceChildren(); }
function showPayload(p) {
  if (typeof p === "string") return showCustom(el("pre", { className: "code-block", textContent: p }));
  const box = el("div");
  if (p.metadata) for (const group of p.metadata) box.append(el("div", { className: "kv" }, ...group.flatMap(m => [el("b", { textContent: m.label }), el("span", { textContent: m.value })])));
  if (p.cols) box.append(renderTable(p));
  if (p.src != null) { const pre = el("pre", { className: "code-block code", id: "code-view" }); pre.append(ansiToNodes(p.src)); pre.dataset.lang = p.lang ?? "text"; box.append(pre); }
  showCustom(box);
}
function renderTable(p) {
  const t = el("table", { className: "data" });
  t.append(el("tr", {}, ...p.cols.map(c => el("th", { textContent: c }))));
  for (const row of p.rows) t.append(el("tr", {}, ...row.map((v, i) => el("td", {}, v && typeof v === "object" && v.cols ? renderTable(v) : p.cols[i] === "Duration" ? fmtTime(v) : String(v)))));
  return t;
}

// ---- profile blob ----
function decodeProfile(buf) {
  const dv = new DataView(buf);
  let off = 0;
  const u8 = () => dv.getUint8(off++), u32 = () => { const v = dv.getUint32(off, true); off += 4; return v; };
  const u64 = () => { const v = Number(dv.getBigUint64(off, true)); off += 8; return v; };
  const f32 = () => { const v = dv.getFloat32(off, true); off += 4; return v; };
  const text = (n) => { const s = new TextDecoder().decode(new Uint8Array(buf, off, n)); off += n; return s; };
  const dur = u32(), peak = u64(), idxLen = u32(), nTracks = u32();
  const index = JSON.parse(text(idxLen)), S = index.strings, tracks = [];
  for (let t = 0; t < nTracks; t++) {
    const name = text(u8()), type = u8(), count = u32(), events = [];
    if (type === 0) {
      for (let i = 0; i < count; i++) {
        const n = u32(), ref = u32(), key = u32(), st = u32(), d = f32(), fmt = u32();
        events.push({ name: S[n], ref: ref ? ref - 1 : null, key: key ? key - 1 : null, st, dur: d, fmt: JSON.parse(S[fmt]) });
      }
      tracks.push({ name, type: "timeline", events });
    } else {
      const linear = u8(), tpeak = u64();
      for (let i = 0; i < count; i++) {
        if (linear) { events.push({ ts: u32(), value: u64() }); continue; }
        const isAlloc = u8(), ts = u32(), key = u32();
        if (isAlloc) { const dt = S[u32()], sz = u64(); events.push({ alloc: true, ts, key, dtype: dt, sz, nbytes: sz * (index.dtypeSize[dt] ?? 1) }); }
        else { const users = []; for (let n = u32(); n > 0; n--) users.push({ exec: u32(), kernel: S[u32()], arg: u32(), mode: u8() }); events.push({ alloc: false, ts, key, users }); }
      }
      tracks.push({ name, type: linear ? "line" : "memory", events, peak: tpeak });
    }
  }
  return { dur, peak, index, tracks };
}

// ---- profiler timeline ----
const NAME_W = 132, AXIS_H = 22, LEVEL_H = 18, MEM_H = 60;
const pview = { st: 0, en: 1, scrollY: 0, shapes: [], focus: null };
const GREYS = ["#6b7385", "#7d8799", "#5f6778", "#8e98aa", "#737d90"];
const TINY_COLORS = { Schedule: "#c97d3a", precompile: "#3a8fc9", compile: "#56b06b" };
function eventColor(track, name, level) {
  const plain = stripAnsi(name);
  let base = GREYS[[...plain.split(" ")[0]].reduce((a, c) => a + c.charCodeAt(0), 0) % GREYS.length];
  if (track.startsWith("TINY")) for (const [p, c] of Object.entries(TINY_COLORS)) if (plain.startsWith(p)) base = c;
  if (name !== plain) base = "#4f7fbf";
  return level ? shade(base, Math.min(level * 0.12, 0.5)) : base;
}
function shade(hex, amt) {
  const n = parseInt(hex.slice(1).padEnd(6, hex.slice(-1)), 16), mix = (c) => Math.round(c + (255 - c) * amt);
  return `rgb(${mix(n >> 16)},${mix((n >> 8) & 255)},${mix(n & 255)})`;
}

async function showProfiler() {
  showView("profiler");
  $("#meta").replaceChildren();
  if (!viz.profile) {
    const r = await fetch("/get_profile");
    if (!r.ok || r.headers.get("content-type") !== "application/octet-stream") { showCustom(el("div", { textContent: "No profile recorded (run with PROFILE=1 or VIZ=1)." })); return; }
    viz.profile = decodeProfile(await r.arrayBuffer());
    for (const t of viz.profile.tracks) if (t.type === "timeline") packLevels(t);
    pview.st = 0; pview.en = Math.max(viz.profile.dur, 1);
    initProfilerInput();
  }
  drawProfiler();
}
function packLevels(t) {
  const ends = [];
  for (const e of [...t.events].sort((a, b) => a.st - b.st)) {
    let lvl = ends.findIndex(end => end <= e.st);
    if (lvl < 0) { lvl = ends.length; ends.push(0); }
    ends[lvl] = e.st + e.dur;
    e.level = lvl;
  }
  t.levels = Math.max(ends.length, 1);
}
function trackHeight(t) { return t.type === "timeline" ? t.levels * LEVEL_H + 6 : t.type === "memory" ? MEM_H : 40; }

function drawProfiler() {
  const canvas = $("#profiler"), box = canvas.getBoundingClientRect(), dpr = window.devicePixelRatio || 1;
  if (!viz.profile || !box.width) return;
  canvas.width = box.width * dpr; canvas.height = box.height * dpr;
  const ctx = canvas.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = "#0f1117"; ctx.fillRect(0, 0, box.width, box.height);
  const W = box.width - NAME_W, toX = (t) => NAME_W + (t - pview.st) / (pview.en - pview.st) * W;
  pview.shapes = [];
  let y = AXIS_H - pview.scrollY, drawn = 0;
  ctx.font = "11px ui-monospace, monospace";
  for (const t of viz.profile.tracks) {
    const h = trackHeight(t);
    if (y + h > AXIS_H && y < box.height) {
      if (t.type === "timeline") drawn += drawTimelineTrack(ctx, t, y, toX, W);
      else if (t.type === "memory") drawMemoryTrack(ctx, t, y, h, toX);
      else drawLineTrack(ctx, t, y, h, toX);
      ctx.fillStyle = "#161a23"; ctx.fillRect(0, y, NAME_W, h);
      ctx.fillStyle = "#d7dae0"; ctx.fillText(clip(ctx, t.name, NAME_W - 8), 4, y + 13);
    }
    ctx.strokeStyle = "#2a2f3a"; ctx.beginPath(); ctx.moveTo(0, y + h); ctx.lineTo(box.width, y + h); ctx.stroke();
    y += h;
  }
  drawAxis(ctx, box.width, toX);
  for (const m of viz.profile.index.markers ?? []) {
    const x = toX(m.ts);
    if (x < NAME_W || x > box.width) continue;
    ctx.strokeStyle = m.color; ctx.beginPath(); ctx.moveTo(x, AXIS_H); ctx.lineTo(x, box.height); ctx.stroke();
    ctx.fillStyle = m.color; ctx.fillText(m.name, x + 3, AXIS_H + 11);
  }
  viz.drawn = drawn;
  canvas.dataset.drawn = drawn;
  canvas.dataset.events = viz.profile.tracks.reduce((a, t) => a + (t.type === "timeline" ? t.events.length : 0), 0);
  canvas.dataset.tracks = viz.profile.tracks.map(t => t.name).join("|");
}
function clip(ctx, s, w) {
  s = stripAnsi(s);
  if (ctx.measureText(s).width <= w) return s;
  while (s.length > 1 && ctx.measureText(s + "...").width > w) s = s.slice(0, -1);
  return s.length > 1 ? s + "..." : "";
}
function drawTimelineTrack(ctx, t, y, toX, W) {
  let n = 0;
  for (const e of t.events) {
    const x0 = Math.max(toX(e.st), NAME_W), x1 = Math.min(toX(e.st + e.dur), NAME_W + W);
    if (x1 < NAME_W || x0 > NAME_W + W) continue;
    const w = Math.max(x1 - x0, 1), ey = y + 3 + e.level * LEVEL_H;
    ctx.fillStyle = pview.focus === e ? "#ffd23f" : eventColor(t.name, e.name, e.level);
    ctx.fillRect(x0, ey, w, LEVEL_H - 2);
    if (w > 20) { ctx.fillStyle = "#0b0d12"; ctx.fillText(clip(ctx, e.name, w - 4), x0 + 2, ey + 12); }
    pview.shapes.push({ x0, x1: x0 + w, y0: ey, y1: ey + LEVEL_H - 2, track: t, e });
    n++;
  }
  return n;
}
function memorySeries(t) {
  if (t.series) return t.series;
  const live = new Map(), pts = [[0, 0]];
  let cur = 0;
  for (const e of t.events) {
    if (e.alloc) { live.set(e.key, e); cur += e.nbytes; } else if (live.has(e.key)) { cur -= live.get(e.key).nbytes; live.delete(e.key); }
    pts.push([e.ts, cur]);
  }
  return (t.series = pts);
}
function drawMemoryTrack(ctx, t, y, h, toX) {
  const pts = memorySeries(t), peak = Math.max(t.peak, 1), yv = (v) => y + h - 4 - v / peak * (h - 18);
  ctx.fillStyle = "#3a6ea566"; ctx.strokeStyle = "#4fa3ff";
  ctx.beginPath(); ctx.moveTo(toX(pts[0][0]), y + h - 4);
  for (let i = 0; i < pts.length; i++) {
    ctx.lineTo(toX(pts[i][0]), yv(i ? pts[i - 1][1] : 0));
    ctx.lineTo(toX(pts[i][0]), yv(pts[i][1]));
  }
  ctx.lineTo(toX(viz.profile.dur), yv(pts[pts.length - 1][1])); ctx.lineTo(toX(viz.profile.dur), y + h - 4);
  ctx.closePath(); ctx.fill(); ctx.stroke();
  ctx.fillStyle = "#8a90a0"; ctx.fillText(`peak ${fmtBytes(t.peak)}`, NAME_W + 4, y + 12);
  pview.shapes.push({ x0: NAME_W, x1: 1e9, y0: y, y1: y + h, track: t, mem: true });
}
function drawLineTrack(ctx, t, y, h, toX) {
  const peak = Math.max(t.peak, 1);
  ctx.strokeStyle = "#98c379"; ctx.beginPath();
  t.events.forEach((e, i) => { const px = toX(e.ts), py = y + h - 4 - e.value / peak * (h - 10); i ? ctx.lineTo(px, py) : ctx.moveTo(px, py); });
  ctx.stroke();
}
function drawAxis(ctx, width, toX) {
  ctx.fillStyle = "#161a23"; ctx.fillRect(0, 0, width, AXIS_H);
  const span = pview.en - pview.st, step = Math.pow(10, Math.floor(Math.log10(span / 5))) * ([1, 2, 5].find(m => span / (Math.pow(10, Math.floor(Math.log10(span / 5))) * m) <= 10) ?? 10);
  ctx.fillStyle = "#8a90a0"; ctx.strokeStyle = "#2a2f3a";
  for (let t = Math.ceil(pview.st / step) * step; t <= pview.en; t += step) {
    const x = toX(t);
    ctx.beginPath(); ctx.moveTo(x, AXIS_H - 5); ctx.lineTo(x, AXIS_H); ctx.stroke();
    ctx.fillText(fmtTime(t), x + 2, 12);
  }
}
function shapeAt(mx, my) { return pview.shapes.find(s => mx >= s.x0 && mx <= s.x1 && my >= s.y0 && my <= s.y1 && !s.mem) ?? pview.shapes.find(s => s.mem && my >= s.y0 && my <= s.y1 && mx >= NAME_W); }
function initProfilerInput() {
  const canvas = $("#profiler"), tip = $("#tooltip");
  canvas.addEventListener("wheel", (e) => {
    e.preventDefault();
    const r = canvas.getBoundingClientRect();
    if (e.shiftKey) { pview.scrollY = Math.max(0, pview.scrollY + e.deltaY); return drawProfiler(); }
    const frac = Math.max(0, (e.clientX - r.left - NAME_W) / (r.width - NAME_W)), at = pview.st + frac * (pview.en - pview.st);
    const f = Math.exp(e.deltaY * 0.002), span = Math.max((pview.en - pview.st) * f, 1);
    pview.st = at - frac * span; pview.en = pview.st + span;
    drawProfiler();
  }, { passive: false });
  let drag = null;
  canvas.addEventListener("mousedown", (e) => { drag = { x: e.clientX, y: e.clientY, st: pview.st, en: pview.en, sy: pview.scrollY, moved: false }; });
  window.addEventListener("mousemove", (e) => {
    const r = canvas.getBoundingClientRect();
    if (drag) {
      const dt = (e.clientX - drag.x) / (r.width - NAME_W) * (drag.en - drag.st);
      drag.moved ||= Math.abs(e.clientX - drag.x) + Math.abs(e.clientY - drag.y) > 3;
      pview.st = drag.st - dt; pview.en = drag.en - dt; pview.scrollY = Math.max(0, drag.sy - (e.clientY - drag.y));
      return drawProfiler();
    }
    if ($("#profiler").classList.contains("hidden")) return;
    const s = e.target === canvas ? shapeAt(e.clientX - r.left, e.clientY - r.top) : null;
    tip.classList.toggle("hidden", !s || s.mem);
    if (s && !s.mem) {
      tip.textContent = `${stripAnsi(s.e.name)}\n${fmtTime(s.e.dur)}` + Object.entries(s.e.fmt).filter(([k]) => k !== "tb").map(([k, v]) => `\n${fmtItem(k, v)}`).join("");
      tip.style.left = `${e.clientX + 12}px`; tip.style.top = `${e.clientY + 12}px`;
    }
  });
  window.addEventListener("mouseup", (e) => {
    if (drag && !drag.moved && e.target === canvas) { const r = canvas.getBoundingClientRect(); clickShape(shapeAt(e.clientX - r.left, e.clientY - r.top), e); }
    drag = null;
  });
  canvas.addEventListener("dblclick", (e) => { const r = canvas.getBoundingClientRect(), s = shapeAt(e.clientX - r.left, e.clientY - r.top); if (s?.e?.ref != null) jumpToCtx(s.e.ref); });
  new ResizeObserver(() => { if (!$("#profiler").classList.contains("hidden")) drawProfiler(); }).observe(canvas);
}
function clickShape(s, e) {
  const meta = $("#meta");
  meta.replaceChildren();
  pview.focus = s?.e ?? null;
  drawProfiler();
  if (!s) return;
  if (s.mem) return showMemoryAt(s.track, pview.st + (e.clientX - $("#profiler").getBoundingClientRect().left - NAME_W) / ($("#profiler").getBoundingClientRect().width - NAME_W) * (pview.en - pview.st));
  const ev = s.e, kv = el("div", { className: "kv" });
  const row = (k, v) => kv.append(el("b", { textContent: k }), typeof v === "string" ? el("span", { textContent: v }) : v);
  row("Name", el("span", {}, ansiToNodes(ev.name))); row("Duration", fmtTime(ev.dur)); row("Start Time", fmtTime(ev.st)); row("Track", s.track.name);
  for (const [k, v] of Object.entries(ev.fmt)) if (k !== "tb") row(k, fmtItem(k, v));
  meta.append(el("h3", { textContent: "event" }), kv);
  if (ev.key != null) {
    const bufs = viz.profile.tracks.filter(t => t.type === "memory").flatMap(t => t.events.filter(m => !m.alloc).flatMap(m => m.users.filter(u => u.exec === ev.key).map(u => `${["read", "write", "write+read"][u.mode]}@data${u.arg} buf ${m.key}`)));
    if (bufs.length) meta.append(el("h3", { textContent: "buffers" }), el("pre", { className: "code-block", textContent: bufs.join("\n") }));
  }
  if (ev.ref != null) { const a = el("a", { href: "#", textContent: `codegen: ${stripAnsi(viz.ctxs[ev.ref + 1]?.name ?? "")}` }); a.onclick = (x) => { x.preventDefault(); jumpToCtx(ev.ref); }; meta.append(el("h3", { textContent: "rewrites" }), a); }
  if (ev.fmt.tb) meta.append(el("h3", { textContent: "python stack" }), el("pre", { className: "code-block", textContent: ev.fmt.tb.map(f => `${f[0]}:${f[1]} ${f[2]}\n  ${f[3]}`).join("\n") }));
}
function showMemoryAt(track, ts) {
  const live = new Map();
  for (const e of track.events) { if (e.ts > ts) break; if (e.alloc) live.set(e.key, e); else live.delete(e.key); }
  const total = [...live.values()].reduce((a, e) => a + e.nbytes, 0);
  $("#meta").append(el("h3", { textContent: `${track.name} at ${fmtTime(Math.max(ts, 0))}` }), el("div", { textContent: `${live.size} buffers, ${fmtBytes(total)} (peak ${fmtBytes(track.peak)})` }),
    el("pre", { className: "code-block", textContent: [...live.values()].map(e => `buf ${e.key}: ${e.dtype} x ${e.sz} = ${fmtBytes(e.nbytes)}`).join("\n") }));
}

// ---- keyboard, resizers, startup ----
function onKey(e) {
  if (e.target.tagName === "INPUT" && e.target.type !== "range" && e.target.type !== "checkbox") return;
  const { ctx, step, rewrite } = viz.sel, steps = viz.ctxs[ctx]?.steps ?? [];
  if (e.key === "ArrowDown") { e.preventDefault(); if (viz.expanded.has(ctx) && step + 1 < steps.length) select(ctx, step + 1, 0); else if (ctx + 1 < viz.ctxs.length) select(ctx + 1, 0, 0); }
  else if (e.key === "ArrowUp") { e.preventDefault(); if (viz.expanded.has(ctx) && step > 0) select(ctx, step - 1, 0); else if (ctx > 0) select(ctx - 1, 0, 0); }
  else if (e.key === "ArrowRight" && ctx > 0) { e.preventDefault(); setRewrite(rewrite + 1); }
  else if (e.key === "ArrowLeft" && ctx > 0) { e.preventDefault(); setRewrite(rewrite - 1); }
  else if (e.key === "Enter") { toggleSet(viz.expanded, ctx); renderList(); }
  else if (e.key === " ") { e.preventDefault(); if (ctx === 0) { pview.st = 0; pview.en = Math.max(viz.profile?.dur ?? 1, 1); drawProfiler(); } else zoomFit(); }
  else if (!e.ctrlKey && !e.metaKey && !e.altKey && ["r", "s", "c"].includes(e.key) && ctx > 0) {
    const key = { r: "indexing", s: "sink", c: "excluded" }[e.key];
    viz.show[key] = !viz.show[key]; viz.keepZoom = true; drawStep(currentStep(), currentMsgs());
  }
}
function initResizers() {
  document.querySelectorAll(".resizer").forEach(r => r.addEventListener("mousedown", (e) => {
    e.preventDefault();
    const target = $(`#${r.dataset.target}`), min = +r.dataset.min, max = +r.dataset.max;
    const move = (m) => {
      const pct = (r.dataset.right ? window.innerWidth - m.clientX : m.clientX) / window.innerWidth * 100;
      target.style.width = `${Math.max(min, Math.min(max, pct))}%`;
    };
    const up = () => { window.removeEventListener("mousemove", move); window.removeEventListener("mouseup", up); drawProfiler(); };
    window.addEventListener("mousemove", move); window.addEventListener("mouseup", up);
  }));
  $("#toggle-sides").onclick = () => { for (const s of ["#ctx-list", "#meta"]) $(s).classList.toggle("hidden"); drawProfiler(); zoomFit(); };
  $("#zoom-fit").onclick = () => onKey({ key: " ", target: document.body, preventDefault() {} });
}

async function main() {
  initGraphZoom();
  initResizers();
  document.addEventListener("keydown", onKey);
  const ctxs = await (await fetch("/ctxs")).json();
  viz.ctxs = [{ name: "Profiler", steps: [] }, ...ctxs];
  selectFromHash();
}
main();
