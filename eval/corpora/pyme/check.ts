/**
 * Checks the «pyme» questions against the built corpus (`npx tsx eval/corpora/pyme/check.ts`):
 *
 * - every answerable question names a built file, a page range inside it (null for the CSV), and
 *   facts that each appear in the text of that page range (extracted with `pdftotext`), ignoring
 *   case, accents, line breaks and words hyphenated at line ends; "a|b" needs one of a, b;
 * - the words that make a near-miss unanswerable do not appear anywhere in the corpus;
 * - each set has the minimum number of questions of every kind, and TEST is at least 45 %;
 * - no question is repeated.
 *
 * Exits with status 1 and lists every problem found.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

import { isAnswerable, type Question } from "../../types";
import { DEV } from "./dev";
import { corpus } from "./index";
import { TEST } from "./test";

/** Words or phrases whose absence from the whole corpus keeps each near-miss unanswerable. */
const ABSENT: string[] = [
  "Irapuato",
  "comisión sobre ventas",
  "porcentaje de comisión",
  "cumpleaños",
  "viático",
  "límite de crédito",
  "número de póliza",
  "Querétaro",
  "guardería",
  "INAPAM",
  "adultos mayores",
  "préstamos personales",
  "programa de lealtad",
  "puntos acumulados",
  "instalación de baterías",
];

const MINIMUM: Record<string, number> = {
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

function contains(texts: string[], fact: string): boolean {
  return fact.split("|").some((alternative) => {
    const [needle] = normalize(alternative);
    return texts.some((text) => text.includes(needle.trim()));
  });
}

function pdfText(file: string, from: number, to: number): string[] {
  const run = (args: string[]) =>
    execFileSync("pdftotext", [...args, "-f", String(from), "-l", String(to), file, "-"]).toString();
  // Layout mode keeps table rows on one line; raw mode keeps the reading order of wrapped cells.
  return [...normalize(run(["-layout"])), ...normalize(run(["-raw"]))];
}

async function main(): Promise<void> {
  const files = await corpus.build();
  const problems: string[] = [];
  const byName = new Map(files.map((file) => [file.name, file]));
  const everything: string[] = [];
  for (const file of files)
    everything.push(
      ...(file.name.endsWith(".csv")
        ? normalize(fs.readFileSync(file.path, "utf8"))
        : pdfText(file.path, 1, file.pages)),
    );

  const check = (set: string, questions: Question[]) => {
    const counts: Record<string, number> = {};
    for (const question of questions) {
      counts[question.kind] = (counts[question.kind] ?? 0) + 1;
      const label = `${set}: «${question.q.slice(0, 60)}»`;
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
        texts = normalize(fs.readFileSync(file.path, "utf8"));
      } else {
        const [from, to] = question.pages ?? [0, 0];
        if (!question.pages || from < 1 || to < from || to > file.pages) {
          problems.push(`${label}: bad page range ${JSON.stringify(question.pages)} (${file.pages} pages)`);
          continue;
        }
        texts = pdfText(file.path, from, to);
      }
      for (const fact of question.facts)
        if (!contains(texts, fact))
          problems.push(`${label}: fact «${fact}» not in ${question.doc} ${question.pages}`);
    }
    for (const [kind, minimum] of Object.entries(MINIMUM))
      if ((counts[kind] ?? 0) < minimum)
        problems.push(`${set}: ${counts[kind] ?? 0} ${kind} (minimum ${minimum})`);
    return counts;
  };

  const devCounts = check("DEV", DEV);
  const testCounts = check("TEST", TEST);
  for (const word of ABSENT)
    if (contains(everything, word)) problems.push(`near-miss word «${word}» appears in the corpus`);
  const all = [...DEV, ...TEST].map((question) => question.q.trim().toLowerCase());
  const repeated = all.filter((q, i) => all.indexOf(q) !== i);
  if (repeated.length) problems.push(`repeated questions: ${repeated.join(" / ")}`);
  const share = TEST.length / (TEST.length + DEV.length);
  if (share < 0.45) problems.push(`TEST is ${(share * 100).toFixed(0)} % of the questions (minimum 45 %)`);

  console.log(`files: ${files.map((file) => `${file.name} (${file.pages})`).join(", ")}`);
  console.log(
    `pages: ${files.filter((file) => file.name.endsWith(".pdf")).reduce((sum, f) => sum + f.pages, 0)}`,
  );
  console.log(`DEV ${DEV.length}: ${JSON.stringify(devCounts)}`);
  console.log(`TEST ${TEST.length}: ${JSON.stringify(testCounts)}`);
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log("all facts found; near-miss words absent");
}

void main();
