// The page's side of grundy-web's WebAssembly interface (src/abi.rs says the protocol):
// strings are written into the engine's input buffer as UTF-8, each export gets their byte
// lengths after its numbers, and the answer is read back from the output buffer.
// `cargo xtask web` copies this file to pkg/grundy_web.js beside pkg/grundy_web.wasm.

let engine = null;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

// Loads the engine once; every function below needs it loaded.
export default async function init() {
  if (engine) return;
  const bytes = await (await fetch(new URL("grundy_web.wasm", import.meta.url))).arrayBuffer();
  const { instance } = await WebAssembly.instantiate(bytes, {});
  engine = instance.exports;
}

// Calls export `name` with `numbers`, then the strings' byte lengths (the strings go
// through the input buffer); what it returns.
function call(name, numbers, strings) {
  const encoded = strings.map((s) => encoder.encode(String(s)));
  const total = encoded.reduce((n, b) => n + b.length, 0);
  const at = engine.input(total) >>> 0;
  // A view made after the call: growing memory detaches older ones.
  const input = new Uint8Array(engine.memory.buffer, at, total);
  let offset = 0;
  for (const b of encoded) {
    input.set(b, offset);
    offset += b.length;
  }
  return engine[name](...numbers, ...encoded.map((b) => b.length));
}

// `call` of an export that answers a string: the answer, decoded.
function text(name, numbers, strings) {
  const len = call(name, numbers, strings);
  return decoder.decode(new Uint8Array(engine.memory.buffer, engine.output() >>> 0, len >>> 0));
}

export function ui_strings(lang) { return text("ui_strings", [], [lang]); }
export function parse_link(query) { return text("parse_link", [], [query]); }
export function nim_view(heaps, lang) { return text("nim_view", [], [heaps, lang]); }
export function nim_computer_move(heaps, lang) { return text("nim_computer_move", [], [heaps, lang]); }
export function partizan_view(kind, position, lang) { return text("partizan_view", [], [kind, position, lang]); }
export function nim_play(heaps, heap, to, lang) { return text("nim_play", [heap], [heaps, to, lang]); }

// A Grundy figure the engine holds between calls (by handle); free() releases it.
export class Figure {
  constructor(query) { this.handle = call("figure_new", [], [query]); }
  json(lang) { return text("figure_json", [this.handle], [lang]); }
  misere(lang) { return text("figure_misere", [this.handle], [lang]); }
  explain(n, lang) { return text("figure_explain", [this.handle, n], [lang]); }
  free() { engine.figure_free(this.handle); }
}
