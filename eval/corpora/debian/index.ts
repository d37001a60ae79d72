/**
 * The evaluation corpus: real, public Spanish IT documentation from Debian packages, as PDFs a
 * customer would upload (DESIGN §13, issue 10).
 *
 * - `debian-reference-es` ships the Debian Reference («Guía de referencia de Debian», 272 pages) as a
 *   PDF. It is split into five files along its chapters (front matter and table of contents stay in
 *   the first one, as a customer's scan would have them).
 * - `manpages-es` ships Spanish manual pages; a few are rendered to three PDFs with groff (`-k`: UTF-8
 *   input through preconv).
 *
 * The packages are downloaded with `apt-get download` (no root needed) and unpacked with `dpkg-deb -x`
 * into eval/.cache/debian; groff must be installed (`apt-get install groff`). The PDFs are built once
 * and reused: delete eval/.cache/debian to rebuild.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import type { CorpusFile, EvalCorpus } from "../../types";

const CACHE_DIR = path.join(__dirname, "..", "..", ".cache", "debian");
const DEBS_DIR = path.join(CACHE_DIR, "debs");
const ROOT_DIR = path.join(CACHE_DIR, "root");
const PDF_DIR = path.join(CACHE_DIR, "pdf");

const PACKAGES = ["debian-reference-es", "manpages-es"] as const;

/** Chapters of the Debian Reference PDF (1-based page numbers of the 272-page PDF, inclusive). */
const GUIDE_PARTS = [
  { file: "guia-debian-1-tutoriales.pdf", from: 1, to: 66 },
  { file: "guia-debian-2-paquetes.pdf", from: 67, to: 107 },
  { file: "guia-debian-3-sistema-y-red.pdf", from: 108, to: 167 },
  { file: "guia-debian-4-trucos-del-sistema.pdf", from: 168, to: 213 },
  { file: "guia-debian-5-datos-y-programacion.pdf", from: 214, to: 272 },
] as const;

/** Manual pages rendered together into one PDF each (section/name.section in manpages-es). */
const MANUALS = [
  {
    file: "manual-ordenes-de-archivos.pdf",
    pages: ["man1/ls.1", "man1/cp.1", "man1/chmod.1", "man1/chown.1", "man1/rm.1"],
  },
  { file: "manual-ordenes-de-texto.pdf", pages: ["man1/grep.1", "man1/sort.1", "man1/cut.1", "man1/wc.1"] },
  {
    file: "manual-administracion.pdf",
    pages: ["man5/fstab.5", "man8/logrotate.8", "man1/df.1", "man1/du.1", "man1/date.1"],
  },
] as const;

function run(command: string, args: string[], options: { cwd?: string; input?: Buffer } = {}): Buffer {
  try {
    return execFileSync(command, args, { ...options, stdio: ["pipe", "pipe", "pipe"], maxBuffer: 64 << 20 });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`eval corpus: \`${command} ${args.join(" ")}\` failed: ${stderr.trim()}`);
  }
}

function requireTool(tool: string, hint: string): void {
  try {
    execFileSync("which", [tool], { stdio: "ignore" });
  } catch {
    throw new Error(`eval corpus: \`${tool}\` is required (${hint}).`);
  }
}

function groffHasPdfDevice(): boolean {
  return fs
    .readdirSync("/usr/share/groff")
    .some((version) => fs.existsSync(path.join("/usr/share/groff", version, "font", "devpdf")));
}

/** Downloads and unpacks the documentation packages once. */
function unpackPackages(): void {
  fs.mkdirSync(DEBS_DIR, { recursive: true });
  for (const name of PACKAGES) {
    const marker = path.join(ROOT_DIR, `.${name}`);
    if (fs.existsSync(marker)) continue;
    requireTool("apt-get", "a Debian system: the corpus comes from Debian packages");
    run("apt-get", ["download", name], { cwd: DEBS_DIR });
    const deb = fs.readdirSync(DEBS_DIR).find((file) => file.startsWith(`${name}_`) && file.endsWith(".deb"));
    if (!deb) throw new Error(`eval corpus: apt-get download ${name} produced no .deb (run apt-get update?)`);
    run("dpkg-deb", ["-x", path.join(DEBS_DIR, deb), ROOT_DIR]);
    fs.writeFileSync(marker, deb);
  }
}

async function splitGuide(): Promise<void> {
  const source = path.join(ROOT_DIR, "usr/share/debian-reference/debian-reference.es.pdf");
  const guide = await PDFDocument.load(fs.readFileSync(source));
  for (const part of GUIDE_PARTS) {
    const target = path.join(PDF_DIR, part.file);
    if (fs.existsSync(target)) continue;
    const document = await PDFDocument.create();
    const indices = Array.from({ length: part.to - part.from + 1 }, (_, i) => part.from - 1 + i);
    for (const page of await document.copyPages(guide, indices)) document.addPage(page);
    fs.writeFileSync(target, await document.save());
  }
}

function renderManuals(): void {
  for (const manual of MANUALS) {
    const target = path.join(PDF_DIR, manual.file);
    if (fs.existsSync(target)) continue;
    requireTool("groff", "install it with `apt-get install groff` to render the manual pages to PDF");
    // Debian's minimal groff-base has the `groff` command but not its PDF device.
    if (!fs.existsSync("/usr/share/groff") || !groffHasPdfDevice())
      throw new Error(
        "eval corpus: groff has no PDF device: install the full package (`apt-get install groff`).",
      );
    const sources = manual.pages.map((page) => {
      const gz = path.join(ROOT_DIR, "usr/share/man/es", `${page}.gz`);
      const plain = path.join(CACHE_DIR, "man", page);
      fs.mkdirSync(path.dirname(plain), { recursive: true });
      fs.writeFileSync(plain, run("gzip", ["-dc", gz]));
      return plain;
    });
    fs.writeFileSync(target, run("groff", ["-k", "-man", "-Tpdf", ...sources]));
  }
}

/** Builds (or reuses) the corpus and lists its PDFs. */
async function build(): Promise<CorpusFile[]> {
  unpackPackages();
  fs.mkdirSync(PDF_DIR, { recursive: true });
  await splitGuide();
  renderManuals();
  const files = [...GUIDE_PARTS.map((part) => part.file), ...MANUALS.map((manual) => manual.file)];
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(PDF_DIR, name);
      const document = await PDFDocument.load(fs.readFileSync(file));
      return { name, path: file, pages: document.getPageCount() };
    }),
  );
}

export const corpus: EvalCorpus = {
  id: "debian",
  title: "Spanish Debian documentation (debian-reference-es split in five PDFs, three PDFs of manpages-es)",
  build,
};
