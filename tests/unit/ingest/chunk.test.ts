import { chunkKnowledgeHtml, chunkText, knowledgeHtmlSections } from "@/server/ingest/chunk";

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const words = (count: number, word = "palabra") =>
  Array.from({ length: count }, (_, i) => `${word}${i}`).join(" ");
/** Sentences of `size` words, each ending in a full stop and starting with a capital. */
const sentences = (count: number, size: number) =>
  Array.from({ length: count }, (_, i) => `Oración${i} ${words(size - 1)}.`).join(" ");

describe("chunkText", () => {
  it("keeps a short section as one chunk with its page and heading", () => {
    expect(chunkText([{ text: "Devoluciones en treinta días.", heading: " Política ", page: 3 }])).toEqual([
      { ordinal: 0, page: 3, heading: "Política", text: "Devoluciones en treinta días." },
    ]);
  });

  it("never crosses pages and numbers chunks in order", () => {
    const chunks = chunkText([
      { text: "Página uno.", page: 1 },
      { text: "Página dos.", page: 2 },
      { text: "", page: 3 },
      { text: "Página cuatro.", page: 4 },
    ]);
    expect(chunks.map(({ ordinal, page, text }) => ({ ordinal, page, text }))).toEqual([
      { ordinal: 0, page: 1, text: "Página uno." },
      { ordinal: 1, page: 2, text: "Página dos." },
      { ordinal: 2, page: 4, text: "Página cuatro." },
    ]);
    expect(chunks.every((chunk) => chunk.heading === null)).toBe(true);
  });

  it("merges small paragraphs up to the target and keeps paragraph breaks", () => {
    const text = ["Uno dos tres.", "Cuatro cinco.", "Seis."].join("\n\n");
    expect(chunkText([{ text }])).toEqual([
      { ordinal: 0, page: null, heading: null, text: "Uno dos tres.\n\nCuatro cinco.\n\nSeis." },
    ]);
  });

  it("treats single line breaks as spaces", () => {
    expect(chunkText([{ text: "línea\nque sigue\n  aquí" }])[0].text).toBe("línea que sigue aquí");
  });

  it("closes a chunk at the target and never passes the maximum", () => {
    const paragraphs = Array.from({ length: 12 }, () => words(120)).join("\n\n");
    const chunks = chunkText([{ text: paragraphs, page: 1 }], {
      targetWords: 300,
      maxWords: 400,
      minWords: 50,
    });
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(wordCount(chunk.text)).toBeLessThanOrEqual(400);
    expect(chunks.reduce((sum, chunk) => sum + wordCount(chunk.text), 0)).toBe(12 * 120);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, index) => index));
  });

  it("splits a huge paragraph on sentence boundaries", () => {
    const paragraph = sentences(30, 25); // 750 words in one paragraph
    const chunks = chunkText([{ text: paragraph }], { targetWords: 300, maxWords: 400 });
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks) {
      expect(wordCount(chunk.text)).toBeLessThanOrEqual(400);
      expect(chunk.text).toMatch(/^Oración\d+ /);
      expect(chunk.text).toMatch(/\.$/);
    }
    expect(chunks.map((chunk) => chunk.text).join(" ")).toBe(paragraph);
  });

  it("cuts a sentence longer than the maximum by words", () => {
    const chunks = chunkText([{ text: words(1_000) }], { targetWords: 300, maxWords: 400, minWords: 0 });
    expect(chunks.map((chunk) => wordCount(chunk.text))).toEqual([400, 400, 200]);
  });

  it("folds a tiny last chunk into the previous one when it fits", () => {
    const text = [words(250), words(100), words(20)].join("\n\n");
    const chunks = chunkText([{ text }], { targetWords: 300, maxWords: 400, minWords: 50 });
    expect(chunks.map((chunk) => wordCount(chunk.text))).toEqual([370]);
  });

  it("keeps the heading on every chunk of a long section", () => {
    const chunks = chunkText([{ text: sentences(40, 20), heading: "Garantía", page: 7 }]);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk).toMatchObject({ heading: "Garantía", page: 7 });
  });

  it("returns nothing for empty input", () => {
    expect(chunkText([])).toEqual([]);
    expect(chunkText([{ text: " \n\n " }])).toEqual([]);
  });
});

describe("chunkKnowledgeHtml", () => {
  const html =
    "<p>Resumen de la política.</p>" +
    "<h1>Envíos</h1><p>Enviamos a todo México.</p>" +
    "<h2>Nacionales</h2><p>De 3 a 5 días.</p><ul><li><p>Paquetería</p></li><li><p>Correo</p></li></ul>" +
    "<h2>Internacionales</h2><p>De 10 a 15 días &amp; aduanas.</p>" +
    "<h1>Devoluciones</h1><h3>Plazo</h3><p>Treinta días<br>con ticket.</p>";

  it("uses the title, then the heading path, as each chunk's heading", () => {
    expect(chunkKnowledgeHtml("Política de envíos", html)).toEqual([
      { ordinal: 0, page: null, heading: "Política de envíos", text: "Resumen de la política." },
      { ordinal: 1, page: null, heading: "Política de envíos › Envíos", text: "Enviamos a todo México." },
      {
        ordinal: 2,
        page: null,
        heading: "Política de envíos › Envíos › Nacionales",
        text: "De 3 a 5 días.\n\nPaquetería\n\nCorreo",
      },
      {
        ordinal: 3,
        page: null,
        heading: "Política de envíos › Envíos › Internacionales",
        text: "De 10 a 15 días & aduanas.",
      },
      {
        ordinal: 4,
        page: null,
        heading: "Política de envíos › Devoluciones › Plazo",
        text: "Treinta días con ticket.",
      },
    ]);
  });

  it("reads the heading's text without its markup", () => {
    expect(knowledgeHtmlSections("T", "<h2><strong>Precios</strong> &amp; pagos</h2><p>x</p>")).toEqual([
      { heading: "T › Precios & pagos", text: "x" },
    ]);
  });

  it("puts everything under the title when there are no headings", () => {
    const chunks = chunkKnowledgeHtml("Horario", "<p>Lunes a viernes.</p><p>Sábados medio día.</p>");
    expect(chunks).toEqual([
      { ordinal: 0, page: null, heading: "Horario", text: "Lunes a viernes.\n\nSábados medio día." },
    ]);
  });

  it("splits a long block within the word limits", () => {
    const long = `<h2>Manual</h2>${Array.from({ length: 20 }, () => `<p>${sentences(3, 20)}</p>`).join("")}`;
    const chunks = chunkKnowledgeHtml("Guía", long);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.heading).toBe("Guía › Manual");
      expect(wordCount(chunk.text)).toBeLessThanOrEqual(400);
    }
  });

  it("returns nothing for an empty editor", () => {
    expect(chunkKnowledgeHtml("Vacío", "<p></p>")).toEqual([]);
  });
});
