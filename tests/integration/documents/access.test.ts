import sharp from "sharp";
import { settleBackgroundWork } from "@/server/background";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  CSV_BYTES,
  DEMO_ADMIN,
  DEMO_MEMBER,
  OTHER_ADMIN,
  PNG_BYTES,
  SUPERADMIN,
  as,
  createSecondOrganization,
  deleteDocument,
  getDocument,
  getFile,
  listDocuments,
  processDocument,
  storedFiles,
  textPdfBytes,
  uploadMultipart,
} from "./helpers";

useTestDatabase({ seed: true });

const ids: Record<"pdf" | "csv" | "png", string> = { pdf: "", csv: "", png: "" };

beforeAll(async () => {
  await createSecondOrganization();
  const headers = await as(DEMO_ADMIN);
  const upload = async (name: string, bytes: Uint8Array) =>
    String(
      ((await uploadMultipart(headers, { name, bytes })).body.document as { document_id: string })
        .document_id,
    );
  ids.pdf = await upload("Política «2025».pdf", await textPdfBytes());
  ids.csv = await upload("precios.csv", CSV_BYTES);
  ids.png = await upload("logo.png", PNG_BYTES);
  await settleBackgroundWork(); // the CSV is processed on upload
});

describe("GET /api/documents and GET /api/documents/{id}", () => {
  it("lists the organisation's documents, newest first, and reads one", async () => {
    const list = await listDocuments(await as(DEMO_ADMIN));
    expect(list.status).toBe(200);
    const documents = list.body.documents as { document_id: string; filename: string }[];
    expect(documents.map((d) => d.document_id)).toEqual([ids.png, ids.csv, ids.pdf]);

    const one = await getDocument(await as(DEMO_ADMIN), ids.csv);
    expect(one).toMatchObject({ status: 200, body: { success: true, document: documents[1] } });
  });

  it("shows another organisation nothing: its list is its own and ids answer 404", async () => {
    const other = await as(OTHER_ADMIN);
    expect((await listDocuments(other)).body).toEqual({ success: true, documents: [] });
    for (const call of [getDocument, deleteDocument, processDocument]) {
      expect(await call(other, ids.pdf)).toMatchObject({
        status: 404,
        body: { success: false, error: "Document not found." },
      });
    }
    const file = await getFile(other, ids.pdf);
    expect(file.status).toBe(404);
    expect(await file.json()).toEqual({ success: false, error: "Document not found." });
    expect(await (await testDb()).document.count({ where: { organizationId: "demo" } })).toBe(3);
  });

  it("answers 404 for ids that do not exist", async () => {
    expect((await getDocument(await as(DEMO_ADMIN), "00000000-0000-0000-0000-000000000000")).status).toBe(
      404,
    );
    expect((await getDocument(await as(DEMO_ADMIN), "not-a-uuid")).status).toBe(404);
  });

  it("keeps members out (403) and anonymous callers out (401) of every admin route", async () => {
    for (const [email, status] of [
      [DEMO_MEMBER, 403],
      [null, 401],
    ] as const) {
      const headers = await as(email);
      expect((await listDocuments(headers)).status).toBe(status);
      expect((await getDocument(headers, ids.pdf)).status).toBe(status);
      expect((await processDocument(headers, ids.pdf)).status).toBe(status);
      expect((await deleteDocument(headers, ids.pdf)).status).toBe(status);
    }
  });

  it("forbids a superadmin, who has no organisation of their own to act on", async () => {
    expect((await listDocuments(await as(SUPERADMIN))).status).toBe(403);
  });
});

describe("GET /api/documents/{id}/file", () => {
  it("serves a PDF inline, never sniffed, without the sandbox that Chrome's PDF viewer cannot open", async () => {
    const response = await getFile(await as(DEMO_ADMIN), ids.pdf);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="Politica _2025_.pdf"; filename*=UTF-8''Pol%C3%ADtica%20%C2%AB2025%C2%BB.pdf`,
      "content-security-policy": "frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    });
    expect(response.headers.get("content-security-policy")).not.toMatch(/sandbox|default-src/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
  });

  it("sandboxes every other type, with nothing allowed to load", async () => {
    for (const id of [ids.png, ids.csv]) {
      const response = await getFile(await as(DEMO_ADMIN), id);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });

  it("shows a member only processed documents (the ones the assistant can cite); admins see all", async () => {
    const member = await as(DEMO_MEMBER);
    for (const id of [ids.pdf, ids.png]) {
      const refused = await getFile(member, id);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toEqual({ success: false, error: "Document not found." });
      expect((await getFile(await as(DEMO_ADMIN), id)).status).toBe(200);
      expect((await getFile(await as(SUPERADMIN), id)).status).toBe(200);
    }
    for (const status of ["processing", "failed"] as const) {
      await (await testDb()).document.update({ where: { id: ids.pdf }, data: { status } });
      expect((await getFile(member, ids.pdf)).status).toBe(404);
    }
    await (await testDb()).document.update({ where: { id: ids.pdf }, data: { status: "processed" } });
    const allowed = await getFile(member, ids.pdf);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get("content-type")).toBe("application/pdf");
    await allowed.arrayBuffer();
    await (await testDb()).document.update({ where: { id: ids.pdf }, data: { status: "uploaded" } });
  });

  it("serves images inline and CSV as an attachment", async () => {
    const png = await getFile(await as(DEMO_ADMIN), ids.png);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-disposition")).toMatch(/^inline; /);
    // Stored re-encoded (a fresh file, no metadata): the same pixels as the upload.
    const pixels = async (bytes: Buffer) => sharp(bytes).ensureAlpha().raw().toBuffer();
    expect(await pixels(Buffer.from(await png.arrayBuffer()))).toEqual(await pixels(PNG_BYTES));

    const csv = await getFile(await as(DEMO_MEMBER), ids.csv);
    expect(csv.headers.get("content-type")).toBe("text/csv");
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="precios.csv"; filename*=UTF-8''precios.csv`,
    );
    expect(Buffer.from(await csv.arrayBuffer())).toEqual(CSV_BYTES);
  });

  it("lets a superadmin open any organisation's file (organisation detail) and refuses anonymous callers", async () => {
    expect((await getFile(await as(SUPERADMIN), ids.png)).status).toBe(200);
    expect((await getFile(await as(null), ids.png)).status).toBe(401);
  });
});

describe("DELETE /api/documents/{id}", () => {
  it("removes the row and the file; a second delete is 404", async () => {
    const headers = await as(DEMO_ADMIN);
    const { storageKey } = await (await testDb()).document.findUniqueOrThrow({ where: { id: ids.png } });
    expect(await deleteDocument(headers, ids.png)).toMatchObject({ status: 200, body: { success: true } });
    expect(await (await testDb()).document.findUnique({ where: { id: ids.png } })).toBeNull();
    expect((await getFile(headers, ids.png)).status).toBe(404);
    expect(storedFiles()).not.toContain(storageKey);
    expect((await deleteDocument(headers, ids.png)).status).toBe(404);
  });
});
