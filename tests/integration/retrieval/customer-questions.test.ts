import { answeringSource, organizationWithBlocks, type BlockFixture } from "@/tests/helpers/knowledge-blocks";
import { useTestDatabase } from "@/tests/helpers/test-db";

// The questions every small business is asked. «¿A qué hora abren?»: its hours block says «Horario»,
// «abrimos», «cerrados», «atendemos»; the customer says «hora», «abren», «cierran», «atienden», and
// other blocks say «horas» and «sábados» too (server/ai/derivations.ts, colloquial-mx.ts «abren»).
// «¿Dónde están?»: its location block gives an address and shares no word with the question
// (server/services/retrieval/plan.ts `planSearch`).
useTestDatabase();

let ids: Record<string, string> = {};

const BLOCKS: BlockFixture[] = [
  [
    "hours",
    "Horario de atención",
    "<p>La farmacia abre de lunes a sábado de 8:00 a 21:00 h. Los domingos atendemos de 9:00 a 14:00 h.</p>" +
      "<p>Permanecemos cerrados el 1 de enero y el 25 de diciembre.</p>",
  ],
  [
    "doctor",
    "Consultorio médico",
    "<p>Horario de consulta: de lunes a viernes de 10:00 a 14:00 h y los sábados de 10:00 a 13:00 h. " +
      "La consulta general cuesta $60 y se atiende por orden de llegada.</p>",
  ],
  [
    "delivery",
    "Servicio a domicilio",
    "<p>Llevamos su pedido a domicilio en menos de una hora, sin costo en compras mayores a $200.</p>",
  ],
  [
    "invoices",
    "Facturación",
    "<p>Pida su factura el mismo mes de la compra: al cierre de mes ya no es posible facturarla. " +
      "La enviamos por correo en un plazo de 72 horas.</p>",
  ],
  [
    "location",
    "Ubicación",
    "<p>Estamos en Calle del Carmen 45, col. Centro, a media cuadra del jardín principal. " +
      "Hay estacionamiento público enfrente.</p>",
  ],
  ["contact", "Contacto", "<p>Llámenos al 55 1234 5678 o escríbanos a pedidos@farmacia.example.com.</p>"],
  [
    "staff",
    "Reglamento del personal",
    "<p>El cierre de caja se hace al terminar cada turno. El personal debe llegar 10 minutos antes de su hora de entrada.</p>",
  ],
];

beforeAll(async () => {
  ids = await organizationWithBlocks("farmacia", BLOCKS);
  // A business that has not written where it is.
  await organizationWithBlocks(
    "sin-direccion",
    BLOCKS.filter(([key]) => key !== "location"),
  );
});

const answeredBy = (question: string, organizationId = "farmacia") =>
  answeringSource(organizationId, question);

describe("opening hours", () => {
  it("answers when the business opens or closes, however the customer asks, from its hours", async () => {
    const questions = [
      "a q hora abren el sabado?",
      "¿A qué hora abren?",
      "¿a que hora cierran?",
      "a q hora cierran el domingo",
      "¿Hasta qué hora atienden los domingos?",
    ];
    const answered = await Promise.all(questions.map((question) => answeredBy(question)));
    expect(Object.fromEntries(questions.map((q, i) => [q, answered[i]]))).toEqual(
      Object.fromEntries(questions.map((q) => [q, ids.hours])),
    );
  });

  it("still answers from another block what only that block says", async () => {
    expect(await answeredBy("¿A qué hora da consulta el doctor?")).toBe(ids.doctor);
    expect(await answeredBy("¿En cuántas horas me llega la factura?")).toBe(ids.invoices);
  });
});

describe("where the business is", () => {
  it("answers where it is from the block that gives its address, though they share no word", async () => {
    for (const question of ["¿Dónde están?", "donde estan?", "cual es la direccion?", "¿Dónde se ubican?"])
      expect([question, await answeredBy(question)]).toEqual([question, ids.location]);
  });

  it("declines it when no block gives an address, rather than quote a phone or another block", async () => {
    for (const question of ["¿Dónde están?", "cual es la direccion?"])
      expect([question, await answeredBy(question, "sin-direccion")]).toEqual([question, undefined]);
  });
});
