// The partizan panel's drawing and input handling: a value typed in CGSuite's notation or a
// position set up by clicking, sent to the engine in worker.js (src/partizan.rs computes the
// canonical form, outcome, stops, thermograph and options; src/i18n.rs holds every word).
// This file only draws what comes back: the boards, the thermograph (an SVG from the walls'
// breakpoints) and the options, each shown on its board.

import { partizan_view } from "./pkg/grundy_web.js";

const $ = (id) => document.getElementById(id);
const DEBOUNCE_MS = 250;
const SVG = "http://www.w3.org/2000/svg";

let ctx = null;        // { t, escapeHtml, lang(), changed(commit) } from app.js
let kind = "cgt";
let text = "{0|*}";
let view = null;       // the last answer (JSON), for the current kind and text
let owned = false;     // the link's `game=` is this panel's
let worker = null;
let asked = 0;         // the id of the request in flight
let timer = null;
let done = 0;          // answers drawn (the tests wait on it)
let commitAnswer = false; // the request in flight is the reader's change: the link follows it

export function owns() { return owned; }

// The panel's part of the link (`game=cgt&value=…`), once an answer names it.
export function query() { return view ? view.query : null; }

function ask(commit) {
  // The panel's default ({0|*}) is computed at once on this thread: most visits never start
  // the panel's worker (a second engine to load). Everything else goes to the worker.
  if (!worker && !owned && kind === "cgt" && text === "{0|*}") {
    const t0 = performance.now();
    asked = -1;
    commitAnswer = false;
    answered({ kind: "partizan", id: -1, json: partizan_view(kind, text, ctx.lang()), ms: performance.now() - t0 });
    return;
  }
  // A request still computing is dropped with its worker: the page never waits on a stale one.
  if (worker && asked) { worker.terminate(); worker = null; }
  if (!worker) {
    worker = new Worker("worker.js", { type: "module" });
    worker.onmessage = (e) => answered(e.data);
  }
  const id = Date.now() + Math.random();
  asked = id;
  commitAnswer = commit;
  $("cgt-computing").hidden = false;
  $("cgt-result").dataset.ready = "false";
  worker.postMessage({ kind: "partizan", id, game: kind, text, lang: ctx.lang() });
}

function answered(m) {
  if (m.kind !== "partizan" || m.id !== asked) return;
  asked = 0;
  $("cgt-computing").hidden = true;
  view = JSON.parse(m.json);
  view.ms = m.ms;
  draw();
  done += 1;
  $("partizan").dataset.done = String(done);
  if (commitAnswer) ctx.changed();
}

// Shows what a link asks for (`null`: the panel's default, not in the link).
export function load(link) { show(link, false); }

// The reader moved on to the Grundy figure: the link's `game=` is its own again.
export function disown() { owned = false; }

function show(link, commit) {
  owned = !!link;
  kind = link ? link.kind : "cgt";
  text = link ? link.text : "{0|*}";
  $("cgt-kind").value = kind;
  $("cgt-text").value = kind === "cgt" ? text : text.split(",").join(", ");
  view = null;
  words();
  ask(commit);
}

// The language changed: the same position, in the new words.
export function relabel() {
  words();
  ask(false);
}

function words() {
  const { t } = ctx;
  $("cgt-text-label").textContent = t(kind === "cgt" ? "cgt_value_label" : "cgt_position_label");
  $("cgt-hint").textContent = t("cgt_hint_" + kind);
}

function edited(newText, commit = true) {
  text = newText;
  owned = true;
  clearTimeout(timer);
  timer = null;
  ask(commit);
}

function textTyped() {
  clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    const raw = $("cgt-text").value;
    edited(kind === "cgt" ? raw : raw.split(",").map((s) => s.trim()).join(","));
  }, DEBOUNCE_MS);
}

function kindChosen() {
  kind = $("cgt-kind").value;
  const starter = $("cgt-kind").selectedOptions[0].dataset.starter;
  $("cgt-text").value = starter;
  words();
  edited(starter);
}

// ---- the boards ----------------------------------------------------------------

function components() { return view && view.components ? view.components : []; }

function setComponents(texts) {
  const joined = texts.join(",");
  $("cgt-text").value = texts.join(", ");
  edited(joined);
}

function cellClicked(k, at) {
  const comps = components();
  const alphabet = view.alphabet;
  const chars = [...comps[k].text];
  const next = alphabet[(alphabet.indexOf(chars[at]) + 1) % alphabet.length];
  chars[at] = next;
  const texts = comps.map((c) => c.text);
  texts[k] = chars.join("");
  setComponents(texts);
}

function drawBoards() {
  const { t, escapeHtml } = ctx;
  const box = $("cgt-boards");
  const comps = components();
  $("cgt-add-line").hidden = kind === "cgt";
  if (kind === "cgt") { box.innerHTML = ""; return; }
  const stalks = kind === "hackenbush";
  let html = "";
  comps.forEach((c, k) => {
    const title = c.value ? t("cgt_component", { k: k + 1, v: c.value }) : t("cgt_component_plain", { k: k + 1 });
    html += `<div class="cgt-comp" data-k="${k}"><p class="cgt-comp-title">${escapeHtml(title)}</p>`;
    html += `<div class="cgt-board cgt-${kind}" style="grid-template-columns: repeat(${c.cols}, var(--cell))" role="group" aria-label="${escapeHtml(title)}">`;
    for (const cell of c.cells) {
      html += `<button type="button" class="cgt-cell" data-k="${k}" data-at="${cell.at}" data-ch="${escapeHtml(cell.ch)}" aria-label="${escapeHtml(cell.ch)}">${escapeHtml(cell.ch === "." ? "" : cell.ch)}</button>`;
    }
    html += `</div>${stalks ? '<div class="cgt-ground"></div>' : ""}<p class="cgt-resize">`;
    const r = c.resize;
    const buttons = stalks
      ? [["add_row", "cgt_add_edge"], ["drop_row", "cgt_drop_edge"]]
      : kind === "toads"
        ? [["add_col", "cgt_add_col"], ["drop_col", "cgt_drop_col"]]
        : [["add_row", "cgt_add_row"], ["drop_row", "cgt_drop_row"], ["add_col", "cgt_add_col"], ["drop_col", "cgt_drop_col"]];
    for (const [key, word] of buttons) {
      html += `<button type="button" class="cgt-resize-b" data-k="${k}" data-to="${escapeHtml(r[key] ?? "")}" ${r[key] == null ? "disabled" : ""}>${escapeHtml(t(word))}</button> `;
    }
    if (comps.length > 1) html += `<button type="button" class="cgt-remove" data-k="${k}">${escapeHtml(t("cgt_remove_component"))}</button>`;
    html += "</p></div>";
  });
  box.innerHTML = html;
}

function boardClicked(e) {
  const b = e.target.closest("button");
  if (!b || !view) return;
  const k = Number(b.dataset.k);
  const texts = components().map((c) => c.text);
  if (b.classList.contains("cgt-cell")) cellClicked(k, Number(b.dataset.at));
  else if (b.classList.contains("cgt-resize-b")) { texts[k] = b.dataset.to; setComponents(texts); }
  else if (b.classList.contains("cgt-remove")) { texts.splice(k, 1); setComponents(texts); }
}

function addComponent() {
  const texts = components().map((c) => c.text);
  texts.push($("cgt-kind").selectedOptions[0].dataset.starter);
  setComponents(texts);
}

// Marks the cells an option changes on its board (none: clears).
function highlight(side, option) {
  for (const el of document.querySelectorAll(".cgt-cell.move")) el.classList.remove("move", "left", "right");
  if (!option || option.component == null) return;
  for (const at of option.cells) {
    const el = document.querySelector(`.cgt-cell[data-k="${option.component}"][data-at="${at}"]`);
    if (el) el.classList.add("move", side);
  }
}

// ---- the result -----------------------------------------------------------------

function drawOptions() {
  const { t, escapeHtml } = ctx;
  for (const side of ["left", "right"]) {
    const list = view.options[side];
    const ul = $("cgt-" + side);
    if (!list.length) { ul.innerHTML = `<li class="none">${escapeHtml(t("cgt_no_options"))}</li>`; continue; }
    ul.innerHTML = list.map((o, i) =>
      `<li tabindex="0" class="${o.status}${o.winning ? " winning" : ""}" data-side="${side}" data-i="${i}">` +
      `<b>${escapeHtml(o.label)}</b> <span class="math">${escapeHtml(o.value)}</span>: ${escapeHtml(o.sentence)}</li>`).join("");
  }
}

function optionPointed(e) {
  const li = e.target.closest("li[data-side]");
  if (!li || !view) return;
  highlight(li.dataset.side, view.options[li.dataset.side][Number(li.dataset.i)]);
}

function nice(v) {
  const s = Number.isInteger(v) ? String(v) : String(Math.round(v * 1000) / 1000);
  return s.replace("-", "−");
}

// The thermograph: temperature upwards from −1, values decreasing to the right (Left's side left).
function drawThermograph() {
  const { t } = ctx;
  const th = view.thermograph;
  const svg = $("cgt-thermo");
  const width = Math.max(260, Math.min(640, $("cgt-thermo-box").clientWidth || 320));
  const height = 240;
  svg.setAttribute("width", width);
  svg.setAttribute("height", height);
  svg.setAttribute("viewBox", `0 0 ${width} ${height}`);
  const tau = th.temperature, mean = th.mean;
  const tTop = Math.max(tau, 0) + Math.max(1, (Math.max(tau, 0) + 1) * 0.5);
  const values = [mean, ...th.left.map((p) => p[1]), ...th.right.map((p) => p[1])];
  let lo = Math.min(...values), hi = Math.max(...values);
  const pad = Math.max(0.5, (hi - lo) * 0.15);
  lo -= pad; hi += pad;
  const L = 40, R = 12, T = 14, B = 34;
  const x = (v) => L + ((hi - v) / (hi - lo)) * (width - L - R);
  const y = (tt) => T + ((tTop - tt) / (tTop + 1)) * (height - T - B);
  const parts = [];
  const line = (x1, y1, x2, y2, cls) => parts.push(`<line class="${cls}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`);
  const label = (tx, ty, s, cls, anchor = "middle") => parts.push(`<text class="${cls}" x="${tx}" y="${ty}" text-anchor="${anchor}">${ctx.escapeHtml(s)}</text>`);
  // Axes: t = 0 (values) and t = −1 (the floor), value ticks below.
  line(L, y(0), width - R, y(0), "axis");
  line(L, y(-1), width - R, y(-1), "floor");
  line(L, T, L, y(-1), "axis");
  for (const tt of [-1, 0]) label(L - 6, y(tt) + 4, nice(tt), "tick", "end");
  const span = hi - lo;
  const step = span <= 4 ? 0.5 : span <= 10 ? 1 : Math.pow(2, Math.ceil(Math.log2(span / 8)));
  for (let v = Math.ceil(lo / step) * step; v <= hi + 1e-9; v += step) {
    line(x(v), y(-1), x(v), y(-1) + 4, "axis");
    if (Math.abs(v / step) % (span <= 4 ? 2 : 1) === 0 || span <= 2) label(x(v), y(-1) + 16, nice(v), "tick");
  }
  // The walls: their breakpoints, then straight up to the temperature where they meet.
  const wall = (points, cls) => {
    const pts = points.map(([tt, v]) => [tt, v]);
    const last = pts[pts.length - 1];
    if (last[0] < tau) pts.push([tau, last[1]]);
    parts.push(`<polyline class="${cls}" points="${pts.map(([tt, v]) => `${x(v)},${y(tt)}`).join(" ")}"/>`);
  };
  wall(th.left, "wall left");
  wall(th.right, "wall right");
  // The mast, from the temperature up, at the mean.
  line(x(mean), y(tau), x(mean), T, "mast");
  // The temperature and the mean, marked.
  line(L, y(tau), width - R, y(tau), "mark");
  label(width - R, y(tau) - 5, t("cgt_mark_temperature", { t: view.temperature }), "mark-label", "end");
  const right = x(mean) > width / 2;
  label(x(mean) + (right ? -6 : 6), T + 10, t("cgt_mark_mean", { m: view.mean }), "mark-label", right ? "end" : "start");
  svg.innerHTML = parts.join("");
  svg.dataset.temperature = String(tau);
  svg.dataset.mean = String(mean);
}

function draw() {
  const { t } = ctx;
  const err = view.error || "";
  $("cgt-error").textContent = err;
  $("cgt-error").hidden = !err;
  drawBoards();
  const result = $("cgt-result");
  if (err) { result.hidden = true; result.dataset.ready = "false"; return; }
  $("cgt-pretty").textContent = view.pretty;
  $("cgt-cgsuite").textContent = view.cgsuite;
  $("cgt-copied").textContent = "";
  $("cgt-outcome").textContent = view.outcome_words;
  $("cgt-outcome").dataset.outcome = view.outcome;
  $("cgt-lstop").textContent = view.left_stop;
  $("cgt-rstop").textContent = view.right_stop;
  $("cgt-temperature").textContent = view.temperature;
  $("cgt-mean").textContent = view.mean;
  $("cgt-options-note").textContent = view.options_note;
  $("cgt-time").textContent = t("cgt_time", { ms: Math.round(view.ms) });
  $("cgt-time").dataset.ms = String(view.ms);
  result.hidden = false;
  drawOptions();
  drawThermograph();
  result.dataset.ready = "true";
}

export function setup(context) {
  ctx = context;
  $("cgt-kind").addEventListener("change", kindChosen);
  $("cgt-text").addEventListener("input", textTyped);
  $("cgt-form").addEventListener("submit", (e) => { e.preventDefault(); if (timer) { clearTimeout(timer); textTyped(); } });
  $("cgt-boards").addEventListener("click", boardClicked);
  $("cgt-add").addEventListener("click", addComponent);
  for (const side of ["left", "right"]) {
    const ul = $("cgt-" + side);
    ul.addEventListener("pointerover", optionPointed);
    ul.addEventListener("focusin", optionPointed);
    ul.addEventListener("click", optionPointed);
    ul.addEventListener("pointerleave", () => highlight(null, null));
  }
  $("cgt-copy").addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(view.cgsuite);
      $("cgt-copied").textContent = ctx.t("cgt_copied");
    } catch {
      // No clipboard (an insecure page): select the text for the reader to copy.
      const range = document.createRange();
      range.selectNodeContents($("cgt-cgsuite"));
      const sel = window.getSelection();
      sel.removeAllRanges();
      sel.addRange(range);
    }
  });
  $("cgt-examples").addEventListener("click", (e) => {
    const a = e.target.closest("a");
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    const link = ctx.parse(a.getAttribute("href"));
    if (link) show(link, true);
  });
  let width = window.innerWidth;
  window.addEventListener("resize", () => {
    if (window.innerWidth === width || !view || view.error) return;
    width = window.innerWidth;
    drawThermograph();
  });
}
