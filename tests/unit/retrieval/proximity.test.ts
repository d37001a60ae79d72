import { bestWindowWeight } from "@/server/services/retrieval/proximity";

const terms = [
  { stems: ["entreg"], weight: 2 },
  { stems: ["muebl"], weight: 3 },
  { stems: ["monterrey"], weight: 5 },
];
const filler = (words: number) => Array.from({ length: words }, () => "relleno").join(" ");

describe("bestWindowWeight", () => {
  it("sums the distinct terms found together in the best window, each once", () => {
    expect(bestWindowWeight("La entrega de muebles a Monterrey; otra entrega, más muebles.", terms)).toBe(10);
  });

  it("does not add up terms too far apart to be said together", () => {
    const text = `Los muebles llegan. ${filler(40)} La entrega sale. ${filler(40)} Monterrey paga.`;
    expect(bestWindowWeight(text, terms)).toBe(0);
    // Two of them close together.
    expect(bestWindowWeight(`${text} ${filler(40)} entrega de muebles`, terms)).toBe(5);
    expect(bestWindowWeight(`${text} ${filler(40)} entrega en Monterrey`, terms)).toBe(7);
  });

  it("finds a term inside an option or a compound word, and nothing in a text without them", () => {
    const readable = [
      { stems: ["human"], weight: 1 },
      { stems: ["readabl"], weight: 1 },
    ];
    expect(bestWindowWeight("La opción --human-readable muestra 1K.", readable)).toBe(2);
    expect(bestWindowWeight("Nada que ver.", terms)).toBe(0);
  });
});
