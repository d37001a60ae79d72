import { runningHeaders } from "@/server/ingest/running-headers";

const page = (...lines: string[]) => ({ text: lines.join("\n") });

describe("running headers", () => {
  it("takes the line that opens several pages, page numbers aside", () => {
    const pages = [
      page("GREP(1) Órdenes de usuario GREP(1)", "NOMBRE", "grep - muestra líneas que concuerdan"),
      page("GREP(1) Órdenes de usuario GREP(1)", "-c, --count Muestra el número de líneas."),
      page("12 Guía de referencia de Debian", "Capítulo 2"),
      page("13 Guía de referencia de Debian", "apt-get purge elimina también la configuración."),
      page("Una página suelta", "con su propio texto"),
    ];
    expect(runningHeaders(pages)).toEqual([
      "GREP(1) Órdenes de usuario GREP(1)",
      "GREP(1) Órdenes de usuario GREP(1)",
      "Guía de referencia de Debian",
      "Guía de referencia de Debian",
      null,
    ]);
  });

  it("ignores first lines that are only numbers or too long to be a header", () => {
    const long = "palabra ".repeat(30).trim();
    expect(runningHeaders([page("3", "a"), page("3", "b"), page(long, "c"), page(long, "d")])).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("running headers of the front matter", () => {
  it("sets roman page numbers aside, not words made of their letters", () => {
    const pages = [
      page("Guía de referencia iv", "Índice"),
      page("Guía de referencia xxiii", "Prefacio"),
      page("Código civil", "Artículo 1"),
      page("Código civil", "Artículo 2"),
    ];
    expect(runningHeaders(pages)).toEqual([
      "Guía de referencia",
      "Guía de referencia",
      "Código civil",
      "Código civil",
    ]);
  });
});
