import type { RetrievedChunk, SourceKind } from "@/server/ai/types";

/** A small organisation's content, as retrieval would return it (one chunk per source). */
function chunk(
  sourceId: string,
  sourceKind: SourceKind,
  title: string,
  text: string,
  page: number | null = null,
): RetrievedChunk {
  return { chunkId: `chunk-${sourceId}`, sourceKind, sourceId, title, page, heading: null, text, rank: 0.2 };
}

export const CORPUS = {
  horario: chunk(
    "kb-horario",
    "knowledge_block",
    "Horario de atención",
    "Nuestras tiendas abren de lunes a viernes de 9:00 a 18:00 h. Los sábados el horario de atención es de 10:00 a 14:00 h. Los domingos y días festivos permanecemos cerrados.",
  ),
  devoluciones: chunk(
    "doc-politicas",
    "document",
    "Políticas comerciales.pdf",
    "Aceptamos devoluciones dentro de los 30 días naturales posteriores a la compra. Para solicitar una devolución necesitas:\n- El ticket o la factura original.\n- El producto en su empaque, sin uso.\n- Una identificación oficial.\nEl reembolso se hace al mismo medio de pago en un máximo de 5 días hábiles.",
    4,
  ),
  vacaciones: chunk(
    "kb-rh",
    "knowledge_block",
    "Prestaciones del personal",
    "Cada colaborador tiene derecho a 12 días de vacaciones pagadas en su primer año, según la Ley Federal del Trabajo. La solicitud se hace con el Lic. Ramírez, de Recursos Humanos, con dos semanas de anticipación. El aguinaldo se paga antes del 20 de diciembre.",
  ),
  producto: chunk(
    "doc-catalogo",
    "document",
    "Catálogo 2024.pdf",
    "El taladro inalámbrico SKU-4471-B incluye dos baterías de 20 V y un cargador rápido. Su garantía es de 2 años contra defectos de fabricación. Pesa 1.6 kg sin batería.",
    12,
  ),
  envio: chunk(
    "qa-envio",
    "qa_pair",
    "¿Cuánto cuesta el envío a domicilio?",
    "El envío es gratis en compras mayores a $999 MXN; debajo de ese monto cuesta $149 MXN.",
  ),
  shippingEn: chunk(
    "kb-shipping-en",
    "knowledge_block",
    "Shipping for international customers",
    "We ship to the United States and Canada. International orders arrive in 7 to 10 business days. Customs duties are paid by the customer.",
  ),
} satisfies Record<string, RetrievedChunk>;

/** The chunks retrieval would return for a question, best first. */
/**
 * A procedure's page that ends in a numbered list a page break split: the items overleaf are its
 * `listContinuation` (server/services/retrieval/continued-lists.ts).
 */
export const SPLIT_LIST: RetrievedChunk = {
  ...CORPUS.producto,
  text: "Para emitir una factura se necesitan los cinco datos siguientes: 1. RFC. 2. Nombre o razón social. 3. Código postal.",
  listContinuation: [
    { marker: "4.", text: "Régimen fiscal." },
    { marker: "5.", text: "Uso del CFDI." },
  ],
};

export const ranked = (...chunks: RetrievedChunk[]) =>
  chunks.map((c, index) => ({ ...c, rank: 0.3 - index * 0.05 }));
