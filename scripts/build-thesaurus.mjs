#!/usr/bin/env node
/**
 * Builds server/ai/lexicon/es-thesaurus.json, the Spanish thesaurus retrieval bridges a question word
 * with when the organisation's content never uses it (DESIGN §7, issue 21 point 5): «retribución»
 * leads to sueldo, salario, pago.
 *
 * Source: LibreOffice's Spanish thesaurus (Debian package `mythes-es`, MPL-2.0), a MyThes file of
 * headwords, each with its senses and every sense's synonyms. Kept: single-word headwords and
 * synonyms, lower case without accents (as questions are compared), the first MAX_SENSES senses and
 * at most MAX_SYNONYMS synonyms per word, first senses first (the common ones).
 *
 *   apt-get download mythes-es && dpkg-deb -x mythes-es_*.deb /tmp/mythes-es
 *   node scripts/build-thesaurus.mjs /tmp/mythes-es/usr/share/mythes/th_es_ES_v2.dat
 *
 * The output is committed, so the app never needs the package.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUT = process.argv[2] ?? "/tmp/mythes-es/usr/share/mythes/th_es_ES_v2.dat";
const OUTPUT = path.join(import.meta.dirname, "../server/ai/lexicon/es-thesaurus.json");
const MAX_SENSES = 3;
const MAX_SYNONYMS = 8;

const fold = (word) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
const isWord = (word) => /^\p{L}{3,}$/u.test(word);

const lines = new TextDecoder("latin1").decode(readFileSync(INPUT)).split("\n");
const thesaurus = new Map();
for (let i = 1; i < lines.length; i++) {
  const [headword, count] = lines[i].split("|");
  const senses = Number(count);
  if (!headword || !Number.isInteger(senses)) continue;
  const word = fold(headword);
  const synonyms = thesaurus.get(word) ?? [];
  for (let sense = 0; sense < senses; sense++) {
    const fields = lines[i + 1 + sense]?.split("|") ?? [];
    if (sense >= MAX_SENSES) continue;
    // The first field is the part of speech ("-" when none is given).
    for (const synonym of fields.slice(1).map(fold)) {
      // "(antónimo)" and the like mark a word that is not a synonym.
      if (isWord(synonym) && synonym !== word && !synonyms.includes(synonym)) synonyms.push(synonym);
    }
  }
  i += senses;
  if (isWord(word) && synonyms.length > 0) thesaurus.set(word, synonyms.slice(0, MAX_SYNONYMS));
}

const sorted = Object.fromEntries([...thesaurus].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(OUTPUT, `${JSON.stringify(sorted)}\n`);
console.log(`${thesaurus.size} words → ${path.relative(process.cwd(), OUTPUT)}`);
