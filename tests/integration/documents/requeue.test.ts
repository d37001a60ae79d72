import { settleBackgroundWork } from "@/server/background";
import { requeueInterruptedDocuments } from "@/server/services/documents/requeue";
import { installFakeClock } from "@/tests/helpers/clock";
import { spanishProsePages, textPdf } from "@/tests/helpers/pdf-fixtures";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { DEMO_ADMIN, PNG_BYTES, as, getDocument, processDocument, uploadMultipart } from "./helpers";

useTestDatabase({ seed: true });
installFakeClock();
afterEach(() => settleBackgroundWork());

async function upload(name: string, bytes: Uint8Array): Promise<string> {
  const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), { name, bytes });
  expect(status).toBe(201);
  return (body.document as { document_id: string }).document_id;
}

describe("requeueInterruptedDocuments (start-up)", () => {
  it("puts documents a killed process left processing back to uploaded, with a note, at once", async () => {
    const interrupted = await upload("politica.pdf", await textPdf(spanishProsePages(2)));
    const untouched = await upload("logo.png", PNG_BYTES);
    const db = await testDb();
    // What a process killed mid-way leaves behind: the claim was written a moment ago.
    await db.document.update({ where: { id: interrupted }, data: { status: "processing" } });

    expect(await requeueInterruptedDocuments()).toBe(1);

    const en = (await getDocument(await as(DEMO_ADMIN, "en"), interrupted)).body.document;
    expect(en).toMatchObject({
      status: "uploaded",
      notes: "Processing was interrupted. Process the document again.",
    });
    const es = (await getDocument(await as(DEMO_ADMIN, "es"), interrupted)).body.document;
    expect(es).toMatchObject({ notes: "El procesamiento se interrumpió. Procesa el documento de nuevo." });
    expect((await db.document.findUniqueOrThrow({ where: { id: untouched } })).status).toBe("uploaded");
    expect((await db.document.findUniqueOrThrow({ where: { id: untouched } })).notes).toBeNull();

    // The admin can process it again straight away, and it completes.
    const again = await processDocument(await as(DEMO_ADMIN), interrupted);
    expect(again).toMatchObject({ status: 202, body: { document: { status: "processing" } } });
    await settleBackgroundWork();
    expect((await getDocument(await as(DEMO_ADMIN), interrupted)).body.document).toMatchObject({
      status: "processed",
    });
  });

  it("finds nothing to do after a clean stop", async () => {
    expect(await requeueInterruptedDocuments()).toBe(0);
  });
});
