/**
 * The shape every evaluation corpus shares (issue 21). Each corpus lives in eval/corpora/<id>/:
 *
 * - `index.ts` exports `corpus: EvalCorpus`;
 * - `dev.ts` exports `DEV: Question[]`: questions that may be studied while developing;
 * - `test.ts` exports `TEST: Question[]`: written before any change to the engine and never read
 *   question by question while tuning (only aggregate figures are reported for them).
 *
 * Files a corpus builds (PDFs, CSVs) go to eval/.cache/<id>/ and are rebuilt when missing.
 */

/** How an answerable question is worded. */
export type AnswerableKind =
  | "formal" // plain, correct Spanish in the documents' own register
  | "colloquial" // colloquial Mexican Spanish, words the documents do not use
  | "typos" // misspellings, missing accents
  | "english" // asked in English about Spanish content
  | "short" // two or three words
  | "long" // a long question with context around it
  | "table"; // the answer is a row or cell of a table or CSV

/** Why a question is not answered by the corpus. */
export type UnanswerableKind =
  | "unrelated" // nothing to do with the business
  | "near-miss"; // about the same business, but the documents do not say it

export type Answerable = {
  q: string;
  kind: AnswerableKind;
  /** File name of the document that answers it (as uploaded). */
  doc: string;
  /** 1-based inclusive page range in that file; null for files without pages (CSV). */
  pages: [number, number] | null;
  /** Each entry must appear in the answer (case and accents ignored); "a|b" accepts either. */
  facts: string[];
};

export type Unanswerable = { q: string; kind: UnanswerableKind };

export type Question = Answerable | Unanswerable;

export const isAnswerable = (question: Question): question is Answerable => "doc" in question;

export type CorpusFile = { name: string; path: string; pages: number };

export type EvalCorpus = {
  id: string;
  /** One line: what kind of documents these are and where they come from. */
  title: string;
  /** Builds (or reuses) the corpus's files in eval/.cache/<id>/ and lists them. */
  build(): Promise<CorpusFile[]>;
};
