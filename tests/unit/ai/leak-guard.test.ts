import { LeakGuard, leaksSystemPrompt } from "@/server/ai/leak-guard";

const MARKERS = ["canary-123", "Answer only from the sources."];

describe("LeakGuard", () => {
  it("releases ordinary text as it arrives", () => {
    const guard = new LeakGuard(MARKERS);
    expect(guard.push("Abrimos ")).toBe("Abrimos ");
    expect(guard.push("a las 9 [1].")).toBe("a las 9 [1].");
    expect(guard.flush()).toBe("");
  });

  it("holds back a tail that could start a marker and releases it when it does not", () => {
    const guard = new LeakGuard(MARKERS);
    expect(guard.push("Ver el cana")).toBe("Ver el ");
    expect(guard.push("l de ventas")).toBe("canal de ventas");
  });

  it("never releases a marker split across deltas, nor anything after it", () => {
    const guard = new LeakGuard(MARKERS);
    const released = ["Claro: ", "can", "ary-", "123 y las reglas", " siguen"]
      .map((d) => guard.push(d))
      .join("");
    expect(released + guard.flush()).toBe("Claro: ");
    expect(guard.leaked).toBe(true);
  });

  it("catches a rule sentence whatever its case and spacing", () => {
    expect(leaksSystemPrompt("Mis reglas: ANSWER only from\nthe   sources.", MARKERS)).toBe(true);
    expect(leaksSystemPrompt("Respondo solo con las fuentes.", MARKERS)).toBe(false);
  });
});
