/**
 * Corpus «colegio»: the institutional documents of Colegio Valle de Cholula, A.C., a fictitious
 * private school (preescolar, primaria and secundaria; about 600 students and 70 staff) in San
 * Andrés Cholula, Puebla. Five PDFs written in groff (ms macros, tbl tables) and one CSV of fees
 * and services. The assistant that is evaluated on them is used by the school's staff.
 *
 * Built with eval/groff.ts (two groff passes: the contents page and the «Página N de M» footers). The
 * contents are set a point smaller than the body, so that the school rules' 49 entries fit on a page.
 */
import { controlledDocumentsCorpus, type ControlledDocument } from "../../groff";

/** The PDFs: source file, file name as uploaded, table-of-contents style and depth. */
const DOCUMENTS: ControlledDocument[] = [
  {
    source: "reglamento-escolar.ms",
    file: "REG-DIR-001 Reglamento escolar para alumnos y padres.pdf",
    toc: "puntos",
    depth: 2,
  },
  {
    source: "cuotas.ms",
    file: "MAN-ADM-002 Manual de cuotas colegiaturas y pagos.pdf",
    toc: "simple",
    depth: 2,
  },
  { source: "personal.ms", file: "RIT-RH-003 Reglamento interior de trabajo.pdf", toc: "simple", depth: 1 },
  {
    source: "enfermeria.ms",
    file: "PRO-ENF-004 Protocolo de enfermeria salud y emergencias.pdf",
    toc: "puntos",
    depth: 2,
  },
  {
    source: "transporte.ms",
    file: "MAN-SER-005 Manual de transporte escolar y servicios.pdf",
    toc: "puntos",
    depth: 1,
  },
];

const CSV_FILE = "Cuotas y servicios ciclo 2026-2027.csv";

export const corpus = controlledDocumentsCorpus({
  id: "colegio",
  title:
    "Colegio Valle de Cholula (fictitious private school, San Andrés Cholula, Pue.): school rules, fees, staff rules, health and emergency protocol, transport and services, in Spanish",
  dir: __dirname,
  documents: DOCUMENTS,
  csv: { source: "cuotas-servicios.csv", file: CSV_FILE },
  fixedDate: "D:20260803090000-06'00'",
  tocLayout: {
    tab: "6.3i",
    chapterGap: "0.15v",
    typeSize: { size: "10", spacing: "12.5" },
  },
});
