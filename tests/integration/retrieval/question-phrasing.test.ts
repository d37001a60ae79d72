import { relevantChunks } from "@/server/ai/relevance";
import { MAX_WORDS } from "@/server/ai/tuning";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { createOrganizations, useTestDatabase } from "@/tests/helpers/test-db";

// How an employee phrases a question, apart from what it is about (server/services/retrieval/question.ts):
// chat shorthand for function words, stop words that carry an accent, and the verb after a question
// word, which the gate weighs as phrasing when the content never uses it.
useTestDatabase();

const ids: Record<string, string> = {};

beforeAll(async () => {
  await createOrganizations("acme");
  const block = async (key: string, title: string, content: string) =>
    (ids[key] = (await createKnowledgeBlock("acme", { title, content })).id);
  await block(
    "hours",
    "Horario de atención",
    "<p>Atendemos de lunes a viernes de 9:00 a 18:00 h y los sábados de 9:00 a 14:00 h.</p>",
  );
  await block(
    "shipping",
    "Envíos",
    "<p>El envío a domicilio es gratis en compras mayores a $1,500; debajo de ese monto cuesta $149.</p>",
  );
  await block(
    "heaters",
    "Calentadores solares",
    "<p>El calentador solar CS-300 cuesta $13,900 y el CS-150 cuesta $9,800, con instalación básica incluida.</p>",
  );
  await block(
    "invoices",
    "Facturas",
    "<p>La factura se solicita en caja con el ticket de compra dentro del mes.</p>",
  );
  await block(
    "brakes",
    "Garantía de frenos",
    "<p>Las balatas tienen garantía de 6 meses o 10,000 km contra defectos de fabricación.</p>",
  );
  await block(
    "payments",
    "Formas de pago",
    "<p>Aceptamos efectivo y tarjeta; también transferencias, que están libres de comisión y son más rápidas.</p>",
  );
  for (let i = 0; i < 12; i++)
    await block(`notice${i}`, `Aviso ${i}`, `<p>La empresa informa el aviso número ${i} a su personal.</p>`);
});

const answeredBy = async (question: string) =>
  relevantChunks(question, await searchChunks("acme", question)).map((chunk) => chunk.sourceId)[0] ?? null;

describe("how a question is phrased", () => {
  it.each([
    ["a q hora abren el sabado?", "hours"],
    ["¿A qué hora abren el sábado?", "hours"],
    ["cuanto me cobran el envio?", "shipping"],
    ["¿Cuándo se solicita la factura?", "invoices"],
  ])("«%s» passes the gate with the passage that answers it", async (question, key) => {
    expect(await answeredBy(question)).toBe(ids[key]);
  });

  it.each([
    "¿A qué hora abre el Metro de la CDMX?",
    "¿Cuánto cuesta una consulta con el dentista?",
    "¿Dónde venden boletos para el futbol?",
  ])("«%s», about something the content never mentions, is still declined", async (question) => {
    expect(await answeredBy(question)).toBeNull();
  });
});

describe("stop words that carry an accent", () => {
  // Questions are searched without accents, and Postgres' Spanish stop list knows «también», «están»
  // and «más» only with theirs: they frame a question however they are typed, and add nothing to it.
  it.each([
    ["¿El envío es gratis?", "¿El envío también es gratis?", "shipping"],
    ["¿Las balatas tienen garantía?", "las balatas estan en garantia?", "brakes"],
    ["¿El envío es gratis?", "y si el envio ya no es mas gratis?", "shipping"],
  ])("«%s» and «%s» cover the passage alike", async (plain, framed, key) => {
    const [withoutThem] = await searchChunks("acme", plain);
    const [withThem] = await searchChunks("acme", framed);
    expect(withoutThem.sourceId).toBe(ids[key]);
    expect(withThem.sourceId).toBe(ids[key]);
    expect(withThem.coverage).toBeCloseTo(withoutThem.coverage!, 6);
  });
});

describe("a verb after a pronoun", () => {
  // «se», «me», «le» announce a verb: how the employee tells it, in words a policy rarely writes.
  it("weighs the telling verbs the content never uses as phrasing, not as the subject", async () => {
    expect(await answeredBy("¿me cambian las balatas que ya se acabaron?")).toBe(ids.brakes);
  });

  it.each(["¿Me recomiendas una película para el fin de semana?", "¿Se me antoja un pozole, dónde venden?"])(
    "«%s», about something the content never mentions, is still declined",
    async (question) => {
      expect(await answeredBy(question)).toBeNull();
    },
  );
});

describe("codes (models, parts, forms)", () => {
  it("answers a code the content has, however it is spaced", async () => {
    expect(await answeredBy("¿Cuánto cuesta el calentador CS-300?")).toBe(ids.heaters);
    expect(await answeredBy("cuanto cuesta el cs300")).toBe(ids.heaters);
  });

  it("declines a code the content never has: it asks about another model", async () => {
    expect(await answeredBy("¿Cuánto cuesta el calentador CS-500?")).toBeNull();
  });
});

describe("a long message", () => {
  // More words than a search takes (MAX_WORDS): the story comes first and the question last.
  const story =
    "Buenas tardes, les escribo porque la semana pasada estuve platicando con mi compadre que tiene un " +
    "taller mecánico en el centro de León y me contó muchas cosas de su negocio, de sus empleados, de los " +
    "proveedores que le surten y de cómo le fue en diciembre con las ventas de temporada.";

  it("is searched by the sentence that asks, even past the word budget", async () => {
    expect(story.split(/\s+/).length).toBeGreaterThan(MAX_WORDS);
    const [first] = await searchChunks("acme", `${story} ¿A qué hora abren el sábado?`);
    expect(first?.sourceId).toBe(ids.hours);
  });

  it("still declines when what it asks is not in the content", async () => {
    expect(await answeredBy(`${story} ¿Cuánto cuesta una consulta con el dentista?`)).toBeNull();
  });
});
