/**
 * Building an evaluation corpus's PDFs with groff (`ms` macros, tbl tables), for the corpora written
 * for the evaluation (eval/corpora/catalogo, pyme, colegio).
 *
 * `controlledDocumentsCorpus` renders a company's controlled documents (cover, contents page, numbered
 * sections, running headers and a «Página N de M» footer, all set by each corpus's
 * `sources/comun.tmac`). It asks three things of a source:
 * - a `.\" @TOC@` line, where the contents go;
 * - a `.tm TOC<level>|<number>|<title>|<page>` line written by each heading macro (levels 1 and 2);
 * - a footer that prints the page total as `\*[TOTAL]` (passed with `-dTOTAL`).
 *
 * Each PDF is rendered twice with `groff -k -ms -t -Tpdf` (letter size): the first pass lists the
 * headings and counts the pages (TOTAL is "00", as wide as the real total); the second fills the
 * contents (on a page of their own, so nothing moves) and the footers' total. The dates groff writes
 * into the PDF are replaced by a fixed one of the same length (the xref table's byte offsets are not
 * rewritten), so the build is deterministic. Files are built into eval/.cache/<id>/ and reused:
 * delete that folder to rebuild.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";

import type { CorpusFile, EvalCorpus } from "./types";

/** Fails with how to install it when groff, or its PDF device, is missing. */
export function requireGroffPdf(corpusId: string): void {
  try {
    execFileSync("which", ["groff"], { stdio: "ignore" });
  } catch {
    throw new Error(`eval corpus ${corpusId}: \`groff\` is required (apt-get install groff).`);
  }
  const hasPdfDevice =
    fs.existsSync("/usr/share/groff") &&
    fs
      .readdirSync("/usr/share/groff")
      .some((version) => fs.existsSync(path.join("/usr/share/groff", version, "font", "devpdf")));
  if (!hasPdfDevice)
    throw new Error(
      `eval corpus ${corpusId}: groff has no PDF device: install the full package (apt-get install groff).`,
    );
}

/** Where a corpus's files are built. */
export const corpusCacheDir = (corpusId: string) => path.join(__dirname, ".cache", corpusId);

export async function pdfPageCount(file: string): Promise<number> {
  const document = await PDFDocument.load(fs.readFileSync(file), { updateMetadata: false });
  return document.getPageCount();
}

/** Contents pages with dot leaders («puntos») or with the page number alone («simple»). */
export type TocStyle = "puntos" | "simple";

export type ControlledDocument = {
  /** The groff source in the corpus's sources/ folder; its `.\" @TOC@` line becomes the contents. */
  source: string;
  /** The file name as uploaded. */
  file: string;
  toc: TocStyle;
  /** Heading levels the contents list. */
  depth: 1 | 2;
};

/** How a corpus sets its contents page. */
export type TocLayout = {
  /** Where the page numbers are right-aligned ("6.2i"). */
  tab: string;
  /** Space after each first-level entry when second-level ones are listed too ("0.2v"). */
  chapterGap: string;
  /** Point size and line spacing of the contents, when not the body's (`.ps` and `.vs` restore it after). */
  typeSize?: { size: string; spacing: string };
};

export type ControlledDocumentsSpec = {
  id: string;
  title: string;
  /** The corpus's folder (its sources/ holds the groff sources and the CSV). */
  dir: string;
  documents: ControlledDocument[];
  csv: { source: string; file: string };
  /** The date written into every PDF, as groff writes one ("D:20261102090000-06'00'"). */
  fixedDate: string;
  tocLayout: TocLayout;
};

type TocEntry = { level: 1 | 2; number: string; title: string; page: number };

function groff(corpusId: string, sources: string, input: string, total: string) {
  const result = spawnSync("groff", ["-k", "-ms", "-t", "-Tpdf", "-P-pletter", `-dTOTAL=${total}`, "-"], {
    cwd: sources,
    input: Buffer.from(input, "utf8"),
    maxBuffer: 64 << 20,
  });
  const stderr = result.stderr?.toString() ?? "";
  if (result.status !== 0 || result.error)
    throw new Error(`eval corpus ${corpusId}: groff failed: ${result.error ?? stderr.trim()}`);
  const toc: TocEntry[] = [];
  for (const line of stderr.split("\n")) {
    const match = /^TOC([12])\|([^|]*)\|([^|]*)\|(\d+)$/.exec(line.trim());
    if (match)
      toc.push({
        level: Number(match[1]) as 1 | 2,
        number: match[2],
        title: match[3],
        page: Number(match[4]),
      });
  }
  return { pdf: result.stdout, toc };
}

/** The table of contents as groff lines, replacing the `.\" @TOC@` line of a source. */
function tocLines(entries: TocEntry[], document: ControlledDocument, layout: TocLayout): string {
  const { typeSize } = layout;
  const lines = [
    ".nf",
    ...(typeSize ? [`.ps ${typeSize.size}`, `.vs ${typeSize.spacing}`] : []),
    `.ta ${layout.tab}R`,
    ".lc .",
  ];
  for (const entry of entries) {
    if (entry.level > document.depth) continue;
    const indent = entry.level === 2 ? "\\h'2m'" : "";
    const text = `${indent}${entry.number} ${entry.title}`;
    lines.push(document.toc === "puntos" ? `${text}\u0001${entry.page}` : `${text}\t${entry.page}`);
    if (entry.level === 1 && document.depth === 2) lines.push(`.sp ${layout.chapterGap}`);
  }
  lines.push(".fi", ".lc", ...(typeSize ? [".ps", ".vs"] : []));
  return lines.join("\n");
}

/** The pages of a PDF groff just wrote, counted in its bytes (pdf-lib is asynchronous). */
function pageObjects(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

const GROFF_DATE = /D:\d{14}[+\-Z]\d{2}'\d{2}'/g;

function renderDocument(corpus: ControlledDocumentsSpec, document: ControlledDocument): Buffer {
  const sources = path.join(corpus.dir, "sources");
  const text = fs.readFileSync(path.join(sources, document.source), "utf8");
  if (!text.includes('.\\" @TOC@'))
    throw new Error(`eval corpus ${corpus.id}: ${document.source} has no @TOC@ line`);
  const first = groff(corpus.id, sources, text.replace('.\\" @TOC@', ""), "00");
  const total = pageObjects(first.pdf);
  const filled = text.replace('.\\" @TOC@', tocLines(first.toc, document, corpus.tocLayout));
  const second = groff(corpus.id, sources, filled, String(total));
  if (pageObjects(second.pdf) !== total || JSON.stringify(second.toc) !== JSON.stringify(first.toc))
    throw new Error(`eval corpus ${corpus.id}: ${document.source}: the table of contents moved the pages`);
  return Buffer.from(second.pdf.toString("latin1").replace(GROFF_DATE, corpus.fixedDate), "latin1");
}

/** An evaluation corpus of controlled documents rendered with groff, plus one CSV copied as it is. */
export function controlledDocumentsCorpus(corpus: ControlledDocumentsSpec): EvalCorpus {
  if (!new RegExp(`^${GROFF_DATE.source}$`).test(corpus.fixedDate))
    throw new Error(`eval corpus ${corpus.id}: fixedDate must be written as groff writes a date`);
  const outDir = corpusCacheDir(corpus.id);
  const build = async (): Promise<CorpusFile[]> => {
    fs.mkdirSync(outDir, { recursive: true });
    const files: CorpusFile[] = [];
    for (const document of corpus.documents) {
      const target = path.join(outDir, document.file);
      if (!fs.existsSync(target)) {
        requireGroffPdf(corpus.id);
        fs.writeFileSync(target, renderDocument(corpus, document));
      }
      files.push({ name: document.file, path: target, pages: await pdfPageCount(target) });
    }
    const csv = path.join(outDir, corpus.csv.file);
    if (!fs.existsSync(csv)) fs.copyFileSync(path.join(corpus.dir, "sources", corpus.csv.source), csv);
    files.push({ name: corpus.csv.file, path: csv, pages: 1 });
    return files;
  };
  return { id: corpus.id, title: corpus.title, build };
}
