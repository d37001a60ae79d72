import { QUERY_FILLER } from "@/server/ai/tuning";
import { askingVerbs, verbsAfterPronouns } from "@/server/services/retrieval/question";

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

describe("verbsAfterPronouns", () => {
  it.each([
    [["se", "las", "cambiamos", "o", "no"], ["cambiamos"]],
    [["cuanto", "me", "dan", "de", "vales"], ["dan"]],
    [["un", "cliente", "le", "metió", "bomba"], ["metió"]],
    [["nos", "caen", "los", "de", "auditoría"], ["caen"]],
    [["Se", "me", "olvidó", "checar"], ["olvidó"]],
    // An article is not a pronoun before a verb: «la garantía», «los días».
    [["la", "garantía", "de", "las", "balatas"], []],
    [["cuántos", "días", "de", "vacaciones"], []],
  ])("in %j, the verbs are %j", (tokens, verbs) => {
    expect([...verbsAfterPronouns(tokens)]).toEqual(verbs);
  });
});

describe("chat shorthand", () => {
  it.each(["q", "k", "ke", "xq", "pq", "tmb", "x", "cdo"])(
    "«%s» frames a question like the word it abbreviates",
    (word) => {
      expect(QUERY_FILLER.has(word)).toBe(true);
    },
  );
});
