import { detectLanguage } from "@/server/ingest/language";

describe("detectLanguage", () => {
  it.each([
    "La política de devoluciones permite cambios en los primeros treinta días con el ticket de compra.",
    "Para configurar el sistema, entre al panel y seleccione la opción que corresponda a su sucursal.",
    "Política de devoluciones",
    "¿Cuál es el horario de atención?",
    "Envíos a toda la República",
  ])("reads Spanish: %s", (text) => expect(detectLanguage(text)).toBe("spanish"));

  it.each([
    "The return policy allows exchanges within the first thirty days with the purchase receipt.",
    "To configure the system, open the admin panel and select the option that matches your branch.",
    "What are the opening hours of the store?",
  ])("reads English: %s", (text) => expect(detectLanguage(text)).toBe("english"));

  it.each([
    "SKU-4411 ABC-123 X9 40x40 MX-PAL-07",
    "const total = items.reduce((sum, item) => sum + item.price, 0);",
    "2024-01-15 10:32:07 ERROR 0x1F3A",
    "",
    "12345 67890",
  ])("falls back to simple for codes and non-prose: %j", (text) =>
    expect(detectLanguage(text)).toBe("simple"),
  );

  it("decides mixed text by the majority", () => {
    expect(detectLanguage("El producto se llama Smart Home Hub y está disponible en la tienda")).toBe(
      "spanish",
    );
    expect(detectLanguage("The product is called Casa Inteligente and it is available in the store")).toBe(
      "english",
    );
  });
});
