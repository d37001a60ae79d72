/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { SourceList } from "@/components/chat/source-list";
import type { ChatSource } from "@/lib/chat/client";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

/**
 * Issue 22 points 2 and 3: a source from a document without pages is named by its slide, sheet,
 * section or time range in the sources list, in the reader's language; a recording opens at the minute.
 */

const SOURCES: ChatSource[] = [
  { number: 1, kind: "document", id: "doc-pdf", title: "Reglamento.pdf", page: 4 },
  {
    number: 2,
    kind: "document",
    id: "doc-xlsx",
    title: "Precios.xlsx",
    page: null,
    place: { kind: "sheet", name: "Precios" },
  },
  {
    number: 3,
    kind: "document",
    id: "doc-pptx",
    title: "Curso.pptx",
    page: null,
    place: { kind: "slide", number: 3 },
  },
  {
    number: 4,
    kind: "document",
    id: "doc-docx",
    title: "Políticas.docx",
    page: null,
    place: { kind: "section", name: "Devoluciones" },
  },
  {
    number: 5,
    kind: "document",
    id: "doc-mp3",
    title: "Junta.mp3",
    page: null,
    place: { kind: "time", start: 60, end: 120 },
  },
];

const link = (name: RegExp) => within(screen.getByRole("region")).getByRole("link", { name });

it.each([
  ["es", "pág. 4", "Hoja: Precios", "Diapositiva 3", "Sección: Devoluciones"],
  ["en", "p. 4", "Sheet: Precios", "Slide 3", "Section: Devoluciones"],
] as const)(
  "in %s: a page, a sheet, a slide, a section and a time range",
  (locale, page, sheet, slide, section) => {
    renderWithIntl(<SourceList messageId="m1" sources={SOURCES} onOpen={() => {}} />, { locale });
    expect(link(/Reglamento\.pdf/)).toHaveTextContent(page);
    expect(link(/Precios\.xlsx/)).toHaveTextContent(sheet);
    expect(link(/Curso\.pptx/)).toHaveTextContent(slide);
    expect(link(/Curso\.pptx/)).not.toHaveTextContent(/p(ág)?\. 3/);
    expect(link(/Políticas\.docx/)).toHaveTextContent(section);
    expect(link(/Junta\.mp3/)).toHaveTextContent("00:01:00–00:02:00");
    // The player starts at the cited minute (a media fragment); a PDF opens at its page.
    expect(link(/Junta\.mp3/)).toHaveAttribute("href", "/api/documents/doc-mp3/file#t=60,120");
    expect(link(/Reglamento\.pdf/)).toHaveAttribute("href", "/api/documents/doc-pdf/file#page=4");
  },
);
