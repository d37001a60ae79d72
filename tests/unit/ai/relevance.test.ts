import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  closestTopics,
  declineAnswer,
  isRelevantEnough,
  closePassages,
  noInformationAnswer,
  RELEVANCE,
  relevantChunks,
} from "@/server/ai/relevance";
import { CLOSE_PASSAGE_COVERAGE, DECLINE_TOPICS } from "@/server/ai/tuning";
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

  /** A passage of the store's content with this title and text. */
  const passage = (title: string, text: string, base = CORPUS.horario) => ranked({ ...base, title, text });

  it("counts a match in the title as well as in the text", () => {
    const titled = passage("Aguinaldo y prestaciones", "Se paga en diciembre.", CORPUS.vacaciones);
    expect(isRelevantEnough("¿Qué prestaciones tengo?", titled)).toBe(true);
  });

  it("rejects an empty result and a top rank below the floor", () => {
    expect(isRelevantEnough("¿Cuál es el horario?", [])).toBe(false);
    const weak = [{ ...CORPUS.horario, rank: RELEVANCE.minTopRank / 2 }];
    expect(isRelevantEnough("¿Cuál es el horario?", weak)).toBe(false);
    expect(isRelevantEnough("¿Cuál es el horario?", weak, { minTopRank: 0 })).toBe(true);
  });

  it("counts a word in another form as shared: «ubicados» is the heading's «Ubicación»", () => {
    const location = passage("Ubicación y estacionamiento", "Estamos en Av. Juárez 245, colonia Centro.");
    expect(isRelevantEnough("¿Dónde están ubicados?", location)).toBe(true);
    // Three letters are too few to be the same word: «uso» does not begin «usuario».
    const users = passage("Usuarios", "Alta de usuarios nuevos.");
    expect(isRelevantEnough("¿Qué uso tiene?", users)).toBe(false);
  });

  it("can leave the word check to vector retrieval", () => {
    expect(isRelevantEnough("¿Cuándo cierran?", store)).toBe(false);
    expect(isRelevantEnough("¿Cuándo cierran?", store, { requireSharedTerm: false })).toBe(true);
  });

  it("lifts the word check only for a chunk that vectors alone found", () => {
    // «¿Cuándo cierran?» shares no word with the store's hours; an embedding may still have found them.
    const [hours] = store;
    const question = "¿Cuándo cierran?";
    expect(relevantChunks(question, [{ ...hours, retrievedBy: "vector" }])).toHaveLength(1);
    expect(relevantChunks(question, [{ ...hours, retrievedBy: "fulltext" }])).toEqual([]);
    expect(relevantChunks(question, [{ ...hours, retrievedBy: "both" }])).toEqual([]);
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

  it("declines in the question's language, with the closest topics it was given", () => {
    expect(declineAnswer("Who won the 1986 World Cup?", "es", ["Horario", "Devoluciones"])).toBe(
      `${en.Assistant.noInformation} The closest topics it does cover: «Horario», «Devoluciones».`,
    );
    expect(declineAnswer("¿Quién ganó el mundial de 1986?", "en", ["Horario"])).toBe(
      `${es.Assistant.noInformation} Lo más cercano que sí cubre: «Horario».`,
    );
    expect(declineAnswer("¿Quién ganó el mundial de 1986?", "en", [])).toBe(es.Assistant.noInformation);
  });
});

describe("a decline's closest topics", () => {
  const covering = (share: number, ...chunks: Parameters<typeof ranked>) =>
    ranked(...chunks).map((chunk) => ({ ...chunk, coverage: share }));

  it("offers only topics whose name shares a word with the question", () => {
    const closest = covering(
      0.3,
      { ...CORPUS.horario, heading: "Horario de atención y contacto › Horario" },
      { ...CORPUS.devoluciones, heading: "Encontrando la MTU óptima" },
    );
    expect(closestTopics("¿Cuál es el horario del almacén en diciembre?", closest)).toEqual(["Horario"]);
    expect(closestTopics("Who won the 1986 World Cup?", closest)).toEqual([]);
  });

  it("leaves out passages that cover too little of the question", () => {
    const weak = covering(CLOSE_PASSAGE_COVERAGE / 2, { ...CORPUS.horario, heading: "Horario" });
    expect(closestTopics("¿Cuál es el horario del almacén en diciembre?", weak)).toEqual([]);
  });

  it("names a PDF passage's topic by the numbered section it opens in, at most three, once each", () => {
    const sections = ["4.1. Devoluciones", "4.2. Devoluciones con factura", "4.3. Devoluciones en línea"];
    const closest = covering(
      0.3,
      ...[...sections, sections[0], "4.4. Devoluciones de mayoreo"].map((section) => ({
        ...CORPUS.devoluciones,
        heading: `Manual de operaciones › ${section} · 5. Reembolsos`,
      })),
    );
    expect(closestTopics("¿Aceptan devoluciones sin caja?", closest)).toEqual(sections);
    expect(DECLINE_TOPICS.max).toBe(3);
  });
});

describe("passages close to an answered question", () => {
  const question = "¿Cuántos días de vacaciones me tocan y cuándo se hace la solicitud de devolución?";
  const retrieved = [
    { ...CORPUS.horario, coverage: 0.9 },
    { ...CORPUS.vacaciones, coverage: CLOSE_PASSAGE_COVERAGE + 0.1 },
    { ...CORPUS.devoluciones, coverage: CLOSE_PASSAGE_COVERAGE },
    // The same words as the vacation block, in a passage that covers too little of the question.
    {
      ...CORPUS.vacaciones,
      chunkId: "chunk-far",
      sourceId: "kb-far",
      coverage: CLOSE_PASSAGE_COVERAGE - 0.01,
    },
  ];

  it("are the retrieved ones below the gate that cover a closest topic's share, in rank order", () => {
    expect(closePassages(question, retrieved, retrieved.slice(0, 1)).map((c) => c.sourceId)).toEqual([
      "kb-rh",
      "doc-politicas",
    ]);
    expect(closePassages(question, retrieved, retrieved.slice(0, 3))).toEqual([]);
  });

  it("leave out a passage that holds only one of the question's words: a coincidence", () => {
    const oneWord = "¿Cuándo se entrega el aguinaldo a los choferes?";
    expect(closePassages(oneWord, retrieved, retrieved.slice(0, 1))).toEqual([]);
    expect(closePassages("aguinaldo", retrieved, retrieved.slice(0, 1)).map((c) => c.sourceId)).toEqual([
      "kb-rh",
    ]);
  });

  it("count a word once, however many of its forms a passage holds", () => {
    // "refund" is held as «reembolso» and as «devoluciones»: one word of the question, not two.
    const returns = [
      { ...CORPUS.horario, coverage: 0.9 },
      { ...CORPUS.devoluciones, coverage: 0.3 },
    ];
    expect(closePassages("Is a refund possible on weekends?", returns, returns.slice(0, 1))).toEqual([]);
    expect(
      closePassages("Is a refund possible with the invoice?", returns, returns.slice(0, 1)),
    ).toHaveLength(1);
  });
});
