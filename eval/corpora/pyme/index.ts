/**
 * Corpus «pyme»: the internal documents of Grupo Refaccionario La Biela, S.A. de C.V., a fictitious
 * auto-parts distributor («refaccionaria») of about 95 employees with five branches in León and
 * Silao, Guanajuato. Six PDFs written in groff (ms macros, tbl tables) and one CSV price list.
 *
 * Built with eval/groff.ts (two groff passes: the contents page and the «Página N de M» footers).
 */
import { controlledDocumentsCorpus, corpusCacheDir, type ControlledDocument } from "../../groff";

/** Where the files are built (bench/ocr.ts reads one of the PDFs). */
export const OUT_DIR = corpusCacheDir("pyme");

/** The PDFs: source file, file name as uploaded, table-of-contents style and depth. */
export const DOCUMENTS: ControlledDocument[] = [
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

export const corpus = controlledDocumentsCorpus({
  id: "pyme",
  title:
    "Grupo Refaccionario La Biela (fictitious auto-parts distributor, León, Gto.): internal rules, policies, procedures and price list in Spanish",
  dir: __dirname,
  documents: DOCUMENTS,
  csv: { source: "lista-precios.csv", file: CSV_FILE },
  fixedDate: "D:20261102090000-06'00'",
  tocLayout: { tab: "6.2i", chapterGap: "0.2v" },
});
