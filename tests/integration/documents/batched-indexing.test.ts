import { settleBackgroundWork } from "@/server/background";
import { INDEX_BATCH_CHUNKS } from "@/server/services/documents/processing-run";
import { searchChunks } from "@/server/services/retrieval/full-text";
import { installFakeClock } from "@/tests/helpers/clock";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { DEMO_ADMIN, as, getDocument, processDocument, uploadMultipart } from "./helpers";

useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay()); // a fresh hourly upload allowance for every test

async function upload(name: string, bytes: Uint8Array): Promise<string> {
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), { name, bytes });
  expect(status).toBe(201);
  return (body.document as { document_id: string }).document_id;
}

const chunkCount = async (id: string) =>
  (await testDb()).chunk.count({ where: { sourceKind: "document", sourceId: id } });
const statusOf = async (id: string) =>
  (await (await testDb()).document.findUniqueOrThrow({ where: { id } })).status;

describe("indexing a large document in batches", () => {
  it("writes every chunk in short transactions, none citable until the document is processed", async () => {
    const id = await upload("manual.pdf", await textPdf(spanishProsePages(80)));
    expect((await processDocument(await as(DEMO_ADMIN), id)).status).toBe(202);

    // Wait until some batches are written but not all: the database answers others in between.
    let seenMidway = false;
    while ((await statusOf(id)) === "processing") {
      const written = await chunkCount(id);
      if (written > 0) {
        const hits = await searchChunks("demo", "política de devoluciones ticket de compra");
        // Status only moves forward: still processing after the search means it searched mid-indexing.
        if ((await statusOf(id)) === "processing") {
          seenMidway = true;
          expect(hits.filter((hit) => hit.sourceId === id)).toEqual([]);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await settleBackgroundWork();
    expect(seenMidway).toBe(true);

    const db = await testDb();
    const chunks = await db.chunk.findMany({
      where: { sourceKind: "document", sourceId: id },
      select: { ordinal: true },
      orderBy: { ordinal: "asc" },
    });
    expect(chunks.length).toBeGreaterThan(2 * INDEX_BATCH_CHUNKS);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, i) => i));
    expect((await getDocument(await as(DEMO_ADMIN), id)).body.document).toMatchObject({
      status: "processed",
    });
    const hits = await searchChunks("demo", "política de devoluciones ticket de compra");
    expect(hits.some((hit) => hit.sourceId === id)).toBe(true);
  });
});
