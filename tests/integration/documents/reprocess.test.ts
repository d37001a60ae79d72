import { settleBackgroundWork } from "@/server/background";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { installFakeClock } from "@/tests/helpers/clock";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  OTHER_ADMIN,
  as,
  createSecondOrganization,
  getDocument,
  getDocumentText,
  listDocuments,
  processDocument,
  reprocessDocument,
  uploadMultipart,
} from "./helpers";

/**
 * Issue 22 point 4, "re-process": POST /api/documents/{id}/reprocess reads a document again from its
 * stored file through the same background queue as an upload, after an admin checked its extracted
 * text. Refused while the document is processing.
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
jest.setTimeout(60_000);

let id: string;

const chunksOf = async (documentId: string) =>
  (await testDb()).chunk.findMany({
    where: { sourceKind: "document", sourceId: documentId },
    orderBy: { ordinal: "asc" },
    select: { ordinal: true, page: true, text: true },
  });

const rowOf = async (documentId: string) =>
  (await testDb()).document.findUniqueOrThrow({ where: { id: documentId } });

beforeAll(async () => {
  await createSecondOrganization();
  clock.nextDay();
  const { body } = await uploadMultipart(
    await as(DEMO_ADMIN),
    { name: "politica.pdf", bytes: await textPdf(spanishProsePages(2)) },
    "Política de devoluciones",
  );
  id = (body.document as { document_id: string }).document_id;
  expect((await processDocument(await as(DEMO_ADMIN), id)).status).toBe(202);
  await settleBackgroundWork();
  expect(await rowOf(id)).toMatchObject({ status: "processed" });
});

it("resets a processed document and processes it again from its stored file", async () => {
  const original = await chunksOf(id);
  expect(original.length).toBeGreaterThan(1);
  // What a poor reading left in the index (an OCR result or a conversion the admin wants redone).
  const db = await testDb();
  await db.chunk.updateMany({
    where: { sourceKind: "document", sourceId: id, ordinal: 0 },
    data: { text: "Texto mal leído: 1a po1ítica de devo1uciones" },
  });

  const started = await reprocessDocument(await as(DEMO_ADMIN), id);
  expect(started).toMatchObject({
    status: 202,
    body: { success: true, document: { document_id: id, status: "processing", notes: null } },
  });
  // At once: the table shows it processing, its old passages left the index, nothing cites it.
  const listed = (await listDocuments(await as(DEMO_ADMIN))).body.documents as { status: string }[];
  expect(listed.map((document) => document.status)).toEqual(["processing"]);
  expect((await chunksOf(id)).some((chunk) => chunk.text.startsWith("Texto mal leído"))).toBe(false);
  expect((await searchChunks("demo", "po1ítica devo1uciones", 10)).map((hit) => hit.sourceId)).not.toContain(
    id,
  );

  await settleBackgroundWork();
  expect((await getDocument(await as(DEMO_ADMIN), id)).body.document).toMatchObject({
    status: "processed",
    notes: `2 pages indexed (${original.length} passages).`,
  });
  expect(await chunksOf(id)).toEqual(original);
  expect(await rowOf(id)).toMatchObject({ processingAttempts: 0, pageCount: 2 });
  const page1 = (await getDocumentText(await as(DEMO_ADMIN), id, 1)).body.text as {
    page: { passages: { text: string }[] };
  };
  expect(page1.page.passages[0].text).toContain("1.1 La política de devoluciones");

  const admin = await db.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN } });
  expect(
    await db.auditEvent.findMany({
      where: { targetId: id, action: "document.reprocessed" },
      select: { actorId: true, organizationId: true, metadata: true },
    }),
  ).toEqual([
    {
      actorId: admin.id,
      organizationId: "demo",
      metadata: expect.objectContaining({ filename: "politica.pdf", previousStatus: "processed" }),
    },
  ]);
});

it("processes a failed document again", async () => {
  const db = await testDb();
  await db.document.update({
    where: { id },
    data: { status: "failed", notes: JSON.stringify({ key: "processingFailed" }) },
  });
  await db.chunk.deleteMany({ where: { sourceKind: "document", sourceId: id } });

  expect((await reprocessDocument(await as(DEMO_ADMIN), id)).status).toBe(202);
  await settleBackgroundWork();
  expect(await rowOf(id)).toMatchObject({ status: "processed" });
  expect((await chunksOf(id)).length).toBeGreaterThan(1);
});

it("is refused while the document is processing, and then changes nothing", async () => {
  const db = await testDb();
  const before = await chunksOf(id);
  await db.document.update({ where: { id }, data: { status: "processing" } });
  try {
    expect(await reprocessDocument(await as(DEMO_ADMIN, "es"), id)).toEqual({
      status: 409,
      body: { success: false, error: "Este documento ya se está procesando. Espera a que termine." },
    });
    expect(await chunksOf(id)).toEqual(before);
    expect(await rowOf(id)).toMatchObject({ status: "processing" });
  } finally {
    await db.document.update({ where: { id }, data: { status: "processed" } });
  }
});

it("runs once when asked twice at the same moment", async () => {
  const headers = await as(DEMO_ADMIN);
  const answers = await Promise.all([reprocessDocument(headers, id), reprocessDocument(headers, id)]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([202, 409]);
  await settleBackgroundWork();
  expect(await rowOf(id)).toMatchObject({ status: "processed" });
});

it("is for the organisation's admins: another organisation's admin gets 404, a member 403, nobody 401", async () => {
  const before = await rowOf(id);
  expect(await reprocessDocument(await as(OTHER_ADMIN), id)).toMatchObject({
    status: 404,
    body: { success: false, error: "Document not found." },
  });
  expect((await reprocessDocument(await as(DEMO_MEMBER), id)).status).toBe(403);
  expect((await reprocessDocument(await as(null), id)).status).toBe(401);
  expect(await rowOf(id)).toEqual(before);
});

it("refuses a video, which is never processed", async () => {
  clock.nextDay();
  const mp4 = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), { name: "demo.mp4", bytes: mp4 });
  expect(status).toBe(201);
  const video = (body.document as { document_id: string }).document_id;
  expect(await reprocessDocument(await as(DEMO_ADMIN), video)).toMatchObject({
    status: 400,
    body: {
      success: false,
      error:
        "This type of file is not processed: it is stored, but the assistant does not use it for answers.",
    },
  });
});
