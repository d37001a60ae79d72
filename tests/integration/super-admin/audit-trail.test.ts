import * as knowledgeBlocks from "@/app/api/knowledge_blocks/route";
import * as qa from "@/app/api/qa/route";
import * as audit from "@/app/api/organizations/[id]/audit/route";
import { settleBackgroundWork } from "@/server/background";
import { resetConfigForTests } from "@/server/config";
import { latestLoginCode, postAuth, sessionTokenFor } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  CSV_BYTES,
  as,
  deleteDocument,
  processDocument,
  uploadMultipart,
} from "@/tests/integration/documents/helpers";
import { call } from "@/tests/helpers/api";

/** Each audited action writes one event with who, where from, what, and never secrets or file contents. */
// As behind one reverse proxy: the X-Forwarded-For each test sends stands for the proxy's entry.
process.env.TRUSTED_PROXY_HOPS = "1";
useTestDatabase({ seed: true });

const ADMIN_IP = "203.0.113.7";
let adminId: string;
let adminToken: string;
beforeAll(async () => {
  const db = await testDb();
  adminId = (await db.user.findUniqueOrThrow({ where: { email: "admin@example.com" } })).id;
  adminToken = await sessionTokenFor("admin@example.com");
  jest.spyOn(console, "info").mockImplementation(() => {});
  process.env.TRUSTED_PROXY_HOPS = "1"; // lets the tests name the client address
});
afterAll(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  jest.restoreAllMocks();
});

const fromAdmin = { "x-forwarded-for": ADMIN_IP };
const events = async (action: string) =>
  (await testDb()).auditEvent.findMany({ where: { action }, orderBy: { createdAt: "asc" } });

describe("the audit trail", () => {
  it("keeps the caller's address only when a trusted proxy named it", async () => {
    const create = (headers: Record<string, string>) =>
      call(qa, "POST", "/api/qa", {
        token: adminToken,
        body: { question: "¿Desde dónde?", answer: "Desde aquí." },
        headers,
      });
    await create(fromAdmin);
    const trustProxies = (hops: string) => {
      process.env.TRUSTED_PROXY_HOPS = hops;
      resetConfigForTests();
    };
    trustProxies("0"); // nothing in front: every caller shares one unnamed bucket
    try {
      await create(fromAdmin);
    } finally {
      trustProxies("1");
    }
    const created = await events("qa_pair.created");
    expect(created.slice(-2).map((event) => event.ip)).toEqual([ADMIN_IP, null]);
  });

  it("records sign-in success and failure, never the code", async () => {
    expect((await postAuth({ email: "member@example.com" })).status).toBe(200);
    const code = await latestLoginCode("member@example.com");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    expect((await postAuth({ email: "member@example.com", code: wrong })).status).toBe(401);
    expect((await postAuth({ email: "nadie@example.com", code: "123456" })).status).toBe(401);
    expect((await postAuth({ email: "member@example.com", code })).status).toBe(200);

    const failed = await events("auth.sign_in_failed");
    expect(failed.map((event) => [event.organizationId, event.metadata])).toEqual([
      ["demo", { email: "member@example.com", reason: "invalid_code" }],
      [null, { email: "nadie@example.com", reason: "invalid_code" }],
    ]);
    const [succeeded] = await events("auth.sign_in_succeeded");
    expect(succeeded).toMatchObject({ organizationId: "demo", targetType: "user" });
    const everything = JSON.stringify(await (await testDb()).auditEvent.findMany());
    expect(everything).not.toContain(code);
    expect(everything).not.toContain(wrong);
  });

  it("records knowledge block changes with the admin and their address, by title only", async () => {
    const api = (method: "POST" | "PUT" | "DELETE", body?: unknown, query?: Record<string, string>) =>
      call(knowledgeBlocks, method, "/api/knowledge_blocks", {
        token: adminToken,
        body,
        query,
        headers: fromAdmin,
      });
    const created = await api("POST", { title: "Horario", content: "<p>Abrimos de 9 a 18 h, secreto</p>" });
    const id = (created.body.data as { id: string }).id;
    await api("PUT", {
      action: "update_knowledge_block",
      kb_id: id,
      title: "Horario nuevo",
      content: "<p>De 8 a 17 h</p>",
    });
    await api("PUT", { action: "toggle_active_status", kb_id: id, is_active: false });
    await api("PUT", { action: "toggle_active_status", kb_id: id, is_active: true });
    await api("DELETE", undefined, { id });

    const trail = await (
      await testDb()
    ).auditEvent.findMany({
      where: { targetType: "knowledge_block", targetId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(trail.map((event) => [event.action, event.actorId, event.ip, event.organizationId])).toEqual(
      ["created", "updated", "deactivated", "activated", "deleted"].map((verb) => [
        `knowledge_block.${verb}`,
        adminId,
        ADMIN_IP,
        "demo",
      ]),
    );
    expect(trail[0].metadata).toEqual({ title: "Horario" });
    expect(JSON.stringify(trail)).not.toContain("secreto");
  });

  it("records Q&A changes", async () => {
    const api = (method: "POST" | "PUT" | "DELETE", body?: unknown, query?: Record<string, string>) =>
      call(qa, method, "/api/qa", { token: adminToken, body, query, headers: fromAdmin });
    const created = await api("POST", { question: "¿Hacen envíos?", answer: "Sí, a todo México." });
    const id = (created.body.data as { id: string }).id;
    await api("PUT", { id, answer: "Sí, a todo el país." });
    await api("PUT", { id, is_active: false });
    await api("DELETE", undefined, { id });
    const trail = await (
      await testDb()
    ).auditEvent.findMany({
      where: { targetType: "qa_pair", targetId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(trail.map((event) => [event.action, event.actorId, event.metadata])).toEqual(
      ["created", "updated", "deactivated", "deleted"].map((verb) => [
        `qa_pair.${verb}`,
        adminId,
        { question: "¿Hacen envíos?" },
      ]),
    );
  });

  it("records document upload, processing (processed or failed) and deletion, never the file's contents", async () => {
    const headers = { ...(await as("admin@example.com")), ...fromAdmin };
    const csv = await uploadMultipart(headers, { name: "precios.csv", bytes: CSV_BYTES });
    const pdf = await uploadMultipart(headers, {
      name: "roto.pdf",
      bytes: Buffer.from("%PDF-1.7\nthis is not a PDF body at all"),
    });
    const csvId = (csv.body.document as { document_id: string }).document_id;
    const pdfId = (pdf.body.document as { document_id: string }).document_id;
    await settleBackgroundWork();
    expect((await processDocument(headers, pdfId)).status).toBe(202);
    await settleBackgroundWork();
    expect((await deleteDocument(headers, csvId)).status).toBe(200);

    const trail = await (
      await testDb()
    ).auditEvent.findMany({
      where: { targetType: "document" },
      orderBy: { createdAt: "asc" },
    });
    // The CSV is processed in the background, so its "processed" may come before the PDF's upload.
    const summary = (rows: unknown[][]) => rows.map((row) => JSON.stringify(row)).sort();
    expect(summary(trail.map((event) => [event.action, event.targetId, event.actorId]))).toEqual(
      summary([
        ["document.uploaded", csvId, adminId],
        ["document.uploaded", pdfId, adminId],
        ["document.processed", csvId, null],
        ["document.failed", pdfId, null],
        ["document.deleted", csvId, adminId],
      ]),
    );
    const uploaded = trail.find((event) => event.action === "document.uploaded" && event.targetId === csvId);
    expect(uploaded).toMatchObject({
      ip: ADMIN_IP,
      metadata: { filename: "precios.csv", sizeBytes: CSV_BYTES.byteLength, extension: "csv" },
    });
    expect(trail.find((event) => event.action === "document.failed")?.metadata).toMatchObject({
      note: "pdfCorrupt",
    });
    expect(JSON.stringify(trail)).not.toContain("Impresora");
  });

  it("shows an organisation's events to superadmins only", async () => {
    for (const email of ["admin@example.com", "member@example.com"]) {
      const { status } = await call(audit, "GET", "/x", {
        token: await sessionTokenFor(email),
        params: { id: "demo" },
      });
      expect(status).toBe(403);
    }
    const { status, body } = await call(audit, "GET", "/x", {
      token: await sessionTokenFor("superadmin@example.com"),
      params: { id: "demo" },
    });
    expect(status).toBe(200);
    const listed = body.events as { organization_id?: string; actor: { email: string } | null }[];
    expect(listed.length).toBeGreaterThan(10);
    expect(listed.some((event) => event.actor?.email === "admin@example.com")).toBe(true);
    // Attempts on unknown addresses belong to no organisation.
    expect(JSON.stringify(listed)).not.toContain("nadie@example.com");
  });
});
