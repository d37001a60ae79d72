/**
 * Checks the «colegio» questions against the built corpus: `npx tsx eval/corpora/colegio/check.ts`
 * (what is checked: eval/check-questions.ts).
 */
import { checkQuestions } from "../../check-questions";
import { DEV } from "./dev";
import { corpus } from "./index";
import { TEST } from "./test";

/** Words or phrases whose absence from the whole corpus keeps each near-miss unanswerable. */
const ABSENT: string[] = [
  "preparatoria",
  "bachillerato",
  "natación",
  "alberca",
  "cumpleaños",
  "utilidades",
  "gastos médicos mayores",
  "curso de verano",
  "maternal",
  "guardería",
  "anticipo",
  "adelanto de",
  "seguro de vida",
  "intercambio",
  "Canadá",
  "Cambridge",
  "Atlixco",
];

void checkQuestions({ corpus, dev: DEV, test: TEST, absent: ABSENT, factsInOneFile: true });
