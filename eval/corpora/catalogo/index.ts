/**
 * «catalogo»: the product documentation that Aquasol Bajío, S.A. de C.V. (a fictional manufacturer and
 * importer of solar water heaters, water purifiers, softeners and pumps in León, Guanajuato) gives its
 * sales and support staff: a catalogue with spec tables and prices, a FAQ, a warranty and service
 * policy with its network of service centres, an installation and maintenance guide with
 * troubleshooting tables, and a spare-parts price list (CSV).
 *
 * The sources live in ./sources (groff `ms` with tbl, UTF-8 through preconv) and are rendered with
 * `groff -k -ms -t -Tpdf` into eval/.cache/catalogo/. Only missing files are rebuilt: delete that
 * folder to rebuild. SOURCE_DATE_EPOCH pins the PDF dates so the output is byte-for-byte stable.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { corpusCacheDir, pdfPageCount, requireGroffPdf } from "../../groff";
import type { CorpusFile, EvalCorpus } from "../../types";

const SOURCES_DIR = path.join(__dirname, "sources");
const OUT_DIR = corpusCacheDir("catalogo");

/** The PDFs, each rendered from sources/<base>.ms. */
export const PDF_FILES = [
  "catalogo-productos-2026.pdf",
  "preguntas-frecuentes.pdf",
  "poliza-garantia-servicio.pdf",
  "guia-instalacion-mantenimiento.pdf",
] as const;

/** The CSV, copied as it is from sources/. */
export const CSV_FILE = "refacciones-lista-precios-2026.csv";

/** 2026-01-01T00:00:00Z: the date written into every PDF. */
const SOURCE_DATE_EPOCH = "1767225600";

function renderPdf(file: string, target: string): void {
  const source = file.replace(/\.pdf$/, ".ms");
  try {
    const pdf = execFileSync("groff", ["-k", "-ms", "-t", "-Tpdf", source], {
      cwd: SOURCES_DIR, // for `.so comun.tmac`
      env: { ...process.env, SOURCE_DATE_EPOCH },
      stdio: ["ignore", "pipe", "pipe"],
      maxBuffer: 64 << 20,
    });
    fs.writeFileSync(target, pdf);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`eval corpus catalogo: groff failed on ${source}: ${stderr.trim()}`);
  }
}

async function build(): Promise<CorpusFile[]> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const files: CorpusFile[] = [];
  for (const name of PDF_FILES) {
    const target = path.join(OUT_DIR, name);
    if (!fs.existsSync(target)) {
      requireGroffPdf("catalogo");
      renderPdf(name, target);
    }
    files.push({ name, path: target, pages: await pdfPageCount(target) });
  }
  const csv = path.join(OUT_DIR, CSV_FILE);
  if (!fs.existsSync(csv)) fs.copyFileSync(path.join(SOURCES_DIR, CSV_FILE), csv);
  files.push({ name: CSV_FILE, path: csv, pages: 1 });
  return files;
}

export const corpus: EvalCorpus = {
  id: "catalogo",
  title:
    "Aquasol Bajío (fictional Mexican maker of solar water heaters and purifiers): catalogue, FAQ, warranty, installation guide, spare-parts CSV",
  build,
};
