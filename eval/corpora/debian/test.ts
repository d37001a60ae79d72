/** Test questions of the Debian corpus: being written (issue 21). */
import type { Question } from "../../types";

export const TEST: Question[] = [];
