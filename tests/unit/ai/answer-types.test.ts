import {
  answerSpans,
  countedStems,
  expectedAnswerTypes,
  holdsAnswerType,
  holdsCount,
  type AnswerType,
} from "@/server/ai/answer-types";

const found = (text: string, type: AnswerType) =>
  answerSpans(text, [type]).map(([start, end]) => text.slice(start, end));

describe("expectedAnswerTypes: what kind of answer a question asks for", () => {
  it.each([
    ["¿Cuántos días de vacaciones me tocan el primer año?", ["quantity"]],
    ["cuantas piezas hay en el almacen", ["quantity"]],
    ["How many days off do I get?", ["quantity"]],
    ["¿Cuándo se paga el aguinaldo?", ["time"]],
    ["¿En qué plazo debo entregar la incapacidad?", ["time"]],
    ["¿A qué hora cierra la caja?", ["time"]],
    ["¿Cuánto tiempo tarda en llenarse el tinaco?", ["time"]],
    ["¿Cada cuánto me dan botas nuevas?", ["time"]],
    ["When is the invoice due?", ["time"]],
    ["¿Cuánto cuesta el kit de resistencia?", ["money"]],
    ["How much does the filter cost?", ["money"]],
    ["¿Qué formato lleno para pedir vacaciones?", ["form"]],
    ["Which form do I use for a refund?", ["form"]],
    ["¿Dónde está el centro de servicio de León?", ["place"]],
    ["¿A quién le aviso si voy a faltar?", ["place"]],
    ["¿Cuál es el teléfono de soporte?", ["place"]],
    ["Where are the backups kept?", ["place"]],
    ["¿Cuánto le cobro y cuándo le llega?", ["money", "time"]],
    // Chat shorthand asks as the words it stands for.
    ["a q hora abren el sabado?", ["time"]],
    ["k dia pagan la quincena", ["time"]],
    ["q formato lleno pa las vacaciones", ["form"]],
    ["cdo llega mi pedido", ["time"]],
  ])("%s → %j", (question, types) => {
    expect(expectedAnswerTypes(question)).toEqual(types);
  });

  it("asks for nothing in particular in a how-to or a yes/no question", () => {
    expect(expectedAnswerTypes("¿Cómo instalo un paquete?")).toEqual([]);
    expect(expectedAnswerTypes("¿Se puede devolver una pieza eléctrica?")).toEqual([]);
    expect(expectedAnswerTypes("How do I add a user?")).toEqual([]);
  });
});

describe("countedStems and holdsCount: a number of what the question counts", () => {
  it("reads what is counted, in Spanish and English", () => {
    expect([...countedStems("¿Cuántos días de vacaciones me tocan?")]).toEqual(["dia"]);
    expect(countedStems("How many days off do I get?").has("dia")).toBe(true);
    expect(countedStems("¿Cuánto le tengo que esperar?").size).toBe(0);
    expect(countedStems("¿Dónde está el almacén?").size).toBe(0);
  });

  it("finds a number followed closely by what is counted, not another number", () => {
    const days = countedStems("¿Cuántos días de vacaciones me tocan?");
    expect(holdsCount("Al cumplir el primer año corresponden 12 días.", days)).toBe(true);
    expect(holdsCount("Se avisa con quince días hábiles de anticipación.", days)).toBe(true);
    expect(holdsCount("La prima es del 25 % del salario de los días de vacaciones.", days)).toBe(false);
  });
});

describe("answerSpans: expressions of each kind in a sentence", () => {
  it("finds quantities, but not the digits of a code", () => {
    expect(found("Disfrutarán de 12 días y de la mitad del salario.", "quantity")).toEqual(["12", "mitad"]);
    expect(holdsAnswerType("Llene el formato RH-02 y entréguelo a su jefe.", ["quantity"])).toBe(false);
    expect(holdsAnswerType("Se entregan tres juegos de uniforme.", ["quantity"])).toBe(true);
  });

  it("finds durations, hours, dates, days and months", () => {
    expect(found("Avise con 15 días hábiles de anticipación.", "time")).toEqual(["15 días"]);
    expect(found("Abrimos de lunes a viernes de 9:00 a 18:00 h.", "time")).toEqual([
      "lunes",
      "viernes",
      "9:00",
      "18:00",
    ]);
    expect(found("Vence el 15/01/2025 o en un año.", "time")).toEqual(["15/01/2025", "un año"]);
    expect(found("Se paga antes del 20 de diciembre.", "time")).toEqual(["diciembre"]);
    expect(holdsAnswerType("La prima vacacional es del 25 % del salario.", ["time"])).toBe(false);
  });

  it("finds amounts of money", () => {
    expect(holdsAnswerType("El kit cuesta $1,380.00 más IVA.", ["money"])).toBe(true);
    expect(holdsAnswerType("Son 450 pesos por visita.", ["money"])).toBe(true);
    expect(holdsAnswerType("precio_publico_mxn: 45.00", ["money"])).toBe(true);
    expect(holdsAnswerType("El descuento aplica a 3 piezas o más.", ["money"])).toBe(true);
    expect(holdsAnswerType("La visita se agenda en 3 días.", ["money"])).toBe(false);
  });

  it("finds a form's code or its name after the word", () => {
    expect(found("Llene el formato RH-02 «Solicitud de vacaciones».", "form")).toEqual([
      "formato R",
      "RH-02",
    ]);
    expect(found("Entregue el formato «Justificación de incidencias».", "form")).toEqual(["formato «"]);
    expect(holdsAnswerType("Use el formulario de la intranet.", ["form"])).toBe(false);
    expect(holdsAnswerType("Instale el paquete full-upgrade.", ["form"])).toBe(false);
  });

  it("finds addresses, phones, e-mails, extensions, web addresses and file paths", () => {
    const place = (text: string) => holdsAnswerType(text, ["place"]);
    expect(place("Estamos en Av. López Mateos 1590, Col. Centro.")).toBe(true);
    expect(place("Llame al 33 3615 2200.")).toBe(true);
    expect(place("Escriba a facturas@labiela.com.mx.")).toBe(true);
    expect(place("Marque la ext. 214 de Recursos Humanos.")).toBe(true);
    expect(place("Descárguelo de https://portal.example.com/pedidos.")).toBe(true);
    expect(place("El nombre del equipo se guarda en /etc/hostname.")).toBe(true);
    expect(place("El piso mojado se señaliza de inmediato.")).toBe(false);
    expect(place("No se aceptan devoluciones sin ticket.")).toBe(false);
  });
});
