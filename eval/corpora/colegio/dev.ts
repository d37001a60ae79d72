/**
 * DEV questions of the «colegio» corpus: they may be studied while developing. They ask about
 * different facts from the TEST questions.
 */
import type { Question } from "../../types";

const REG = "REG-DIR-001 Reglamento escolar para alumnos y padres.pdf";
const ADM = "MAN-ADM-002 Manual de cuotas colegiaturas y pagos.pdf";
const RIT = "RIT-RH-003 Reglamento interior de trabajo.pdf";
const ENF = "PRO-ENF-004 Protocolo de enfermeria salud y emergencias.pdf";
const SER = "MAN-SER-005 Manual de transporte escolar y servicios.pdf";
const CSV = "Cuotas y servicios ciclo 2026-2027.csv";

export const DEV: Question[] = [
  // formal
  {
    q: "¿Cuántas fotografías y de qué tipo se piden para inscribir a un alumno de nuevo ingreso?",
    kind: "formal",
    doc: REG,
    pages: [5, 5],
    facts: ["cuatro fotografías|4 fotografías", "infantil"],
  },
  {
    q: "¿Cuántos retardos de un alumno equivalen a una falta injustificada y a dónde pasa un alumno de secundaria que llega con retardo?",
    kind: "formal",
    doc: REG,
    pages: [6, 6],
    facts: ["tres retardos|3 retardos", "Prefectura"],
  },
  {
    q: "¿Qué promedio se exige para solicitar la beca institucional en su modalidad académica y qué porcentajes de beca se otorgan?",
    kind: "formal",
    doc: ADM,
    pages: [7, 7],
    facts: ["9.5", "20 %|20%", "35 %|35%", "50 %|50%"],
  },
  {
    q: "¿Cuál es el horario de atención de la Caja durante el ciclo escolar y cuál es su extensión?",
    kind: "formal",
    doc: ADM,
    pages: [4, 4],
    facts: ["7:30", "14:30", "112"],
  },
  {
    q: "¿Cuánto se paga por cada hora de suplencia que cubre un docente y con qué formato se registra?",
    kind: "formal",
    doc: RIT,
    pages: [6, 6],
    facts: ["165", "RH-07"],
  },
  {
    q: "¿Cuál es el periodo de prueba de un docente de nuevo ingreso y el de un puesto de coordinación?",
    kind: "formal",
    doc: RIT,
    pages: [4, 4],
    facts: ["30 días", "180 días"],
  },
  {
    q: "¿Qué debe entregar la familia para que enfermería administre a un alumno un medicamento traído de casa?",
    kind: "formal",
    doc: ENF,
    pages: [4, 5],
    facts: ["ENF-03", "receta"],
  },
  {
    q: "¿Cuántos simulacros se realizan en cada ciclo escolar y en cuánto tiempo debe completarse la evacuación?",
    kind: "formal",
    doc: ENF,
    pages: [9, 9],
    facts: ["seis|6 simulacros", "3 minutos|tres minutos"],
  },
  {
    q: "¿Cuántas personas puede registrar cada familia para recoger a sus hijos y qué recibe cada una?",
    kind: "formal",
    doc: SER,
    pages: [5, 5],
    facts: ["cuatro|4 adultos|4 personas", "QR"],
  },
  {
    q: "¿Quién aprobó las cuotas del ciclo 2026-2027 y en qué fecha?",
    kind: "formal",
    doc: ADM,
    pages: [3, 3],
    facts: ["Asamblea de Asociados", "22 de mayo"],
  },
  {
    q: "¿Con qué formato se solicita la revisión de una calificación?",
    kind: "formal",
    doc: REG,
    pages: [3, 3],
    facts: ["CE-07"],
  },

  // colloquial
  {
    q: "oiga y si un papá le quiere regalar algo caro a la maestra, hasta cuánto se vale",
    kind: "colloquial",
    doc: REG,
    pages: [13, 13],
    facts: ["$500|500 pesos|quinientos"],
  },
  {
    q: "cuánto me dan de bono si no falto ni llego tarde en toda la quincena, es porcentaje de qué",
    kind: "colloquial",
    doc: RIT,
    pages: [6, 6],
    facts: ["8 %|8%", "salario base|sueldo base"],
  },
  {
    q: "cuántos días me dan si se muere mi papá y el entierro es en veracruz, o es lo mismo que si fuera aquí",
    kind: "colloquial",
    doc: RIT,
    pages: [7, 7],
    facts: ["5 si el sepelio|5 días|cinco días", "fuera del estado|fuera de puebla|otro estado"],
  },
  {
    q: "la lana de la inscripción se puede pagar a meses?",
    kind: "colloquial",
    doc: ADM,
    pages: [6, 6],
    facts: [
      "tres meses sin intereses|3 meses sin intereses|3 msi|tres meses sin interés|3 meses sin interés",
    ],
  },
  {
    q: "un niño de primaria se cayó en el recreo y se lastimó feo el brazo, a qué hospital lo mandamos y qué papel les damos a los papás",
    kind: "colloquial",
    doc: ENF,
    pages: [7, 8],
    facts: ["San Gabriel", "ENF-07|pase médico"],
  },
  {
    q: "cuánto le pueden gastar diario al niño en la tarjeta de la cafe si los papás no ponen límite",
    kind: "colloquial",
    doc: SER,
    pages: [7, 7],
    facts: ["$80.00|80 pesos|$80 al día|$80 diarios|$80 por día|ochenta pesos"],
  },
  {
    q: "a qué hora salen al recreo los de secu",
    kind: "colloquial",
    doc: SER,
    pages: [6, 6],
    facts: ["11:10"],
  },
  {
    q: "cuánto sale el viaje de tercero de secu a oaxaca",
    kind: "colloquial",
    doc: CSV,
    pages: null,
    facts: ["6800|6,800"],
  },

  // typos
  {
    q: "cuanto tarda en llegar la factura dspues de pagar",
    kind: "typos",
    doc: ADM,
    pages: [9, 9],
    facts: ["72 horas"],
  },
  {
    q: "tengo q traer el gafete todo el dia o nomas en la entrada",
    kind: "typos",
    doc: RIT,
    pages: [10, 10],
    facts: ["a la vista|toda su permanencia"],
  },
  {
    q: "cuantos dias tienen los papas para justificar una falta de su hijo y con q formato",
    kind: "typos",
    doc: REG,
    pages: [5, 5],
    facts: ["dos días hábiles|2 días hábiles", "CE-03"],
  },
  {
    q: "los piojos son motivo pa mandar al niño a su casa?",
    kind: "typos",
    doc: ENF,
    pages: [6, 7],
    facts: ["piojos vivos|revisión en enfermería"],
  },
  {
    q: "horario del taller de basquet",
    kind: "typos",
    doc: SER,
    pages: [7, 7],
    facts: ["martes y jueves", "15:00 a 16:30"],
  },
  {
    q: "cuanto cuesta reponer la credencial de recojer, y las primeras tambien se cobran?",
    kind: "typos",
    doc: CSV,
    pages: null,
    facts: ["120", "dos primeras|2 primeras|no tienen costo"],
  },
  {
    q: "con cuanta anticipacion entrego el formato rh-05 y quien lo tiene q firmar",
    kind: "typos",
    doc: RIT,
    pages: [12, 12],
    facts: ["tres días hábiles|3 días hábiles", "jefe inmediato"],
  },

  // english
  {
    q: "What time do secondary school students have to arrive, how late can they be before it counts as tardy, and what time do they leave?",
    kind: "english",
    doc: REG,
    pages: [4, 4],
    facts: ["7:15", "7:25", "14:40"],
  },
  {
    q: "Which credit cards can parents use to pay tuition at the school's cashier, and is American Express accepted?",
    kind: "english",
    doc: ADM,
    pages: [8, 8],
    facts: ["Visa", "Mastercard", "American Express|Amex"],
  },
  {
    q: "When is the staff savings fund paid out?",
    kind: "english",
    doc: RIT,
    pages: [9, 9],
    facts: ["primera quincena de julio|July"],
  },
  {
    q: "What should a teacher do if a student with a severe allergy goes into anaphylaxis?",
    kind: "english",
    doc: ENF,
    pages: [6, 6],
    facts: ["muslo|thigh", "5 y 15 minutos|5 to 15 minutes|5-15 minutes|5 and 15 minutes"],
  },
  {
    q: "How many books can a student take home from the library and for how long?",
    kind: "english",
    doc: SER,
    pages: [8, 8],
    facts: ["dos libros|two|2", "siete días|seven days|7 days"],
  },

  // short
  { q: "estancia temprana", kind: "short", doc: SER, pages: [6, 6], facts: ["6:45"] },
  { q: "reloj checador", kind: "short", doc: RIT, pages: [5, 5], facts: ["Puerta 4|huella"] },
  {
    q: "sala de lactancia",
    kind: "short",
    doc: RIT,
    pages: [7, 7],
    facts: ["planta alta del edificio administrativo"],
  },
  { q: "tel cruz roja", kind: "short", doc: ENF, pages: [10, 10], facts: ["222 247 9011"] },

  // long
  {
    q: "Trabajo en recepción. Una mamá de un niño de segundo de primaria nos avisa que su hijo tiene varicela desde el lunes; dice que ya se siente bien, que ya no tiene fiebre y quiere mandarlo el jueves. ¿Puede regresar ya o qué le tenemos que pedir?",
    kind: "long",
    doc: ENF,
    pages: [7, 7],
    facts: ["costra", "7 días", "constancia médica"],
  },
  {
    q: "Soy maestra de secundaria y quiero estudiar una maestría en educación que cuesta como 40 mil pesos al año. Me dijeron que el colegio ayuda con una parte. ¿Cuánto me pueden apoyar, qué tengo que firmar y qué pasa si me voy antes?",
    kind: "long",
    doc: RIT,
    pages: [9, 9],
    facts: ["50 %|50%", "15,000", "carta compromiso"],
  },
  {
    q: "Un alumno de 2.º de secundaria subió a redes un video burlándose de un compañero y ya van varias veces; el afectado me lo contó hoy llorando. Soy su tutor. ¿Qué tengo que hacer hoy y qué sigue después?",
    kind: "long",
    doc: REG,
    pages: [12, 12],
    facts: ["CE-12", "24 horas"],
  },

  // table
  {
    q: "¿Qué color de chaleco usa la brigada de búsqueda y rescate?",
    kind: "table",
    doc: ENF,
    pages: [8, 8],
    facts: ["amarillo"],
  },
  {
    q: "¿A qué hora es la primera parada de la Ruta 5 y qué unidad la cubre?",
    kind: "table",
    doc: SER,
    pages: [4, 4],
    facts: ["6:15", "Autobús 4"],
  },
  {
    q: "¿Cuánto es la cuota anual de materiales didácticos de 6.º de primaria?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["2920|2,920"],
  },
  {
    q: "¿Qué porcentaje de la reinscripción se reembolsa si el aviso de baja se entrega antes del 31 de mayo y cuánto si se entrega en agosto?",
    kind: "table",
    doc: ADM,
    pages: [10, 10],
    facts: ["80 %|80%", "sin reembolso|no hay reembolso|no se reembolsa|ningún reembolso"],
  },
  {
    q: "¿Qué talleres imparte la Mtra. Fabiola Cortés Nava y cuánto cuesta cada uno al mes?",
    kind: "table",
    doc: CSV,
    pages: null,
    facts: ["Iniciación musical", "Coro", "690", "450"],
  },

  // unrelated
  { q: "¿Me das la receta de los chiles en nogada?", kind: "unrelated" },
  {
    q: "¿Cuándo me toca la verificación vehicular en Puebla si mis placas terminan en 5?",
    kind: "unrelated",
  },
  { q: "¿Qué equipos jugaron la última final de la Liga MX?", kind: "unrelated" },
  { q: "write me a short poem about the ocean", kind: "unrelated" },

  // near-miss
  { q: "¿El colegio tiene maternal o guardería para niños de un año?", kind: "near-miss" },
  { q: "¿Me pueden dar un anticipo de nómina a mitad de la quincena?", kind: "near-miss" },
  { q: "¿De cuánto es el seguro de vida que da el colegio al personal?", kind: "near-miss" },
  { q: "¿Hay programa de intercambio a Canadá para los alumnos de secundaria?", kind: "near-miss" },
  { q: "¿El colegio paga la certificación Cambridge de inglés de los alumnos?", kind: "near-miss" },
  { q: "¿Qué horario tiene el plantel de Atlixco?", kind: "near-miss" },
];
