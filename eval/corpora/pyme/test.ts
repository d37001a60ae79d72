/**
 * TEST questions of the «pyme» corpus (Grupo Refaccionario La Biela). Written before any change to
 * the engine; report only aggregate figures for them. Checked by check.ts.
 */
import type { Question } from "../../types";

const RIT = "RIT-RH-001 Reglamento Interior de Trabajo.pdf";
const GAR = "POL-VTA-002 Politica de devoluciones y garantias.pdf";
const FAC = "PRO-ADM-005 Facturacion CFDI 4.0.pdf";
const CAJ = "MAN-CAJ-003 Manual de caja y cortes.pdf";
const LOG = "PRO-LOG-004 Entregas a domicilio y reparto.pdf";
const SEG = "MAN-SH-006 Manual de seguridad e higiene.pdf";
const CSV = "Lista de precios y existencias nov-2026.csv";

export const TEST: Question[] = [
  // formal
  {
    q: "¿Con cuánta anticipación se deben solicitar las vacaciones y qué formato se utiliza?",
    kind: "formal",
    doc: RIT,
    pages: [10, 10],
    facts: ["15 días", "RH-02"],
  },
  {
    q: "¿Qué porcentaje de prima vacacional paga la empresa?",
    kind: "formal",
    doc: RIT,
    pages: [10, 10],
    facts: ["30"],
  },
  {
    q: "¿Con qué RFC y a qué hora se emite la factura global de las ventas a público en general?",
    kind: "formal",
    doc: FAC,
    pages: [6, 6],
    facts: ["XAXX010101000", "23:30"],
  },
  {
    q: "¿Cuál es el plazo para devolver una pieza y a partir de qué día se cobra cargo de reposición?",
    kind: "formal",
    doc: GAR,
    pages: [4, 4],
    facts: ["30 días", "10"],
  },
  {
    q: "¿Cuánto efectivo puede cobrar un repartidor en una sola entrega?",
    kind: "formal",
    doc: LOG,
    pages: [6, 6],
    facts: ["5,000"],
  },
  {
    q: "¿En qué mes se recargan los extintores?",
    kind: "formal",
    doc: SEG,
    pages: [7, 7],
    facts: ["marzo"],
  },
  {
    q: "¿Cuál es la fecha límite para emitir el complemento de recepción de pagos?",
    kind: "formal",
    doc: FAC,
    pages: [7, 7],
    facts: ["día 5"],
  },
  {
    q: "¿Cómo puedo presentar una queja por hostigamiento laboral y en cuánto tiempo me responden?",
    kind: "formal",
    doc: RIT,
    pages: [14, 14],
    facts: ["etica@labiela.com.mx", "10 días hábiles"],
  },
  {
    q: "¿Qué debe solicitar el cajero cuando un cliente paga con tarjeta una compra de más de cinco mil pesos?",
    kind: "formal",
    doc: CAJ,
    pages: [6, 6],
    facts: ["identificación oficial"],
  },
  {
    q: "¿Qué formato del IMSS le entrega Recursos Humanos al trabajador que sufre un accidente de trabajo?",
    kind: "formal",
    doc: SEG,
    pages: [9, 9],
    facts: ["ST-7"],
  },

  // colloquial
  {
    q: "¿Cuánta lana me dan de aguinaldo y cuándo cae?",
    kind: "colloquial",
    doc: RIT,
    pages: [11, 11],
    facts: ["20 días", "12 de diciembre"],
  },
  {
    q: "Ya me quiero salir de la chamba, ¿con cuánto tiempo le tengo que avisar al jefe?",
    kind: "colloquial",
    doc: RIT,
    pages: [14, 14],
    facts: ["15 días"],
  },
  {
    q: "Si al cerrar la caja me faltan como 100 varos, ¿me los cobran a mí?",
    kind: "colloquial",
    doc: CAJ,
    pages: [8, 8],
    facts: ["CAJ-05", "nómina"],
  },
  {
    q: "Un cliente compró su acumulador hace 10 meses y ya no jala, ¿se lo cambiamos gratis o qué le toca?",
    kind: "colloquial",
    doc: GAR,
    pages: [7, 7],
    facts: ["50"],
  },
  {
    q: "¿Qué onda con los envíos a San Pancho, cuánto le cobramos al cliente?",
    kind: "colloquial",
    doc: LOG,
    pages: [3, 3],
    facts: ["280", "6,000"],
  },
  {
    q: "Si me incapacita el Seguro, ¿me pagan esos días o me los descuentan?",
    kind: "colloquial",
    doc: RIT,
    pages: [9, 9],
    facts: ["60", "tres días"],
  },
  {
    q: "En el almacén me ponen a cargar cabezas de motor yo solo, ¿cuánto es lo más que debo levantar a mano?",
    kind: "colloquial",
    doc: SEG,
    pages: [6, 6],
    facts: ["25 kg"],
  },
  {
    q: "Me cayó un cliente con un ticket del mes pasado y quiere su factura, ¿todavía se la puedo sacar o ya valió?",
    kind: "colloquial",
    doc: FAC,
    pages: [6, 6],
    facts: ["mismo mes", "factura global"],
  },
  {
    q: "Me mandaron a recoger unas cajas al CEDIS y ni sé dónde queda, ¿me pasas la dirección?",
    kind: "colloquial",
    doc: RIT,
    pages: [4, 4],
    facts: ["Hierro 118"],
  },

  // typos
  {
    q: "cuantos dias me dan x matrimono",
    kind: "typos",
    doc: RIT,
    pages: [8, 8],
    facts: ["3 días hábiles"],
  },
  {
    q: "a q hora se abre la caja i ke formato se firma",
    kind: "typos",
    doc: CAJ,
    pages: [5, 5],
    facts: ["8:20", "CAJ-01"],
  },
  {
    q: "kuanto tarda el dictamen de garantia de una pieza electrica",
    kind: "typos",
    doc: GAR,
    pages: [8, 8],
    facts: ["15 a 20 días hábiles"],
  },
  {
    q: "a que ora sale la ultima ruta de reparto entre semana",
    kind: "typos",
    doc: LOG,
    pages: [4, 4],
    facts: ["16:00"],
  },
  {
    q: "cada cuanto ay simulacros de evacuasion y en q meses",
    kind: "typos",
    doc: SEG,
    pages: [8, 8],
    facts: ["mayo", "septiembre"],
  },
  {
    q: "cuanto cobran x refacturar una fatura q ya se hizo 2 veces",
    kind: "typos",
    doc: FAC,
    pages: [8, 8],
    facts: ["150"],
  },
  {
    q: "x cuanto tiempo se guardan los xml d las facturas",
    kind: "typos",
    doc: FAC,
    pages: [9, 9],
    facts: ["cinco años"],
  },

  // english
  {
    q: "How many minutes of grace period do we have when clocking in late?",
    kind: "english",
    doc: RIT,
    pages: [7, 7],
    facts: ["10"],
  },
  {
    q: "What is the minimum purchase for a customer to pay in 6 interest-free months?",
    kind: "english",
    doc: CAJ,
    pages: [6, 6],
    facts: ["6,000"],
  },
  {
    q: "How long is the warranty on shock absorbers for private cars?",
    kind: "english",
    doc: GAR,
    pages: [6, 6],
    facts: ["12"],
  },
  {
    q: "How much does next-day shipping of a 4 kg parcel cost?",
    kind: "english",
    doc: LOG,
    pages: [8, 8],
    facts: ["340"],
  },
  {
    q: "Who is in charge of health and safety, and what is his phone extension?",
    kind: "english",
    doc: SEG,
    pages: [3, 4],
    facts: ["Tomás Aguirre", "145"],
  },

  // short
  { q: "prima dominical", kind: "short", doc: RIT, pages: [6, 6], facts: ["25"] },
  { q: "monto caja chica", kind: "short", doc: CAJ, pages: [10, 10], facts: ["1,500", "300"] },
  { q: "vigencia saldo a favor", kind: "short", doc: GAR, pages: [5, 5], facts: ["90"] },
  { q: "CLABE para transferencias", kind: "short", doc: CAJ, pages: [6, 6], facts: ["012225001187463902"] },

  // long
  {
    q: "Soy vendedor en la sucursal Delta y entré hace tres meses. Mi esposa está por aliviarse la próxima semana y me gustaría estar con ella y con el bebé los primeros días. ¿Tengo derecho a un permiso pagado, de cuántos días, y qué papel tengo que entregar para justificarlo?",
    kind: "long",
    doc: RIT,
    pages: [8, 8],
    facts: ["5 días laborables", "acta de nacimiento"],
  },
  {
    q: "Tengo un taller y hace ocho meses les compré un kit de clutch LuK para el Tsuru de un cliente. Ahora el clutch está patinando y el cliente me está reclamando a mí. Quiero meter la garantía con ustedes: ¿todavía estoy en plazo y qué tengo que llevar a la sucursal para que me la acepten?",
    kind: "long",
    doc: GAR,
    pages: [6, 6],
    facts: ["20,000", "GAR-01"],
  },
  {
    q: "Soy cajera en la sucursal Silao. Ayer tuvimos mucho movimiento y a media tarde ya tenía más de diez mil pesos en efectivo en el cajón, sin contar el fondo. No sabía si debía seguir cobrando así. ¿Qué tengo que hacer cuando se junta tanto efectivo, y cómo se deposita el dinero en mi sucursal?",
    kind: "long",
    doc: CAJ,
    pages: [7, 9],
    facts: ["CAJ-03", "10:00"],
  },
  {
    q: "Llegó al mostrador un cliente que tiene su propio taller mecánico y está en el régimen simplificado de confianza. Quiere factura de unas balatas que va a instalar en el carro de un cliente suyo, pero no sabe qué uso de CFDI pedir y me pregunta a mí. ¿Qué uso le corresponde y qué clave de régimen debo capturar?",
    kind: "long",
    doc: FAC,
    pages: [5, 5],
    facts: ["G01", "626"],
  },

  // table
  {
    q: "¿Cuántos días de vacaciones le tocan a quien cumple 12 años de antigüedad?",
    kind: "table",
    doc: RIT,
    pages: [10, 10],
    facts: ["24"],
  },
  {
    q: "¿Cuánto cuesta el envío en la zona 2 y desde qué monto es gratis?",
    kind: "table",
    doc: LOG,
    pages: [3, 3],
    facts: ["90", "1,500"],
  },
  {
    q: "¿Cuántos extintores de polvo químico seco tiene el CEDIS y de qué capacidad?",
    kind: "table",
    doc: SEG,
    pages: [7, 7],
    facts: ["12", "9 kg"],
  },
  {
    q: "¿Cuál es el precio al público de la batería LTH L-47-600?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["2890|2,890"],
  },
  {
    q: "¿Qué clave y qué precio al público tiene el amortiguador delantero KYB para Chevrolet Spark?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["AMD-0121", "1215|1,215"],
  },
  {
    q: "¿Qué clave de forma de pago corresponde a tarjeta de débito?",
    kind: "table",
    doc: FAC,
    pages: [7, 7],
    facts: ["28"],
  },

  // unrelated
  { q: "¿Qué temperatura va a hacer mañana en León?", kind: "unrelated" },
  { q: "Dame la receta de las enchiladas mineras.", kind: "unrelated" },
  { q: "¿Quién ganó el último torneo de la Liga MX?", kind: "unrelated" },
  { q: "How do I set up my Gmail account on an iPhone?", kind: "unrelated" },

  // near-miss
  { q: "¿Cuál es el horario de atención de la sucursal Irapuato?", kind: "near-miss" },
  { q: "¿Qué porcentaje de comisión sobre ventas ganan los vendedores de mostrador?", kind: "near-miss" },
  { q: "¿La empresa da el día libre por cumpleaños?", kind: "near-miss" },
  { q: "¿Cuánto es el viático diario para los choferes que llevan pedidos a la zona 4?", kind: "near-miss" },
  { q: "¿Cuál es el límite de crédito que se le autoriza a un taller nuevo?", kind: "near-miss" },
  { q: "¿Cuál es el número de póliza del seguro de las camionetas de reparto?", kind: "near-miss" },
];
