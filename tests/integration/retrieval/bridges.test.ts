import { isRelevantEnough } from "@/server/ai/relevance";
import { BRIDGE_WEIGHT, COLLOQUIAL_SENSE_SHARE } from "@/server/ai/tuning";
import { soundKey } from "@/server/ai/word-lists";
import { createKnowledgeBlock } from "@/server/services/knowledge/blocks";
import { saveSynonym } from "@/server/services/knowledge/synonyms";
import { rankChunks, searchChunks } from "@/server/services/retrieval/full-text";
import { planSearch } from "@/server/services/retrieval/plan";
import { answeringSource } from "@/tests/helpers/knowledge-blocks";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

// Question words the organisation's content never uses (server/services/retrieval/bridges.ts): typos,
// colloquialisms, thesaurus synonyms and the admin's own synonyms lead to the words it does use.
useTestDatabase();

const ids: Record<string, string> = {};

async function block(organizationId: string, key: string, title: string, content: string) {
  ids[key] = (await createKnowledgeBlock(organizationId, { title, content })).id;
}

beforeAll(async () => {
  const db = await testDb();
  await db.organization.createMany({
    data: [
      { id: "acme", name: "Acme" },
      { id: "beta", name: "Beta" },
      { id: "refaccionaria", name: "Refaccionaria" },
      { id: "dentista", name: "Dentista" },
      { id: "colegio", name: "Colegio" },
      { id: "laboratorio", name: "Laboratorio" },
    ],
  });
  // A clinic that lists its prices under «Precios» and says «cuesta» only of its urgent care.
  await block(
    "dentista",
    "prices",
    "Precios de tratamientos",
    "<p>Lista de precios vigente: limpieza dental con ultrasonido $650 MXN; resina desde $800 MXN por pieza; extracción simple $700 MXN.</p>",
  );
  await block(
    "dentista",
    "urgent",
    "Urgencias dentales",
    "<p>Fuera de horario llame a la línea de urgencias dentales. La consulta de urgencia cuesta $900 MXN, sin incluir el tratamiento.</p>",
  );
  await block(
    "dentista",
    "whitening",
    "Blanqueamiento",
    "<p>El blanqueamiento en consultorio cuesta $3,500 MXN; el precio incluye la revisión previa.</p>",
  );
  // A parts store that writes its units as symbols, and one block that spells one out.
  await block(
    "refaccionaria",
    "shipping",
    "Envíos",
    "<p>Enviamos por paquetería cajas de hasta 30 kg; lo que pase de ese peso va por flete.</p>",
  );
  await block(
    "refaccionaria",
    "brakes",
    "Garantía de balatas",
    "<p>Las balatas tienen garantía de 6 meses o 10,000 km, lo que ocurra primero.</p>",
  );
  await block(
    "refaccionaria",
    "oil",
    "Aceite a granel",
    "<p>El aceite a granel se vende por litros, desde 5 litros por cliente.</p>",
  );
  await block(
    "refaccionaria",
    "hours",
    "Horario",
    "<p>Abrimos de lunes a sábado de 8:00 a 19:00, a 200 m de la estación.</p>",
  );
  await block(
    "acme",
    "vacation",
    "Vacaciones",
    "<p>Las vacaciones son de 12 días en el primer año de servicio; se solicitan con 15 días de anticipación.</p>",
  );
  await block(
    "acme",
    "users",
    "Alta de usuarios",
    "<p>Para dar de alta un usuario en el sistema, el supervisor llena el formato TI-02.</p>",
  );
  await block(
    "acme",
    "warranty",
    "Garantía de herramientas",
    "<p>Las herramientas Milwaukee tienen garantía de 5 años contra defectos de fabricación.</p>",
  );
  await block(
    "acme",
    "payroll",
    "Nómina",
    "<p>El sueldo se paga por depósito cada quince días, los días 15 y último de cada mes.</p>",
  );
  await block(
    "acme",
    "dismissal",
    "Rescisión",
    "<p>Más de tres faltas injustificadas en 30 días son causa de despido sin responsabilidad para la empresa.</p>",
  );
  await block(
    "acme",
    "returns",
    "Devoluciones",
    "<p>La devolución del dinero se hace en 10 días hábiles con el ticket de compra.</p>",
  );
  await block(
    "acme",
    "email",
    "Correo electrónico",
    "<p>El correo de la empresa se configura en Outlook con la cuenta que entrega sistemas.</p>",
  );
  await block(
    "acme",
    "hours",
    "Horario de atención",
    "<p>Atendemos de lunes a viernes de 8:00 a 19:00 y los sábados de 9:00 a 14:00.</p>",
  );
  await block(
    "acme",
    "payments",
    "Tarjetas y efectivo",
    "<p>Aceptamos efectivo y tarjetas de débito o crédito; la alberca del club no está incluida.</p>",
  );
  await block(
    "acme",
    "quality",
    "Control de calidad",
    "<p>El supervisor debe probar cada equipo antes de entregarlo al cliente.</p>",
  );
  // A school that writes «secundaria» in full, and «secos» (stem «sec», one letter off «secu»).
  await block(
    "colegio",
    "recess",
    "Recreo",
    "<p>Los alumnos de secundaria salen al recreo de 11:10 a 11:40; los de primaria, de 10:30 a 11:00.</p>",
  );
  await block(
    "colegio",
    "cleaning",
    "Limpieza",
    "<p>Los baños se revisan cada hora y se mantienen secos y limpios durante la jornada.</p>",
  );
  // A school that writes «basquetbol», never the thesaurus's «baloncesto» for «basquet», and «compuesto»
  // in more chunks than «computadora» (the colloquial «compu» is «computadora» all the same).
  await block(
    "colegio",
    "workshops",
    "Talleres extraescolares",
    "<p>El taller de basquetbol es los martes y jueves de 15:00 a 16:30 en la cancha techada.</p>",
  );
  await block(
    "colegio",
    "lab",
    "Laboratorio de cómputo",
    "<p>Cada alumno de secundaria tiene una computadora asignada en el laboratorio.</p>",
  );
  await block(
    "colegio",
    "science",
    "Ciencias",
    "<p>En química se estudia el compuesto, el compuesto orgánico y el compuesto iónico.</p>",
  );
  await block(
    "colegio",
    "chemistry",
    "Química",
    "<p>Cada compuesto se etiqueta antes de guardarlo en el laboratorio.</p>",
  );
  // A lab whose content says «salario» and nothing that «sala» stems as.
  await block("laboratorio", "labPay", "Pagos", "<p>El salario del laboratorista se paga cada quincena.</p>");
  await block("beta", "betaVacation", "Vacaciones Beta", "<p>En Beta las vacaciones son de 20 días.</p>");
});

const first = async (question: string) => (await searchChunks("acme", question))[0];

/** A bridged word finds the passage the word written would, and covers less of the question. */
async function expectWeighsLess(organizationId: string, written: string, bridged: string) {
  const [exact] = await rankChunks(organizationId, written);
  const [found] = await rankChunks(organizationId, bridged);
  expect(found.sourceId).toBe(exact.sourceId);
  expect(found.coverage!).toBeLessThan(exact.coverage!);
}

/** The question's first passage is the block's, and it passes the relevance gate. */
const expectAnsweredBy = async (organizationId: string, question: string, key: string) =>
  expect(await answeringSource(organizationId, question)).toBe(ids[key]);

describe("typos", () => {
  it("finds the chunk for a misspelt word, as the closest word the content uses", async () => {
    expect((await first("¿Cuántos días de vacasiones tengo?"))?.sourceId).toBe(ids.vacation);
    expect((await first("¿cómo doy de alta un usuaro?"))?.sourceId).toBe(ids.users);
    expect((await first("garantia milwakee"))?.sourceId).toBe(ids.warranty);
  });

  it("lets the corrected question through the relevance gate", async () => {
    for (const question of ["¿Cuántos días de vacasiones tengo?", "garantia milwakee"]) {
      const chunks = await searchChunks("acme", question);
      expect(isRelevantEnough(question, chunks)).toBe(true);
    }
  });

  it("weighs a corrected word less than the word written right", async () => {
    await expectWeighsLess("acme", "garantía milwaukee", "garantía milwakee");
  });

  it("weighs a corrected word in the question as a word no passage contains", async () => {
    // Correcting «vacasiones» changes which passages cover it, not what the question is made of; so
    // even where the question also writes the correction, whose frequency the plan then reads.
    const db = await testDb();
    const corrected = await planSearch(db, "acme", "garantía vacaciones vacasiones");
    const unknown = await planSearch(db, "acme", "garantía vacaciones zqxwvj");
    expect(corrected!.groups.some((group) => group.bridged)).toBe(true);
    expect(corrected!.mass).toBeCloseTo(unknown!.mass, 6);
  });

  it("corrects a name by one letter at most: two letters off, it is another name", async () => {
    const top = async (question: string) => (await searchChunks("acme", question))[0];
    const oneOff = "¿Qué garantía tienen las herramientas Milwakee?";
    const corrected = await top(oneOff);
    expect(isRelevantEnough(oneOff, [corrected])).toBe(true);
    // Two letters off, the name is searched as what it is, a name the content never mentions: it
    // weighs exactly as another brand would, with no credit from «Milwaukee».
    const twoOff = await top("¿Qué garantía tienen las herramientas Milwakei?");
    const otherBrand = await top("¿Qué garantía tienen las herramientas Makita?");
    expect(twoOff.coverage).toBeCloseTo(otherBrand.coverage!, 5);
    expect(twoOff.coverage!).toBeLessThan(corrected.coverage! - 0.25);
    expect(
      isRelevantEnough(
        "¿Qué garantía tiene Makita?",
        await searchChunks("acme", "¿Qué garantía tiene Makita?"),
      ),
    ).toBe(false);
  });

  it("corrects a word spelt as it sounds, though it shares few letter triples with the right one", async () => {
    // «aseptan» is one letter off «aceptan», but too few of their trigrams are shared for the trigram
    // search alone to find it; «alberka» likewise.
    for (const question of ["¿aseptan tarjeta?", "alberka"]) {
      const [chunk] = await searchChunks("acme", question);
      expect(chunk?.sourceId).toBe(ids.payments);
      expect(chunk.bridged).toBe(true);
      expect(isRelevantEnough(question, [chunk])).toBe(true);
    }
  });

  it("corrects a word with two letters swapped, though it shares few letter triples with the right one", async () => {
    // «garnati» and «garanti» share a third of their trigrams; they have the same letters.
    const question = "¿qué garnatía tienen las herramientas?";
    const [chunk] = await searchChunks("acme", question);
    expect(chunk?.sourceId).toBe(ids.warranty);
    expect(chunk.bridged).toBe(true);
    expect(isRelevantEnough(question, [chunk])).toBe(true);
  });

  it("reads a word's sound in SQL (es_sound_key) as soundKey does in TypeScript", async () => {
    const words = [
      "aseptan",
      "aceptan",
      "alberka",
      "yave",
      "llave",
      "hacer",
      "guerra",
      "gente",
      "quince",
      "chamba",
      "vasura",
      "spinning",
      "mecánico",
      "Zócalo",
      "whisky",
      "acción",
      "año",
      "pingüino",
    ];
    const db = await testDb();
    const rows = await db.$queryRawUnsafe<{ word: string; key: string }[]>(
      `SELECT w AS "word", es_sound_key(w) AS "key" FROM unnest($1::text[]) AS w`,
      words,
    );
    expect(rows.map((row) => row.key)).toEqual(words.map(soundKey));
  });

  it("leaves a word unknown when nothing the content says is close to it", async () => {
    const question = "¿Quién ganó el campeonato de ajedrez?";
    const chunks = await searchChunks("acme", question);
    expect(isRelevantEnough(question, chunks)).toBe(false);
  });

  it("never corrects a short word, nor a real word into one that merely looks like it", async () => {
    // «correr» is a dictionary word (despedir), not a misspelling of «correo».
    expect((await first("¿si falto 4 dias me pueden correr?"))?.sourceId).toBe(ids.dismissal);
  });

  it("only corrects to the organisation's own vocabulary", async () => {
    // Beta's content has «vacaciones» too, but not Acme's warranty words.
    expect(await searchChunks("beta", "garantia milwakee")).toEqual([]);
  });
});

describe("colloquialisms and the thesaurus", () => {
  it("bridges Mexican work words to the words the documents use", async () => {
    const cases: [string, string][] = [
      ["¿cada cuándo pagan la lana?", ids.payroll],
      ["¿me regresan mi lana con el ticket?", ids.returns],
      ["si falto muchos dias me pueden correr?", ids.dismissal],
    ];
    for (const [question, expected] of cases) {
      const chunks = await searchChunks("acme", question);
      expect(chunks[0]?.sourceId).toBe(expected);
      expect(isRelevantEnough(question, chunks)).toBe(true);
    }
  });

  it("bridges through the thesaurus a word neither the content nor the colloquialisms know", async () => {
    // «retribución» is in no document; the thesaurus leads it to «sueldo».
    expect((await first("¿cuándo se deposita la retribución?"))?.sourceId).toBe(ids.payroll);
  });

  it("covers a colloquialism in full where a passage says what it means; a corrected typo only at its share", async () => {
    // No block writes «lana»; payroll says «sueldo». A person's list says what the member meant, so
    // the word counts in the question as much as that passage covers of it: all of it. A spelling
    // correction is a guess, so the misspelt word still counts in full and is covered at its share.
    const [lana] = await rankChunks("acme", "¿y la lana?");
    expect(lana.sourceId).toBe(ids.payroll);
    expect(lana.coverage!).toBeCloseTo(1, 5);
    const [typo] = await rankChunks("acme", "¿y las vacasiones?");
    expect(typo.sourceId).toBe(ids.vacation);
    expect(typo.coverage!).toBeCloseTo(BRIDGE_WEIGHT.typo, 5);
    // A thesaurus sense is a guess too: alone, it never covers enough to answer.
    const [thesaurus] = await rankChunks("acme", "¿y la retribución?");
    expect(thesaurus.sourceId).toBe(ids.payroll);
    expect(thesaurus.coverage!).toBeCloseTo(BRIDGE_WEIGHT.thesaurus, 5);
  });

  it("asks for the opening hours with «¿a qué hora abren?», in Spanish or English", async () => {
    const questions = [
      "¿Cuándo abren el sábado?",
      "When do you open on Saturday?",
      "¿están abiertos el sábado?",
      "¿el sábado abre?",
    ];
    for (const question of questions) {
      const chunks = await searchChunks("acme", question);
      expect(chunks[0]?.sourceId).toBe(ids.hours);
      expect(isRelevantEnough(question, chunks)).toBe(true);
    }
  });

  it('never counts the moment of asking against a question: «¿hoy abren?», "are you open now?"', async () => {
    // No document says «hoy»; its rules hold for any day, so «hoy» is not what the question is about.
    for (const question of ["¿hoy abren?", "are you open now?"]) {
      const chunks = await searchChunks("acme", question);
      expect(chunks[0]?.sourceId).toBe(ids.hours);
      expect(isRelevantEnough(question, chunks)).toBe(true);
    }
  });

  it("bridges an English word as its Spanish equivalents would be", async () => {
    // "remuneration" is «remuneración», which this content never says; the thesaurus leads it to
    // «paga», which it does.
    expect((await first("When do I get my remuneration?"))?.sourceId).toBe(ids.payroll);
  });

  it("ranks by a colloquial word's sense even where the content uses the word: «cuesta» is also «precio»", async () => {
    await expectAnsweredBy("dentista", "¿Cuánto cuesta una limpieza dental?", "prices");
    // The sense ranks, and at the gate covers «cuesta» at a share of its weight only: the price list
    // does not say «cuesta», so it covers less of this question than of one that says «precio».
    const [sense] = await rankChunks("dentista", "¿Cuánto cuesta una limpieza dental?");
    const [written] = await rankChunks("dentista", "¿Cuál es el precio de una limpieza dental?");
    expect(sense.sourceId).toBe(written.sourceId);
    expect(sense.coverage!).toBeLessThan(written.coverage!);
  });

  it("covers a word at the gate by its colloquial sense, at a share of its weight, where the passage lacks it", async () => {
    const question = "¿Cuánto cuesta una limpieza dental?";
    const plan = (await planSearch(await testDb(), "dentista", question))!;
    const gate = (stem: string) => plan.groups.find((group) => group.query.includes(`'${stem}'`))!;
    const [cuesta, sense] = [gate("cuest"), gate("preci")];
    expect(sense.sense).toBe(true);
    expect(sense.gateWeight).toBeCloseTo(COLLOQUIAL_SENSE_SHARE * cuesta.gateWeight);
    // The price list says «limpieza», «dental» and «precios», never «cuesta».
    const [prices] = await rankChunks("dentista", question);
    expect(prices.sourceId).toBe(ids.prices);
    const said = gate("limpiez").gateWeight + gate("dental").gateWeight;
    expect(prices.coverage!).toBeCloseTo((said + sense.gateWeight) / plan.mass);
    // A passage that says «cuesta» itself is covered by the word; «precio» beside it adds nothing.
    const whitening = "¿Cuánto cuesta un blanqueamiento?";
    const whiteningPlan = (await planSearch(await testDb(), "dentista", whitening))!;
    const [both] = await rankChunks("dentista", whitening);
    expect(both.sourceId).toBe(ids.whitening);
    const words = whiteningPlan.groups.filter((group) => !group.sense);
    expect(both.coverage!).toBeCloseTo(
      words.reduce((sum, group) => sum + group.gateWeight, 0) / whiteningPlan.mass,
    );
  });

  it("never bridges a name by its sense as a word: «Lana» the person is not the pay", async () => {
    const asked = async (question: string) =>
      isRelevantEnough(question, await searchChunks("acme", question));
    expect(await asked("¿cada cuándo pagan la lana?")).toBe(true);
    expect(await asked("¿cada cuándo le pagan a Lana?")).toBe(false);
  });
});

describe("verb forms the stemmer parts from the content's", () => {
  // «devuelven» and «devolver» are the content's «devolución» (a Latin-born family); «prueba» is its
  // «probar» (a root that changes when stressed).
  it.each([
    ["¿me lo devuelven?", "returns"],
    ["¿se puede devolver?", "returns"],
    ["¿y quién lo prueba?", "quality"],
  ])("finds «%s» in the block %s", (question, key) => expectAnsweredBy("acme", question, key));
});

describe("the admin's synonyms", () => {
  it("bridge a word of the organisation's own, at once", async () => {
    const question = "¿cómo entro al webmail?";
    expect(isRelevantEnough(question, await searchChunks("acme", question))).toBe(false);
    await saveSynonym("acme", { term: "webmail", equivalents: ["correo"] });
    const chunks = await searchChunks("acme", question);
    expect(chunks[0]?.sourceId).toBe(ids.email);
    expect(isRelevantEnough(question, chunks)).toBe(true);
    // Another organisation's synonyms are not this one's.
    expect(await searchChunks("beta", question)).toEqual([]);
  });
});

describe("units of measure, as people say them and as documents write them", () => {
  it("finds a unit said in words by its symbol, and a symbol by the unit in words", async () => {
    await expectAnsweredBy("refaccionaria", "¿hasta cuántos kilos?", "shipping");
    await expectAnsweredBy("refaccionaria", "¿por cuántos kilómetros?", "brakes");
    await expectAnsweredBy("refaccionaria", "¿me vende 4 lts?", "oil");
  });

  it("never reads a name as a unit: the «Metro» of «¿Y el Metro?» is no metre", async () => {
    const question = "¿Y el Metro?";
    expect(isRelevantEnough(question, await searchChunks("refaccionaria", question))).toBe(false);
  });

  it("covers a unit found by its symbol as the symbol written, and ranks it below", async () => {
    const db = await testDb();
    const written = "¿cuántos km de garantía tienen las balatas?";
    const spelledOut = "¿cuántos kilómetros de garantía tienen las balatas?";
    const [bySymbol] = await rankChunks("refaccionaria", written);
    const [byUnit] = await rankChunks("refaccionaria", spelledOut);
    expect(byUnit.sourceId).toBe(ids.brakes);
    expect(byUnit.coverage!).toBeCloseTo(bySymbol.coverage!, 5);
    const kmGroup = async (question: string) =>
      (await planSearch(db, "refaccionaria", question))!.groups.find((group) =>
        group.query.includes("'km'"),
      )!;
    const [symbol, unit] = [await kmGroup(written), await kmGroup(spelledOut)];
    expect(unit.bridged).toBe(true);
    expect(unit.weight).toBeLessThan(symbol.weight);
  });
});

describe("clipped words («secu», «prepa»)", () => {
  it("reads a clipped word as the word of the content it begins, before a word a letter off", async () => {
    await expectAnsweredBy("colegio", "¿a qué hora salen al recreo los de secu?", "recess");
    const [chunk] = await rankChunks("colegio", "¿a q hora es el recreo de secu?");
    expect(chunk.sourceId).toBe(ids.recess);
    expect(chunk.bridged).toBe(true);
  });

  it("weighs a clipped word below the word written in full", async () => {
    await expectWeighsLess(
      "colegio",
      "¿a qué hora es el recreo de secundaria?",
      "¿a qué hora es el recreo de secu?",
    );
  });

  it("reads a word the dictionaries know as a clipping only when the content uses none of its senses", async () => {
    await expectAnsweredBy("colegio", "horario del taller de basquet", "workshops");
    const [chunk] = await rankChunks("colegio", "¿qué días hay basquet?");
    expect(chunk.sourceId).toBe(ids.workshops);
    expect(chunk.bridged).toBe(true);
    // «compu» is the colloquialisms' «computadora», not the «compuesto» the content writes more often.
    expect((await rankChunks("colegio", "compu"))[0].sourceId).toBe(ids.lab);
  });

  it("never reads a word the dictionaries know as the clipping of another word they know", async () => {
    // «sala» is a room, not «salario» cut short: the content never says «sala», so it stays unknown.
    expect(await planSearch(await testDb(), "laboratorio", "¿la sala tiene proyector?")).toBeNull();
    // A word no dictionary knows still is one: «labo» is the «laboratorista» it begins.
    const clipped = await planSearch(await testDb(), "laboratorio", "¿cuánto gana el labo?");
    expect(clipped?.groups.some((group) => group.bridged && group.query.includes("laborator"))).toBe(true);
  });

  it("leaves a clipped word unknown when no word of the content begins with it", async () => {
    const question = "¿tienen prepa?";
    expect(isRelevantEnough(question, await searchChunks("colegio", question))).toBe(false);
  });
});
