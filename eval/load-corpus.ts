/** The evaluation corpora: every folder of eval/corpora/ with index.ts, dev.ts and test.ts. */
import fs from "node:fs";
import path from "node:path";
import type { EvalCorpus, Question } from "./types";

export type SetName = "dev" | "test";
export const SETS: SetName[] = ["dev", "test"];

const ROOT = path.join(__dirname, "corpora");

export type LoadedCorpus = { corpus: EvalCorpus; sets: Record<SetName, Question[]> };

/** Corpus folders, by name. */
export const corpusIds = () =>
  fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The files of a corpus that do not exist yet (index.ts, dev.ts, test.ts). */
export const missingFiles = (id: string) =>
  ["index.ts", "dev.ts", "test.ts"].filter((file) => !fs.existsSync(path.join(ROOT, id, file)));

/** A corpus with its questions, or null when one of its files is still missing. */
export async function loadCorpus(id: string): Promise<LoadedCorpus | null> {
  if (missingFiles(id).length > 0) return null;
  const load = (file: string) => import(path.join(ROOT, id, file));
  const [{ corpus }, { DEV }, { TEST }] = await Promise.all([
    load("index.ts"),
    load("dev.ts"),
    load("test.ts"),
  ]);
  return { corpus: corpus as EvalCorpus, sets: { dev: DEV as Question[], test: TEST as Question[] } };
}
