import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  declineAnswer,
  isRelevantEnough,
  noInformationAnswer,
  RELEVANCE,
  relevantChunks,
} from "@/server/ai/relevance";
import { CORPUS, ranked } from "./corpus";

describe("relevance gate", () => {
  const store = ranked(CORPUS.horario, CORPUS.devoluciones);

  it.each([
    ["¿Quién ganó el mundial de 1986?"],
    ["¿Cuál es la capital de Francia?"],
    ["Hola, ¿qué tal?"],
    ["¿Qué es esto?"],
  ])("rejects %s although retrieval returned something", (question) => {
    expect(isRelevantEnough(question, store)).toBe(false);
  });

  it.each([
    ["¿Cuál es el horario de atención?"],
    ["¿Me pueden decir cuándo abren el sábado?"],
    ["horario de atencion"],
    ["¿ABREN LOS DOMINGOS?"],
  ])("accepts %s", (question) => {
    expect(isRelevantEnough(question, store)).toBe(true);
  });

  it("matches codes by their number alone", () => {
    expect(isRelevantEnough("¿el 4471 trae batería?", ranked(CORPUS.producto))).toBe(true);
  });

  it("counts a match in the title as well as in the text", () => {
    const titled = ranked({
      ...CORPUS.vacaciones,
      title: "Aguinaldo y prestaciones",
      text: "Se paga en diciembre.",
    });
    expect(isRelevantEnough("¿Qué prestaciones tengo?", titled)).toBe(true);
  });

  it("rejects an empty result and a top rank below the floor", () => {
    expect(isRelevantEnough("¿Cuál es el horario?", [])).toBe(false);
    const weak = [{ ...CORPUS.horario, rank: RELEVANCE.minTopRank / 2 }];
    expect(isRelevantEnough("¿Cuál es el horario?", weak)).toBe(false);
    expect(isRelevantEnough("¿Cuál es el horario?", weak, { minTopRank: 0 })).toBe(true);
  });

  it("can leave the word check to vector retrieval", () => {
    expect(isRelevantEnough("¿Cuándo cierran?", store)).toBe(false);
    expect(isRelevantEnough("¿Cuándo cierran?", store, { requireSharedTerm: false })).toBe(true);
  });

  it("keeps the chunks that pass on their own, so a false first match does not hide the answer", () => {
    // "¿Cuántos…?" shares only a question word with the Q&A heading "¿Cuánto cuesta…?" ranked first.
    const chunks = ranked(CORPUS.envio, CORPUS.vacaciones, CORPUS.producto);
    const question = "¿Cuántos días de vacaciones tengo?";
    expect(isRelevantEnough(question, chunks)).toBe(false);
    expect(relevantChunks(question, chunks)).toEqual([chunks[1]]);
    expect(relevantChunks("¿Quién ganó el mundial de 1986?", chunks)).toEqual([]);
  });

  it("says there is no information in the user's language", () => {
    expect(noInformationAnswer("es")).toBe(es.Assistant.noInformation);
    expect(noInformationAnswer("en")).toBe(en.Assistant.noInformation);
  });

  it("declines a passage that covers too little of the question's weight", () => {
    const [top] = ranked(CORPUS.horario);
    const question = "¿Cuál es el horario de atención?";
    expect(isRelevantEnough(question, [{ ...top, coverage: 0.9 }])).toBe(true);
    expect(isRelevantEnough(question, [{ ...top, coverage: RELEVANCE.minCoverage / 2 }])).toBe(false);
  });

  it("declines in the question's language and offers the closest topics covered", () => {
    const closest = ranked(
      { ...CORPUS.horario, heading: "Horario de atención y contacto › Horario" },
      { ...CORPUS.devoluciones, title: "manual-devoluciones.pdf", heading: "" },
    );
    expect(declineAnswer("Who won the 1986 World Cup?", "es", closest)).toBe(
      `${en.Assistant.noInformation} The closest topics it does cover: «Horario», «manual-devoluciones».`,
    );
    expect(declineAnswer("¿Quién ganó el mundial de 1986?", "en", closest)).toMatch(
      new RegExp(`^${es.Assistant.noInformation} Lo más cercano que sí cubre: «Horario»`),
    );
    expect(declineAnswer("¿Quién ganó el mundial de 1986?", "en", [])).toBe(es.Assistant.noInformation);
  });

  it("names a PDF passage's topic by the numbered section it opens in", () => {
    const manual = ranked({
      ...CORPUS.devoluciones,
      heading: "Manual de operaciones › 4.1. Devoluciones · 4.2. Reembolsos",
    });
    expect(declineAnswer("Who won the 1986 World Cup?", "es", manual)).toBe(
      `${en.Assistant.noInformation} The closest topics it does cover: «4.1. Devoluciones».`,
    );
  });
});
