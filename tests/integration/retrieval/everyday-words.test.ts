import { everydayShare } from "@/server/ai/everyday-spanish";
import { answeringSource, organizationWithBlocks, type BlockFixture } from "@/tests/helpers/knowledge-blocks";
import { useTestDatabase } from "@/tests/helpers/test-db";

// A small business's few knowledge blocks are too few word statistics to tell an everyday word from a
// topic: the question's words are weighed beside a sample of everyday Spanish
// (server/ai/everyday-spanish.ts, EVERYDAY_SPANISH_CHUNKS in server/ai/tuning.ts).
useTestDatabase();

let ids: Record<string, string> = {};

const BLOCKS: BlockFixture[] = [
  [
    "hours",
    "Horario",
    "<p>Abrimos de lunes a viernes de 8:00 a 19:00 y los sábados de 8:00 a 15:00. Domingos cerrado.</p>",
  ],
  [
    "delivery",
    "Envíos a domicilio",
    "<p>Hacemos envíos en la ciudad con costo de $80; sin costo en compras mayores a $1,500. Entregamos al día siguiente.</p>",
  ],
  [
    "payment",
    "Formas de pago",
    "<p>Aceptamos efectivo, tarjetas de débito y crédito y transferencia. Meses sin intereses en compras mayores a $3,000.</p>",
  ],
  [
    "returns",
    "Cambios y devoluciones",
    "<p>Aceptamos la devolución de herramienta sin uso, en su empaque y con ticket, dentro de los 15 días posteriores a la compra. Es posible cambiarla por otra de igual precio.</p>",
  ],
  [
    "cutting",
    "Corte de madera",
    "<p>Cortamos a la medida los tableros de MDF y triplay que compre en la tienda. Los primeros cinco cortes no tienen costo; del sexto en adelante cuestan $10 cada uno.</p>",
  ],
  [
    "rental",
    "Renta de herramienta",
    "<p>Rentamos rotomartillos, pulidoras y revolvedoras por día. Se deja un depósito en garantía y una identificación oficial.</p>",
  ],
  [
    "invoices",
    "Facturación",
    "<p>Solicite su factura en caja el mismo mes de la compra con su constancia de situación fiscal.</p>",
  ],
  [
    "paint",
    "Igualación de pintura",
    "<p>Igualamos cualquier color de pintura vinílica o esmalte a partir de una muestra de al menos 2 cm.</p>",
  ],
];

beforeAll(async () => {
  ids = await organizationWithBlocks("ferreteria", BLOCKS);
});

const answeredBy = (question: string) => answeringSource("ferreteria", question);

describe("everyday Spanish", () => {
  it("knows the words of everyday speech from the words that name a topic", () => {
    expect(everydayShare("que")).toBe(1);
    expect(everydayShare("posible")).toBeGreaterThan(everydayShare("herramienta"));
    expect(everydayShare("voy")).toBeGreaterThan(everydayShare("medicamento"));
    expect(everydayShare("rotomartillo")).toBe(0);
  });

  it("answers a question whose everyday words the few blocks happen to use, or never use", async () => {
    const cases: [string, string][] = [
      ["¿Es posible regresar una herramienta si ya no la voy a ocupar?", ids.returns],
      ["Oiga, ¿me cortan la madera si la compro aquí con ustedes?", ids.cutting],
      ["¿Cuánto me sale que me lleven las cosas a mi casa?", ids.delivery],
      ["¿Puedo pagar con tarjeta de crédito a meses?", ids.payment],
    ];
    for (const [question, expected] of cases) expect(await answeredBy(question)).toBe(expected);
  });

  it("still declines what the blocks do not speak of", async () => {
    for (const question of [
      "¿Quién ganó el partido de futbol el domingo?",
      "¿Venden material eléctrico para instalaciones industriales?",
      "¿Cómo saco cita para renovar mi pasaporte?",
    ])
      expect(await answeredBy(question)).toBeUndefined();
  });
});
