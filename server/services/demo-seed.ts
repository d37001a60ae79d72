import "server-only";
import { htmlToPlainText } from "@/lib/validation/knowledge";
import { indexKnowledgeBlock, indexQaPair } from "@/server/services/retrieval/indexing";
import type { Db } from "@/server/db";

/**
 * Demo data for a fresh embedded install (DESIGN §5): one organisation, one user per role, a few
 * knowledge blocks the assistant can answer from right away, and approved Q&A pairs, which also
 * appear as the chat's popular-question chips. Idempotent: existing rows are left as
 * they are (an admin may have edited them), missing ones are created.
 */

const DEMO_ORG = { id: "demo", name: "Demo", color: "#F97316" };

const DEMO_USERS = [
  { email: "superadmin@example.com", name: "Super Admin", role: "superadmin", organizationId: null },
  { email: "admin@example.com", name: "Admin Demo", role: "admin", organizationId: DEMO_ORG.id },
  { email: "member@example.com", name: "Miembro Demo", role: "member", organizationId: DEMO_ORG.id },
] as const;

// Fixed ids so a second run recognises the blocks it created.
const DEMO_BLOCKS = [
  {
    id: "5f0e7a52-3c1b-4d8e-9a61-0d4b6c2e8f01",
    title: "Horario de atención y contacto",
    contentHtml:
      "<h2>Horario de atención</h2>" +
      "<p>Atendemos a clientes de lunes a viernes de 9:00 a 18:00 h y los sábados de 9:00 a 14:00 h (hora del centro de México). Domingos y días festivos oficiales permanecemos cerrados.</p>" +
      "<h2>Contacto</h2>" +
      "<ul><li>Teléfono: 55 1234 5678</li><li>WhatsApp: 55 8765 4321</li><li>Correo: contacto@demo.example.com</li></ul>" +
      "<p>Respondemos los correos en un máximo de 24 horas hábiles. Las solicitudes recibidas fuera de horario se atienden el siguiente día hábil.</p>",
  },
  {
    id: "5f0e7a52-3c1b-4d8e-9a61-0d4b6c2e8f02",
    title: "Política de devoluciones y garantía",
    contentHtml:
      "<h2>Devoluciones</h2>" +
      "<p>Aceptamos devoluciones dentro de los 30 días naturales posteriores a la compra, con el ticket o la factura y el producto en su empaque original y sin señales de uso.</p>" +
      "<ul><li>El reembolso se hace por el mismo medio de pago en un plazo de 5 a 10 días hábiles.</li><li>Los productos en liquidación y los pedidos personalizados no admiten devolución.</li></ul>" +
      "<h2>Garantía</h2>" +
      "<p>Todos los equipos tienen 12 meses de garantía contra defectos de fabricación. Para hacerla válida, presenta el producto con su comprobante de compra en cualquier sucursal; la revisión tarda hasta 15 días hábiles.</p>",
  },
  {
    id: "5f0e7a52-3c1b-4d8e-9a61-0d4b6c2e8f03",
    title: "Vacaciones y permisos del personal",
    contentHtml:
      "<h2>Vacaciones</h2>" +
      "<p>Conforme a la Ley Federal del Trabajo, el personal disfruta de 12 días de vacaciones al cumplir su primer año de servicio, con prima vacacional del 25 %. Los días aumentan en dos por cada año siguiente hasta llegar a 20.</p>" +
      "<p>Las vacaciones se solicitan a tu jefe inmediato con al menos 15 días de anticipación a través del formato de Recursos Humanos.</p>" +
      "<h2>Permisos</h2>" +
      "<ul><li>Matrimonio: 5 días hábiles con goce de sueldo.</li><li>Fallecimiento de un familiar directo: 3 días hábiles con goce de sueldo.</li><li>Paternidad: 5 días hábiles con goce de sueldo.</li></ul>" +
      "<p>Para cualquier otro permiso, consulta con Recursos Humanos.</p>",
  },
];

// Topics the blocks do not cover, so the blocks' own answers are not shadowed by a stored one.
const DEMO_QA_PAIRS = [
  {
    id: "7a1c2e90-5b3d-4f6a-8c7e-1d2f3a4b5c01",
    question: "¿Cómo solicito una factura?",
    answer:
      "Envía tu ticket de compra y tu constancia de situación fiscal a facturacion@demo.example.com dentro del mismo mes de la compra. La factura llega a tu correo en un máximo de 72 horas.",
  },
  {
    id: "7a1c2e90-5b3d-4f6a-8c7e-1d2f3a4b5c02",
    question: "¿Hacen envíos a todo México?",
    answer:
      "Sí. Enviamos a toda la República Mexicana por paquetería; el envío es gratis en compras mayores a $1,500 MXN y tarda de 3 a 5 días hábiles.",
  },
  {
    id: "7a1c2e90-5b3d-4f6a-8c7e-1d2f3a4b5c03",
    question: "¿Qué formas de pago aceptan?",
    answer:
      "Aceptamos efectivo, tarjetas de débito y crédito (Visa, Mastercard y American Express), transferencia SPEI y pago en tiendas de conveniencia.",
  },
];

export async function seedDemo(db: Db): Promise<void> {
  await db.organization.upsert({ where: { id: DEMO_ORG.id }, create: DEMO_ORG, update: {} });
  for (const user of DEMO_USERS) {
    await db.user.upsert({ where: { email: user.email }, create: user, update: {} });
  }
  for (const block of DEMO_BLOCKS) {
    if (await db.knowledgeBlock.findUnique({ where: { id: block.id }, select: { id: true } })) continue;
    // A block and its chunks appear together so the assistant never sees one without the other.
    await db.$transaction(async (tx) => {
      const created = await tx.knowledgeBlock.create({
        data: {
          ...block,
          contentText: htmlToPlainText(block.contentHtml),
          organizationId: DEMO_ORG.id,
          isActive: true,
        },
      });
      await indexKnowledgeBlock(tx, created);
    });
  }
  for (const pair of DEMO_QA_PAIRS) {
    if (await db.qaPair.findUnique({ where: { id: pair.id }, select: { id: true } })) continue;
    await db.$transaction(async (tx) => {
      const created = await tx.qaPair.create({
        data: { ...pair, organizationId: DEMO_ORG.id, isActive: true },
      });
      await indexQaPair(tx, created);
    });
  }
}
