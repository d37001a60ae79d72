import sharp from "sharp";

import { settleBackgroundWork } from "@/server/background";
import { extractDocument } from "@/server/services/documents/extraction";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { degrade, letterPdf, renderPdfPage } from "@/tests/helpers/scan-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ask } from "../chat/helpers";
import { DEMO_ADMIN, DEMO_MEMBER, as, getDocument, processDocument, uploadMultipart } from "./helpers";

/**
 * Issue 22 points 1 and 3: a photo or scan uploaded as an image is read by OCR as it is uploaded and
 * answers questions with a citation; an image without text fails saying so; a video is stored and
 * never claims to be on its way to the assistant.
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
jest.setTimeout(120_000);

beforeAll(() => {
  delete process.env.OPENAI_API_KEY;
});
beforeEach(() => clock.nextDay());

const PRICE_BOARD = [
  "Lista de precios de mostrador",
  "El cambio de aceite sintetico para auto compacto cuesta 1,150 pesos.",
  "La alineacion y balanceo de cuatro ruedas cuesta 690 pesos.",
  "Horario del taller: lunes a sabado de 8:00 a 18:00.",
];

async function upload(name: string, bytes: Uint8Array, description = "Foto del pizarrón") {
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN, "es"), { name, bytes }, description);
  expect(status).toBe(201);
  return body.document as { document_id: string; status: string };
}

async function documentAfterProcessing(id: string) {
  await settleBackgroundWork();
  return (await getDocument(await as(DEMO_ADMIN, "es"), id)).body.document as Record<string, unknown>;
}

it("reads a phone photo of a page (JPEG, tilted, noisy) by OCR on upload, and answers from it with a citation", async () => {
  const photo = await degrade(await renderPdfPage(await letterPdf(PRICE_BOARD, { size: 14 })));
  const uploaded = await upload("pizarron.jpg", photo);
  expect(uploaded.status).toBe("processing");
  const document = await documentAfterProcessing(uploaded.document_id);
  expect(document).toMatchObject({
    status: "processed",
    progress: null,
    notes: expect.stringMatching(/^Texto leído de la imagen con OCR \(1 fragmento; confianza \d+ %\)\.$/),
  });
  const answer = await ask("¿Cuánto cuesta la alineación y balanceo?", {
    token: await sessionTokenFor(DEMO_MEMBER),
  });
  expect(answer.body.answered).toBe(true);
  expect(answer.body.response).toContain("690");
  expect(answer.body.sources).toContainEqual(
    expect.objectContaining({
      kind: "document",
      id: uploaded.document_id,
      title: "pizarron.jpg",
      page: null,
    }),
  );
});

it("reports its progress page by page while reading", async () => {
  const png = await renderPdfPage(await letterPdf(PRICE_BOARD, { size: 14 }));
  const uploaded = await upload("pizarron.png", png);
  await settleBackgroundWork();
  const row = await (await testDb()).document.findUniqueOrThrow({ where: { id: uploaded.document_id } });
  const pages: [number, number][] = [];
  const extraction = await extractDocument(row, (page, of) => pages.push([page, of]));
  expect(extraction.outcome).toBe("indexed");
  expect(pages).toEqual([[1, 1]]);
});

it("fails an image with no readable text, saying why", async () => {
  const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7bd5" } })
    .png()
    .toBuffer();
  const uploaded = await upload("paisaje.png", picture, "Foto de la tienda");
  expect(await documentAfterProcessing(uploaded.document_id)).toMatchObject({
    status: "failed",
    notes:
      "No se encontró texto legible en la imagen (¿es una foto sin texto o está borrosa?); el asistente no la usa para responder.",
  });
});

it("stores a video without processing it: it stays uploaded and cannot be sent to processing", async () => {
  const mp4 = Buffer.concat([
    Buffer.from([0, 0, 0, 0x20]),
    Buffer.from("ftypisom"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2avc1mp41"),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from("free"),
  ]);
  const uploaded = await upload("capacitacion.mp4", mp4, "Video de capacitación");
  expect(uploaded).toMatchObject({ status: "uploaded", file_category: "video" });
  expect(await processDocument(await as(DEMO_ADMIN, "es"), uploaded.document_id)).toMatchObject({
    status: 400,
    body: {
      error: "Este tipo de archivo no se procesa: se guarda, pero el asistente no lo usa para responder.",
    },
  });
});
