// The Grundy figure's and the partizan panel's engine off the page's thread (one worker each): the largest tables take seconds for some
// octal games, and the page must stay usable meanwhile (a new request simply replaces this
// worker). It holds the engine's Figure so that explaining an n needs no recomputation.
import init, { Figure, partizan_view } from "./pkg/grundy_web.js";

const ready = init();
let figure = null;

onmessage = async (e) => {
  await ready;
  const m = e.data;
  if (m.kind === "figure") {
    if (figure) figure.free();
    figure = new Figure(m.query);
    const json = figure.json(m.lang);
    postMessage({ id: m.id, kind: "figure", json });
  } else if (m.kind === "misere") {
    // An octal game's misère side, asked once the normal figure is on the page (bounded: about a second at most).
    const t0 = performance.now();
    const misere = figure ? figure.misere(m.lang) : '{"error": ""}';
    postMessage({ id: m.id, kind: "misere", json: misere, ms: performance.now() - t0 });
  } else if (m.kind === "partizan") {
    // The partizan panel's value, thermograph and options (sizes capped: about a second at most).
    const t0 = performance.now();
    const json = partizan_view(m.game, m.text, m.lang);
    postMessage({ id: m.id, kind: "partizan", json, ms: performance.now() - t0 });
  } else if (m.kind === "explain") {
    postMessage({ id: m.id, kind: "explain", json: figure ? figure.explain(m.n, m.lang) : '{"error": ""}' });
  }
};
