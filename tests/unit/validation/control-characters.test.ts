import { containsControlCharacters } from "@/lib/validation/control-characters";

describe("containsControlCharacters", () => {
  it.each([
    ["NUL", "hola\u0000"],
    ["bell", "a\u0007b"],
    ["escape", "\u001b[31m"],
    ["U+FFFE", "x\uFFFE"],
    ["U+FFFF", "x\uFFFF"],
    ["a lone high surrogate", "x\uD83D"],
    ["a lone low surrogate", "\uDE00x"],
  ])("finds %s", (_name, text) => {
    expect(containsControlCharacters(text)).toBe(true);
  });

  it("allows tabs, line breaks, accents and emoji", () => {
    expect(containsControlCharacters("Lunes\ta viernes\r\nde 9 a 18 h: ¿sí? 🙂")).toBe(false);
  });

  it("looks into object keys and values and array items at any depth", () => {
    expect(containsControlCharacters({ a: [1, { b: "ok" }], c: null })).toBe(false);
    expect(containsControlCharacters({ a: [1, { b: "no\u0000" }] })).toBe(true);
    expect(containsControlCharacters({ ["key\u0001"]: "value" })).toBe(true);
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    const deep = JSON.parse("[".repeat(200_000) + '"\\u0000"' + "]".repeat(200_000));
    expect(containsControlCharacters(deep)).toBe(true);
  });
});
