"use strict";Object.defineProperty(exports, "__esModule", {value: true}); function _interopRequireWildcard(obj) { if (obj && obj.__esModule) { return obj; } else { var newObj = {}; if (obj != null) { for (var key in obj) { if (Object.prototype.hasOwnProperty.call(obj, key)) { newObj[key] = obj[key]; } } } newObj.default = obj; return newObj; } } function _nullishCoalesce(lhs, rhsFn) { if (lhs != null) { return lhs; } else { return rhsFn(); } }

var _chunkVUZDBBJQcjs = require('./chunk-VUZDBBJQ.cjs');

// src/core/collection-check.ts
function collectionProblems(label, found, expected) {
  const left = /* @__PURE__ */ new Map();
  for (const x of expected) left.set(x, (_nullishCoalesce(left.get(x), () => ( 0))) + 1);
  const extra = [];
  for (const x of found) {
    const k = _nullishCoalesce(left.get(x), () => ( 0));
    if (k > 0) left.set(x, k - 1);
    else extra.push(x);
  }
  const missing = [...left].filter(([, k]) => k > 0).map(([x]) => x);
  if (extra.length === 0 && missing.length === 0) return [];
  const few = (xs) => xs.slice(0, 3).join(", ") + (xs.length > 3 ? ` and ${xs.length - 3} more` : "");
  const parts = [extra.length > 0 && `${few(extra)} doubled or unknown`, missing.length > 0 && `${few(missing)} missing`].filter(Boolean);
  return [`${label}: ${parts.join("; ")}`];
}

// src/core/provenance.ts
var _zod = require('zod'); var z = _interopRequireWildcard(_zod);
var provenanceSchema = z.union([z.strictObject({ rule: z.string().min(1) }), z.strictObject({ reconstructed: z.string().min(1) })]);

// src/core/words.ts
function withArticle(noun) {
  const letter = /^[A-Z](?![a-z])/.test(noun);
  return `${(letter ? /^[AEFHILMNORSX]/ : /^[aeiou]/i).test(noun) ? "an" : "a"} ${noun}`;
}
function possessive(name) {
  return name.endsWith("s") ? `${name}'` : `${name}'s`;
}
function counting(n, one, many = `${one}s`) {
  return n === 0 ? `no ${many}` : `${n} ${n === 1 ? one : many}`;
}
var capitalized = (text) => text.charAt(0).toUpperCase() + text.slice(1);

// src/core/scenario.ts
function edited(s, change) {
  const d = JSON.parse(JSON.stringify(s));
  change(d);
  return d;
}
function settled(machine, s) {
  let t = machine.start(s).state;
  while (t.chance === "auto" && machine.toMove(t) === "chance") {
    const [outcome, rng] = _chunkVUZDBBJQcjs.pickWeighted.call(void 0, machine.chanceOutcomes(t), t.rng);
    t = machine.apply({ ...t, rng }, outcome).state;
  }
  return t;
}

// src/core/best.ts
function best(options, score) {
  let top = options[0];
  let topScore = score(top);
  for (const option of options.slice(1)) {
    const v = score(option);
    if (v > topScore) [top, topScore] = [option, v];
  }
  return top;
}

// src/core/text-columns.ts
var isCount = (cell) => /^(-?\d+|\.)$/.test(cell);
function alignColumns(rows, indent = "  ") {
  const widths = [];
  for (const row of rows) row.forEach((cell, i) => widths[i] = Math.max(_nullishCoalesce(widths[i], () => ( 0)), cell.length));
  const right = widths.map((_, i) => rows.length > 1 && rows.slice(1).every((row) => isCount(_nullishCoalesce(row[i], () => ( "")))));
  return rows.map((row) => `${indent}${row.map((cell, i) => right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i])).join("  ")}`.trimEnd());
}
var listed = (items) => items.length === 0 ? "\u2014" : items.join(", ");
function counted(counts) {
  const shown = Object.entries(counts).filter(([, n]) => n !== 0);
  return shown.length === 0 ? "\u2014" : shown.map(([k, n]) => `${k} ${n}`).join(", ");
}














exports.collectionProblems = collectionProblems; exports.provenanceSchema = provenanceSchema; exports.withArticle = withArticle; exports.possessive = possessive; exports.counting = counting; exports.capitalized = capitalized; exports.edited = edited; exports.settled = settled; exports.best = best; exports.alignColumns = alignColumns; exports.listed = listed; exports.counted = counted;
