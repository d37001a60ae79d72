/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { MessageText } from "@/components/chat/message-text";

describe("MessageText", () => {
  it("renders bold text and citations as superscript references", () => {
    const { container } = render(
      <MessageText text="Abrimos **de 9 a 18 h** [1]." citationHref={(n) => `#source-${n}`} />,
    );
    expect(screen.getByText("de 9 a 18 h").tagName).toBe("STRONG");
    const citation = screen.getByRole("link", { name: "[1]" });
    expect(citation).toHaveAttribute("href", "#source-1");
    expect(citation.parentElement?.tagName).toBe("SUP");
    expect(container).toHaveTextContent("Abrimos de 9 a 18 h [1].");
  });

  it("opens http(s) links in a new tab and never links another scheme", () => {
    render(<MessageText text="[Portal](https://rh.example.mx) y [trampa](javascript:alert`1`)" />);
    const link = screen.getByRole("link", { name: "https://rh.example.mx/" });
    expect(link).toHaveAttribute("href", "https://rh.example.mx/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.getByText(/trampa/)).not.toHaveAttribute("href");
  });

  it("shows links as plain labels while the answer is still streaming (not yet vetted)", () => {
    const { rerender } = render(
      <MessageText text="Consulta [el portal](https://rh.example.mx) hoy." linksEnabled={false} />,
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText(/el portal/)).toBeInTheDocument();
    rerender(<MessageText text="Consulta [el portal](https://rh.example.mx) hoy." />);
    expect(screen.getByRole("link", { name: "https://rh.example.mx/" })).toHaveAttribute(
      "href",
      "https://rh.example.mx/",
    );
  });

  it("never hides a link's destination behind its words: the clickable text is the full address", () => {
    // A document's own wording: the words promise the payroll portal, the target is elsewhere.
    const { container } = render(
      <MessageText text="Revisa tu recibo en [el portal de nómina](https://nomina.evil.example/login?next=x)." />,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("https://nomina.evil.example/login?next=x");
    expect(links[0]).toHaveAttribute("href", "https://nomina.evil.example/login?next=x");
    expect(container).toHaveTextContent(
      "Revisa tu recibo en el portal de nómina (https://nomina.evil.example/login?next=x).",
    );
    expect(screen.queryByRole("link", { name: /portal de nómina/ })).not.toBeInTheDocument();
  });

  it("shows a link whose words are its own address once, and an internationalised host as its ASCII form", () => {
    const { container } = render(
      <MessageText text="[https://rh.example.mx](https://rh.example.mx) o [banco](https://bаnco.example/)" />,
    );
    expect(container).toHaveTextContent("https://rh.example.mx/ o banco (https://xn--bnco-53d.example/)");
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "https://rh.example.mx/",
      "https://xn--bnco-53d.example/",
    ]);
  });

  it("indents bullet and numbered lines", () => {
    render(<MessageText text={"Pasos:\n1. Lleva el ticket\n  - Original\n2. Pide el reembolso"} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "1.Lleva el ticket",
      "•Original",
      "2.Pide el reembolso",
    ]);
    expect(items[0].style.paddingInlineStart).toBe("1rem");
    expect(items[1].style.paddingInlineStart).toBe("2.25rem");
  });

  it("shows HTML as literal text and creates no element from it", () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:x">y</a>';
    const { container } = render(<MessageText text={`${payload}\n![x](https://evil.test/p.png)`} />);
    expect(container).toHaveTextContent(payload, { normalizeWhitespace: false });
    expect(container.querySelector("img, script, iframe, a")).toBeNull();
  });
});
