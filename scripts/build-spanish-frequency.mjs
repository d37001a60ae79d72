#!/usr/bin/env node
/**
 * Builds server/ai/lexicon/es-frequency.json, the Spanish words of everyday speech in order of
 * frequency, most common first (folded: lower case, no accents, as questions are compared). Retrieval
 * reads an organisation's word statistics beside them (server/ai/everyday-spanish.ts), so a small FAQ
 * can tell that «posible» says less about a question than «medicamento».
 *
 * Source: the commonWords.json of the npm package @zxcvbn-ts/language-es-es (MIT), derived from the
 * OpenSubtitles 2024 corpus via OPUS (https://opus.nlpl.eu/), ODC-BY: data attributed to the subtitle
 * contributors and rights holders. Kept: words of letters only, the first (most common) rank of each
 * folded form.
 *
 *   cd /tmp && npm pack @zxcvbn-ts/language-es-es@4.1.2 && tar xzf zxcvbn-ts-language-es-es-4.1.2.tgz
 *   node scripts/build-spanish-frequency.mjs /tmp/package/src/commonWords.json
 *
 * The output is committed, so the app never needs the package.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUT = process.argv[2] ?? "/tmp/package/src/commonWords.json";
const OUTPUT = path.join(import.meta.dirname, "../server/ai/lexicon/es-frequency.json");

const fold = (word) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

const ranked = JSON.parse(readFileSync(INPUT, "utf8"));
const words = [...new Set(ranked.map(fold).filter((word) => /^\p{L}+$/u.test(word)))];
writeFileSync(OUTPUT, `${JSON.stringify(words)}\n`);
console.log(`${words.length} words written to ${path.relative(process.cwd(), OUTPUT)}`);
