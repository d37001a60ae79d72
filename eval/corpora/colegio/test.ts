/**
 * TEST questions of the «colegio» corpus: written before DEV, about different facts, and never read
 * question by question while tuning the engine (only aggregate figures are reported for them).
 */
import type { Question } from "../../types";

const REG = "REG-DIR-001 Reglamento escolar para alumnos y padres.pdf";
const ADM = "MAN-ADM-002 Manual de cuotas colegiaturas y pagos.pdf";
const RIT = "RIT-RH-003 Reglamento interior de trabajo.pdf";
const ENF = "PRO-ENF-004 Protocolo de enfermeria salud y emergencias.pdf";
const SER = "MAN-SER-005 Manual de transporte escolar y servicios.pdf";
const CSV = "Cuotas y servicios ciclo 2026-2027.csv";

export const TEST: Question[] = [
  // formal
  {
    q: "¿Hasta qué hora corre la tolerancia de entrada para los alumnos de primaria y hasta qué hora pueden ingresar con retardo?",
    kind: "formal",
    doc: REG,
    pages: [4, 6],
    facts: ["7:55", "8:15"],
  },
  {
    q: "¿Qué promedio y qué porcentaje de asistencia necesita un alumno de secundaria para quedar exento del examen del tercer trimestre?",
    kind: "formal",
    doc: REG,
    pages: [8, 8],
    facts: ["9.0", "90 %|90%"],
  },
  {
    q: "¿Qué descuento tiene el pago anual anticipado de colegiaturas, hasta qué fecha debe realizarse y se acumula con el descuento por hermanos?",
    kind: "formal",
    doc: ADM,
    pages: [6, 7],
    facts: ["7 %|7%", "31 de agosto", "se acumula|acumulable"],
  },
  {
    q: "¿Qué porcentaje de descuento en colegiatura reciben los hijos del personal de tiempo completo y los del personal de medio tiempo?",
    kind: "formal",
    doc: ADM,
    pages: [7, 7],
    facts: ["50 %|50%", "25 %|25%"],
  },
  {
    q: "¿Cuántos días de aguinaldo otorga el Colegio y a más tardar cuándo se paga?",
    kind: "formal",
    doc: RIT,
    pages: [9, 9],
    facts: ["20 días", "11 de diciembre"],
  },
  {
    q: "¿Cuántos días de permiso con goce de sueldo corresponden al trabajador que contrae matrimonio y cuántos por cambio de domicilio?",
    kind: "formal",
    doc: RIT,
    pages: [7, 7],
    facts: ["5 días hábiles|cinco días hábiles", "1 día por ciclo|un día por ciclo"],
  },
  {
    q: "¿A partir de qué temperatura se envía a un alumno a su casa?",
    kind: "formal",
    doc: ENF,
    pages: [6, 6],
    facts: ["37.8"],
  },
  {
    q: "¿De cuánto es la suma asegurada del seguro escolar por cada accidente?",
    kind: "formal",
    doc: ENF,
    pages: [8, 8],
    facts: ["80,000"],
  },
  {
    q: "¿Cuánto tiempo espera la unidad del transporte escolar en la parada por la mañana?",
    kind: "formal",
    doc: SER,
    pages: [4, 4],
    facts: ["2 minutos|dos minutos"],
  },
  {
    q: "¿Hasta qué hora se puede solicitar un cambio de parada para el recorrido de la tarde?",
    kind: "formal",
    doc: SER,
    pages: [5, 5],
    facts: ["11:00"],
  },
  {
    q: "¿Quién elaboró el Reglamento Interior de Trabajo vigente?",
    kind: "formal",
    doc: RIT,
    pages: [1, 1],
    facts: ["Mariana Ochoa"],
  },

  // colloquial
  {
    q: "si un chavo de secu usa el cel en clase por segunda vez se lo regresamos a él o a quién, y si ya es la tercera qué pasa",
    kind: "colloquial",
    doc: REG,
    pages: [11, 11],
    facts: ["padre, madre o tutor|padres|papás|mamá", "reporte de conducta|CE-10"],
  },
  {
    q: "oye cuánto sale la mensualidad de un niño de quinto de primaria, y si la pagan el 15 cuánto sería con el recargo",
    kind: "colloquial",
    doc: ADM,
    pages: [6, 6],
    facts: ["5,640", "5,978.40"],
  },
  {
    q: "si llego tarde a checar cuánto me descuentan",
    kind: "colloquial",
    doc: RIT,
    pages: [5, 5],
    facts: ["cinco minutos|5 minutos", "proporcional"],
  },
  {
    q: "en diciembre cuándo nos cae la segunda quincena, antes de las vacaciones o hasta el 31",
    kind: "colloquial",
    doc: RIT,
    pages: [8, 9],
    facts: ["18 de diciembre|viernes 18"],
  },
  {
    q: "se me puso malito un niño de kinder con calentura, le puedo dar algo pal dolor o qué le pueden dar en enfermería",
    kind: "colloquial",
    doc: ENF,
    pages: [5, 5],
    facts: ["no administran|enfermería", "paracetamol"],
  },
  {
    q: "a qué hora pasa el camión de la ruta de la recta a cholula en la mañana, el niño vive por zavaleta",
    kind: "colloquial",
    doc: SER,
    pages: [4, 4],
    facts: ["6:35|6:41"],
  },
  {
    q: "cuántos días de vacas me tocan si ya llevo 3 años en la chamba, soy de administración, y la prima cuándo me la pagan",
    kind: "colloquial",
    doc: RIT,
    pages: [7, 8],
    facts: ["18", "quincena anterior"],
  },
  {
    q: "un papá quiere que hoy recoja al niño su compadre que no está en la lista, qué tiene que hacer",
    kind: "colloquial",
    doc: SER,
    pages: [5, 5],
    facts: ["antes de las 12:00|12:00 horas|mediodía", "identificación"],
  },
  {
    q: "si ya me quiero ir de la chamba con cuánto tiempo tengo que avisar y qué tengo que entregar antes de irme",
    kind: "colloquial",
    doc: RIT,
    pages: [11, 11],
    facts: ["30 días", "gafete|llaves|planeaciones"],
  },

  // typos
  {
    q: "q hora sale el trasporte en la tarde",
    kind: "typos",
    doc: SER,
    pages: [4, 4],
    facts: ["14:55"],
  },
  {
    q: "cuanto es el recargo x pagar tarde la colegiatura despues del dia 10, me lo pueden perdonar?",
    kind: "typos",
    doc: ADM,
    pages: [6, 6],
    facts: ["6 %|6%", "una sola vez|una vez"],
  },
  {
    q: "cuantos dias economicos tengo al año y se juntan si no los uso",
    kind: "typos",
    doc: RIT,
    pages: [7, 7],
    facts: ["2 días|dos días", "no se acumulan|no se acumula|no son acumulables|se pierden"],
  },
  {
    q: "a q extension marco para enfermeria de secu",
    kind: "typos",
    doc: ENF,
    pages: [4, 4],
    facts: ["131"],
  },
  {
    q: "kiero saber cuando entregan boletas del primer trimestre",
    kind: "typos",
    doc: REG,
    pages: [7, 7],
    facts: ["27 de noviembre"],
  },
  {
    q: "donde es el punto de reunion de primaria alta en un simulacro de sismo",
    kind: "typos",
    doc: ENF,
    pages: [9, 9],
    facts: ["futbol rápido|Punto 3"],
  },
  {
    q: "se puede facturar una colegiatura de un mes anterior?? se me olvido pedirla",
    kind: "typos",
    doc: ADM,
    pages: [9, 9],
    facts: [
      "dentro del mes|factura global|mes en que se realiza|mes en que se hizo|mes en que pag|mes en que se pag",
    ],
  },
  {
    q: "cuanto cuesta el extraordinario x materia y hasta cuando se paga",
    kind: "typos",
    doc: CSV,
    pages: null,
    facts: ["480", "3 días hábiles|tres días hábiles"],
  },

  // english
  {
    q: "What is the deadline to pay the monthly tuition each month, and what if that day falls on a weekend?",
    kind: "english",
    doc: ADM,
    pages: [6, 6],
    facts: [
      "día 10|10th|day 10",
      "siguiente día hábil|next business day|next working day|following business day|next banking day",
    ],
  },
  {
    q: "How many hours of training per school year must teachers complete, and how many must administrative staff complete?",
    kind: "english",
    doc: RIT,
    pages: [9, 9],
    facts: ["40 horas|40 hours", "20 horas|20 hours"],
  },
  {
    q: "Which vest colour does the first aid brigade wear, and where do they treat the injured during an emergency?",
    kind: "english",
    doc: ENF,
    pages: [8, 8],
    facts: ["blanco|white", "enfermería principal|main infirmary|main nurs|main health"],
  },
  {
    q: "How much does the student accident insurance cost per year, and is it refunded if the student leaves the school?",
    kind: "english",
    doc: ADM,
    pages: [5, 10],
    facts: ["690", "refund|no se reembolsa"],
  },
  {
    q: "By what time must a primary school teacher report that they will be absent, and to whom?",
    kind: "english",
    doc: RIT,
    pages: [6, 6],
    facts: ["6:30", "coordinator|coordinador de sección"],
  },
  {
    q: "How much is the graduation ceremony and dinner for third year of secundaria?",
    kind: "english",
    doc: CSV,
    pages: null,
    facts: ["3400|3,400"],
  },
  {
    q: "What has to be attached to the form that registers the people allowed to pick up a child, and how old must those people be?",
    kind: "english",
    doc: SER,
    pages: [9, 9],
    facts: [
      "identificación|ID",
      "fotografía|photo",
      "18 años|18 years|over 18|older than 18|eighteen|age of 18|18 or older",
    ],
  },

  // short
  {
    q: "descuento hermanos",
    kind: "short",
    doc: ADM,
    pages: [7, 7],
    facts: ["10 %|10%", "15 %|15%", "20 %|20%", "colegiatura"],
  },
  { q: "prima vacacional", kind: "short", doc: RIT, pages: [8, 8], facts: ["30 %|30%", "salario|sueldo"] },
  { q: "código azul", kind: "short", doc: ENF, pages: [9, 10], facts: ["encierro|cierran la puerta"] },
  {
    q: "cuadro de honor",
    kind: "short",
    doc: REG,
    pages: [8, 8],
    facts: ["9.5", "sin reportes|reportes de conducta|ningún reporte"],
  },

  // long
  {
    q: "Soy la nueva auxiliar de caja. Una mamá me dice que ya no va a seguir en el colegio porque se cambian a Monterrey; pagó la reinscripción completa en febrero y hoy es 10 de junio. Quiere saber cuánto le devuelven de la reinscripción, en cuánto tiempo le depositan y qué formato tiene que llenar para la baja. ¿Qué le digo?",
    kind: "long",
    doc: ADM,
    pages: [10, 10],
    facts: ["50 %|50%", "20 días hábiles", "ADM-09"],
  },
  {
    q: "Estoy cubriendo la guardia de salida y un niño de primero de primaria se quedó sin que nadie viniera por él. Ya pasaron 20 minutos de la hora de salida, los papás no contestan y creo que es la tercera vez en el ciclo. ¿A dónde lo llevo, se le cobra algo a la familia y qué pasa si en la tarde nadie llega?",
    kind: "long",
    doc: SER,
    pages: [6, 6],
    facts: ["biblioteca", "hora o fracción", "DIF"],
  },
  {
    q: "Un alumno de 3.º de secundaria reprobó dos materias con 5.4 de promedio final. Su mamá vino a recepción a preguntar cuándo puede presentar los extraordinarios, qué trámite tiene que hacer y con cuánta anticipación. ¿Qué le contesto?",
    kind: "long",
    doc: REG,
    pages: [9, 9],
    facts: ["12 al 16 de julio", "CE-08", "tres días hábiles"],
  },

  // table
  {
    q: "¿Cuál es el monto máximo deducible de colegiaturas por alumno al año en secundaria?",
    kind: "table",
    doc: ADM,
    pages: [9, 9],
    facts: ["19,900"],
  },
  {
    q: "¿Qué porcentaje de la calificación trimestral corresponde a los exámenes en secundaria?",
    kind: "table",
    doc: REG,
    pages: [8, 8],
    facts: ["40 %|40%"],
  },
  {
    q: "¿Cuál es el horario de trabajo de los docentes de secundaria de tiempo completo?",
    kind: "table",
    doc: RIT,
    pages: [5, 5],
    facts: ["6:55", "15:00"],
  },
  {
    q: "¿Cuánto cuesta al mes el taller de robótica educativa y quién lo imparte?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["980", "Alan Rivera"],
  },
  {
    q: "¿Qué día del mes se hace el cargo automático a tarjeta de las colegiaturas domiciliadas?",
    kind: "table",
    doc: ADM,
    pages: [8, 8],
    facts: ["día 5"],
  },
  {
    q: "¿Cuánto cuesta al mes el transporte escolar de viaje redondo en la zona C?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["2270|2,270"],
  },

  // unrelated
  { q: "¿Cómo se prepara un mole poblano tradicional?", kind: "unrelated" },
  { q: "¿Quién ganó el último partido entre el Club Puebla y el América?", kind: "unrelated" },
  { q: "¿Cómo tramito mi e.firma en el SAT si soy persona física?", kind: "unrelated" },
  { q: "what's the weather going to be like in Cholula this weekend?", kind: "unrelated" },

  // near-miss
  { q: "¿Cuál es la colegiatura mensual de preparatoria?", kind: "near-miss" },
  { q: "¿Qué días son las clases de natación y cuánto cuestan?", kind: "near-miss" },
  { q: "¿El personal tiene derecho a un día libre por su cumpleaños?", kind: "near-miss" },
  { q: "¿Cuándo se paga el reparto de utilidades al personal?", kind: "near-miss" },
  { q: "¿Qué cubre el seguro de gastos médicos mayores del personal?", kind: "near-miss" },
  { q: "¿Cuánto cuesta el curso de verano para los alumnos de primaria?", kind: "near-miss" },
];
