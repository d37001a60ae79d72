/**
 * DEV questions of the «pyme» corpus (Grupo Refaccionario La Biela): they may be studied while
 * developing. They ask about other facts than the TEST questions. Checked by check.ts.
 */
import type { Question } from "../../types";

const RIT = "RIT-RH-001 Reglamento Interior de Trabajo.pdf";
const GAR = "POL-VTA-002 Politica de devoluciones y garantias.pdf";
const FAC = "PRO-ADM-005 Facturacion CFDI 4.0.pdf";
const CAJ = "MAN-CAJ-003 Manual de caja y cortes.pdf";
const LOG = "PRO-LOG-004 Entregas a domicilio y reparto.pdf";
const SEG = "MAN-SH-006 Manual de seguridad e higiene.pdf";
const CSV = "Lista de precios y existencias nov-2026.csv";

export const DEV: Question[] = [
  // formal
  {
    q: "¿Cuál es el periodo de prueba para un gerente de sucursal de nuevo ingreso?",
    kind: "formal",
    doc: RIT,
    pages: [5, 5],
    facts: ["180 días"],
  },
  {
    q: "¿Qué formato debe llenar una persona que solicita empleo y qué antigüedad máxima debe tener su Constancia de Situación Fiscal?",
    kind: "formal",
    doc: RIT,
    pages: [5, 5],
    facts: ["RH-01", "30 días"],
  },
  {
    q: "¿Qué datos del cliente se necesitan para emitir una factura?",
    kind: "formal",
    doc: FAC,
    pages: [4, 5],
    facts: ["código postal", "régimen fiscal", "uso del CFDI"],
  },
  {
    q: "¿Qué días pasa el servicio de traslado de valores a recoger el efectivo?",
    kind: "formal",
    doc: CAJ,
    pages: [9, 9],
    facts: ["martes", "viernes"],
  },
  {
    q: "¿Qué anticipo se solicita al cliente en un pedido especial?",
    kind: "formal",
    doc: GAR,
    pages: [4, 4],
    facts: ["50"],
  },
  {
    q: "¿En cuánto tiempo debe surtir el almacén una orden de entrega?",
    kind: "formal",
    doc: LOG,
    pages: [5, 5],
    facts: ["20 minutos"],
  },
  {
    q: "¿Con qué frecuencia realiza la Comisión de Seguridad e Higiene sus recorridos de verificación?",
    kind: "formal",
    doc: SEG,
    pages: [4, 4],
    facts: ["tres meses", "SH-01"],
  },
  {
    q: "¿Qué se debe hacer si el electrolito de una batería salpica los ojos de un trabajador?",
    kind: "formal",
    doc: SEG,
    pages: [6, 6],
    facts: ["15 minutos"],
  },
  {
    q: "¿Quién debe autorizar la cancelación de una factura de más de 20,000 pesos?",
    kind: "formal",
    doc: FAC,
    pages: [8, 8],
    facts: ["Contadora General", "FAC-02"],
  },
  {
    q: "¿Cuántas horas dura la capacitación de manejo defensivo para repartidores y choferes?",
    kind: "formal",
    doc: SEG,
    pages: [9, 9],
    facts: ["8 horas"],
  },
  {
    q: "¿En qué plazo investiga la Comisión de Seguridad e Higiene un accidente de trabajo?",
    kind: "formal",
    doc: SEG,
    pages: [9, 9],
    facts: ["72 horas"],
  },

  // colloquial
  {
    q: "¿Cuánto me dan de vales de despensa al mes y qué día me los depositan?",
    kind: "colloquial",
    doc: RIT,
    pages: [11, 11],
    facts: ["1,200", "día 5"],
  },
  {
    q: "Si me llevo unas refacciones para mi carcacha, ¿cuánto me rebajan y me lo pueden ir descontando de la quincena?",
    kind: "colloquial",
    doc: RIT,
    pages: [11, 11],
    facts: ["15", "cuatro quincenas"],
  },
  {
    q: "¿Qué onda si se me olvidó checar la entrada en la mañana?",
    kind: "colloquial",
    doc: RIT,
    pages: [7, 7],
    facts: ["RH-05", "48 horas"],
  },
  {
    q: "¿Cada cuánto nos caen los de auditoría a contarnos la caja de sorpresa?",
    kind: "colloquial",
    doc: CAJ,
    pages: [9, 9],
    facts: ["dos arqueos", "CAJ-06"],
  },
  {
    q: "Un cliente trae unas balatas que le duraron cuatro meses y dice que ya se acabaron, ¿se las cambiamos o no?",
    kind: "colloquial",
    doc: GAR,
    pages: [6, 6],
    facts: ["6 meses", "10,000 km"],
  },
  {
    q: "Si llego con el pedido y el cliente no está, ¿cuánto le tengo que esperar?",
    kind: "colloquial",
    doc: LOG,
    pages: [6, 6],
    facts: ["10 minutos", "dos veces"],
  },
  {
    q: "¿Cada cuánto me dan mis botas de casquillo nuevas?",
    kind: "colloquial",
    doc: SEG,
    pages: [5, 5],
    facts: ["12 meses"],
  },
  {
    q: "Le pedí al cliente que acepte la cancelación de su factura, ¿cuánto tiempo tiene para picarle y qué pasa si no lo hace?",
    kind: "colloquial",
    doc: FAC,
    pages: [8, 8],
    facts: ["72 horas"],
  },
  {
    q: "Al timbrar me sale que el nombre no corresponde al RFC, ¿qué le checo?",
    kind: "colloquial",
    doc: FAC,
    pages: [9, 9],
    facts: ["dobles espacios"],
  },

  // typos
  {
    q: "kuando reparten las utilidades",
    kind: "typos",
    doc: RIT,
    pages: [12, 12],
    facts: ["30 de mayo"],
  },
  {
    q: "de cuanto es el fondo de caja en la matris",
    kind: "typos",
    doc: CAJ,
    pages: [5, 5],
    facts: ["3,000"],
  },
  {
    q: "asta cuanto puede autorisar el gerente un cambio de pieza en garantia",
    kind: "typos",
    doc: GAR,
    pages: [8, 8],
    facts: ["2,500"],
  },
  {
    q: "cada cuantos km le toca servisio a las motos de reparto",
    kind: "typos",
    doc: LOG,
    pages: [5, 5],
    facts: ["3,000 km"],
  },
  {
    q: "a q altura maxima van las piesas pesadas en los anaqueles",
    kind: "typos",
    doc: SEG,
    pages: [6, 6],
    facts: ["1.20"],
  },
  {
    q: "ke uso de cfdi le pongo a un cliente q no va a deducir",
    kind: "typos",
    doc: FAC,
    pages: [5, 5],
    facts: ["S01"],
  },

  // english
  {
    q: "How much is the attendance bonus per pay period?",
    kind: "english",
    doc: RIT,
    pages: [11, 11],
    facts: ["400"],
  },
  {
    q: "What tax regime code does the company use as the issuer of its invoices?",
    kind: "english",
    doc: FAC,
    pages: [3, 3],
    facts: ["601"],
  },
  {
    q: "Who do I call first if the store gets robbed while I'm at the register?",
    kind: "english",
    doc: CAJ,
    pages: [9, 10],
    facts: ["911"],
  },
  {
    q: "What is the maximum speed allowed for company vehicles in the city?",
    kind: "english",
    doc: LOG,
    pages: [7, 7],
    facts: ["60"],
  },
  {
    q: "What is the speed limit for the forklift inside the warehouse?",
    kind: "english",
    doc: SEG,
    pages: [6, 6],
    facts: ["8 km/h"],
  },
  {
    q: "Which sales are excluded from the returns and warranty policy?",
    kind: "english",
    doc: GAR,
    pages: [3, 3],
    facts: ["venta final"],
  },

  // short
  { q: "fondo de ahorro", kind: "short", doc: RIT, pages: [11, 11], facts: ["5"] },
  { q: "horario almacén", kind: "short", doc: RIT, pages: [6, 6], facts: ["7:00", "15:30"] },
  { q: "bono repartidores", kind: "short", doc: LOG, pages: [8, 8], facts: ["600"] },

  // long
  {
    q: "Trabajo en el CEDIS desde 2019 y ya me toca tomar mis días. Quería irme la última semana de junio porque tenemos un viaje familiar, pero mi jefe me dijo que en esas fechas no me las puede autorizar. ¿Es cierto eso, por qué, y hay otras fechas en las que tampoco me las darían?",
    kind: "long",
    doc: RIT,
    pages: [10, 10],
    facts: ["inventario", "diciembre"],
  },
  {
    q: "Estoy en la sucursal Torres Landa y un cliente de Silao me acaba de pedir por teléfono un pedido de unos cuatro mil pesos para que se lo llevemos a su negocio. No sé si le tengo que cobrar el envío ni si le va a llegar hoy. ¿Cuánto le cobro y cuándo le llega?",
    kind: "long",
    doc: LOG,
    pages: [3, 3],
    facts: ["3,000", "13:00"],
  },
  {
    q: "Hace tres días compré unos amortiguadores en su tienda en línea y me los llevaron a mi casa. Resulta que mi cuñado ya me había conseguido unos, así que ya no los necesito y ni abrí la caja. ¿Los puedo regresar y me van a cobrar algo por la devolución?",
    kind: "long",
    doc: GAR,
    pages: [9, 9],
    facts: ["cinco días hábiles"],
  },
  {
    q: "Este domingo me toca la guardia en la Matriz y es la primera vez que voy a estar en la caja ese día. Mi gerente no va a estar y no sé cómo se cierra. ¿A qué hora se hace el corte el domingo y qué hago con el efectivo que se junte?",
    kind: "long",
    doc: CAJ,
    pages: [8, 8],
    facts: ["14:15", "caja fuerte"],
  },

  // table
  {
    q: "¿Cuántos días de permiso dan por el fallecimiento de un hermano?",
    kind: "table",
    doc: RIT,
    pages: [8, 8],
    facts: ["1 día"],
  },
  {
    q: "¿Qué sanción corresponde a la segunda vez que se usa el celular en el mostrador?",
    kind: "table",
    doc: RIT,
    pages: [13, 13],
    facts: ["Suspensión de 1 día"],
  },
  {
    q: "¿Cuál es la carga máxima de la camioneta pick-up de reparto?",
    kind: "table",
    doc: LOG,
    pages: [5, 5],
    facts: ["700 kg"],
  },
  {
    q: "¿Cuál es el precio de taller del aceite Castrol GTX 20W-50 de litro?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["110.94"],
  },
  {
    q: "¿Cuántos kits de distribución para Jetta A4 hay en el CEDIS?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["15", "BAN-0111"],
  },
  {
    q: "¿Qué equipo de protección debe usar un repartidor en motocicleta?",
    kind: "table",
    doc: SEG,
    pages: [5, 5],
    facts: ["casco", "rodilleras"],
  },

  // unrelated
  { q: "¿A cuánto está el dólar hoy?", kind: "unrelated" },
  { q: "Escríbeme un poema para el Día de Muertos.", kind: "unrelated" },
  { q: "¿Cómo se calcula el área de un círculo?", kind: "unrelated" },
  { q: "What's the best series on Netflix right now?", kind: "unrelated" },

  // near-miss
  { q: "¿Cuál es la dirección de la sucursal Querétaro?", kind: "near-miss" },
  { q: "¿La empresa da apoyo de guardería a las mamás que trabajan aquí?", kind: "near-miss" },
  { q: "¿Qué descuento les damos a los clientes con tarjeta del INAPAM?", kind: "near-miss" },
  { q: "¿Cuál es el monto máximo de los préstamos personales para empleados?", kind: "near-miss" },
  { q: "¿Cómo funciona el programa de lealtad de puntos para clientes de mostrador?", kind: "near-miss" },
  { q: "¿Cuánto cobramos por la instalación de baterías en la sucursal?", kind: "near-miss" },
];
