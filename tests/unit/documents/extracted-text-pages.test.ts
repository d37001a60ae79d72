import {
  PASSAGES_PER_PAGE_MAX,
  extractedTextKind,
  groupPassages,
  pageLabel,
  type PassagePlace,
} from "@/server/services/documents/extracted-text";

/**
 * How a document's passages become the pages of its extracted text (issue 22 point 4): by the page or
 * slide number, or by the sheet or section heading, that ingestion recorded; long ones in parts.
 */

const place = (ordinal: number, page: number | null, heading = ""): PassagePlace => ({
  ordinal,
  page,
  heading,
});

describe("groupPassages", () => {
  it("groups a PDF's passages by page, whatever headings they sit under", () => {
    const pages = groupPassages("page", [
      place(0, 1, "1. Alcance"),
      place(1, 1, "2. Plazos"),
      place(2, 2, "2. Plazos"),
    ]);
    expect(pages.map(({ number, first, last }) => ({ number, first, last }))).toEqual([
      { number: 1, first: 0, last: 1 },
      { number: 2, first: 2, last: 2 },
    ]);
  });

  it("groups sheets and sections by their heading, in reading order, and keeps a repeated heading apart", () => {
    const pages = groupPassages("section", [
      place(0, null, ""),
      place(1, null, "Uniformes"),
      place(2, null, "Uniformes"),
      place(3, null, "Horario"),
      place(5, null, "Uniformes"), // ordinals may skip (an empty chunk is never stored)
    ]);
    expect(pages.map(({ name, first, last }) => [name, first, last])).toEqual([
      ["", 0, 0],
      ["Uniformes", 1, 2],
      ["Horario", 3, 3],
      ["Uniformes", 5, 5],
    ]);
  });

  it("reads a text, CSV or image as one page", () => {
    expect(groupPassages("text", [place(0, null), place(1, null), place(2, null)])).toEqual([
      { number: null, name: "", part: 1, parts: 1, first: 0, last: 2 },
    ]);
  });

  it("cuts a long sheet into parts of at most PASSAGES_PER_PAGE_MAX passages", () => {
    const count = PASSAGES_PER_PAGE_MAX * 2 + 1;
    const pages = groupPassages(
      "sheet",
      Array.from({ length: count }, (_, ordinal) => place(ordinal, null, "Precios")),
    );
    expect(pages.map(({ part, parts, first, last }) => [part, parts, first, last])).toEqual([
      [1, 3, 0, PASSAGES_PER_PAGE_MAX - 1],
      [2, 3, PASSAGES_PER_PAGE_MAX, 2 * PASSAGES_PER_PAGE_MAX - 1],
      [3, 3, 2 * PASSAGES_PER_PAGE_MAX, 2 * PASSAGES_PER_PAGE_MAX],
    ]);
    expect(pageLabel("sheet", pages[1], "es")).toBe("Hoja «Precios» (parte 2 de 3)");
    expect(pageLabel("sheet", pages[1], "en")).toBe("Sheet “Precios” (part 2 of 3)");
  });
});

describe("pageLabel and extractedTextKind", () => {
  const page = (number: number | null, name = "") => ({ number, name, part: 1, parts: 1, first: 0, last: 0 });

  it("says what each page is, in both languages", () => {
    expect(pageLabel("page", page(3), "es")).toBe("Página 3");
    expect(pageLabel("page", page(3), "en")).toBe("Page 3");
    expect(pageLabel("slide", page(2, "Precios"), "es")).toBe("Diapositiva 2 · Precios");
    expect(pageLabel("slide", page(2), "en")).toBe("Slide 2");
    expect(pageLabel("sheet", page(null, ""), "es")).toBe("Hoja sin nombre");
    expect(pageLabel("section", page(null, "Reglamento › Vacaciones"), "es")).toBe(
      "Sección «Reglamento › Vacaciones»",
    );
    expect(pageLabel("section", page(null), "en")).toBe("Untitled section");
    expect(pageLabel("image", page(null), "es")).toBe("Texto leído de la imagen");
    expect(pageLabel("text", page(null), "en")).toBe("Full text");
  });

  it("knows each format's kind of page", () => {
    expect(
      ["pdf", "pptx", "xlsx", "ods", "docx", "md", "html", "htm", "png", "csv", "txt"].map(extractedTextKind),
    ).toEqual([
      "page",
      "slide",
      "sheet",
      "sheet",
      "section",
      "section",
      "section",
      "section",
      "image",
      "text",
      "text",
    ]);
  });
});
