import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { createOrganizations, useTestDatabase } from "@/tests/helpers/test-db";

// Ranking signals beyond which words a chunk contains (server/services/retrieval/full-text.ts and
// proximity.ts), each on a small organisation of its own blocks: the language a chunk is indexed in,
// the verb of a how-to question, command-line options, and how close together the words are.
useTestDatabase();

const ids: Record<string, string> = {};

async function block(key: string, title: string, content: string) {
  ids[key] = (await createKnowledgeBlock("acme", { title, content })).id;
}

beforeAll(async () => {
  await createOrganizations("acme");
  // Everyday content, so that the words below are rare as they would be in a real organisation's.
  await block("hours", "Horario", "<p>El horario de la tienda es de lunes a sábado, de 10 a 19 h.</p>");
  await block("warranty", "Garantía", "<p>La garantía de los equipos cubre defectos de fabricación.</p>");
  for (let i = 0; i < 20; i++)
    await block(`filler${i}`, `Aviso ${i}`, `<p>La empresa informa el aviso número ${i} a su personal.</p>`);
});

const sources = async (query: string) => (await searchChunks("acme", query)).map((hit) => hit.sourceId);

describe("ranking signals", () => {
  it("finds a Spanish question's words in a chunk indexed as English", async () => {
    // A Spanish manual's passage left in English is indexed with English stemming, Spanish words too.
    await block(
      "mixed",
      "Backups",
      "<p>The backup tool copies every file at night, and it keeps the respaldos of the last week on the server.</p>",
    );
    expect((await sources("¿Cuántos respaldos se guardan?"))[0]).toBe(ids.mixed);
  });

  it("weighs the verb of a how-to question half in ranking: the rest says what it is about", async () => {
    // "reviso" is the rarest word of the question, and the block that has it is about mail.
    await block("mail", "Correo", "<p>Revisa el servidor de correo cada lunes.</p>");
    await block("serverLog", "Sistemas", "<p>La bitácora del servidor se guarda en el disco D.</p>");
    await block("visits", "Recepción", "<p>La bitácora de visitas se firma en recepción.</p>");
    expect((await sources("¿Cómo reviso la bitácora del servidor?"))[0]).toBe(ids.serverLog);
  });

  it("searches a command-line option as written, though it is also a stop word", async () => {
    await block("duSummary", "du -s", "<p>La opción du -s muestra solo el total de cada carpeta.</p>");
    await block("duAll", "du", "<p>El comando du muestra el uso de cada carpeta y de sus subcarpetas.</p>");
    expect((await sources("du -s"))[0]).toBe(ids.duSummary);
  });

  it("ranks the chunk that says the question's words together above one that scatters them", async () => {
    // The scattered block says each word more often, so ts_rank alone would put it first.
    const filler = "Texto de relleno sin relación alguna con lo preguntado aquí. ".repeat(4);
    await block(
      "spread",
      "Logística",
      `<p>Los muebles llegan al almacén y los muebles se cargan. ${filler} La entrega sale los martes; cada entrega se firma. ${filler} Monterrey recibe pedidos y Monterrey paga.</p>`,
    );
    await block(
      "together",
      "Envíos",
      "<p>A Monterrey, los muebles llegan en cinco días; la entrega es gratis.</p>",
    );
    expect((await sources("¿Cuándo llega la entrega de muebles a Monterrey?"))[0]).toBe(ids.together);
  });

  it("ranks the passage that holds the kind of answer asked for above one that only shares its words", async () => {
    // The recommendation says «kit de resistencia» twice and ts_rank alone puts it first; the price
    // list says it once, with the amount «¿cuánto sale…?» asks for.
    await block(
      "advice",
      "Días nublados",
      "<p>En días nublados ofrezca el kit de resistencia eléctrica: el kit de resistencia calienta el agua.</p>",
    );
    await block("prices", "Accesorios", "<p>Kit de resistencia eléctrica KRE-1500: $1,380.00 con IVA.</p>");
    for (const question of ["¿Cuánto sale el kit de resistencia?", "how much does the resistance kit cost?"])
      expect((await sources(question))[0]).toBe(ids.prices);
    // A question that asks for no amount keeps the order the words give.
    expect((await sources("¿Para qué sirve el kit de resistencia?"))[0]).toBe(ids.advice);
  });

  it("counts as the answer to «¿cuántos días…?» a number of days, not any number", async () => {
    await block(
      "leaveForm",
      "Solicitud",
      "<p>El formato 5.2 se firma al pedir los días de vacaciones; los días de vacaciones se aprueban por escrito.</p>",
    );
    await block("leaveDays", "Antigüedad", "<p>Al primer año corresponden 12 días de vacaciones.</p>");
    expect((await sources("¿Cuántos días de vacaciones?"))[0]).toBe(ids.leaveDays);
  });

  it("puts the shorter of two passages that match a question equally first, not the one with the smaller id", async () => {
    // Ids are random, so without this order each pair would come out either way: four pairs all
    // right by chance is one time in sixteen.
    const pairs = [
      ["¿Venden tarjetas de regalo?", "Las tarjetas de regalo se venden en caja."],
      ["¿Reciben vales de despensa?", "Los vales de despensa se reciben en todas las cajas."],
      ["¿Hay rampa para sillas de ruedas?", "La entrada principal tiene rampa para sillas de ruedas."],
      ["¿Afilan cuchillos?", "Afilamos cuchillos y tijeras mientras usted espera."],
    ];
    const extra =
      " También hay bolsas, moños y envolturas de temporada en el pasillo tres, junto a las revistas.";
    for (const [i, [, sentence]] of pairs.entries()) {
      await block(`long${i}`, `Aviso largo ${i}`, `<p>${sentence}${extra}</p>`);
      await block(`short${i}`, `Aviso corto ${i}`, `<p>${sentence}</p>`);
    }
    for (const [i, [question]] of pairs.entries())
      expect((await sources(question)).slice(0, 2)).toEqual([ids[`short${i}`], ids[`long${i}`]]);
  });
});
