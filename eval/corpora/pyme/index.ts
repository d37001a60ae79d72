/**
 * Corpus «pyme»: the internal documents of Grupo Refaccionario La Biela, S.A. de C.V., a fictitious
 * auto-parts distributor («refaccionaria») of about 95 employees with five branches in León and
 * Silao, Guanajuato. Six PDFs written in groff (ms macros, tbl tables) and one CSV price list.
 *
 * Each PDF is rendered twice with `groff -k -ms -t -Tpdf` (letter size): the first pass lists the
 * headings (`.tm TOC…` lines on stderr) and counts the pages; the second fills the table of contents
 * (page 2, on its own page, so it does not move anything) and the «Página N de M» footers. The
 * dates groff writes into the PDF are replaced by a fixed one so the build is deterministic.
 * Files are built into eval/.cache/pyme/ and reused: delete that folder to rebuild.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";

import type { CorpusFile, EvalCorpus } from "../../types";

const SOURCES = path.join(__dirname, "sources");
export const OUT_DIR = path.join(__dirname, "..", "..", ".cache", "pyme");

type TocStyle = "puntos" | "simple";

/** The PDFs: source file, file name as uploaded, table-of-contents style and depth. */
export const DOCUMENTS: { source: string; file: string; toc: TocStyle; depth: 1 | 2 }[] = [
  { source: "reglamento.ms", file: "RIT-RH-001 Reglamento Interior de Trabajo.pdf", toc: "simple", depth: 1 },
  {
    source: "garantias.ms",
    file: "POL-VTA-002 Politica de devoluciones y garantias.pdf",
    toc: "puntos",
    depth: 2,
  },
  { source: "facturacion.ms", file: "PRO-ADM-005 Facturacion CFDI 4.0.pdf", toc: "simple", depth: 2 },
  { source: "caja.ms", file: "MAN-CAJ-003 Manual de caja y cortes.pdf", toc: "puntos", depth: 1 },
  { source: "entregas.ms", file: "PRO-LOG-004 Entregas a domicilio y reparto.pdf", toc: "simple", depth: 1 },
  { source: "seguridad.ms", file: "MAN-SH-006 Manual de seguridad e higiene.pdf", toc: "puntos", depth: 2 },
];

export const CSV_FILE = "Lista de precios y existencias nov-2026.csv";
const CSV_SOURCE = "lista-precios.csv";

const FIXED_DATE = "D:20261102090000-06'00'";

type TocEntry = { level: 1 | 2; number: string; title: string; page: number };

function groff(input: string, total: string): { pdf: Buffer; toc: TocEntry[] } {
  const result = spawnSync("groff", ["-k", "-ms", "-t", "-Tpdf", "-P-pletter", `-dTOTAL=${total}`, "-"], {
    cwd: SOURCES,
    input: Buffer.from(input, "utf8"),
    maxBuffer: 64 << 20,
  });
  const stderr = result.stderr?.toString() ?? "";
  if (result.status !== 0 || result.error)
    throw new Error(`eval corpus pyme: groff failed: ${result.error ?? stderr.trim()}`);
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
function tocLines(entries: TocEntry[], style: TocStyle, depth: 1 | 2): string {
  const lines = [".nf", ".ta 6.2iR", ".lc ."];
  for (const entry of entries) {
    if (entry.level > depth) continue;
    const indent = entry.level === 2 ? "\\h'2m'" : "";
    const text = `${indent}${entry.number} ${entry.title}`;
    lines.push(style === "puntos" ? `${text}\u0001${entry.page}` : `${text}\t${entry.page}`);
    if (entry.level === 1 && depth === 2) lines.push(".sp 0.2v");
  }
  lines.push(".fi", ".lc");
  return lines.join("\n");
}

async function pageCount(file: string): Promise<number> {
  const document = await PDFDocument.load(fs.readFileSync(file), { updateMetadata: false });
  return document.getPageCount();
}

function countPdfPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

function renderDocument(source: string, style: TocStyle, depth: 1 | 2): Buffer {
  const text = fs.readFileSync(path.join(SOURCES, source), "utf8");
  if (!text.includes('.\\" @TOC@')) throw new Error(`eval corpus pyme: ${source} has no @TOC@ line`);
  const first = groff(text.replace('.\\" @TOC@', ""), "00");
  const total = countPdfPages(first.pdf);
  const filled = text.replace('.\\" @TOC@', tocLines(first.toc, style, depth));
  const second = groff(filled, String(total));
  if (countPdfPages(second.pdf) !== total || JSON.stringify(second.toc) !== JSON.stringify(first.toc))
    throw new Error(`eval corpus pyme: ${source}: the table of contents moved the pages`);
  return Buffer.from(
    second.pdf.toString("latin1").replace(/D:\d{14}[+-Z]\d{2}'\d{2}'/g, FIXED_DATE),
    "latin1",
  );
}

function requireGroffPdf(): void {
  try {
    execFileSync("which", ["groff"], { stdio: "ignore" });
  } catch {
    throw new Error("eval corpus pyme: `groff` is required (apt-get install groff).");
  }
  const hasPdf =
    fs.existsSync("/usr/share/groff") &&
    fs
      .readdirSync("/usr/share/groff")
      .some((version) => fs.existsSync(path.join("/usr/share/groff", version, "font", "devpdf")));
  if (!hasPdf) throw new Error("eval corpus pyme: groff has no PDF device (apt-get install groff).");
}

async function build(): Promise<CorpusFile[]> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const files: CorpusFile[] = [];
  for (const document of DOCUMENTS) {
    const target = path.join(OUT_DIR, document.file);
    if (!fs.existsSync(target)) {
      requireGroffPdf();
      fs.writeFileSync(target, renderDocument(document.source, document.toc, document.depth));
    }
    files.push({ name: document.file, path: target, pages: await pageCount(target) });
  }
  const csv = path.join(OUT_DIR, CSV_FILE);
  if (!fs.existsSync(csv)) fs.copyFileSync(path.join(SOURCES, CSV_SOURCE), csv);
  files.push({ name: CSV_FILE, path: csv, pages: 1 });
  return files;
}

export const corpus: EvalCorpus = {
  id: "pyme",
  title:
    "Grupo Refaccionario La Biela (fictitious auto-parts distributor, León, Gto.): internal rules, policies, procedures and price list in Spanish",
  build,
};
