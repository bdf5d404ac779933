// The page's drawing and input handling. Every game rule (tables, mex, verdicts,
// nim-sum, winning and computer moves, link checking) comes from the Rust engine
// in ./pkg (wasm-bindgen output); this file only draws what the engine returns.
import init, { Figure, parse_link, nim_view, nim_computer_move, nim_play } from "./pkg/grundy_web.js";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

let figure = null;       // the engine's Figure (owns the table)
let data = null;         // its JSON
let selected = null;     // selected n
let heaps = "3,4,5";     // the Nim position, as text the engine parses

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);
}

function showError(el, message) {
  el.textContent = message || "";
  el.hidden = !message;
}

// ---- state in the URL -------------------------------------------------------

function updateUrl() {
  const parts = [];
  if (data && !data.error) parts.push(data.query.replace(/&n=\d+$/, "") + (selected !== null ? "&n=" + selected : ""));
  parts.push("nim=" + heaps.replace(/\s+/g, ""));
  history.replaceState(null, "", "?" + parts.join("&"));
}

// ---- the Nim figure ---------------------------------------------------------

function drawNim() {
  const v = JSON.parse(nim_view(heaps));
  showError($("nim-error"), v.error);
  if (v.error) return null;
  const t = $("nim-table");
  let html = "<thead><tr><th>heap</th><th>size</th>";
  for (const c of v.columns) html += `<th class="bitcol" data-bit="${c.bit}">2<sup>${c.bit}</sup></th>`;
  html += "</tr></thead><tbody>";
  v.heaps.forEach((h, i) => {
    html += `<tr class="heap" data-heap="${i + 1}" data-size="${h}"><th>${i + 1}</th><td class="size">${h}</td>`;
    for (const b of v.bits[i]) html += `<td class="bit b${b}">${b}</td>`;
    html += "</tr>";
  });
  html += `</tbody><tfoot><tr class="parity"><th colspan="2">ones in column</th>`;
  for (const c of v.columns) {
    html += `<td class="${c.even ? "even" : "odd"}" data-ones="${c.ones}" title="${c.even ? "even" : "odd"}">${c.ones}</td>`;
  }
  html += `</tr><tr class="nimsum"><th>nim-sum</th><td class="size">${v.nim_sum}</td>`;
  for (const b of v.nim_sum_bits) html += `<td class="bit b${b}">${b}</td>`;
  html += "</tr></tfoot>";
  t.innerHTML = html;
  $("nim-sum").textContent = String(v.nim_sum);
  $("nim-sum").dataset.value = String(v.nim_sum);
  $("nim-message").textContent = v.message;
  const sel = $("play-heap");
  const keep = sel.value;
  sel.innerHTML = v.heaps.map((h, i) => `<option value="${i + 1}">${i + 1} (${h})</option>`).join("");
  if (keep && Number(keep) <= v.heaps.length) sel.value = keep;
  $("winning-move").disabled = v.winning_moves.length === 0;
  return v;
}

function setHeaps(list, fromInput) {
  heaps = list.join(",");
  if (!fromInput) $("nim-heaps").value = heaps;
  const v = drawNim();
  updateUrl();
  return v;
}

function highlightHeap(heap) {
  for (const row of document.querySelectorAll("#nim-table tr.heap")) {
    row.classList.toggle("moved", Number(row.dataset.heap) === heap);
  }
}

function winningMove() {
  const v = JSON.parse(nim_view(heaps));
  if (v.error) return;
  const out = $("winning-move-text");
  if (v.winning_moves.length === 0) {
    out.textContent = v.over
      ? "No move at all: every heap is empty."
      : "No winning move: the nim-sum is 0, every move gives the opponent a winning position.";
    out.dataset.move = "";
    return;
  }
  const m = v.winning_moves[0];
  const others = v.winning_moves.length - 1;
  out.textContent = `Heap ${m.heap}: ${m.from} → ${m.to} (${m.from} XOR ${v.nim_sum} = ${m.to}), applied; the nim-sum is now 0.` +
    (others ? ` ${others} other winning move${others > 1 ? "s" : ""} existed.` : "");
  out.dataset.move = `${m.heap}:${m.from}:${m.to}`;
  const next = JSON.parse(nim_play(heaps, m.heap, String(m.to)));
  setHeaps(next.heaps);
  highlightHeap(m.heap);
}

function computerMove() {
  const r = JSON.parse(nim_computer_move(heaps));
  if (r.error) return;
  if (!r.move) {
    $("play-status").textContent = "Every heap is empty: the game is over.";
    return;
  }
  setHeaps(r.heaps);
  highlightHeap(r.move.heap);
  $("play-status").textContent = `The computer took heap ${r.move.heap} from ${r.move.from} to ${r.move.to}. ` +
    (r.over ? "It took the last token: the computer wins." : "Your turn.");
}

function playMove() {
  const heap = Number($("play-heap").value);
  const r = JSON.parse(nim_play(heaps, heap, $("play-to").value));
  if (r.error) {
    $("play-status").textContent = "Not a move: " + r.error + ".";
    return;
  }
  setHeaps(r.heaps);
  if (r.over) {
    $("play-status").textContent = "You took the last token: you win!";
    return;
  }
  computerMove();
}

// ---- the Grundy figure ------------------------------------------------------

function formQuery() {
  const game = $("game").value;
  const parts = ["game=" + game];
  if (game === "subtraction") parts.push("moves=" + encodeURIComponent($("moves").value.trim().replace(/\s+/g, ",")));
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
  $("upto").value = f.upto;
  selected = f.n ?? null;
  showFields();
}

function compute() {
  let query = formQuery();
  let fig = new Figure(query);
  let json = JSON.parse(fig.json());
  if (json.error && selected !== null) {
    // A selection beyond a shrunk table is dropped, not an error.
    fig.free();
    selected = null;
    query = formQuery();
    fig = new Figure(query);
    json = JSON.parse(fig.json());
  }
  showError($("grundy-error"), json.error);
  if (json.error) {
    fig.free();
    return; // keep the last good figure on screen while the reader types
  }
  if (figure) figure.free();
  figure = fig;
  data = json;
  drawGrundy();
  updateUrl();
}

function drawGrundy() {
  const d = data;
  $("game-title").textContent = d.title;
  $("verdict").textContent = d.verdict.sentence;
  $("verdict").dataset.kind = d.verdict.kind;
  $("verdict").dataset.period = d.verdict.period ?? "";
  $("verdict").dataset.proven = String(d.verdict.proven);
  const p = d.p_positions;
  const shown = p.length <= 60 ? p.join(", ") : p.slice(0, 50).join(", ") + ", … , " + p.slice(-5).join(", ");
  $("p-positions").textContent = `P-positions (G = 0) up to ${d.upto}: ${p.length ? shown : "none"} (${p.length} in all).`;
  let html = "";
  for (let n = 0; n < d.grundy.length; n++) {
    const g = d.grundy[n];
    if (n < d.first_position) {
      html += `<span class="cell none" data-n="${n}" title="not a position">–<small>${n}</small></span>`;
    } else {
      html += `<span class="cell${g === 0 ? " p" : ""}" data-n="${n}" data-g="${g}" tabindex="0">${g}<small>${n}</small></span>`;
    }
  }
  $("grundy-table").innerHTML = html;
  drawPlot();
  if (selected !== null) select(selected);
  else $("explain").innerHTML = "";
}

function drawPlot() {
  const d = data, svg = $("plot");
  const W = 900, H = 260, L = 40, R = 10, T = 10, B = 28;
  const n = d.grundy.length, maxG = Math.max(1, d.max_value);
  const x = (i) => L + (n <= 1 ? 0 : (i * (W - L - R)) / (n - 1));
  const y = (g) => T + (H - T - B) * (1 - g / maxG);
  svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  let line = "", marks = "";
  for (let i = d.first_position; i < n; i++) {
    line += (i === d.first_position ? "M" : "L") + x(i).toFixed(1) + " " + y(d.grundy[i]).toFixed(1);
    if (d.grundy[i] === 0) marks += `M${(x(i) - 3).toFixed(1)} ${(y(0) - 3).toFixed(1)}h6v6h-6z`;
  }
  const ticks = [0, Math.round(maxG / 2), maxG].filter((v, i, a) => a.indexOf(v) === i);
  let axes = `<line class="axis" x1="${L}" y1="${y(0)}" x2="${W - R}" y2="${y(0)}"/>`;
  for (const t of ticks) axes += `<text class="tick" x="${L - 6}" y="${y(t) + 4}" text-anchor="end">${t}</text>`;
  for (const t of [d.first_position, Math.round((n - 1) / 2), n - 1].filter((v, i, a) => a.indexOf(v) === i)) {
    axes += `<text class="tick" x="${x(t)}" y="${H - 8}" text-anchor="middle">${t}</text>`;
  }
  svg.innerHTML = `${axes}<path class="series" d="${line}"/><path class="pmarks" d="${marks}"/><g id="plot-highlight"></g>`;
  svg.onclick = (e) => {
    const r = svg.getBoundingClientRect();
    const px = ((e.clientX - r.left) / r.width) * W;
    const i = Math.round(((px - L) / (W - L - R)) * (n - 1));
    if (i >= d.first_position && i < n) select(i);
  };
  svg.dataset.points = String(n - d.first_position);
  svg.dataset.pPositions = String(d.p_positions.length);
}

function select(n) {
  const e = JSON.parse(figure.explain(n));
  if (e.error) return;
  selected = n;
  const heapsOf = new Set();
  for (const o of e.options) for (const h of o.heaps) heapsOf.add(h);
  for (const el of document.querySelectorAll("#grundy-table .cell.option, #grundy-table .cell.selected")) {
    el.classList.remove("option", "selected");
  }
  const cells = $("grundy-table").children;
  for (const h of heapsOf) cells[h]?.classList.add("option");
  cells[n]?.classList.add("selected");
  // Plot: the selected point and the one-heap options.
  const d = data, nn = d.grundy.length, maxG = Math.max(1, d.max_value);
  const x = (i) => 40 + (nn <= 1 ? 0 : (i * 850) / (nn - 1));
  const y = (g) => 10 + 222 * (1 - g / maxG);
  let hl = "";
  for (const h of heapsOf) hl += `<circle class="option" cx="${x(h)}" cy="${y(d.grundy[h])}" r="4"/>`;
  hl += `<circle class="selected" cx="${x(n)}" cy="${y(d.grundy[n])}" r="5"/>`;
  $("plot-highlight").innerHTML = hl;
  const reach = new Set(e.reachable);
  const gname = (h) => `G(${h})`;
  const items = e.options.map((o) => {
    const pos = o.heaps.length === 0 ? "nothing left" : o.heaps.join(" + ");
    const val = o.heaps.length <= 1 ? (o.heaps.length ? `${gname(o.heaps[0])} = ${o.value}` : "0")
      : `${o.heaps.map(gname).join(" ⊕ ")} = ${o.value}`;
    return `<li data-value="${o.value}">${escapeHtml(pos)}: ${escapeHtml(val)}</li>`;
  }).join("");
  let set = "";
  for (let v = 0; v <= e.mex; v++) {
    set += v === e.mex ? `<span class="mex" title="the mex">${v}</span>` : `<span class="${reach.has(v) ? "reached" : "missing"}">${v}</span>`;
  }
  const extra = e.reachable.filter((v) => v > e.mex);
  if (extra.length) set += ` <span class="above">(also ${extra.join(", ")})</span>`;
  $("explain").innerHTML =
    `<h3>n = ${n}: ${e.options.length}${e.complete ? "" : "+"} position${e.options.length === 1 ? "" : "s"} one move away</h3>` +
    `<p id="mex-sentence" data-n="${n}" data-mex="${e.mex}">${escapeHtml(e.sentence)}</p>` +
    `<p class="mexline">values 0…mex: ${set}</p>` +
    (items ? `<ul class="options">${items}</ul>` : "");
  updateUrl();
}

// ---- start ------------------------------------------------------------------

async function main() {
  try {
    await init();
  } catch (err) {
    showError($("error"), "Could not load the WebAssembly engine: " + err);
    $("status").textContent = "";
    return;
  }
  const sent = location.search;
  const link = JSON.parse(parse_link(sent));
  if (link.errors.length) {
    showError($("error"), "This link has a problem: " + link.errors.join("; ") + ". Showing the default figures instead.");
  }
  if (link.grundy) fillForm(link.grundy);
  else showFields();
  if (link.nim) heaps = link.nim.join(",");
  $("nim-heaps").value = heaps;
  drawNim();
  compute();
  if (link.errors.length) history.replaceState(null, "", sent || "?"); // keep the reader's bad link as sent

  $("nim-heaps").addEventListener("input", () => {
    heaps = $("nim-heaps").value;
    if (drawNim()) updateUrl();
    $("winning-move-text").textContent = "";
  });
  $("winning-move").addEventListener("click", winningMove);
  $("computer-move").addEventListener("click", computerMove);
  $("play-move").addEventListener("click", playMove);
  $("game-form").addEventListener("input", () => { showFields(); compute(); });
  $("game-form").addEventListener("submit", (e) => e.preventDefault());
  $("grundy-table").addEventListener("click", (e) => {
    const cell = e.target.closest(".cell[data-g]");
    if (cell) select(Number(cell.dataset.n));
  });
  $("grundy-table").addEventListener("keydown", (e) => {
    const cell = e.target.closest(".cell[data-g]");
    if (cell && (e.key === "Enter" || e.key === " ")) { e.preventDefault(); select(Number(cell.dataset.n)); }
  });
  $("status").textContent = "";
  $("status").dataset.ready = "true";
}

main();
