/**
 * A deterministic, SME-like corpus for the retrieval benchmark (bench/run.ts).
 *
 * Shape, chosen to look like what a small Mexican/Spanish business uploads:
 * - documents of 4–24 chunks, each chunk 150–300 words under a section heading, one topic per
 *   document (returns, schedules, payroll, a product catalogue…); 8 % of documents are in English;
 * - about 45 % of the words are function words ("de", "la", "que"…, in their real proportions), the
 *   rest content words drawn from a Zipf law (s ≈ 1.05) over ~16k words: a few hundred real business
 *   words first (cliente, empresa, servicio…), then a long tail of Spanish-looking invented words, and
 *   15 % of a document's content words from its topic (política, devoluciones, garantía, horario…),
 *   so domain terms have a realistic mid-range document frequency;
 * - nouns appear singular and plural, 10 % of documents are typed without accents, and catalogue
 *   documents carry product codes (SKU-1234-A) that each occur in a handful of chunks.
 *
 * Everything comes from a seeded PRNG: the same CORPUS_VERSION always yields the same rows, which is
 * what lets bench/load.ts cache the loaded PGlite directory.
 */

export const CORPUS_VERSION = 4;

/** mulberry32: small, fast, good enough for synthetic text. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Weighted = { words: string[]; cumulative: Float64Array; total: number };

function weighted(pairs: [string, number][]): Weighted {
  const cumulative = new Float64Array(pairs.length);
  let total = 0;
  pairs.forEach(([, weight], i) => (cumulative[i] = total += weight));
  return { words: pairs.map(([word]) => word), cumulative, total };
}

function pick(table: Weighted, random: () => number): string {
  const target = random() * table.total;
  let lo = 0;
  let hi = table.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table.cumulative[mid] < target) lo = mid + 1;
    else hi = mid;
  }
  return table.words[lo];
}

// Content words start around rank 50 of a language's frequency list (function words come first), so
// their Zipf law is offset: the most common content word is ~0.4 % of content tokens, not 10 %.
const zipf = (words: string[], s: number, offset = 50): Weighted =>
  weighted(words.map((word, rank) => [word, 1 / Math.pow(rank + 1 + offset, s)]));

// Spanish function words with their approximate share of running text (per mille, CREA-like).
const SPANISH_FUNCTION: [string, number][] = (
  "de 60 la 40 que 35 el 33 en 28 y 28 a 20 los 17 se 13 del 12 las 11 un 10 por 10 con 9 no 9 una 8 " +
  "su 7 para 7 es 7 al 6 lo 5 como 5 más 4 o 4 pero 3 sus 3 le 3 ha 3 este 2 si 2 ya 2 entre 2 " +
  "cuando 2 todo 2 esta 2 ser 2 son 2 también 2 fue 2 sin 2 sobre 2 hasta 1 desde 1 muy 1 puede 1 " +
  "debe 1 cada 1 todos 1 durante 1 donde 1 tiene 1 hay 1"
)
  .match(/\S+ \d+/g)!
  .map((pair) => {
    const [word, weight] = pair.split(" ");
    return [word, Number(weight)];
  });

const ENGLISH_FUNCTION: [string, number][] = (
  "the 60 of 35 and 30 to 28 a 22 in 20 is 12 that 10 for 10 it 8 with 7 as 6 on 6 be 6 by 5 this 5 " +
  "are 5 from 4 or 4 an 3 have 3 not 3 will 3 can 3 your 3 our 3 all 2 if 2 must 2 each 2 within 1"
)
  .match(/\S+ \d+/g)!
  .map((pair) => {
    const [word, weight] = pair.split(" ");
    return [word, Number(weight)];
  });

// Everyday business Spanish, most frequent first (the head of the content-word Zipf law).
const SPANISH_COMMON = (
  "empresa cliente servicio producto pedido información días trabajo equipo área proceso sistema " +
  "personal tiempo forma caso parte año semana mes número momento lugar tipo gestión calidad cuenta " +
  "precio pago solicitud registro datos documento responsable departamento oficina sucursal atención " +
  "usuario control revisión contrato proveedor compra venta entrega factura orden reporte correo " +
  "teléfono dirección plazo fecha hora costo total general nacional interno externo nuevo actual " +
  "anterior siguiente principal importante necesario disponible correspondiente adecuado mismo " +
  "realizar hacer tener llevar dar contar utilizar presentar enviar recibir revisar verificar " +
  "registrar solicitar autorizar aplicar cumplir establecer indicar considerar mantener asegurar " +
  "permitir incluir corresponder señalar generar informar notificar acordar cubrir atender resolver " +
  "caja almacén inventario material herramienta vehículo ruta zona región ciudad estado país " +
  "gerente supervisor encargado empleado colaborador trabajador jefe director asistente técnico " +
  "norma regla requisito formato manual guía instrucción paso etapa actividad tarea función objetivo " +
  "resultado medida acción cambio mejora problema incidencia reclamo queja error falla daño riesgo " +
  "seguridad higiene limpieza mantenimiento operación producción distribución logística transporte " +
  "envío paquete caja etiqueta código marca modelo medida tamaño peso color unidad pieza lote stock " +
  "existencia almacenamiento recepción salida ingreso egreso saldo importe impuesto descuento " +
  "promoción oferta tarjeta efectivo transferencia banco crédito débito nota ticket comprobante " +
  "recibo garantía cambio reembolso devolución cancelación reserva cita turno jornada horario " +
  "vacaciones permiso incapacidad nómina salario sueldo prestación bono capacitación curso evaluación " +
  "desempeño contratación alta baja renuncia despido expediente firma sello copia original archivo " +
  "sistema plataforma aplicación portal cuenta contraseña acceso usuario perfil pantalla menú botón " +
  "opción configuración ajuste impresora computadora red internet soporte mesa ayuda respaldo"
).split(" ");

// Topics: each document is about one. The words are what its text and headings keep coming back to.
export const TOPICS: { name: string; words: string[]; english?: string[] }[] = [
  {
    name: "devoluciones",
    words:
      "política devolución devoluciones reembolso ticket plazo estado empaque original cambio producto defectuoso".split(
        " ",
      ),
    english: "return returns refund receipt original packaging policy exchange defective item".split(" "),
  },
  {
    name: "horario",
    words: "horario atención lunes viernes sábado domingo apertura cierre turno días festivos".split(" "),
    english: "opening hours monday friday saturday sunday holiday schedule closing shift".split(" "),
  },
  {
    name: "garantía",
    words: "garantía defecto fabricación cobertura meses reparación técnico autorizado póliza".split(" "),
    english: "warranty defect manufacturing coverage months repair technician authorized".split(" "),
  },
  {
    name: "envíos",
    words: "envío envíos paquetería guía rastreo entrega domicilio república costo días hábiles".split(" "),
    english: "shipping delivery tracking courier carrier address business days cost".split(" "),
  },
  {
    name: "facturación",
    words: "factura facturación CFDI RFC timbrado fiscal razón social uso régimen complemento".split(" "),
    english: "invoice billing tax receipt fiscal company address".split(" "),
  },
  {
    name: "vacaciones",
    words: "vacaciones días antigüedad prima vacacional solicitud aprobación periodo disfrute".split(" "),
  },
  {
    name: "nómina",
    words: "nómina quincena depósito recibo deducción ISR IMSS aguinaldo percepción".split(" "),
  },
  {
    name: "seguridad",
    words: "seguridad protocolo emergencia evacuación extintor brigada simulacro equipo protección".split(
      " ",
    ),
    english: "safety emergency evacuation fire extinguisher drill protective equipment".split(" "),
  },
  {
    name: "inventario",
    words: "inventario conteo físico existencias almacén ubicación anaquel merma ajuste".split(" "),
  },
  {
    name: "compras",
    words: "compras proveedor cotización orden autorización presupuesto requisición pago".split(" "),
    english: "purchase supplier quote order approval budget payment".split(" "),
  },
  {
    name: "cobranza",
    words: "cobranza crédito vencimiento saldo pagaré recordatorio adeudo interés moratorio".split(" "),
  },
  {
    name: "atención",
    words: "atención cliente queja reclamo seguimiento satisfacción encuesta llamada respuesta".split(" "),
    english: "customer service complaint follow satisfaction survey call response".split(" "),
  },
  {
    name: "sistemas",
    words: "contraseña acceso usuario sistema portal soporte respaldo correo impresora configuración".split(
      " ",
    ),
    english: "password access user account portal support backup email printer settings".split(" "),
  },
  {
    name: "limpieza",
    words: "limpieza sanitización baños cocina residuos reciclaje productos químicos bitácora".split(" "),
  },
  {
    name: "capacitación",
    words: "capacitación curso inducción certificación instructor constancia evaluación plan".split(" "),
  },
  {
    name: "viáticos",
    words: "viáticos viaje hospedaje comprobación gastos anticipo kilometraje casetas".split(" "),
    english: "travel expenses lodging receipts mileage advance reimbursement".split(" "),
  },
  {
    name: "mantenimiento",
    words: "mantenimiento preventivo correctivo máquina refacción bitácora falla paro".split(" "),
  },
  {
    name: "catálogo",
    words: "catálogo precio lista modelo medida color existencia pieza refacción".split(" "),
    english: "catalogue price list model size colour stock part".split(" "),
  },
  {
    name: "pagos",
    words: "pago tarjeta transferencia efectivo terminal meses intereses depósito referencia".split(" "),
    english: "payment card transfer cash terminal installments deposit reference".split(" "),
  },
  {
    name: "reservaciones",
    words: "reservación cita agenda cancelación anticipación confirmación recordatorio".split(" "),
    english: "booking appointment calendar cancellation notice confirmation reminder".split(" "),
  },
];

const ENGLISH_COMMON = (
  "company customer service product order information days team process system staff time case " +
  "number place type management quality account price payment request record data document manager " +
  "department office branch store user review contract supplier purchase sale delivery report email " +
  "phone address deadline date hour cost total new current previous next main important required " +
  "available send receive check register approve apply provide include support update contact " +
  "employee supervisor rule requirement guide step task result change issue problem claim risk"
).split(" ");

// Syllables for the long tail of invented but Spanish-looking words (names, jargon, rare terms).
const ONSETS = "b c d f g l m n p r s t v ch br tr pl gr cr".split(" ");
const VOWELS = "a e i o u a e o".split(" ");
const ENDINGS = "ción miento idad ado ada ero era ista al ble oso osa ico ica ar er ir".split(" ");

function longTail(count: number, random: () => number): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  while (words.length < count) {
    let word = "";
    const syllables = 2 + Math.floor(random() * 2);
    for (let i = 0; i < syllables; i++)
      word += ONSETS[Math.floor(random() * ONSETS.length)] + VOWELS[Math.floor(random() * VOWELS.length)];
    word += ENDINGS[Math.floor(random() * ENDINGS.length)];
    if (!seen.has(word)) {
      seen.add(word);
      words.push(word);
    }
  }
  return words;
}

const unaccent = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC");

function plural(word: string): string {
  if (/[aeiouáéó]$/.test(word)) return `${word}s`;
  if (/ción$/.test(word)) return word.replace(/ción$/, "ciones");
  if (/[lrnd]$/.test(word)) return `${word}es`;
  return word;
}

export const sku = (n: number) =>
  `SKU-${String(1000 + (n % 9000)).padStart(4, "0")}-${"ABCDEFGH"[Math.floor(n / 9000) % 8]}`;

export type CorpusChunk = { ordinal: number; heading: string; text: string; page: number | null };
export type CorpusDocument = {
  kind: "document" | "knowledge_block" | "qa_pair";
  title: string;
  topic: string;
  english: boolean;
  chunks: CorpusChunk[];
};

type Vocab = { spanish: Weighted; english: Weighted; spanishFn: Weighted; englishFn: Weighted };

let vocabCache: Vocab | null = null;
function vocab(): Vocab {
  if (vocabCache) return vocabCache;
  const random = rng(7);
  const tail = longTail(16_000, random);
  vocabCache = {
    spanish: zipf([...new Set(SPANISH_COMMON)].concat(tail), 1.05),
    english: zipf([...new Set(ENGLISH_COMMON)].concat(tail.slice(0, 4_000)), 1.05),
    spanishFn: weighted(SPANISH_FUNCTION),
    englishFn: weighted(ENGLISH_FUNCTION),
  };
  return vocabCache;
}

function sentence(
  random: () => number,
  english: boolean,
  topicWords: string[],
  skus: string[],
  v: Vocab,
): string {
  const length = 8 + Math.floor(random() * 14);
  const words: string[] = [];
  for (let i = 0; i < length; i++) {
    const r = random();
    let word: string;
    if (r < 0.45) word = pick(english ? v.englishFn : v.spanishFn, random);
    else if (r < 0.45 + 0.55 * 0.15) word = topicWords[Math.floor(random() * topicWords.length)];
    else word = pick(english ? v.english : v.spanish, random);
    if (!english && r >= 0.45 && random() < 0.3) word = plural(word);
    words.push(word);
  }
  if (skus.length && random() < 0.25)
    words.splice(1 + Math.floor(random() * (length - 1)), 0, skus[Math.floor(random() * skus.length)]);
  const text = words.join(" ");
  return text.charAt(0).toUpperCase() + text.slice(1) + ".";
}

/**
 * The `count` chunks of one organisation, grouped into documents. `seed` makes two organisations'
 * corpora differ while sharing the vocabulary (as two businesses of the same country would).
 */
export function* generateCorpus(count: number, seed: number): Generator<CorpusDocument> {
  const random = rng(seed);
  const v = vocab();
  let produced = 0;
  let documentNumber = 0;
  let skuCounter = Math.floor(random() * 50); // codes are shared between organisations
  while (produced < count) {
    documentNumber++;
    const topic = TOPICS[Math.floor(random() * TOPICS.length)];
    const english = topic.english !== undefined && random() < 0.08 * (TOPICS.length / 12);
    const topicWords = english ? topic.english! : topic.words;
    const unaccented = !english && random() < 0.1;
    const kindRoll = random();
    const kind = kindRoll < 0.04 ? "qa_pair" : kindRoll < 0.2 ? "knowledge_block" : "document";
    const chunkCount = kind === "qa_pair" ? 1 : Math.min(count - produced, 4 + Math.floor(random() * 21));
    const skus =
      topic.name === "catálogo" || random() < 0.05
        ? Array.from({ length: 3 + Math.floor(random() * 6) }, () => sku(skuCounter++))
        : [];
    const title = english
      ? `${topicWords[0]} ${topicWords[1]} ${documentNumber}`
      : `${topic.name} ${topicWords[1]} ${documentNumber}`;
    const chunks: CorpusChunk[] = [];
    let heading = "";
    for (let ordinal = 0; ordinal < chunkCount; ordinal++) {
      if (ordinal === 0 || random() < 0.4) {
        const headingWords = [topicWords[Math.floor(random() * topicWords.length)]];
        headingWords.push(pick(english ? v.english : v.spanish, random));
        if (random() < 0.5) headingWords.push(topicWords[Math.floor(random() * topicWords.length)]);
        heading = headingWords.join(" ");
        heading = heading.charAt(0).toUpperCase() + heading.slice(1);
      }
      const targetWords = 150 + Math.floor(random() * 150);
      const sentences: string[] = [];
      let words = 0;
      while (words < targetWords) {
        const s = sentence(random, english, topicWords, skus, v);
        words += s.split(" ").length;
        sentences.push(s);
      }
      // Paragraphs of 3–6 sentences, as the chunker would have kept them.
      const paragraphs: string[] = [];
      for (let i = 0; i < sentences.length;) {
        const n = 3 + Math.floor(random() * 4);
        paragraphs.push(sentences.slice(i, i + n).join(" "));
        i += n;
      }
      let text = paragraphs.join("\n\n");
      if (unaccented) {
        text = unaccent(text);
        heading = unaccent(heading);
      }
      chunks.push({
        ordinal,
        heading: kind === "qa_pair" ? `¿${heading}?` : heading,
        text,
        page: kind === "document" ? ordinal + 1 : null,
      });
    }
    produced += chunks.length;
    yield { kind, title, topic: topic.name, english, chunks };
  }
}

/** The benchmark's questions: what employees type into the chat, in the proportions we expect. */
export type BenchQuery = { kind: string; text: string };

export function queryMix(seed = 42): BenchQuery[] {
  const random = rng(seed);
  const any = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const spanishTopics = TOPICS;
  const englishTopics = TOPICS.filter((t) => t.english);
  const queries: BenchQuery[] = [];
  const common = SPANISH_COMMON.slice(0, 40);
  for (let i = 0; i < 12; i++) {
    const topic = any(spanishTopics);
    queries.push({ kind: "keyword", text: any(topic.words) });
  }
  for (let i = 0; i < 6; i++) queries.push({ kind: "keyword-common", text: any(common) });
  for (let i = 0; i < 8; i++) {
    const topic = any(spanishTopics);
    queries.push({ kind: "keywords", text: `${any(topic.words)} ${any(topic.words)}` });
  }
  const templates = [
    (a: string, b: string) => `¿Cuál es la ${a} de ${b} de la empresa?`,
    (a: string, b: string) => `¿Cómo puedo solicitar ${a} para el ${b}?`,
    (a: string, b: string) => `¿Cuántos días tengo para hacer la ${a} de un ${b}?`,
    (a: string, b: string) => `¿Qué pasa si el cliente no tiene el ${a} o la ${b}?`,
    (a: string, b: string) => `¿Dónde encuentro la información sobre ${a} y ${b} en el sistema?`,
    (a: string, b: string) => `necesito saber el ${a} de ${b} por favor`,
  ];
  for (let i = 0; i < 24; i++) {
    const topic = any(spanishTopics);
    const text = any(templates)(any(topic.words), any([...topic.words, ...common]));
    queries.push({ kind: "question-es", text: random() < 0.3 ? unaccent(text) : text });
  }
  const englishTemplates = [
    (a: string, b: string) => `What is the ${a} policy for ${b}?`,
    (a: string, b: string) => `How do I request a ${a} for my ${b}?`,
    (a: string, b: string) => `How many days does the ${a} take for an ${b}?`,
  ];
  for (let i = 0; i < 8; i++) {
    const topic = any(englishTopics);
    queries.push({
      kind: "question-en",
      text: any(englishTemplates)(any(topic.english!), any(topic.english!)),
    });
  }
  for (let i = 0; i < 8; i++) {
    const code = sku(Math.floor(random() * 1_500));
    queries.push({ kind: "code", text: random() < 0.5 ? code : `¿Cuánto cuesta el ${code}?` });
  }
  for (const text of [
    "¿Tienen estacionamiento para bicicletas eléctricas?",
    "pterodáctilo",
    "¿Aceptan criptomonedas como forma de pago?",
    "Do you sell submarine periscopes?",
  ])
    queries.push({ kind: "miss", text });
  return queries;
}

/**
 * `count` questions of the mix's kinds that are not in `asked`: other seeds of `queryMix`, each
 * question once (the fixed no-answer questions excluded), for a run where no search is repeated.
 */
export function newQuestions(count: number, asked: Set<string>): string[] {
  const fresh = new Set<string>();
  for (let seed = 1_000; fresh.size < count; seed++) {
    if (seed > 100_000) throw new Error(`bench: only ${fresh.size} new questions, ${count} wanted`);
    for (const query of queryMix(seed))
      if (query.kind !== "miss" && !asked.has(query.text) && fresh.size < count) fresh.add(query.text);
  }
  return [...fresh];
}
