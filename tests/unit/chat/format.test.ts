import { parseInline, parseMessage, safeHref } from "@/lib/chat/format";

describe("parseInline", () => {
  it("reads bold, citations and text", () => {
    expect(parseInline("Abrimos **de 9 a 18 h** [1].")).toEqual([
      { type: "text", text: "Abrimos " },
      { type: "bold", children: [{ type: "text", text: "de 9 a 18 h" }] },
      { type: "text", text: " " },
      { type: "citation", number: 1 },
      { type: "text", text: "." },
    ]);
  });

  it("keeps http(s) links and reduces other schemes to their words", () => {
    expect(parseInline("[Portal](https://rh.example.mx/vacaciones)")).toEqual([
      {
        type: "link",
        href: "https://rh.example.mx/vacaciones",
        children: [{ type: "text", text: "Portal" }],
      },
    ]);
    expect(parseInline("[clic](javascript:alert(1))")).toEqual([
      { type: "text", text: "[clic](javascript:alert(1))" },
    ]);
    expect(parseInline("[clic](javascript:alert`1`)")).toEqual([{ type: "text", text: "clic" }]);
    expect(parseInline("[datos](data:text/html,hola) [rel](/admin)")).toEqual([
      { type: "text", text: "datos rel" },
    ]);
  });

  it("turns images into their alt text, so nothing is fetched", () => {
    expect(parseInline("Mira ![logo](https://evil.test/x.png?c=secret)")).toEqual([
      { type: "text", text: "Mira logo" },
    ]);
  });

  it("never turns a bare URL into a link (the server vets only markdown links)", () => {
    expect(parseInline("Ve a https://evil.example/steal?q=1 ahora")).toEqual([
      { type: "text", text: "Ve a https://evil.example/steal?q=1 ahora" },
    ]);
  });

  it("leaves an unclosed ** and HTML as plain text", () => {
    expect(parseInline("2 ** 3 <img src=x onerror=alert(1)>")).toEqual([
      { type: "text", text: "2 ** 3 <img src=x onerror=alert(1)>" },
    ]);
  });
});

describe("parseMessage", () => {
  it("groups list lines with their depth and keeps paragraph line breaks", () => {
    expect(parseMessage("Necesitas:\n- El ticket\n  * La factura\n1. Ir a tienda\nGracias\n\nAdiós")).toEqual(
      [
        { type: "paragraph", lines: [[{ type: "text", text: "Necesitas:" }]] },
        {
          type: "list",
          items: [
            { marker: "•", ordered: false, depth: 0, content: [{ type: "text", text: "El ticket" }] },
            { marker: "•", ordered: false, depth: 1, content: [{ type: "text", text: "La factura" }] },
            { marker: "1.", ordered: true, depth: 0, content: [{ type: "text", text: "Ir a tienda" }] },
          ],
        },
        { type: "paragraph", lines: [[{ type: "text", text: "Gracias" }]] },
        { type: "paragraph", lines: [[{ type: "text", text: "Adiós" }]] },
      ],
    );
  });

  it("does not take bold at the start of a line for a bullet", () => {
    expect(parseMessage("**Horario**: 9 a 18 h")[0].type).toBe("paragraph");
  });
});

describe("safeHref", () => {
  it.each([
    ["https://a.mx/x", "https://a.mx/x"],
    ["http://a.mx", "http://a.mx/"],
    ["JAVASCRIPT:alert(1)", null],
    ["vbscript:x", null],
    ["//evil.test", null],
    ["mailto:a@b.mx", null],
  ])("%s → %s", (url, expected) => {
    expect(safeHref(url)).toBe(expected);
  });
});
