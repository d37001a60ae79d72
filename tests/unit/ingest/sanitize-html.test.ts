/** @jest-environment jsdom */
import { sanitizeKnowledgeHtml } from "@/server/ingest/sanitize-html";

import { XSS_PAYLOADS } from "./xss-payloads";

const FORBIDDEN_IN_OUTPUT: readonly RegExp[] = [
  /<script/i,
  /on\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<base/i,
  /<form/i,
  /<svg/i,
  /<math/i,
  /<style/i,
  /<img/i,
  /href\s*=\s*["']?\s*data:/i,
  /style\s*=/i,
];

// What the parsed output may contain: the toolbar's elements plus the document shell jsdom adds.
const ALLOWED_ELEMENTS = new Set([
  "HTML",
  "HEAD",
  "BODY",
  "H1",
  "H2",
  "H3",
  "P",
  "BR",
  "STRONG",
  "EM",
  "U",
  "OL",
  "UL",
  "LI",
  "A",
]);
const ALLOWED_LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

describe("sanitizeKnowledgeHtml against the XSS corpus", () => {
  it("has a corpus of at least 60 payloads", () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  describe.each(XSS_PAYLOADS.map((payload) => [payload]))("%s", (payload) => {
    const output = sanitizeKnowledgeHtml(payload);

    it("leaves nothing executable in the markup", () => {
      for (const pattern of FORBIDDEN_IN_OUTPUT) expect(output).not.toMatch(pattern);
    });

    it("is idempotent", () => {
      expect(sanitizeKnowledgeHtml(output)).toBe(output);
    });

    it("parses into allowed elements only, without handlers or unsafe links", () => {
      const parsed = new DOMParser().parseFromString(output, "text/html");
      for (const element of Array.from(parsed.querySelectorAll("*"))) {
        expect(ALLOWED_ELEMENTS).toContain(element.tagName);
        for (const attribute of Array.from(element.attributes)) expect(attribute.name).not.toMatch(/^on/i);
      }
      for (const link of Array.from(parsed.querySelectorAll("a[href]"))) {
        expect(ALLOWED_LINK_PROTOCOLS).toContain(new URL(link.getAttribute("href") ?? "").protocol);
        expect(link.getAttribute("rel")).toBe("noopener noreferrer");
        expect(link.getAttribute("target")).toBe("_blank");
      }
    });
  });
});

describe("sanitizeKnowledgeHtml on editor content", () => {
  // What the Tiptap editor emits for a block using every toolbar button.
  const editorHtml =
    "<h1>Política de devoluciones</h1>" +
    "<p>Aceptamos devoluciones en <strong>30 días</strong>, <em>sin costo</em>; <u>conserve</u> su ticket.</p>" +
    "<h2>Pasos</h2>" +
    '<ol><li><p>Entre a <a target="_blank" rel="noopener noreferrer nofollow" href="https://tienda.example/devoluciones?x=1&amp;y=2">la tienda</a></p></li>' +
    '<li><p>Escriba a <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:ayuda@tienda.example">ayuda</a></p></li></ol>' +
    "<ul><li><p>Uno</p><ul><li><p>Anidado</p></li></ul></li></ul>" +
    '<ol start="3"><li><p>Tercero</p></li></ol>' +
    "<h3>Notas</h3><p>Línea<br>nueva &amp; más &lt;texto&gt; «comillas» ¿sí? ¡claro!</p><p></p>";

  it("keeps headings, emphasis, lists, links and text intact", () => {
    expect(sanitizeKnowledgeHtml(editorHtml)).toBe(
      "<h1>Política de devoluciones</h1>" +
        "<p>Aceptamos devoluciones en <strong>30 días</strong>, <em>sin costo</em>; <u>conserve</u> su ticket.</p>" +
        "<h2>Pasos</h2>" +
        '<ol><li><p>Entre a <a href="https://tienda.example/devoluciones?x=1&amp;y=2" target="_blank" rel="noopener noreferrer">la tienda</a></p></li>' +
        '<li><p>Escriba a <a href="mailto:ayuda@tienda.example" target="_blank" rel="noopener noreferrer">ayuda</a></p></li></ol>' +
        "<ul><li><p>Uno</p><ul><li><p>Anidado</p></li></ul></li></ul>" +
        '<ol start="3"><li><p>Tercero</p></li></ol>' +
        "<h3>Notas</h3><p>Línea<br />nueva &amp; más &lt;texto&gt; «comillas» ¿sí? ¡claro!</p><p></p>",
    );
  });

  it("is idempotent on editor content", () => {
    const once = sanitizeKnowledgeHtml(editorHtml);
    expect(sanitizeKnowledgeHtml(once)).toBe(once);
  });

  it("normalises <b> and <i> to <strong> and <em>", () => {
    expect(sanitizeKnowledgeHtml("<p><b>a</b> <i>b</i></p>")).toBe("<p><strong>a</strong> <em>b</em></p>");
  });

  it("unwraps elements outside the toolbar but keeps their text", () => {
    expect(
      sanitizeKnowledgeHtml("<h4>Cuatro</h4><div><span>texto</span> <s>tachado</s> <code>x</code></div>"),
    ).toBe("Cuatrotexto tachado x");
  });

  it("turns refused links into inert anchors without attributes", () => {
    expect(sanitizeKnowledgeHtml('<a href="javascript:alert(1)" title="t">x</a><p>y</p>')).toBe(
      "<a>x</a><p>y</p>",
    );
  });

  it("drops relative links and non-numeric list starts without disturbing what follows", () => {
    expect(sanitizeKnowledgeHtml('<a href="/admin">interno</a><ol start="x"><li>a</li></ol>')).toBe(
      "<a>interno</a><ol><li>a</li></ol>",
    );
  });
});
