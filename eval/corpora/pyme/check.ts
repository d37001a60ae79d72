/**
 * Checks the «pyme» questions against the built corpus: `npx tsx eval/corpora/pyme/check.ts`
 * (what is checked: eval/check-questions.ts).
 */
import { checkQuestions } from "../../check-questions";
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

void checkQuestions({ corpus, dev: DEV, test: TEST, absent: ABSENT, factsInOneFile: false });
