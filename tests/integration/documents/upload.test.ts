import fs from "node:fs";
import path from "node:path";
import { MAX_DOCUMENTS_PER_ORG, MAX_DOCUMENT_BYTES } from "@/lib/validation/documents";
import { settleBackgroundWork } from "@/server/background";
import { config } from "@/server/config";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  CSV_BYTES,
  DEMO_ADMIN,
  DEMO_MEMBER,
  PNG_BYTES,
  as,
  dataUrl,
  listDocuments,
  pdfOfSize,
  storedFiles,
  uploadJson,
  uploadMultipart,
  type ApiResult,
} from "./helpers";

useTestDatabase({ seed: true });
const clock = installFakeClock();

// Every test starts a day later, with a fresh hourly upload allowance.
beforeEach(() => clock.nextDay());
afterEach(() => settleBackgroundWork()); // CSV uploads start processing

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ALLOWED =
  "pdf, jpg, jpeg, png, gif, webp, mp4, mov, avi, webm, mp3, m4a, wav, ogg, csv, docx, xlsx, ods, pptx, txt, md, html, htm";

async function documentCount(organizationId = "demo") {
  return (await testDb()).document.count({ where: { organizationId } });
}

/** Runs a refused upload and checks that it left no row and no file behind. */
async function expectRefusedCleanly(upload: () => Promise<ApiResult>) {
  const [rowsBefore, filesBefore] = [await documentCount(), storedFiles()];
  const result = await upload();
  expect(result.body.success).toBe(false);
  expect(await documentCount()).toBe(rowsBefore);
  expect(storedFiles()).toEqual(filesBefore);
  return result;
}

describe("POST /api/documents (multipart/form-data)", () => {
  it("stores the file under a generated name and answers with exactly the spec's fields", async () => {
    const bytes = pdfOfSize(3 * 1024 * 1024);
    const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), {
      name: "Política de devoluciones.pdf",
      bytes,
    });
    expect(status).toBe(201);
    const document = body.document as Record<string, unknown>;
    expect(body).toEqual({
      success: true,
      document: {
        document_id: expect.any(String),
        filename: "Política de devoluciones.pdf",
        description: "Manual de devoluciones",
        file_size_mb: 3,
        // Beyond the spec: the exact size, which the tables format (issue 24 point 9).
        file_size_bytes: 3 * 1024 * 1024,
        file_type: "pdf",
        file_category: "document",
        file_url: `/api/documents/${document.document_id}/file`,
        status: "uploaded",
        created_at: expect.stringMatching(ISO_DATE),
        notes: null,
        // Beyond the spec: a processed document being re-indexed under newer rules (issue 21 point 8).
        updating_index: false,
        // Beyond the spec: OCR's progress page by page (issue 22 point 1).
        progress: null,
      },
    });
    const row = await (
      await testDb()
    ).document.findUniqueOrThrow({ where: { id: String(document.document_id) } });
    expect(row).toMatchObject({
      organizationId: "demo",
      mimeType: "application/pdf",
      sizeBytes: bytes.length,
    });
    expect(row.storageKey).toMatch(/^demo\/[a-f0-9]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(config().uploads.dir, row.storageKey))).toEqual(Buffer.from(bytes));

    const listed = await listDocuments(await as(DEMO_ADMIN));
    expect(listed.status).toBe(200);
    expect(listed.body.documents).toContainEqual(document);
  });

  it("keeps a display name only: path parts are dropped and storage never uses it", async () => {
    const { status, body } = await uploadMultipart(await as(DEMO_ADMIN), {
      name: "../../etc/passwd.csv",
      bytes: CSV_BYTES,
    });
    expect(status).toBe(201);
    expect(body.document).toMatchObject({ filename: "passwd.csv", file_category: "spreadsheet" });
    expect(storedFiles().every((file) => /^demo\/[a-f0-9]{32}\.(pdf|csv|png)$/.test(file))).toBe(true);
  });

  it("accepts a file of exactly 25 MB and refuses 25 MB + 1 byte with 413", async () => {
    const headers = await as(DEMO_ADMIN);
    const exact = await uploadMultipart(headers, {
      name: "exacto.pdf",
      bytes: pdfOfSize(MAX_DOCUMENT_BYTES),
    });
    expect(exact.status).toBe(201);
    expect(exact.body.document).toMatchObject({ file_size_mb: 25 });

    const over = await expectRefusedCleanly(() =>
      uploadMultipart(headers, { name: "grande.pdf", bytes: pdfOfSize(MAX_DOCUMENT_BYTES + 1) }),
    );
    expect(over).toMatchObject({ status: 413, body: { error: "File too large. Maximum 25MB" } });
    const spanish = await uploadMultipart(await as(DEMO_ADMIN, "es"), {
      name: "grande.pdf",
      bytes: pdfOfSize(MAX_DOCUMENT_BYTES + 1),
    });
    expect(spanish.body.error).toBe("Archivo demasiado grande. Máximo 25MB");
  });

  it("stops reading a body without Content-Length as soon as it passes the limit", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(chunk);
      },
    });
    const { POST } = await import("@/app/api/documents/route");
    const request = new Request("http://localhost/api/documents", {
      method: "POST",
      headers: { ...(await as(DEMO_ADMIN)), "content-type": "multipart/form-data; boundary=x" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    const response = await POST(request, undefined);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(30); // 25 MB and a little, not the endless stream
  });

  it("refuses a declared Content-Length past the limit before reading the body", async () => {
    const { POST } = await import("@/app/api/documents/route");
    const request = new Request("http://localhost/api/documents", {
      method: "POST",
      headers: {
        ...(await as(DEMO_ADMIN)),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(100 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect((await POST(request, undefined)).status).toBe(413);
  });

  it("refuses extensions outside the spec's list with 415 and the list of allowed formats", async () => {
    const headers = await as(DEMO_ADMIN);
    for (const name of ["programa.exe", "logo.svg", "macro.docm", "libro.xls", "sin-extension"]) {
      const result = await expectRefusedCleanly(() => uploadMultipart(headers, { name, bytes: CSV_BYTES }));
      expect(result).toMatchObject({
        status: 415,
        body: { error: `Unsupported file type. Allowed formats: ${ALLOWED}` },
      });
    }
    const spanish = await uploadMultipart(await as(DEMO_ADMIN, "es"), { name: "a.exe", bytes: CSV_BYTES });
    expect(spanish.body.error).toBe(`Tipo de archivo no soportado. Formatos permitidos: ${ALLOWED}`);
  });

  it("refuses content that does not match the extension (magic bytes)", async () => {
    const headers = await as(DEMO_ADMIN);
    const spoofs = [
      { name: "factura.pdf", bytes: Buffer.from("<!doctype html><script>alert(1)</script>") },
      { name: "foto.png", bytes: Buffer.from("PK\u0003\u0004 zip archive") },
      { name: "datos.csv", bytes: Buffer.from("<svg onload=alert(1)></svg>") },
      { name: "foto.jpg", bytes: PNG_BYTES },
      // Issue 22: Office files are told apart by their entries; text is never markup but in .html.
      { name: "manual.docx", bytes: CSV_BYTES },
      { name: "precios.xlsx", bytes: Buffer.from("PK\u0003\u0004 zip archive") },
      { name: "notas.txt", bytes: Buffer.from("<!doctype html><script>alert(1)</script>") },
      { name: "pagina.html", bytes: CSV_BYTES },
    ];
    for (const file of spoofs) {
      const result = await expectRefusedCleanly(() => uploadMultipart(headers, file));
      expect(result).toMatchObject({
        status: 415,
        body: { error: "The file's content does not match its extension." },
      });
    }
  });

  it("refuses an empty file, saying so in both languages", async () => {
    for (const name of ["vacio.pdf", "vacio.txt", "vacio.csv"]) {
      const result = await expectRefusedCleanly(async () =>
        uploadMultipart(await as(DEMO_ADMIN), { name, bytes: new Uint8Array(0) }),
      );
      expect(result).toMatchObject({ status: 400, body: { error: "The file is empty." } });
    }
    const spanish = await uploadMultipart(await as(DEMO_ADMIN, "es"), {
      name: "vacio.pdf",
      bytes: new Uint8Array(0),
    });
    expect(spanish.body.error).toBe("El archivo está vacío.");
  });

  it("requires a description of at most 500 characters, and a safe file name", async () => {
    const headers = await as(DEMO_ADMIN);
    const file = { name: "a.png", bytes: PNG_BYTES };
    for (const [description, error] of [
      [null, "The description is required."],
      ["   ", "The description is required."],
      ["x".repeat(501), "The description exceeds the limit of 500 characters."],
    ] as const) {
      const result = await expectRefusedCleanly(() => uploadMultipart(headers, file, description));
      expect(result).toMatchObject({ status: 400, body: { error } });
    }
    const rtl = await expectRefusedCleanly(() =>
      uploadMultipart(headers, { name: "foto\u202egnp.png", bytes: PNG_BYTES }),
    );
    expect(rtl).toMatchObject({
      status: 400,
      body: { error: "The file name contains characters that are not allowed." },
    });

    const longest = await uploadMultipart(headers, file, "x".repeat(500));
    expect(longest.status).toBe(201);
  });

  it("refuses other body types, members and anonymous callers", async () => {
    const { POST } = await import("@/app/api/documents/route");
    const plain = new Request("http://localhost/api/documents", {
      method: "POST",
      headers: { ...(await as(DEMO_ADMIN)), "content-type": "text/plain" },
      body: "hola",
    });
    expect((await POST(plain, undefined)).status).toBe(415);
    const file = { name: "a.png", bytes: PNG_BYTES };
    expect(await expectRefusedCleanly(async () => uploadMultipart(await as(null), file))).toMatchObject({
      status: 401,
    });
    const member = await expectRefusedCleanly(async () => uploadMultipart(await as(DEMO_MEMBER), file));
    expect(member).toMatchObject({ status: 403 });
  });
});

describe("POST /api/documents (JSON, the spec's contract)", () => {
  it("decodes the base64 data URL and stores exactly those bytes", async () => {
    const { status, body } = await uploadJson(await as(DEMO_ADMIN), {
      file_data: dataUrl(CSV_BYTES, "text/csv"),
      filename: "precios.csv",
      description: "Lista de precios",
      file_size: CSV_BYTES.length,
    });
    expect(status).toBe(201);
    expect(body.document).toMatchObject({
      filename: "precios.csv",
      description: "Lista de precios",
      // 0.00 MB to two decimals: the exact size is what the table shows ("1 KB", not "0 KB").
      file_size_mb: 0,
      file_size_bytes: CSV_BYTES.length,
      file_type: "csv",
      file_category: "spreadsheet",
      status: "processing", // a CSV is processed on upload
    });
    const row = await (
      await testDb()
    ).document.findUniqueOrThrow({
      where: { id: String((body.document as { document_id: string }).document_id) },
    });
    expect(fs.readFileSync(path.join(config().uploads.dir, row.storageKey))).toEqual(CSV_BYTES);
  });

  it("accepts 25 MB and refuses 25 MB + 1 byte with 413", async () => {
    const headers = await as(DEMO_ADMIN);
    const upload = (size: number) =>
      uploadJson(headers, {
        file_data: dataUrl(pdfOfSize(size)),
        filename: "g.pdf",
        description: "d",
        file_size: size,
      });
    expect((await upload(MAX_DOCUMENT_BYTES)).status).toBe(201);
    expect(await expectRefusedCleanly(() => upload(MAX_DOCUMENT_BYTES + 1))).toMatchObject({
      status: 413,
      body: { error: "File too large. Maximum 25MB" },
    });
  });

  it("refuses malformed data URLs, a size that does not match, and missing fields", async () => {
    const headers = await as(DEMO_ADMIN);
    const valid = { file_data: dataUrl(PNG_BYTES, "image/png"), filename: "a.png", description: "d" };
    for (const [body, error] of [
      [
        { ...valid, file_data: "data:image/png;base64,@@@@" },
        "The file data is not a valid base64 data URL.",
      ],
      [
        { ...valid, file_data: PNG_BYTES.toString("base64") },
        "The file data is not a valid base64 data URL.",
      ],
      [{ ...valid, file_size: PNG_BYTES.length + 1 }, "The file arrived incomplete. Please upload it again."],
      [{ ...valid, description: undefined }, "The description is required."],
      [{ ...valid, filename: "a.docm" }, `Unsupported file type. Allowed formats: ${ALLOWED}`],
    ] as const) {
      const result = await expectRefusedCleanly(() => uploadJson(headers, body));
      expect(result.body.error).toBe(error);
    }
  });
});

describe("upload limits", () => {
  // The hourly allowance and the storage quota per organisation: tests/integration/documents/allowance.test.ts.
  it("refuses the 1001st document of an organisation", async () => {
    const db = await testDb();
    await db.organization.create({ data: { id: "llena", name: "Llena" } });
    await db.user.create({
      data: { email: "admin@llena.example.com", name: "A", role: "admin", organizationId: "llena" },
    });
    await db.document.createMany({
      data: Array.from({ length: MAX_DOCUMENTS_PER_ORG }, (_, i) => ({
        organizationId: "llena",
        filename: `doc-${i}.pdf`,
        description: "d",
        sizeBytes: 10,
        extension: "pdf",
        category: "document" as const,
        mimeType: "application/pdf",
        storageKey: `llena/${String(i).padStart(32, "0")}.pdf`,
      })),
    });
    const filesBefore = storedFiles();
    const result = await uploadMultipart(await as("admin@llena.example.com"), {
      name: "a.png",
      bytes: PNG_BYTES,
    });
    expect(result).toMatchObject({
      status: 409,
      body: {
        error: "Your organization has reached the limit of 1,000 documents. Delete one to upload another.",
      },
    });
    const spanish = await uploadMultipart(await as("admin@llena.example.com", "es"), {
      name: "a.png",
      bytes: PNG_BYTES,
    });
    expect(spanish.body.error).toBe(
      "Tu organización alcanzó el límite de 1000 documentos. Elimina uno para subir otro.",
    );
    expect(await documentCount("llena")).toBe(MAX_DOCUMENTS_PER_ORG);
    expect(storedFiles()).toEqual(filesBefore);
  });
});
