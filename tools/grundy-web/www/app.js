// The page's drawing and input handling. Every game rule (tables, mex, verdicts,
// nim-sum, winning and computer moves, link checking) and every word (one table per
// language, grundy-web/src/i18n.rs) comes from the Rust engine in ./pkg (the Grundy
// figure's through worker.js, off this thread); this file only draws what it returns.
import init, { parse_link, nim_view, nim_computer_move, nim_play, ui_strings } from "./pkg/grundy_web.js";
import * as partizan from "./partizan.js";

const $ = (id) => document.getElementById(id);
const DEBOUNCE_MS = 250;
const DEFAULT_HEAPS = "3,4,5";

let lang = "en";
let S = {};                // the words of `lang`
let worker = null;         // the Grundy figure's engine (worker.js)
let pending = null;        // the figure request being computed
let explaining = null;     // the id of the last explain request
let requests = 0;
let data = null;           // its JSON
let selected = null;       // selected n
let active = null;         // the table's keyboard position
let win = [0, 0];          // the plot's window of n
let nim = null;            // the Nim view (null while the heaps are invalid)
let heapsText = DEFAULT_HEAPS;
let startHeaps = DEFAULT_HEAPS; // New game goes back here
let undoStack = [];        // earlier positions of this game
let preview = false;       // the winning move is shown, not yet played
let lastMover = null;      // "you" or "computer": who made the last move of the game
let turn = "you";
let computed = 0;          // figures computed so far (the tests wait on it)
let formShown = false;     // the game form holds what the reader or a link asked for
let linkQuery = "";        // the link last loaded (its problems are re-worded on a language switch)
let formDefaults = null;   // the form as the page first shows it (a link without a game goes back to it)

function t(key, args = {}) {
  const s = S[key] ?? key;
  return s.replace(/\$([a-z_]+)/g, (m, k) => (k in args ? String(args[k]) : m));
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

function showError(el, message) {
  el.textContent = message || "";
  el.hidden = !message;
}

function debounce(fn, ms) {
  let timer = null;
  const run = (...a) => { clearTimeout(timer); timer = setTimeout(() => { timer = null; fn(...a); }, ms); };
  run.flush = (...a) => { clearTimeout(timer); timer = null; fn(...a); };
  run.waiting = () => timer !== null;
  return run;
}

// ---- words ------------------------------------------------------------------

function applyWords() {
  S = JSON.parse(ui_strings(lang));
  document.documentElement.lang = lang;
  document.title = t("page_title");
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  for (const el of document.querySelectorAll("[data-t-aria]")) el.setAttribute("aria-label", t(el.dataset.tAria));
  $("lang").value = lang;
}

// ---- state in the URL -------------------------------------------------------

function currentQuery() {
  const parts = [];
  if (partizan.owns() && partizan.query()) parts.push(partizan.query()); // the link's game is the partizan panel's
  else if (data && !data.error) parts.push(data.query.replace(/&n=\d+$/, "") + (selected !== null ? "&n=" + selected : ""));
  else if (formShown) parts.push(formQuery()); // a bad setting stays in the link, to be fixed there or here
  parts.push("nim=" + (nim ? nim.text : heapsText));
  if (lang !== "en") parts.push("lang=" + lang);
  return "?" + parts.join("&");
}

// Every change the reader makes is one history entry, so Back undoes it.
function commitUrl(keepBanner = false) {
  const q = currentQuery();
  if (q !== location.search) history.pushState(null, "", q);
  if (!keepBanner) $("error").hidden = true; // the reader has moved on from a bad link
  updateExampleLinks();
}

function updateExampleLinks() {
  const keep = "&nim=" + (nim ? nim.text : heapsText) + (lang !== "en" ? "&lang=" + lang : "");
  for (const a of document.querySelectorAll("#examples a, #cgt-examples a")) {
    if (!a.dataset.query) a.dataset.query = a.getAttribute("href").slice(1);
    a.setAttribute("href", "?" + a.dataset.query + keep);
  }
}

// ---- the Nim figure ---------------------------------------------------------

// A number written both ways: `pow` as is, `stack` one digit a line (a phone's narrow columns).
function both(html, n) {
  return `<span class="pow">${html}</span><span class="stack">${[...String(n)].join("<br>")}</span>`;
}

function nimRows(v, rows) {
  let html = `<thead><tr><th>${escapeHtml(t("heap_col"))}</th><th>${escapeHtml(t("size_col"))}</th>`;
  for (const c of v.columns) html += `<th class="bitcol" data-bit="${c.bit}" scope="col" aria-label="2^${c.bit}">${both(`2<sup>${c.bit}</sup>`, c.bit)}</th>`;
  html += "</tr></thead><tbody>";
  for (const r of rows) {
    html += `<tr class="${r.cls}" data-heap="${r.heap}" data-size="${r.size}"><th scope="row">${escapeHtml(r.label)}</th><td class="size">${r.size}</td>`;
    [...r.bits].forEach((b, i) => { html += `<td class="bit b${b}" data-bit="${v.columns[i].bit}">${b}</td>`; });
    html += "</tr>";
  }
  return html + "</tbody>";
}

function drawNim() {
  const v = JSON.parse(nim_view(heapsText, lang));
  showError($("nim-error"), v.error);
  nim = v.error ? null : v;
  const t0 = $("nim-table");
  if (!nim) {
    // Nothing stale: no table, no nim-sum, no moves until the heaps are valid again.
    t0.innerHTML = "";
    $("nim-sum").textContent = "";
    $("nim-sum").dataset.value = "";
    $("nim-message").textContent = "";
    $("nim-sum-line").hidden = true;
    $("play-heap").innerHTML = "";
    hidePreview();
    updateButtons();
    return null;
  }
  const rows = v.heaps.map((h, i) => ({ cls: "heap", heap: i + 1, size: h, label: String(i + 1), bits: v.bits[i] }));
  let html = nimRows(v, rows);
  html += `<tfoot><tr class="parity"><th colspan="2">${escapeHtml(t("ones_row"))}</th>`;
  for (const c of v.columns) html += `<td class="${c.even ? "even" : "odd"}" data-bit="${c.bit}" data-ones="${c.ones}">${both(c.ones, c.ones)}</td>`;
  html += `</tr><tr class="nimsum"><th>${escapeHtml(t("nimsum_row"))}</th><td class="size">${v.nim_sum}</td>`;
  [...v.nim_sum_bits].forEach((b, i) => { html += `<td class="bit b${b}" data-bit="${v.columns[i].bit}">${b}</td>`; });
  html += "</tr></tfoot>";
  t0.innerHTML = html;
  t0.classList.toggle("wide", v.width > 12);
  $("wm-table").classList.toggle("wide", v.width > 12);
  $("nim-sum-line").hidden = false;
  $("nim-sum").textContent = String(v.nim_sum);
  $("nim-sum").dataset.value = String(v.nim_sum);
  $("nim-message").textContent = v.message;
  const sel = $("play-heap");
  const keep = sel.value;
  sel.innerHTML = v.heaps.map((h, i) => (h > 0 ? `<option value="${i + 1}">${i + 1} (${h})</option>` : "")).join("");
  if ([...sel.options].some((o) => o.value === keep)) sel.value = keep;
  if (preview) showPreview();
  updateButtons();
  return v;
}

function updateButtons() {
  const over = !nim || nim.over;
  $("winning-move").disabled = !nim || nim.winning_moves.length === 0;
  $("play-move").disabled = over || turn !== "you";
  $("computer-move").disabled = over;
  $("play-heap").disabled = over;
  $("play-to").disabled = over;
  $("undo").disabled = undoStack.length === 0;
  $("new-game").disabled = false; // back to the last valid heaps, even from bad ones
}

function markDeciding(bit, heap) {
  for (const el of document.querySelectorAll("#nim-table .decide, #nim-table .moved")) el.classList.remove("decide", "moved");
  if (bit === null) return;
  for (const el of document.querySelectorAll(`#nim-table [data-bit="${bit}"]`)) el.classList.add("decide");
  document.querySelector(`#nim-table tr.heap[data-heap="${heap}"]`)?.classList.add("moved");
}

function showPreview() {
  const p = nim && nim.preview;
  if (!p) { hidePreview(); return; }
  preview = true;
  $("wm-preview").hidden = false;
  $("wm-text").textContent = p.text;
  $("wm-others").textContent = p.others ? t("wm_others", { count: p.others }) : "";
  $("wm-table").innerHTML = nimRows(nim, [
    { cls: "before", heap: p.heap, size: p.from, label: t("before"), bits: p.before_bits },
    { cls: "after", heap: p.heap, size: p.to, label: t("after"), bits: p.after_bits },
  ]);
  for (const el of document.querySelectorAll(`#wm-table [data-bit="${p.bit}"]`)) el.classList.add("decide");
  $("winning-move").dataset.move = `${p.heap}:${p.from}:${p.to}`;
  markDeciding(p.bit, p.heap);
}

function hidePreview() {
  preview = false;
  $("wm-preview").hidden = true;
  markDeciding(null);
}

function winningMove() {
  flushHeaps();
  if (!nim) return;
  if (nim.winning_moves.length === 0) {
    $("winning-move-text").textContent = nim.over ? t("wm_over") : t("wm_none");
    return;
  }
  $("winning-move-text").textContent = "";
  showPreview();
  $("wm-apply").focus();
}

function applyWinningMove() {
  const p = nim && nim.preview;
  if (!p) return;
  const r = JSON.parse(nim_play(heapsText, p.heap, String(p.to), lang));
  if (r.error) return;
  hidePreview();
  moveTo(r, "you");
  $("winning-move-text").textContent = t("wm_applied", { heap: p.heap, from: p.from, to: p.to });
  markDeciding(null, p.heap);
  document.querySelector(`#nim-table tr.heap[data-heap="${p.heap}"]`)?.classList.add("moved");
}

// A move of the game: remember the position for Undo, then show the new one.
function moveTo(r, mover) {
  undoStack.push(heapsText);
  heapsText = r.text;
  $("nim-heaps").value = heapsText;
  lastMover = mover;
  turn = mover === "you" ? "computer" : "you";
  drawNim();
  $("play-status").textContent = r.status;
  if (nim && nim.over) turn = "none";
  updateButtons();
  commitUrl();
}

function computerMove() {
  flushHeaps();
  if (!nim) return;
  hidePreview();
  const r = JSON.parse(nim_computer_move(heapsText, lang));
  if (r.error) return;
  if (!r.move) {
    $("play-status").textContent = r.status;
    return;
  }
  moveTo(r, "computer");
  document.querySelector(`#nim-table tr.heap[data-heap="${r.move.heap}"]`)?.classList.add("moved");
}

function playMove(e) {
  e.preventDefault();
  flushHeaps();
  if (!nim || $("play-move").disabled) return;
  hidePreview();
  const heap = Number($("play-heap").value);
  const r = JSON.parse(nim_play(heapsText, heap, $("play-to").value, lang));
  if (r.error) {
    $("play-status").textContent = r.error;
    return;
  }
  $("winning-move-text").textContent = "";
  moveTo(r, "you");
  if (!r.over) computerMove();
}

function undo() {
  flushHeaps();
  if (!undoStack.length) return;
  hidePreview();
  heapsText = undoStack.pop();
  $("nim-heaps").value = heapsText;
  turn = "you";
  lastMover = null;
  drawNim();
  $("play-status").textContent = t("status_undone");
  $("winning-move-text").textContent = "";
  commitUrl();
}

function newGame() {
  flushHeaps();
  hidePreview();
  heapsText = startHeaps;
  $("nim-heaps").value = heapsText;
  undoStack = [];
  turn = "you";
  lastMover = null;
  drawNim();
  $("play-status").textContent = t("status_new", { heaps: nim ? nim.text : heapsText });
  $("winning-move-text").textContent = "";
  commitUrl();
}

// The reader typed new heaps: a new position, a new game from it.
function heapsEdited() {
  heapsText = $("nim-heaps").value;
  undoStack = [];
  turn = "you";
  lastMover = null;
  hidePreview();
  $("winning-move-text").textContent = "";
  if (drawNim()) {
    startHeaps = nim.text;
    $("play-status").textContent = nim.over ? t("status_over") : t("status_start");
    commitUrl();
  } else {
    $("play-status").textContent = "";
  }
}
const heapsEditedSoon = debounce(heapsEdited, DEBOUNCE_MS);

// Heaps typed less than the debounce ago are the position a move applies to: take them first.
function flushHeaps() {
  if (heapsEditedSoon.waiting()) heapsEditedSoon.flush();
}

// ---- the Grundy figure ------------------------------------------------------

function formQuery() {
  const game = $("game").value;
  const parts = ["game=" + game];
  if (game === "subtraction") parts.push("moves=" + encodeURIComponent($("moves").value.trim().replace(/[\s,]+/g, ",")));
  if (game === "octal") parts.push("code=" + encodeURIComponent($("code").value.trim()));
  if (game === "split") {
    parts.push("parts=" + encodeURIComponent($("parts").value.trim()));
    parts.push("unequal=" + ($("unequal").checked ? 1 : 0));
    parts.push("take=" + ($("take").checked ? 1 : 0));
  }
  parts.push("upto=" + encodeURIComponent($("upto").value.trim()));
  if (selected !== null) parts.push("n=" + selected);
  return parts.join("&");
}

function showFields() {
  const game = $("game").value;
  for (const el of document.querySelectorAll("#game-form [data-for]")) el.hidden = el.dataset.for !== game;
}

function fillForm(f) {
  $("game").value = f.game;
  if (f.moves !== undefined) $("moves").value = f.moves;
  if (f.code !== undefined) $("code").value = f.code;
  if (f.parts !== undefined) $("parts").value = f.parts;
  if (f.unequal !== undefined) $("unequal").checked = f.unequal;
  if (f.take !== undefined) $("take").checked = f.take;
  // An out-of-range size stays as asked, so the figure clamps it and says so.
  $("upto").value = f.clamped_from ?? f.upto;
  selected = f.n ?? null;
  showFields();
}

function ask(message) {
  if (!worker) {
    worker = new Worker("worker.js", { type: "module" });
    worker.onmessage = (e) => answered(e.data);
  }
  message.id = ++requests;
  worker.postMessage(message);
  return message.id;
}

function answered(m) {
  if (m.kind === "figure" && pending && m.id === pending.id) figureReady(JSON.parse(m.json));
  if (m.kind === "explain" && m.id === explaining) explained(JSON.parse(m.json), m.commit);
  if (m.kind === "misere" && m.id === misereFor) {
    misereFor = null;
    drawMisere(JSON.parse(m.json), m.ms);
  }
}

// Computes the form's figure (in the worker); `commit` makes it a history entry.
function compute(commit) {
  if ((pending || misereFor !== null) && worker) {
    // A long build (or the misère side after it) is still running: drop it with its worker.
    worker.terminate();
    worker = null;
  }
  explaining = null;
  if (commit) partizan.disown();
  pending = { commit, t0: performance.now(), query: formQuery() };
  pending.id = ask({ kind: "figure", query: pending.query, lang });
  $("grundy-figure").setAttribute("aria-busy", "true");
  clearTimeout(busyTimer);
  busyTimer = setTimeout(() => { $("computing").hidden = !pending; }, 200);
}

let busyTimer = null;

function figureReady(json) {
  const { commit, t0 } = pending;
  if (json.error && selected !== null) {
    // A selection beyond a shrunk table is dropped, not an error.
    selected = null;
    pending.query = formQuery();
    pending.id = ask({ kind: "figure", query: pending.query, lang });
    return;
  }
  misereFor = null;
  pending = null;
  $("grundy-figure").removeAttribute("aria-busy");
  clearTimeout(busyTimer);
  $("computing").hidden = true;
  showError($("grundy-error"), json.error);
  $("grundy-results").hidden = !!json.error;
  if (json.error) {
    data = null;
    clearMisere(false);
    $("upto-note").hidden = true;
    if (commit) updateExampleLinks();
    finishCompute(t0, performance.now());
    return;
  }
  const keepWindow = data && data.query.replace(/&n=\d+$/, "") === json.query.replace(/&n=\d+$/, "");
  data = json;
  if (!keepWindow) win = data.window.slice();
  $("upto-limit").textContent = t("limit_note", { limit: data.limit });
  $("upto").max = String(data.limit);
  if (data.clamped_from !== null) {
    $("upto").value = String(data.upto);
    $("upto-note").textContent = t("clamped", { asked: data.clamped_from, limit: data.limit });
    $("upto-note").hidden = false;
  } else {
    $("upto-note").hidden = true;
  }
  const t1 = performance.now();
  options = new Set();
  drawGrundy();
  if (commit) commitUrl();
  finishCompute(t0, t1);
  // The misère side only once the normal figure is drawn, so that the two never compete.
  if (data.misere) misereFor = ask({ kind: "misere", lang });
}

function finishCompute(t0, t1) {
  const t2 = performance.now();
  const fig = $("grundy-figure");
  fig.dataset.computeMs = (t1 - t0).toFixed(1);
  fig.dataset.redrawMs = (t2 - t1).toFixed(1);
  fig.dataset.computed = String(++computed);
  $("status").dataset.ready = "true";
}

const computeSoon = debounce(() => compute(true), DEBOUNCE_MS);

// ---- the misère side of an octal game ----------------------------------------

let misereFor = null; // the figure request whose misère side the page waits for

function clearMisere(waiting) {
  const box = $("misere");
  box.hidden = !waiting;
  box.dataset.ready = "false";
  $("misere-computing").hidden = !waiting;
  for (const id of ["misere-beyond", "misere-tameness", "misere-genus-stop", "misere-presentation", "quotient-panel"]) $(id).hidden = true;
  $("misere-verdict-line").hidden = true;
  $("misere-table").innerHTML = "";
}

function line(id, sentence) {
  $(id).textContent = sentence ?? "";
  $(id).hidden = !sentence;
}

// The misère quotient's panel: its order, P-portion and the heaps it covers, as the engine words them.
function drawQuotientPanel(p) {
  const box = $("quotient-panel");
  $("quotient-order").textContent = p.order_text;
  $("quotient-p").textContent = p.p_text;
  $("quotient-cover").textContent = p.cover;
  line("quotient-seen", p.seen);
  line("quotient-capped", p.capped_text);
  line("quotient-outcomes-beyond", p.outcomes_beyond);
  line("quotient-genus", p.genus_text);
  line("misere-presentation", p.presentation);
  box.dataset.order = String(p.order);
  box.dataset.pSize = String(p.p_size);
  box.dataset.pElements = JSON.stringify(p.p_elements);
  box.dataset.reached = String(p.reached);
  box.dataset.bound = String(p.bound);
  box.dataset.proved = String(p.proved);
  box.dataset.stopped = String(p.stopped);
  box.dataset.capped = String(p.capped);
  box.dataset.genusExactUpto = p.genus_exact_upto === null ? "" : String(p.genus_exact_upto);
  box.hidden = false;
}

function drawMisere(m, ms) {
  if (m.error) { clearMisere(false); return; }
  const box = $("misere");
  box.hidden = false;
  $("misere-computing").hidden = true;
  line("misere-beyond", m.beyond);
  line("misere-tameness", m.tameness);
  line("misere-genus-stop", m.genus_stop);
  drawQuotientPanel(m.panel);
  $("misere-verdict").textContent = m.verdict;
  $("misere-verdict-line").hidden = false;
  const unknown = escapeHtml(t("misere_unknown"));
  let html = `<thead><tr><th scope="col">${escapeHtml(t("misere_col_n"))}</th><th scope="col">${escapeHtml(t("misere_col_g"))}</th>` +
    `<th scope="col">${escapeHtml(t("misere_col_genus"))}</th><th scope="col">${escapeHtml(t("misere_col_outcome"))}</th>` +
    `<th scope="col">${escapeHtml(t("misere_col_element"))}</th></tr></thead><tbody>`;
  for (const r of m.rows) {
    const genus = r.genus === null ? unknown
      : `${escapeHtml(r.genus_g)}<sup>${escapeHtml(r.genus_sup)}</sup>` + (r.tame ? "" : ` <span class="wild">${escapeHtml(t("misere_wild_mark"))}</span>`) +
        (r.genus_exact ? "" : ` <span class="checked">${escapeHtml(t("misere_checked_mark"))}</span>`);
    const outcome = r.outcome ?? "?";
    html += `<tr data-n="${r.n}" data-g="${r.g}" data-genus="${escapeHtml(r.genus ?? "")}" data-genus-exact="${r.genus_exact === null ? "" : String(r.genus_exact)}" data-outcome="${escapeHtml(r.outcome ?? "")}" data-element="${escapeHtml(r.element ?? "")}">` +
      `<th scope="row">${r.n}</th><td class="${r.g === 0 ? "p" : ""}">${r.g}</td><td class="genus">${genus}</td>` +
      `<td class="outcome ${outcome === "P" ? "p" : ""}">${escapeHtml(outcome)}</td><td class="element">${r.element === null ? unknown : escapeHtml(r.element)}</td></tr>`;
  }
  $("misere-table").innerHTML = html + "</tbody>";
  box.dataset.heaps = String(m.heaps);
  box.dataset.order = String(m.order);
  box.dataset.pSize = String(m.p_size);
  box.dataset.reached = String(m.reached);
  box.dataset.computeMs = ms === undefined ? "" : ms.toFixed(1);
  box.dataset.ready = "true";
}

function drawGrundy() {
  const d = data;
  clearMisere(d.misere);
  $("game-title").textContent = d.title;
  $("verdict").textContent = d.verdict.sentence;
  $("verdict").dataset.kind = d.verdict.kind;
  $("verdict").dataset.period = d.verdict.period ?? "";
  $("verdict").dataset.preperiod = d.verdict.preperiod ?? "";
  $("verdict").dataset.proven = String(d.verdict.proven);
  $("residues").textContent = d.residues ?? "";
  $("residues").hidden = !d.residues;
  $("p-positions").textContent = d.p_text;
  $("p-positions").dataset.count = String(d.p_count);
  const box = $("grundy-table");
  box.scrollTop = 0;
  active = selected ?? d.first_position;
  drawTable();
  drawPlot();
  if (selected !== null) select(selected, false);
  else $("explain").innerHTML = "";
}

// ---- the table: one Tab stop, arrow keys, only the visible rows in the DOM --------

const CELL_W = 48, CELL_H = 42; // with the 2 px gap (style.css)

function tableColumns() {
  return Math.max(1, Math.floor(($("grundy-table").clientWidth - 4) / CELL_W));
}

function drawTable() {
  if (!data) return;
  const box = $("grundy-table"), d = data, n = d.grundy.length;
  const cols = tableColumns(), rows = Math.ceil(n / cols);
  const spacer = box.firstElementChild, block = spacer.firstElementChild;
  spacer.style.height = rows * CELL_H + "px";
  const view = box.clientHeight || 360;
  const r0 = Math.max(0, Math.floor(box.scrollTop / CELL_H) - 4);
  const r1 = Math.min(rows, Math.ceil((box.scrollTop + view) / CELL_H) + 4);
  block.style.transform = `translateY(${r0 * CELL_H}px)`;
  block.style.gridTemplateColumns = `repeat(${cols}, ${CELL_W - 2}px)`;
  let html = "";
  for (let i = r0 * cols; i < Math.min(n, r1 * cols); i++) {
    const g = d.grundy[i];
    let cls = "cell";
    if (i < d.first_position) {
      html += `<div class="cell none" role="option" id="cell-${i}" data-n="${i}" aria-disabled="true" aria-label="${escapeHtml(t("cell_none", { n: i }))}">–<small>${i}</small></div>`;
      continue;
    }
    if (g === 0) cls += " p";
    if (i === selected) cls += " selected";
    if (i === active) cls += " active";
    if (options.has(i)) cls += " option";
    html += `<div class="${cls}" role="option" id="cell-${i}" data-n="${i}" data-g="${g}" aria-selected="${i === selected}" aria-label="${t("cell", { n: i, g })}">${g}<small>${i}</small></div>`;
  }
  block.innerHTML = html;
  box.dataset.rendered = String(block.childElementCount);
  if (active !== null && $("cell-" + active)) box.setAttribute("aria-activedescendant", "cell-" + active);
  else box.removeAttribute("aria-activedescendant");
}

let options = new Set(); // the selected n's one-heap options (lit up in the table)

function scrollToN(i) {
  const box = $("grundy-table"), cols = tableColumns();
  const top = Math.floor(i / cols) * CELL_H;
  if (top < box.scrollTop) box.scrollTop = top;
  else if (top + CELL_H > box.scrollTop + box.clientHeight) box.scrollTop = top + CELL_H - box.clientHeight;
  drawTable();
}

function moveActive(i) {
  if (!data) return;
  active = Math.max(data.first_position, Math.min(data.grundy.length - 1, i));
  scrollToN(active);
}

function tableKey(e) {
  if (!data) return;
  const cols = tableColumns(), page = cols * Math.max(1, Math.floor($("grundy-table").clientHeight / CELL_H));
  const a = active ?? data.first_position;
  const to = { ArrowRight: a + 1, ArrowLeft: a - 1, ArrowDown: a + cols, ArrowUp: a - cols, Home: 0, End: data.grundy.length - 1, PageDown: a + page, PageUp: a - page }[e.key];
  if (to !== undefined) { e.preventDefault(); moveActive(to); return; }
  if (e.key === "Enter" || e.key === " ") { e.preventDefault(); select(a, true); }
}

// ---- the plot: a window of n the reader moves and zooms -----------------------------

function clampWindow(lo, hi) {
  const last = data.grundy.length - 1;
  const width = Math.max(Math.min(hi - lo, last), Math.min(10, last));
  lo = Math.max(0, Math.min(lo, last - width));
  return [Math.round(lo), Math.round(lo + width)];
}

function niceTicks(lo, hi, count) {
  const span = Math.max(1, hi - lo), raw = span / count;
  const mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) || mag * 10;
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(Math.round(v));
  return out;
}

let plotGeom = null;

function drawPlot() {
  const d = data, svg = $("plot");
  [win[0], win[1]] = clampWindow(win[0], win[1]);
  const [lo, hi] = win;
  const W = Math.max(200, Math.floor($("plot-box").clientWidth) - 2); // inside its 1 px border
  const H = W < 500 ? 220 : 260, L = 36, R = 14, T = 10, B = 30;
  const first = Math.max(lo, d.first_position);
  let maxG = 1;
  for (let i = first; i <= hi; i++) if (d.grundy[i] > maxG) maxG = d.grundy[i];
  const x = (i) => L + (hi === lo ? 0 : ((i - lo) * (W - L - R)) / (hi - lo));
  const y = (g) => T + (H - T - B) * (1 - g / maxG);
  svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  svg.setAttribute("width", W);
  svg.setAttribute("height", H);
  let series = "", marks = "", dots = "";
  const dense = hi - lo + 1 > (W - L - R) / 4;
  if (!dense) {
    for (let i = first; i <= hi; i++) {
      series += (i === first ? "M" : "L") + x(i).toFixed(1) + " " + y(d.grundy[i]).toFixed(1);
      dots += `M${(x(i) - 1.5).toFixed(1)} ${(y(d.grundy[i]) - 1.5).toFixed(1)}h3v3h-3z`;
      if (d.grundy[i] === 0) marks += `M${(x(i) - 3.5).toFixed(1)} ${(y(0) - 3.5).toFixed(1)}h7v7h-7z`;
    }
  } else {
    // Many n per pixel: one small mark per (pixel column, value), so the plot never fills in.
    let col = -1, seen = new Set(), zero = false;
    const flush = () => { if (zero) marks += `M${col - 2} ${(y(0) - 2.5).toFixed(1)}h5v5h-5z`; };
    for (let i = first; i <= hi; i++) {
      const c = Math.round(x(i));
      if (c !== col) { flush(); col = c; seen = new Set(); zero = false; }
      const g = d.grundy[i];
      if (g === 0) zero = true;
      if (!seen.has(g)) { seen.add(g); dots += `M${c} ${(y(g) - 1).toFixed(1)}h1.6v2h-1.6z`; }
    }
    flush();
  }
  let axes = `<line class="axis" x1="${L}" y1="${y(0)}" x2="${W - R}" y2="${y(0)}"/><line class="axis" x1="${L}" y1="${T}" x2="${L}" y2="${y(0)}"/>`;
  for (const g of niceTicks(0, maxG, 3)) axes += `<text class="tick" x="${L - 6}" y="${y(g) + 4}" text-anchor="end">${g}</text>`;
  const xt = niceTicks(lo, hi, W < 500 ? 3 : 6);
  xt.forEach((v) => {
    const px = x(v), anchor = px > W - R - 20 ? "end" : px < L + 20 ? "start" : "middle";
    axes += `<line class="axis" x1="${px}" y1="${y(0)}" x2="${px}" y2="${y(0) + 4}"/><text class="tick" x="${px}" y="${H - 10}" text-anchor="${anchor}">${v}</text>`;
  });
  svg.innerHTML = `${axes}<path class="series" d="${series}"/><path class="dots" d="${dots}"/><path class="pmarks" d="${marks}"/><g id="plot-highlight"></g>`;
  plotGeom = { L, R, W, x, y };
  svg.dataset.lo = String(lo);
  svg.dataset.hi = String(hi);
  svg.dataset.points = String(hi - first + 1);
  $("plot-window").textContent = t("plot_window", { lo, hi });
  $("plot-left").disabled = lo === 0;
  $("plot-right").disabled = hi === d.grundy.length - 1;
  drawPlotHighlight();
}

function drawPlotHighlight() {
  const hl = $("plot-highlight");
  if (!hl || !plotGeom || !data) return;
  const { x, y } = plotGeom, [lo, hi] = win;
  let html = "";
  for (const h of options) if (h >= lo && h <= hi) html += `<circle class="option" cx="${x(h)}" cy="${y(data.grundy[h])}" r="4"/>`;
  if (selected !== null && selected >= lo && selected <= hi) html += `<circle class="selected" cx="${x(selected)}" cy="${y(data.grundy[selected])}" r="5"/>`;
  hl.innerHTML = html;
}

function plotIndexAt(clientX) {
  const svg = $("plot"), r = svg.getBoundingClientRect(), { L, R, W } = plotGeom;
  const px = ((clientX - r.left) / r.width) * W;
  return Math.round(win[0] + ((px - L) / (W - L - R)) * (win[1] - win[0]));
}

function setWindow(lo, hi) {
  win = clampWindow(lo, hi);
  drawPlot();
}

function pan(fraction) {
  const w = win[1] - win[0];
  setWindow(win[0] + Math.round(w * fraction), win[1] + Math.round(w * fraction));
}

function zoom(factor, at) {
  const w = win[1] - win[0], c = at ?? (win[0] + win[1]) / 2;
  const nw = Math.max(10, Math.round(w * factor));
  const lo = Math.round(c - ((c - win[0]) / Math.max(1, w)) * nw);
  setWindow(lo, lo + nw);
}

function setupPlot() {
  const svg = $("plot");
  let drag = null;
  // Two fingers zoom the window about their middle (a pinch); one drags it.
  const touches = new Map();
  let pinch = null;
  const spread = () => { const [a, b] = [...touches.values()]; return Math.max(1, Math.abs(a.x - b.x)); };
  svg.addEventListener("pointerdown", (e) => {
    if (!data) return;
    touches.set(e.pointerId, { x: e.clientX });
    if (touches.size === 2) {
      const [a, b] = [...touches.values()];
      pinch = { d: spread(), win: win.slice(), at: plotIndexAt((a.x + b.x) / 2) };
      drag = null;
      return;
    }
    drag = { x: e.clientX, win: win.slice(), moved: false };
  });
  const lift = (e) => { touches.delete(e.pointerId); if (touches.size < 2) pinch = null; };
  svg.addEventListener("pointercancel", lift);
  svg.addEventListener("pointermove", (e) => {
    if (touches.has(e.pointerId)) touches.get(e.pointerId).x = e.clientX;
    if (pinch && touches.size === 2) {
      const w = pinch.win[1] - pinch.win[0], nw = Math.max(10, Math.round((w * pinch.d) / spread()));
      const lo = Math.round(pinch.at - ((pinch.at - pinch.win[0]) / Math.max(1, w)) * nw);
      setWindow(lo, lo + nw);
      return;
    }
    if (!drag) return;
    const r = svg.getBoundingClientRect(), dx = e.clientX - drag.x;
    if (Math.abs(dx) > 4) drag.moved = true;
    if (!drag.moved) return;
    const per = (drag.win[1] - drag.win[0]) / Math.max(1, r.width * (plotGeom.W - plotGeom.L - plotGeom.R) / plotGeom.W);
    const shift = Math.round(-dx * per);
    setWindow(drag.win[0] + shift, drag.win[1] + shift);
  });
  svg.addEventListener("pointerup", (e) => {
    const pinched = touches.size === 2 || pinch;
    lift(e);
    if (pinched) { drag = null; return; }
    const d = drag;
    drag = null;
    if (!d || d.moved || !data) return;
    const i = plotIndexAt(e.clientX);
    if (i >= Math.max(win[0], data.first_position) && i <= win[1]) select(i, true);
  });
  svg.addEventListener("pointerleave", (e) => { drag = null; lift(e); });
  svg.addEventListener("wheel", (e) => {
    if (!data) return;
    e.preventDefault();
    zoom(e.deltaY > 0 ? 1.25 : 0.8, plotIndexAt(e.clientX));
  }, { passive: false });
  $("plot-left").addEventListener("click", () => pan(-0.5));
  $("plot-right").addEventListener("click", () => pan(0.5));
  $("plot-in").addEventListener("click", () => zoom(0.5));
  $("plot-out").addEventListener("click", () => zoom(2));
  $("plot-all").addEventListener("click", () => setWindow(0, data.grundy.length - 1));
}

// ---- the mex explanation ------------------------------------------------------

function select(n, commit) {
  if (!data || pending) return;
  if (commit) partizan.disown();
  explaining = ask({ kind: "explain", n, lang });
  pendingCommit = commit;
}

let pendingCommit = false;

function explained(e) {
  const commit = pendingCommit;
  if (e.error || !data) return;
  const n = e.n;
  selected = n;
  active = n;
  options = new Set(e.singles);
  if (n < win[0] || n > win[1]) {
    const w = win[1] - win[0];
    win = clampWindow(n - Math.round(w / 2), n - Math.round(w / 2) + w);
    drawPlot();
  }
  scrollToN(n);
  drawPlotHighlight();
  const reach = new Set(e.reachable);
  const listItems = (list) => list.map((o) => `<li data-value="${o.value}" data-heaps="${o.heaps.join(",")}">${escapeHtml(o.text)}</li>`).join("");
  const items = listItems(e.options);
  let set = "";
  const cell = (v) => (v === e.mex ? `<span class="mex">${v}</span>` : `<span class="${reach.has(v) ? "reached" : "missing"}">${v}</span>`);
  if (e.mex <= 40) for (let v = 0; v <= e.mex; v++) set += cell(v);
  else set = [0, 1, 2].map(cell).join("") + "<span class=\"gap\">…</span>" + [e.mex - 2, e.mex - 1, e.mex].map(cell).join("");
  const extra = e.reachable.filter((v) => v > e.mex);
  const shown = extra.length > 20 ? extra.slice(0, 20).join(", ") + ", …" : extra.join(", ");
  if (extra.length) set += ` <span class="above">${escapeHtml(t("ex_also", { list: shown }))}</span>`;
  $("explain").innerHTML =
    `<h3>${escapeHtml(e.head)}</h3>` +
    `<p id="mex-sentence" data-n="${n}" data-mex="${e.mex}">${escapeHtml(e.sentence)}</p>` +
    `<p class="mexline">${escapeHtml(t("ex_values"))} ${set}</p>` +
    (e.pairs ? `<p class="hint">${escapeHtml(t(e.options.some((o) => o.heaps.length > 2) ? "ex_tuples" : "ex_pairs"))}</p>` : "") +
    (e.witnesses.length ? `<p class="hint">${escapeHtml(t("ex_witnesses"))}</p><ul class="options witnesses">${listItems(e.witnesses)}</ul>` : "") +
    (items && e.witnesses.length ? `<p class="hint">${escapeHtml(t("ex_first", { count: e.options.length }))}</p>` : "") +
    (items ? `<ul class="options">${items}</ul>` : "");
  if (commit) commitUrl();
}

// ---- start ------------------------------------------------------------------

// The play status for the position as it stands (after a language switch).
function statusNow() {
  if (!nim) return "";
  if (nim.over) return lastMover === "computer" ? t("status_computer_won_short") : lastMover === "you" ? t("status_you_won") : t("status_over");
  return turn === "computer" ? t("status_computer_turn") : t("status_start");
}

// `query` with its language set to `code`.
function withLang(query, code) {
  const kept = query.replace(/^\?/, "").split("&").filter((p) => p && !p.startsWith("lang="));
  kept.push("lang=" + code);
  return "?" + kept.join("&");
}

function saveFormDefaults() {
  formDefaults = {};
  for (const el of document.querySelectorAll("#game-form input, #game-form select")) formDefaults[el.id] = el.type === "checkbox" ? el.checked : el.value;
}

function restoreFormDefaults() {
  for (const [id, v] of Object.entries(formDefaults)) {
    if (typeof v === "boolean") $(id).checked = v; else $(id).value = v;
  }
  selected = null;
}

// Shows what a link asks for; the errors, if any, in the banner.
function load(query) {
  const link = JSON.parse(parse_link(query));
  linkQuery = query;
  lang = link.lang;
  applyWords();
  showError($("error"), link.errors.join(" "));
  partizan.load(link.partizan ?? null);
  if (link.partizan) $("partizan").scrollIntoView();
  if (link.grundy) fillForm(link.grundy);
  else { restoreFormDefaults(); showFields(); }
  formShown = true;
  heapsText = link.nim ? link.nim.join(",") : DEFAULT_HEAPS;
  startHeaps = heapsText;
  undoStack = [];
  turn = "you";
  lastMover = null;
  hidePreview();
  $("nim-heaps").value = heapsText;
  drawNim();
  $("play-status").textContent = nim && nim.over ? t("status_over") : t("status_start");
  $("winning-move-text").textContent = "";
  data = null;
  compute(false);
  updateExampleLinks();
}

async function main() {
  try {
    await init();
  } catch (err) {
    showError($("error"), "WebAssembly: " + err);
    $("status").textContent = "";
    return;
  }
  saveFormDefaults();
  partizan.setup({
    t, escapeHtml,
    lang: () => lang,
    changed: () => commitUrl(),
    parse: (href) => JSON.parse(parse_link(href)).partizan,
  });
  load(location.search);

  $("lang").addEventListener("change", () => {
    lang = $("lang").value;
    applyWords();
    drawNim();
    $("play-status").textContent = statusNow();
    $("winning-move-text").textContent = "";
    // The figure (or its error) and the link's problems, in the new language.
    compute(false);
    partizan.relabel();
    const banner = !$("error").hidden;
    if (banner) showError($("error"), JSON.parse(parse_link(withLang(linkQuery, lang))).errors.join(" "));
    commitUrl(banner);
  });
  $("nim-heaps").addEventListener("input", heapsEditedSoon);
  $("nim-form").addEventListener("submit", (e) => { e.preventDefault(); heapsEditedSoon.flush(); });
  $("winning-move").addEventListener("click", winningMove);
  $("wm-apply").addEventListener("click", applyWinningMove);
  $("undo").addEventListener("click", undo);
  $("new-game").addEventListener("click", newGame);
  $("computer-move").addEventListener("click", computerMove);
  $("play").addEventListener("submit", playMove);
  $("game").addEventListener("change", () => { showFields(); computeSoon.flush(); });
  $("game-form").addEventListener("input", (e) => { if (e.target.id !== "game") computeSoon(); });
  $("game-form").addEventListener("submit", (e) => { e.preventDefault(); computeSoon.flush(); });
  $("grundy-table").addEventListener("scroll", () => drawTable(), { passive: true });
  $("grundy-table").addEventListener("click", (e) => {
    const cell = e.target.closest(".cell[data-g]");
    if (cell) { active = Number(cell.dataset.n); drawTable(); select(active, true); }
  });
  $("grundy-table").addEventListener("keydown", tableKey);
  $("examples").addEventListener("click", (e) => {
    const a = e.target.closest("a");
    if (!a || e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    const f = JSON.parse(parse_link("?" + a.dataset.query)).grundy;
    if (!f) return;
    fillForm(f);
    data = null;
    compute(true);
  });
  setupPlot();
  window.addEventListener("popstate", () => load(location.search));
  let width = window.innerWidth;
  window.addEventListener("resize", () => {
    if (window.innerWidth === width || !data) return;
    width = window.innerWidth;
    drawPlot();
    drawTable();
  });
  $("status").textContent = "";
  $("status").hidden = true;
}

main();
