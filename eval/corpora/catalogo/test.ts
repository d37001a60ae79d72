/**
 * Test questions of the «catalogo» corpus: written before any change to the engine and never read one
 * by one while tuning it (only aggregate figures are reported). Facts and pages are checked by
 * check.ts against the built files.
 */
import type { Question } from "../../types";

const CAT = "catalogo-productos-2026.pdf";
const FAQ = "preguntas-frecuentes.pdf";
const POL = "poliza-garantia-servicio.pdf";
const GIM = "guia-instalacion-mantenimiento.pdf";
const CSV = "refacciones-lista-precios-2026.csv";

export const TEST: Question[] = [
  // formal
  {
    q: "¿Cuál es la presión máxima de trabajo de los calentadores solares de la serie CS?",
    kind: "formal",
    doc: CAT,
    pages: [4, 4],
    facts: ["0.5 kg/cm"],
  },
  {
    q: "¿Cuánto tiempo de garantía tiene la membrana de los purificadores de ósmosis inversa?",
    kind: "formal",
    doc: POL,
    pages: [3, 3],
    facts: ["6 meses"],
  },
  {
    q: "Si la reparación de un calentador en garantía tarda más de cinco días hábiles, ¿qué compensación se le ofrece al cliente?",
    kind: "formal",
    doc: POL,
    pages: [7, 7],
    facts: ["calentador eléctrico de paso", "150"],
  },
  {
    q: "¿A qué presión debe ajustarse la válvula reductora cuando la presión de la red es mayor de 6 kg/cm²?",
    kind: "formal",
    doc: GIM,
    pages: [9, 9],
    facts: ["4 kg/cm"],
  },
  {
    q: "¿Con qué producto se desincrusta el termotanque y cuánto tiempo debe actuar?",
    kind: "formal",
    doc: GIM,
    pages: [13, 13],
    facts: ["ácido cítrico", "8 horas"],
  },
  {
    q: "¿Cuál es la compra mínima inicial que se pide para ser distribuidor?",
    kind: "formal",
    doc: FAQ,
    pages: [9, 9],
    facts: ["45,000"],
  },
  {
    q: "¿Con cuántos días de aviso puede Aquasol modificar los precios a sus distribuidores?",
    kind: "formal",
    doc: CAT,
    pages: [14, 14],
    facts: ["15 días"],
  },
  {
    q: "¿Es válida la garantía de un termotanque con sarro que trabajó con agua de más de 300 ppm de dureza sin suavizador?",
    kind: "formal",
    doc: POL,
    pages: [5, 5],
    facts: ["300 ppm", "suavizador"],
  },
  {
    q: "¿A qué hora se programa la regeneración de los suavizadores?",
    kind: "formal",
    doc: GIM,
    pages: [11, 11],
    facts: ["2:00"],
  },
  {
    q: "¿Con qué frecuencia se recomienda dar mantenimiento preventivo a un suavizador?",
    kind: "formal",
    doc: FAQ,
    pages: [10, 10],
    facts: ["una vez al año"],
  },

  // colloquial
  {
    q: "Oye, ¿el PO-50 sí jala cuando se va la luz o tiene que estar enchufado?",
    kind: "colloquial",
    doc: FAQ,
    pages: [6, 6],
    facts: ["presión de la red"],
  },
  {
    q: "¿Cuánto me cobran nomás por ir a checar un calentador que ya no tiene garantía?",
    kind: "colloquial",
    doc: POL,
    pages: [8, 8],
    facts: ["650"],
  },
  {
    q: "¿En cuánto sale que me pongan el suavizador en la casa?",
    kind: "colloquial",
    doc: CAT,
    pages: [12, 12],
    facts: ["1,500|1500"],
  },
  {
    q: "¿Cada cuánto le tengo que andar comprando sal al suavizador? ¿un bulto cuánto me aguanta?",
    kind: "colloquial",
    doc: FAQ,
    pages: [7, 7],
    facts: ["25 kg", "un mes"],
  },
  {
    q: "Qué onda, el cliente quiere el calentador como a 20 metros del baño, ¿sí se puede o está muy lejos?",
    kind: "colloquial",
    doc: GIM,
    pages: [4, 4],
    facts: ["15 m"],
  },
  {
    q: "¿Cuánta lana es el plan de garantía extendida para un calentador presurizado?",
    kind: "colloquial",
    doc: POL,
    pages: [9, 9],
    facts: ["1,990|1990"],
  },
  {
    q: "Un señor quiere que le jalen cinco regaderas y llaves al mismo tiempo, ¿qué bomba le ofrezco?",
    kind: "colloquial",
    doc: CAT,
    pages: [11, 11],
    facts: ["BPR-750"],
  },
  {
    q: "Si se suelta una granizada, ¿los tubos aguantan o truenan?",
    kind: "colloquial",
    doc: FAQ,
    pages: [3, 3],
    facts: ["25 mm"],
  },

  // typos
  {
    q: "cuantos granos tiene el suavisador mas grande",
    kind: "typos",
    doc: CAT,
    pages: [10, 10],
    facts: ["48,000"],
  },
  {
    q: "de q color es la mangera que va al dren del purificdor",
    kind: "typos",
    doc: GIM,
    pages: [10, 10],
    facts: ["roja"],
  },
  {
    q: "telefono del centro de servico en queretaro",
    kind: "typos",
    doc: POL,
    pages: [10, 10],
    facts: ["442 217 5530"],
  },
  {
    q: "se puede apartar un equpo?? con cuanto",
    kind: "typos",
    doc: FAQ,
    pages: [8, 8],
    facts: ["20 %|20%"],
  },
  {
    q: "a q hora se ponen los tuvos al vacio pa q no se rompan",
    kind: "typos",
    doc: GIM,
    pages: [6, 6],
    facts: ["9:00"],
  },
  {
    q: "presion de entrada del po75b minima y maxima",
    kind: "typos",
    doc: CAT,
    pages: [8, 8],
    facts: ["15 a 80 psi"],
  },

  // english
  {
    q: "How many heat pipe tubes does the CSP-300 solar heater have?",
    kind: "english",
    doc: CAT,
    pages: [6, 6],
    facts: ["24"],
  },
  {
    q: "What format does the warranty claim folio number have?",
    kind: "english",
    doc: POL,
    pages: [6, 6],
    facts: ["GAR-AAAA-NNNNN"],
  },
  {
    q: "What circuit breaker and wire gauge does the electric backup heating kit need?",
    kind: "english",
    doc: GIM,
    pages: [7, 7],
    facts: ["20 A", "12 AWG"],
  },
  {
    q: "How long does the storage tank of the PO-75B purifier take to fill up?",
    kind: "english",
    doc: FAQ,
    pages: [6, 6],
    facts: ["1.5"],
  },
  {
    q: "What is the total shipping weight of a CSP-300?",
    kind: "english",
    doc: CAT,
    pages: [15, 15],
    facts: ["112 kg"],
  },

  // short
  { q: "garantía tubos heat pipe", kind: "short", doc: POL, pages: [3, 3], facts: ["2 años"] },
  { q: "duración instalación CSP", kind: "short", doc: FAQ, pages: [5, 5], facts: ["5 a 6 horas"] },
  { q: "ánodo CSP cada cuándo", kind: "short", doc: GIM, pages: [12, 12], facts: ["3 años"] },
  { q: "horario centro Mérida", kind: "short", doc: POL, pages: [10, 10], facts: ["8:00 a 17:00"] },

  // long
  {
    q: "Tengo un cliente en Celaya que compró un CS-180 hace como un año. Dice que desde hace unas semanas el agua caliente huele a huevo podrido, sobre todo en la mañana, y que el agua fría está normal. Ya lavó el tinaco y sigue igual. Antes de mandarle un técnico quiero decirle qué se puede hacer: ¿qué indica nuestra documentación para ese problema?",
    kind: "long",
    doc: GIM,
    pages: [14, 14],
    facts: ["peróxido de hidrógeno", "AZ-300"],
  },
  {
    q: "Una clienta compró un CSP-200 a principios de 2026 y lo instaló uno de nuestros técnicos. Hace poco vendió la casa con todo y calentador, y ahora nos llama el nuevo dueño porque la válvula de alivio está fallando; la señora se llevó sus papeles pero el equipo sigue en el mismo lugar. ¿El nuevo dueño tiene derecho a la garantía o se perdió con la venta de la casa?",
    kind: "long",
    doc: POL,
    pages: [2, 2],
    facts: ["nuevo propietario|sigue vigente"],
  },
  {
    q: "Estoy cotizando para una familia de seis personas que vive en una casa de dos pisos. El agua les llega de un tinaco en la azotea y no tienen bomba ni hidroneumático. Quieren que alcance el agua caliente para todos sin quedarse cortos, pero tampoco quieren gastar de más. ¿Qué modelo de calentador les debo proponer?",
    kind: "long",
    doc: CAT,
    pages: [3, 3],
    facts: ["CS-240"],
  },

  // table
  { q: "¿Cuánto pesa lleno el CS-180?", kind: "table", doc: CAT, pages: [5, 5], facts: ["229 kg"] },
  {
    q: "¿Cuál es la tarifa de desincrustación del termotanque fuera de garantía?",
    kind: "table",
    doc: POL,
    pages: [8, 8],
    facts: ["1,200|1200"],
  },
  {
    q: "¿Cuál es el precio de distribuidor del sello mecánico de la bomba BPR-370 y en cuántos días se surte?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["224", "8"],
  },
  {
    q: "¿Cuántas piezas hay en existencia en León del cartucho compuesto de membrana del PO-400D?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["21"],
  },
  {
    q: "¿Qué clave tiene la resina de repuesto para el suavizador SV-30 y cuál es su precio al público?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["RES-28", "1890|1,890"],
  },
  {
    q: "¿Cada cuánto se cambia el post-filtro de carbón de los purificadores PO?",
    kind: "table",
    doc: GIM,
    pages: [12, 12],
    facts: ["12 meses"],
  },

  // unrelated
  { q: "¿Cuál es la capital de Australia?", kind: "unrelated" },
  { q: "¿Me pasas una receta de mole poblano?", kind: "unrelated" },
  { q: "Who won the 2022 FIFA World Cup?", kind: "unrelated" },
  { q: "¿Cómo se calcula el aguinaldo de un trabajador con seis meses de antigüedad?", kind: "unrelated" },

  // near-miss
  { q: "¿Cuánto cuesta el calentador solar CS-400?", kind: "near-miss" },
  { q: "¿Qué modelos de boiler de gas de paso vende Aquasol y cuánto cuestan?", kind: "near-miss" },
  { q: "¿Qué certificación NOM de eficiencia energética tiene el CSP-300?", kind: "near-miss" },
  { q: "¿Tienen centro de servicio en Tijuana? ¿Cuál es su teléfono?", kind: "near-miss" },
  { q: "¿Cuánto cuesta el Plan Tranquilidad para las bombas BPR?", kind: "near-miss" },
  {
    q: "¿Se puede conectar el respaldo eléctrico del CSP-300 a paneles solares fotovoltaicos?",
    kind: "near-miss",
  },
];
