import { QUERY_FILLER } from "@/server/ai/tuning";
import { askingVerbs } from "@/server/services/retrieval/question";

describe("askingVerbs", () => {
  it.each([
    [["a", "q", "hora", "abren", "el", "sabado"], ["abren"]],
    [["A", "qué", "hora", "cierran"], ["cierran"]],
    [["cuanto", "me", "cobran", "el", "envio"], ["cobran"]],
    [["Cuándo", "pagan", "el", "aguinaldo"], ["pagan"]],
    [["dónde", "se", "deja", "el", "uniforme"], ["deja"]],
    [["horario", "del", "sábado"], []],
    [["la", "hora", "de", "comida"], []],
  ])("in %j, the verb of the ask is %j", (tokens, verbs) => {
    expect([...askingVerbs(tokens)]).toEqual(verbs);
  });
});

describe("chat shorthand", () => {
  it.each(["q", "k", "xq", "pq", "tmb", "x"])(
    "«%s» frames a question like the word it abbreviates",
    (word) => {
      expect(QUERY_FILLER.has(word)).toBe(true);
    },
  );
});
