import fs from "node:fs";
import path from "node:path";
import { settleBackgroundWork } from "@/server/background";
import { config } from "@/server/config";
import { INGEST_VERSION } from "@/server/ingest/version";
import { MAX_PROCESSING_ATTEMPTS } from "@/server/services/documents/processing-run";
import { reindexingSourceId } from "@/server/services/documents/library";
import { startIndexingQueue } from "@/server/services/indexing-queue";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { installFakeClock } from "@/tests/helpers/clock";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { DEMO_ADMIN, as, getDocument, listDocuments, processDocument, uploadMultipart } from "./helpers";

/**
 * The indexing queue (server/services/indexing-queue.ts) against the real database: a document a crash
 * interrupted is processed again at the next start (issue 20 point 5), and content indexed under
 * older rules is re-indexed in the background while its old index keeps answering (issue 21 point 8).
 * `startIndexingQueue()` is what a server start calls; the states set up here are what a crash or an
 * older version leaves in the database.
 */

useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay()); // a fresh hourly upload allowance for every test
afterEach(() => settleBackgroundWork());

async function upload(name: string, bytes: Uint8Array): Promise<string> {
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), { name, bytes });
  expect(status).toBe(201);
  return (body.document as { document_id: string }).document_id;
}

async function processed(name: string, pages = 2): Promise<string> {
  const id = await upload(name, await textPdf(spanishProsePages(pages)));
  expect((await processDocument(await as(DEMO_ADMIN), id)).status).toBe(202);
  await settleBackgroundWork();
  return id;
}

const rowOf = async (id: string) => (await testDb()).document.findUniqueOrThrow({ where: { id } });
const chunkTexts = async (sourceId: string) =>
  (await (await testDb()).chunk.findMany({ where: { sourceId }, orderBy: { ordinal: "asc" } })).map(
    (chunk) => chunk.text,
  );
const apiDocument = async (id: string, locale = "en") =>
  (await getDocument(await as(DEMO_ADMIN, locale), id)).body.document as Record<string, unknown>;

/** What indexing under older rules left: a version below the current one and chunks of its own. */
async function indexedUnderOlderRules(
  id: string,
  oldText = "Texto indexado con las reglas antiguas del zorzal",
) {
  const db = await testDb();
  await db.chunk.deleteMany({ where: { sourceId: id } });
  await db.chunk.create({
    data: { organizationId: "demo", sourceKind: "document", sourceId: id, ordinal: 0, text: oldText },
  });
  await db.$executeRaw`UPDATE "Document" SET "ingestVersion" = ${INGEST_VERSION - 1} WHERE "id" = ${id}`;
}

describe("a document interrupted by a crash (left 'processing')", () => {
  it("is processed again at the next start, replacing the chunks the interrupted run wrote", async () => {
    const id = await upload("cortado.pdf", await textPdf(spanishProsePages(2)));
    const db = await testDb();
    await db.document.update({ where: { id }, data: { status: "processing", processingAttempts: 1 } });
    await db.chunk.create({
      data: { organizationId: "demo", sourceKind: "document", sourceId: id, ordinal: 0, text: "a medias" },
    });

    expect(await startIndexingQueue()).toMatchObject({ interrupted: 1 });
    await settleBackgroundWork();

    expect(await apiDocument(id)).toMatchObject({ status: "processed", updating_index: false });
    expect(await chunkTexts(id)).not.toContain("a medias");
    expect(new Set(await chunkTexts(id)).size).toBe((await chunkTexts(id)).length); // indexed once
    expect(await rowOf(id)).toMatchObject({ ingestVersion: INGEST_VERSION, processingAttempts: 0 });
  });

  it(`is given up after ${MAX_PROCESSING_ATTEMPTS} interrupted runs, failed with the reason in both languages`, async () => {
    const id = await upload("revienta.pdf", await textPdf(spanishProsePages(2)));
    const db = await testDb();
    await db.document.update({
      where: { id },
      data: { status: "processing", processingAttempts: MAX_PROCESSING_ATTEMPTS },
    });

    await startIndexingQueue();
    await settleBackgroundWork();

    expect(await apiDocument(id, "en")).toMatchObject({
      status: "failed",
      notes:
        "Processing was interrupted 3 times because the server stopped while working on this document. " +
        "Delete it and upload it again; if it happens again, split it into smaller files.",
    });
    expect((await apiDocument(id, "es")).notes).toMatch(/^El procesamiento se interrumpió 3 veces/);
    expect(await chunkTexts(id)).toEqual([]);
    const events = await db.auditEvent.findMany({ where: { targetId: id, action: "document.failed" } });
    expect(events).toHaveLength(1);
  });

  it("still completes on its last allowed attempt", async () => {
    const id = await upload("tercera.pdf", await textPdf(spanishProsePages(2)));
    await (
      await testDb()
    ).document.update({
      where: { id },
      data: { status: "processing", processingAttempts: MAX_PROCESSING_ATTEMPTS - 1 },
    });
    await startIndexingQueue();
    await settleBackgroundWork();
    expect(await apiDocument(id)).toMatchObject({ status: "processed" });
  });
});

describe("content indexed under older rules (INGEST_VERSION)", () => {
  it("is re-processed in the background, shown as updating meanwhile, its version and chunks renewed", async () => {
    const id = await processed("antiguo.pdf");
    const current = await chunkTexts(id);
    const processedAt = (await rowOf(id)).updatedAt;
    await indexedUnderOlderRules(id);

    // Listed as processed and updating its index, in both languages' table (the label is the UI's).
    const listed = (await listDocuments(await as(DEMO_ADMIN))).body.documents as Record<string, unknown>[];
    expect(listed.find((document) => document.document_id === id)).toMatchObject({
      status: "processed",
      updating_index: true,
    });
    // The old chunks answer until the new ones replace them.
    expect((await searchChunks("demo", "reglas antiguas zorzal")).map((hit) => hit.sourceId)).toContain(id);

    expect(await startIndexingQueue()).toMatchObject({ interrupted: 0, outdated: 1 });
    await settleBackgroundWork();

    expect(await chunkTexts(id)).toEqual(current);
    expect(await chunkTexts(reindexingSourceId(id))).toEqual([]);
    expect(await rowOf(id)).toMatchObject({
      status: "processed",
      ingestVersion: INGEST_VERSION,
      processingAttempts: 0,
      updatedAt: processedAt, // analytics counts processing by this time: a re-index is not one
    });
    expect(await apiDocument(id)).toMatchObject({ status: "processed", updating_index: false });
    expect((await searchChunks("demo", "reglas antiguas zorzal")).map((hit) => hit.sourceId)).not.toContain(
      id,
    );
    expect(await startIndexingQueue()).toEqual({ interrupted: 0, outdated: 0 }); // nothing left to do
  });

  it("keeps answering from the old chunks while the new ones are written, and swaps them at once", async () => {
    const id = await processed("grande.pdf", 60);
    const current = await chunkTexts(id);
    await indexedUnderOlderRules(id);
    const db = await testDb();

    await startIndexingQueue();
    let seenMidway = false;
    while ((await rowOf(id)).ingestVersion < INGEST_VERSION) {
      const staged = await db.chunk.count({ where: { sourceId: reindexingSourceId(id) } });
      const hits = await searchChunks("demo", "reglas antiguas zorzal");
      // Still outdated after the search: the search ran between two batches of the new chunks.
      if (staged > 0 && (await rowOf(id)).ingestVersion < INGEST_VERSION) {
        seenMidway = true;
        expect(hits.map((hit) => hit.sourceId)).toContain(id);
        expect(hits.map((hit) => hit.sourceId)).not.toContain(reindexingSourceId(id));
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await settleBackgroundWork();
    expect(seenMidway).toBe(true);
    expect(await chunkTexts(id)).toEqual(current);
  });

  it("resumes after a restart: a run cut short left its staging chunks, the next start finishes", async () => {
    const id = await processed("reanudar.pdf");
    const current = await chunkTexts(id);
    await indexedUnderOlderRules(id);
    const db = await testDb();
    // What a process killed mid-way through a re-index leaves: an attempt counted, half the new chunks.
    await db.$executeRaw`UPDATE "Document" SET "processingAttempts" = 1 WHERE "id" = ${id}`;
    await db.chunk.create({
      data: {
        organizationId: "demo",
        sourceKind: "document",
        sourceId: reindexingSourceId(id),
        ordinal: 0,
        text: "mitad",
      },
    });

    expect(await startIndexingQueue()).toMatchObject({ outdated: 1 });
    await settleBackgroundWork();

    expect(await chunkTexts(id)).toEqual(current); // no leftover, no duplicate
    expect(await chunkTexts(reindexingSourceId(id))).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ ingestVersion: INGEST_VERSION, processingAttempts: 0 });
  });

  it("gives up when the file cannot be read under the new rules: the old index stays, the note says so", async () => {
    const id = await processed("ilegible.pdf");
    await indexedUnderOlderRules(id);
    const { storageKey } = await rowOf(id);
    fs.writeFileSync(path.join(config().uploads.dir, storageKey), "%PDF-1.7 roto");

    await startIndexingQueue();
    await settleBackgroundWork();

    expect(await rowOf(id)).toMatchObject({
      status: "processed",
      ingestVersion: INGEST_VERSION - 1,
      ingestFailedVersion: INGEST_VERSION,
      processingAttempts: 0,
    });
    expect(await apiDocument(id, "en")).toMatchObject({
      status: "processed",
      updating_index: false,
      notes:
        "This document's index could not be updated to the new rules; the assistant keeps using its previous index.",
    });
    expect((await apiDocument(id, "es")).notes).toMatch(/^No se pudo actualizar el índice/);
    expect((await searchChunks("demo", "reglas antiguas zorzal")).map((hit) => hit.sourceId)).toContain(id);
    expect(await startIndexingQueue()).toMatchObject({ outdated: 0 }); // not retried for this version
  });

  it(`gives up after ${MAX_PROCESSING_ATTEMPTS} interrupted re-indexing runs`, async () => {
    const id = await processed("caidas.pdf");
    await indexedUnderOlderRules(id);
    await (
      await testDb()
    ).$executeRaw`UPDATE "Document"
      SET "processingAttempts" = ${MAX_PROCESSING_ATTEMPTS} WHERE "id" = ${id}`;
    await startIndexingQueue();
    await settleBackgroundWork();
    expect(await rowOf(id)).toMatchObject({ ingestFailedVersion: INGEST_VERSION, status: "processed" });
    expect(await chunkTexts(id)).toEqual(["Texto indexado con las reglas antiguas del zorzal"]);
  });

  it("re-indexes knowledge blocks and Q&A pairs too, leaving their last-edit time alone", async () => {
    const db = await testDb();
    const block = await db.knowledgeBlock.findFirstOrThrow({
      where: { organizationId: "demo", isActive: true },
    });
    const pair = await db.qaPair.findFirstOrThrow({ where: { organizationId: "demo", isActive: true } });
    const blockChunks = await chunkTexts(block.id);
    const pairChunks = await chunkTexts(pair.id);
    for (const [table, sourceKind, id] of [
      ["KnowledgeBlock", "knowledge_block", block.id],
      ["QaPair", "qa_pair", pair.id],
    ] as const) {
      await db.chunk.deleteMany({ where: { sourceId: id } });
      await db.chunk.create({
        data: { organizationId: "demo", sourceKind, sourceId: id, ordinal: 0, text: "viejo" },
      });
      await db.$executeRawUnsafe(`UPDATE "${table}" SET "ingestVersion" = 0 WHERE "id" = $1`, id);
    }

    expect(await startIndexingQueue()).toMatchObject({ outdated: 2 });
    await settleBackgroundWork();

    expect(await chunkTexts(block.id)).toEqual(blockChunks);
    expect(await chunkTexts(pair.id)).toEqual(pairChunks);
    expect(await db.knowledgeBlock.findUniqueOrThrow({ where: { id: block.id } })).toMatchObject({
      ingestVersion: INGEST_VERSION,
      updatedAt: block.updatedAt,
    });
    expect(await db.qaPair.findUniqueOrThrow({ where: { id: pair.id } })).toMatchObject({
      ingestVersion: INGEST_VERSION,
      updatedAt: pair.updatedAt,
    });
  });
});
