/**
 * Checks a corpus's questions against its built files (`npx tsx eval/corpora/<id>/check.ts`); used by
 * pyme and colegio. catalogo's check.ts predates it and adds a rule of its own (no test question
 * reuses a dev question's facts); eval/check-facts.ts checks the facts of any corpus, debian's too.
 *
 * - every answerable question names a built file, a page range inside it (null for the CSV), and
 *   facts that each appear in the text of that page range (extracted with `pdftotext`), ignoring
 *   case, accents, line breaks and words hyphenated at line ends; "a|b" needs one of a, b;
 * - with `factsInOneFile`, no answerable question has all its facts also in another file of the
 *   corpus (the whole text of each other PDF, or the CSV): a right answer taken from that file would
 *   count as the wrong document first. For this comparison a fact also counts as stated when it
 *   matches once amounts get thousands separators and dates dd/mm/yyyy are written out, as the PDFs
 *   write them and a CSV does not ("5640.00" as "5,640.00", "31/08/2026" as "31 de agosto de 2026");
 * - the words that make a near-miss unanswerable do not appear anywhere in the corpus;
 * - each set has the minimum number of questions of every kind, and TEST is at least 45 %;
 * - no question is repeated.
 *
 * Exits with status 1 and lists every problem found: dev questions by their text, test questions
 * only as TEST[index], so that test questions stay unread.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

import { isAnswerable, type EvalCorpus, type Question } from "./types";

/** The fewest questions of each kind a set may have (issue 21 point 1). */
export const MINIMUM_PER_KIND: Record<Question["kind"], number> = {
  formal: 8,
  colloquial: 7,
  typos: 6,
  english: 5,
  short: 3,
  long: 3,
  table: 5,
  unrelated: 4,
  "near-miss": 6,
};

export type QuestionsCheck = {
  corpus: EvalCorpus;
  dev: Question[];
  test: Question[];
  /** Words or phrases whose absence from the whole corpus keeps each near-miss unanswerable. */
  absent: string[];
  factsInOneFile: boolean;
};

function normalize(text: string): string[] {
  const base = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2010\u2011\u2012\u2013\u2212\u00ad]/g, "-")
    .replace(/\f/g, "\n");
  const joined = base.replace(/-[ \t]*\n\s*/g, "").replace(/\s+/g, " ");
  const kept = base.replace(/\s+/g, " ");
  return [joined, kept];
}

const MONTHS =
  "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split(" ");

/**
 * Normalised text with amounts and dates written as the PDFs write them: thousands separators in
 * amounts with cents ("5640.00" becomes "5,640.00") and dd/mm/yyyy dates in words ("31 de agosto de
 * 2026").
 */
function withPdfNumberFormats(text: string): string {
  return text
    .replace(/\b\d{4,}(?=\.\d\d\b)/g, (amount) => amount.replace(/\B(?=(\d{3})+$)/g, ","))
    .replace(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (date, day: string, month: string, year: string) =>
      MONTHS[Number(month) - 1] ? `${Number(day)} de ${MONTHS[Number(month) - 1]} de ${year}` : date,
    );
}

function contains(texts: string[], fact: string, transform = (text: string) => text): boolean {
  return fact.split("|").some((alternative) => {
    const [needle] = normalize(alternative);
    return texts.some((text) => text.includes(transform(needle.trim())));
  });
}

function pdfText(file: string, from: number, to: number): string[] {
  const run = (args: string[]) =>
    execFileSync("pdftotext", [...args, "-f", String(from), "-l", String(to), file, "-"]).toString();
  // Layout mode keeps table rows on one line; raw mode keeps the reading order of wrapped cells.
  return [...normalize(run(["-layout"])), ...normalize(run(["-raw"]))];
}

export async function checkQuestions({ corpus, dev, test, absent, factsInOneFile }: QuestionsCheck) {
  const files = await corpus.build();
  const problems: string[] = [];
  const byName = new Map(files.map((file) => [file.name, file]));
  const whole = new Map<string, string[]>();
  for (const file of files)
    whole.set(
      file.name,
      file.name.endsWith(".csv")
        ? normalize(fs.readFileSync(file.path, "utf8"))
        : pdfText(file.path, 1, file.pages),
    );
  const everything = [...whole.values()].flat();
  const stated = (texts: string[], fact: string) =>
    contains(texts, fact) || contains(texts.map(withPdfNumberFormats), fact, withPdfNumberFormats);

  const check = (set: "DEV" | "TEST", questions: Question[]) => {
    const counts: Record<string, number> = {};
    for (const [index, question] of questions.entries()) {
      counts[question.kind] = (counts[question.kind] ?? 0) + 1;
      const label = set === "TEST" ? `TEST[${index}]` : `DEV: «${question.q.slice(0, 60)}»`;
      if (!isAnswerable(question)) continue;
      const file = byName.get(question.doc);
      if (!file) {
        problems.push(`${label}: no file named ${question.doc}`);
        continue;
      }
      if (question.facts.length === 0) problems.push(`${label}: no facts`);
      let texts: string[];
      if (file.name.endsWith(".csv")) {
        if (question.pages !== null) problems.push(`${label}: a CSV has no pages`);
        texts = whole.get(file.name)!;
      } else {
        const [from, to] = question.pages ?? [0, 0];
        if (!question.pages || from < 1 || to < from || to > file.pages) {
          problems.push(`${label}: bad page range ${JSON.stringify(question.pages)} (${file.pages} pages)`);
          continue;
        }
        texts = pdfText(file.path, from, to);
      }
      for (const [position, fact] of question.facts.entries())
        if (!contains(texts, fact))
          problems.push(
            `${label}: fact ${set === "TEST" ? `#${position + 1}` : `«${fact}»`} not in ${question.doc} ${question.pages}`,
          );
      if (!factsInOneFile || question.facts.length === 0) continue;
      for (const [name, other] of whole)
        if (name !== question.doc && question.facts.every((fact) => stated(other, fact)))
          problems.push(`${label}: facts also stated in ${name}`);
    }
    for (const [kind, minimum] of Object.entries(MINIMUM_PER_KIND))
      if ((counts[kind] ?? 0) < minimum)
        problems.push(`${set}: ${counts[kind] ?? 0} ${kind} (minimum ${minimum})`);
    return counts;
  };

  const devCounts = check("DEV", dev);
  const testCounts = check("TEST", test);
  for (const word of absent)
    if (contains(everything, word)) problems.push(`near-miss word «${word}» appears in the corpus`);
  const all = [...dev, ...test].map((question) => question.q.trim().toLowerCase());
  const repeated = all
    .map((q, i) => (all.indexOf(q) === i ? null : i < dev.length ? `«${q}»` : `TEST[${i - dev.length}]`))
    .filter((label) => label !== null);
  if (repeated.length) problems.push(`repeated questions: ${repeated.join(" / ")}`);
  const share = test.length / (test.length + dev.length);
  if (share < 0.45) problems.push(`TEST is ${(share * 100).toFixed(0)} % of the questions (minimum 45 %)`);

  console.log(`files: ${files.map((file) => `${file.name} (${file.pages})`).join(", ")}`);
  console.log(
    `pages: ${files.filter((file) => file.name.endsWith(".pdf")).reduce((sum, f) => sum + f.pages, 0)}`,
  );
  console.log(`DEV ${dev.length}: ${JSON.stringify(devCounts)}`);
  console.log(`TEST ${test.length}: ${JSON.stringify(testCounts)}`);
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log("all facts found; near-miss words absent");
}
