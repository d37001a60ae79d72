#!/usr/bin/env node
/**
 * Builds server/ai/lexicon/en-es.json, the English → Spanish word list the embedded engine uses to
 * search Spanish content for an English question (DESIGN §7, issue 10).
 *
 * Source: Apertium's English–Spanish pair (Debian package `apertium-eng-spa`, GPL-2.0-or-later),
 * whose bilingual dictionary lists every sense of a word ("file" → archivo, lima; "key" → clave,
 * llave, tecla). All senses are kept: the organisation's own content decides which one it uses,
 * since a sense it never mentions matches nothing. Only content words (nouns, verbs, adjectives,
 * adverbs) that are single words on both sides are kept.
 *
 * Needs `lt-print` (Debian `lttoolbox-dev`) and the pair installed:
 *   apt-get install -y lttoolbox-dev apertium-eng-spa && node scripts/build-lexicon.mjs
 * The output is committed, so the app never needs either package. Apertium lacks much everyday
 * workplace and retail vocabulary; server/ai/lexicon/en-es-workplace.json, curated by hand, adds
 * it, merged after Apertium's senses at run time (server/ai/bilingual.ts).
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

const BIDIX = "/usr/share/apertium/apertium-eng-spa/eng-spa.autobil.bin";
const OUTPUT = path.join(import.meta.dirname, "../server/ai/lexicon/en-es.json");
const CONTENT_TAGS = new Set(["n", "vblex", "adj", "adv"]);
const MAX_SENSES = 6;

// lt-print writes the transducer in AT&T text form; its first section is the dictionary proper
// (the later ones are number and pattern rules, whose paths do not end).
const att = execFileSync("lt-print", [BIDIX], { encoding: "utf8", maxBuffer: 1 << 28 });
const section = att.split("\n--\n")[0].split("\n");
const arcs = new Map();
const finals = new Set();
for (const line of section) {
  const fields = line.split("\t").filter((field) => field !== "");
  if (fields.length <= 2) {
    if (fields[0]) finals.add(fields[0]);
    continue;
  }
  const [from, to, input, output] = fields;
  if (!arcs.has(from)) arcs.set(from, []);
  arcs.get(from).push([to, input === "ε" ? "" : input, output === "ε" ? "" : output]);
}

// Every path from the start to a final state is one entry: "file<n>" → "archivo<n><m>".
const entries = new Map();
const stack = [["0", "", "", new Set()]];
while (stack.length > 0) {
  const [state, input, output, onPath] = stack.pop();
  if (finals.has(state) && input) entries.set(input, [...(entries.get(input) ?? []), output]);
  if (onPath.has(state)) continue;
  const next = new Set(onPath).add(state);
  for (const [to, a, b] of arcs.get(state) ?? []) stack.push([to, input + a, output + b, next]);
}

const WORD = /^\p{Ll}[\p{Ll}'-]*\p{Ll}$/u;
const lexicon = {};
for (const [source, targets] of entries) {
  const match = source.match(/^([^<]+)<([a-z]+)>/);
  if (!match || !CONTENT_TAGS.has(match[2]) || !WORD.test(match[1].toLowerCase())) continue;
  // Days, months and nationalities are capitalised in English only (Saturday → sábado).
  const english = match[1].toLowerCase();
  for (const target of targets) {
    const spanish = target.match(/^([^<]+)</)?.[1]?.toLowerCase();
    if (!spanish || !WORD.test(spanish) || spanish === english) continue;
    const senses = (lexicon[english] ??= []);
    if (!senses.includes(spanish) && senses.length < MAX_SENSES) senses.push(spanish);
  }
}
const sorted = Object.fromEntries(
  Object.keys(lexicon)
    .sort()
    .map((english) => [english, lexicon[english].join(" ")]),
);
writeFileSync(OUTPUT, `${JSON.stringify(sorted, null, 0)}\n`);
console.log(`${Object.keys(sorted).length} English words → ${OUTPUT}`);
