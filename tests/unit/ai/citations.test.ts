import { resolveCitations } from "@/server/ai/citations";
import { CORPUS, ranked } from "./corpus";

describe("resolveCitations", () => {
  const chunks = ranked(CORPUS.horario, CORPUS.devoluciones, CORPUS.vacaciones);

  it("keeps existing citations, drops invented ones and lists cited sources by number", () => {
    const { text, sources } = resolveCitations("Abren a las 9 [3]. Devoluciones en 30 días [2] [9].", chunks);
    expect(text).toBe("Abren a las 9 [3]. Devoluciones en 30 días [2].");
    expect(sources.map((s) => [s.number, s.id])).toEqual([
      [2, "doc-politicas"],
      [3, "kb-rh"],
    ]);
  });

  it("writes a model's [1, 2] as [1][2] and ignores [0]", () => {
    expect(resolveCitations("Ambos [1, 2, 7] y [0].", chunks).text).toBe("Ambos [1][2] y.");
  });

  it("leaves markdown links alone", () => {
    expect(resolveCitations("Ver [la política](https://x.mx/p) [1].", chunks)).toMatchObject({
      text: "Ver [la política](https://x.mx/p) [1].",
      sources: [{ number: 1 }],
    });
  });
});
