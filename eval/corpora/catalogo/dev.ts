/**
 * Dev questions of the «catalogo» corpus: may be studied while developing. They ask about other facts
 * than the test questions. Facts and pages are checked by check.ts against the built files.
 */
import type { Question } from "../../types";

const CAT = "catalogo-productos-2026.pdf";
const FAQ = "preguntas-frecuentes.pdf";
const POL = "poliza-garantia-servicio.pdf";
const GIM = "guia-instalacion-mantenimiento.pdf";
const CSV = "refacciones-lista-precios-2026.csv";

export const DEV: Question[] = [
  // formal
  {
    q: "¿De qué material es el termotanque interior de la serie CS y qué espesor tiene?",
    kind: "formal",
    doc: CAT,
    pages: [4, 4],
    facts: ["304", "0.4 mm"],
  },
  {
    q: "¿Cuánto tiempo de garantía tienen los tubos al vacío de los calentadores de la serie CS?",
    kind: "formal",
    doc: POL,
    pages: [3, 3],
    facts: ["1 año"],
  },
  {
    q: "¿En qué plazo debe registrar el cliente su equipo después de la compra?",
    kind: "formal",
    doc: POL,
    pages: [6, 6],
    facts: ["30 días"],
  },
  {
    q: "¿Cuánto tiempo tarda en llenarse un CS-300 con el tinaco a un metro de desnivel?",
    kind: "formal",
    doc: GIM,
    pages: [8, 8],
    facts: ["12 minutos"],
  },
  {
    q: "¿Qué temperatura alcanza el agua del calentador solar en un día completamente nublado?",
    kind: "formal",
    doc: FAQ,
    pages: [3, 3],
    facts: ["30 o 40"],
  },
  {
    q: "¿En qué productos se ofrecen 12 meses sin intereses?",
    kind: "formal",
    doc: CAT,
    pages: [14, 14],
    facts: ["CSP", "SV"],
  },
  {
    q: "¿En qué casos se reemplaza el equipo completo en lugar de repararlo?",
    kind: "formal",
    doc: POL,
    pages: [4, 4],
    facts: ["tres veces"],
  },
  {
    q: "¿A qué par de apriete se ajusta la tornillería de la estructura del calentador?",
    kind: "formal",
    doc: GIM,
    pages: [5, 5],
    facts: ["20 N"],
  },
  {
    q: "¿Qué descuento sobre el precio al público tiene un distribuidor de nivel Oro?",
    kind: "formal",
    doc: FAQ,
    pages: [9, 9],
    facts: ["35 %|35%"],
  },

  // colloquial
  {
    q: "¿Cuánto sale el kit de la resistencia pa' cuando está nublado?",
    kind: "colloquial",
    doc: CAT,
    pages: [7, 7],
    facts: ["1,380|1380"],
  },
  {
    q: "¿Neta el PO-50 tira tanta agua? ¿cuánta se va al caño por cada litro?",
    kind: "colloquial",
    doc: FAQ,
    pages: [6, 6],
    facts: ["3 litros"],
  },
  {
    q: "Un cliente le metió bomba a su CS, ¿se la hacen buena la garantía o ya valió?",
    kind: "colloquial",
    doc: POL,
    pages: [5, 5],
    facts: ["sin efecto|anula"],
  },
  {
    q: "¿Qué llave me llevo a la chamba para los tornillos de la estructura?",
    kind: "colloquial",
    doc: GIM,
    pages: [3, 3],
    facts: ["13 mm"],
  },
  {
    q: "El tinaco del cliente está bien bajito y no lo quiere mover, ¿qué onda, cómo le hacemos?",
    kind: "colloquial",
    doc: FAQ,
    pages: [5, 5],
    facts: ["base elevadora", "CSP"],
  },
  {
    q: "Si el cliente se arrepiente del plan extendido, ¿le regresan su lana?",
    kind: "colloquial",
    doc: POL,
    pages: [9, 9],
    facts: ["30 días"],
  },
  {
    q: "¿Cuánto cuesta el aparatito de luz ultravioleta para un depa?",
    kind: "colloquial",
    doc: CAT,
    pages: [9, 9],
    facts: ["3,480|3480"],
  },
  {
    q: "Al suavizador ya no le está quitando lo duro al agua, ¿qué le checo?",
    kind: "colloquial",
    doc: GIM,
    pages: [15, 15],
    facts: ["puente de sal"],
  },

  // typos
  {
    q: "produccion diaria del po 400d en litros",
    kind: "typos",
    doc: CAT,
    pages: [8, 8],
    facts: ["1,514"],
  },
  {
    q: "direccion del centro de servisio en guadalajra",
    kind: "typos",
    doc: POL,
    pages: [10, 10],
    facts: ["Lázaro Cárdenas 1590"],
  },
  {
    q: "la lampara uv avisa cuando ya se acabo??",
    kind: "typos",
    doc: FAQ,
    pages: [7, 7],
    facts: ["9,000 horas|alarma"],
  },
  {
    q: "a que altura va la abrasadera del dren del purifcador",
    kind: "typos",
    doc: GIM,
    pages: [10, 10],
    facts: ["15 cm"],
  },
  {
    q: "orario de embarques del almacen los sabados",
    kind: "typos",
    doc: CAT,
    pages: [15, 15],
    facts: ["8:00 a 13:00"],
  },
  {
    q: "cuantos psi son un kilo x centimetro cuadrado",
    kind: "typos",
    doc: GIM,
    pages: [16, 16],
    facts: ["14.2"],
  },

  // english
  {
    q: "How much salt does the SV-30 softener use per regeneration?",
    kind: "english",
    doc: CAT,
    pages: [10, 10],
    facts: ["4.5 kg"],
  },
  {
    q: "What is the per-kilometre charge for service calls outside the urban area?",
    kind: "english",
    doc: POL,
    pages: [8, 8],
    facts: ["9.50"],
  },
  {
    q: "How long does delivery to Quintana Roo take?",
    kind: "english",
    doc: FAQ,
    pages: [8, 8],
    facts: ["8 a 12|8 to 12"],
  },
  {
    q: "How much longer is the winter shadow than the summer one when checking the site?",
    kind: "english",
    doc: GIM,
    pages: [4, 4],
    facts: ["2.5"],
  },
  {
    q: "What is the noise level of the BPR-370 pump?",
    kind: "english",
    doc: CAT,
    pages: [11, 11],
    facts: ["55 dB"],
  },

  // short
  { q: "CSP presión máxima", kind: "short", doc: CAT, pages: [6, 6], facts: ["6 kg/cm"] },
  { q: "cambio membrana purificador", kind: "short", doc: GIM, pages: [12, 12], facts: ["2 a 3 años"] },
  { q: "precarga tanque purificador", kind: "short", doc: FAQ, pages: [6, 6], facts: ["7 psi"] },
  { q: "horario centro de contacto", kind: "short", doc: POL, pages: [7, 7], facts: ["8:00 a 20:00"] },

  // long
  {
    q: "Un cliente de Mazatlán vive a media cuadra de la playa y quiere un CS-150. Le preocupa que el salitre se coma la estructura, porque el boiler que tenía antes se le oxidó en dos años y lo tuvo que tirar. No quiere que le pase lo mismo. ¿Qué le recomendamos para que el calentador le dure?",
    kind: "long",
    doc: FAQ,
    pages: [3, 3],
    facts: ["3 meses", "TI-8"],
  },
  {
    q: "Me llamó un cliente muy molesto: perdió el ticket de compra de su purificador, el distribuidor nunca le selló la póliza y tampoco lo registró en la página. Ahora la bomba no arranca y quiere que se la cambiemos en garantía. ¿Cómo establecemos la fecha de compra para saber si todavía está cubierto?",
    kind: "long",
    doc: POL,
    pages: [6, 6],
    facts: ["90 días", "placa de serie"],
  },
  {
    q: "El cliente ya tiene un boiler de gas de depósito y quiere poner el calentador solar sin quitar el boiler. Su plomero dice que lo conecta directo y listo, pero yo quiero que quede como lo pide nuestra guía para no tener problemas después. ¿Cómo se deben conectar los dos equipos?",
    kind: "long",
    doc: GIM,
    pages: [7, 7],
    facts: ["bypass", "tres válvulas"],
  },

  // table
  {
    q: "¿Cuál es el área de captación del CS-300?",
    kind: "table",
    doc: CAT,
    pages: [4, 4],
    facts: ["3.50 m"],
  },
  {
    q: "¿Cuántos años de garantía tienen los tanques de resina y de salmuera del suavizador?",
    kind: "table",
    doc: POL,
    pages: [3, 3],
    facts: ["5 años"],
  },
  {
    q: "¿Cuánto cuesta al público la camisa de cuarzo del UV-12 y en cuántos días se surte?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["740", "10"],
  },
  {
    q: "¿Qué clave y precio tiene el tubo al vacío de 1500 mm para los modelos CS anteriores?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["TV-1500", "340"],
  },
  {
    q: "¿Cuánto le cuesta a un distribuidor el termotanque de reemplazo del CS-150 y en cuántos días se surte?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["3423|3,423", "8"],
  },
  {
    q: "¿Cuánto dura el retrolavado del SV-48?",
    kind: "table",
    doc: GIM,
    pages: [11, 11],
    facts: ["12 min"],
  },

  // unrelated
  { q: "¿A cuánto está el tipo de cambio del dólar hoy?", kind: "unrelated" },
  { q: "¿Cómo configuro mi correo en Outlook?", kind: "unrelated" },
  { q: "What's a good plan for a weekend in Oaxaca?", kind: "unrelated" },
  { q: "¿Quién escribió Pedro Páramo?", kind: "unrelated" },

  // near-miss
  { q: "¿Cuánto cuesta el purificador PO-100?", kind: "near-miss" },
  { q: "¿Cuánta luz consume al mes el controlador CD-200?", kind: "near-miss" },
  { q: "¿Qué temperatura máxima del agua de entrada soporta el suavizador SV-48?", kind: "near-miss" },
  { q: "¿Se puede pagar un calentador solar con crédito Infonavit o Hipoteca Verde?", kind: "near-miss" },
  { q: "¿Cuánto cuesta el curso de certificación de instaladores?", kind: "near-miss" },
  { q: "¿Cuánto pesa el purificador PO-50 ya instalado y con el tanque lleno?", kind: "near-miss" },
];
