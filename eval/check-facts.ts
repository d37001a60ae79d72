/**
 * Checks that every answerable question of a corpus is answerable as written: its document exists,
 * its pages are inside the document, and each of its facts (one of the "a|b" forms) appears on those
 * pages (case, accents, ligatures and line breaks ignored). PDF pages are read with `pdftotext`
 * (poppler-utils); a file without pages (CSV) is read whole.
 *
 *   npx tsx eval/check-facts.ts debian [pyme …]
 *
 * Dev problems are printed in full; test problems only as TEST[index] and the fact's position, so
 * that test questions stay unprinted. Exits with 1 when a question fails.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { loadCorpus } from "./load-corpus";
import { isAnswerable, type Answerable, type CorpusFile } from "./types";

const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[«»“”"’'`]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase();

function pagesText(file: CorpusFile, pages: Answerable["pages"]): string {
  if (!pages) return fs.readFileSync(file.path, "utf8");
  const [from, to] = pages;
  const text = execFileSync("pdftotext", ["-f", String(from), "-l", String(to), file.path, "-"]);
  // A word hyphenated across a line break is read both ways.
  return `${text} ${text.toString().replace(/-\n/g, "")}`;
}

/** Problems of one question, as short phrases (empty when it holds). */
function problems(question: Answerable, files: CorpusFile[]): string[] {
  const file = files.find((candidate) => candidate.name === question.doc);
  if (!file) return ["no such document"];
  if (
    question.pages &&
    (question.pages[0] < 1 || question.pages[1] > file.pages || question.pages[0] > question.pages[1])
  )
    return [`pages ${question.pages.join("–")} outside 1–${file.pages}`];
  const text = fold(pagesText(file, question.pages));
  return question.facts.flatMap((fact, index) =>
    fact.split("|").some((form) => text.includes(fold(form))) ? [] : [`fact ${index + 1} not on its pages`],
  );
}

async function main(ids: string[]): Promise<number> {
  let failed = 0;
  for (const id of ids) {
    const loaded = await loadCorpus(id);
    if (!loaded) throw new Error(`check-facts: corpus ${id} is missing files`);
    const files = await loaded.corpus.build();
    for (const set of ["dev", "test"] as const) {
      const questions = loaded.sets[set];
      let checked = 0;
      for (const [index, question] of questions.entries()) {
        if (!isAnswerable(question)) continue;
        checked++;
        const found = problems(question, files);
        if (found.length === 0) continue;
        failed++;
        const which = set === "dev" ? `«${question.q}» (${question.doc})` : `TEST[${index}]`;
        console.log(`${id} ${set}: ${which}: ${found.join(", ")}`);
      }
      console.log(
        `${id} ${set}: ${checked} answerable questions checked, ${questions.length - checked} off-topic`,
      );
    }
  }
  return failed > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
