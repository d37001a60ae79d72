/**
 * Checks the «catalogo» questions against the built files: `npx tsx eval/corpora/catalogo/check.ts`.
 *
 * - every answerable question names a built file and a page range inside it (null for the CSV);
 * - every fact (at least one alternative of "a|b") appears in the text of that page range, as
 *   extracted by `pdftotext -layout` (poppler-utils), ignoring case, accents, line breaks and
 *   hyphenation; CSV facts must appear in the CSV;
 * - each set has the required number of questions of every kind, and TEST is at least 45 % of all;
 * - no question is repeated, and no test question reuses the exact fact list of a dev question about
 *   the same document and pages.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

import { MINIMUM_PER_KIND } from "../../check-questions";
import { isAnswerable } from "../../types";
import { DEV } from "./dev";
import { corpus } from "./index";
import { TEST } from "./test";

const normalize = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\u00ad/g, "")
    .replace(/(\w)-\s*\n\s*(\w)/g, "$1$2") // hyphenation at a line end
    .replace(/\s+/g, " ");

async function main(): Promise<void> {
  const files = new Map((await corpus.build()).map((file) => [file.name, file]));
  const cache = new Map<string, string>();
  const textOf = (name: string, pages: [number, number] | null): string => {
    const file = files.get(name);
    if (!file) throw new Error(`unknown document ${name}`);
    const key = `${name}:${pages?.join("-")}`;
    let text = cache.get(key);
    if (text === undefined) {
      if (pages === null) text = fs.readFileSync(file.path, "utf8");
      else {
        const [from, to] = pages;
        if (from < 1 || to < from || to > file.pages) throw new Error(`${name}: bad pages ${from}-${to}`);
        text = execFileSync("pdftotext", ["-layout", "-f", String(from), "-l", String(to), file.path, "-"], {
          encoding: "utf8",
        });
      }
      text = normalize(text);
      cache.set(key, text);
    }
    return text;
  };

  const errors: string[] = [];
  const seen = new Set<string>();
  for (const [setName, set] of [
    ["DEV", DEV],
    ["TEST", TEST],
  ] as const) {
    const counts = new Map<string, number>();
    for (const question of set) {
      counts.set(question.kind, (counts.get(question.kind) ?? 0) + 1);
      const id = normalize(question.q);
      if (seen.has(id)) errors.push(`${setName}: repeated question «${question.q}»`);
      seen.add(id);
      if (!isAnswerable(question)) continue;
      const isCsv = question.doc.endsWith(".csv");
      if (isCsv !== (question.pages === null)) {
        errors.push(`${setName}: «${question.q}»: pages must be null exactly for the CSV`);
        continue;
      }
      let text: string;
      try {
        text = textOf(question.doc, question.pages);
      } catch (error) {
        errors.push(`${setName}: «${question.q}»: ${(error as Error).message}`);
        continue;
      }
      if (question.facts.length === 0) errors.push(`${setName}: «${question.q}»: no facts`);
      for (const fact of question.facts) {
        const found = fact.split("|").some((alternative) => text.includes(normalize(alternative).trim()));
        if (!found)
          errors.push(`${setName}: «${question.q}»: fact "${fact}" not in ${question.doc} ${question.pages}`);
      }
    }
    for (const [kind, minimum] of Object.entries(MINIMUM_PER_KIND)) {
      const count = counts.get(kind) ?? 0;
      if (count < minimum) errors.push(`${setName}: ${count} ${kind} questions, at least ${minimum} needed`);
    }
    console.log(
      `${setName}: ${set.length} questions:`,
      Object.keys(MINIMUM_PER_KIND)
        .map((kind) => `${kind} ${counts.get(kind) ?? 0}`)
        .join(", "),
    );
  }

  const devFacts = new Set(
    DEV.filter(isAnswerable).map(
      (question) => `${question.doc}|${question.pages}|${question.facts.join("/")}`,
    ),
  );
  for (const question of TEST.filter(isAnswerable))
    if (devFacts.has(`${question.doc}|${question.pages}|${question.facts.join("/")}`))
      errors.push(`TEST: «${question.q}» has the same facts and pages as a dev question`);

  const total = DEV.length + TEST.length;
  console.log(`total ${total}, TEST ${((100 * TEST.length) / total).toFixed(1)} %`);
  if (TEST.length < 0.45 * total) errors.push("TEST must be at least 45 % of all questions");

  if (errors.length > 0) {
    for (const error of errors) console.error(`✗ ${error}`);
    process.exit(1);
  }
  console.log("✓ every fact found in its page range");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
