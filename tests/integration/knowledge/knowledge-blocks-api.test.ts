import * as knowledgeBlocks from "@/app/api/knowledge_blocks/route";
import { sessionCookie } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { ISO_DATE, apiClient, nextMillisecond } from "@/tests/helpers/api";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";
import { describeKnowledgeResourceContract } from "./shared-cases";

useTestDatabase({ seed: true });

const api = apiClient("/api/knowledge_blocks", knowledgeBlocks);
let callers: Callers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
});

const blockCount = async () => (await testDb()).knowledgeBlock.count();
const create = async (title: string, content: string) => {
  const result = await api("POST", { token: callers.admin, body: { title, content } });
  expect(result.status).toBe(201);
  return result.body.data as { id: string; updated_at: string };
};

describe("GET /api/knowledge_blocks", () => {
  it("lists the organisation's blocks, newest first, in the API's shape", async () => {
    const { status, body } = await api("GET", { token: callers.admin, query: { limit: "50" } });
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["success", "data"]);
    const data = body.data as Record<string, unknown>[];
    expect(data).toHaveLength(3);
    for (const block of data) {
      expect(block).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        content: expect.stringMatching(/^<h2>/),
        is_active: true,
        created_at: ISO_DATE,
        updated_at: ISO_DATE,
        character_count: expect.any(Number),
      });
    }
    const created = data.map((block) => block.created_at as string);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("honours a smaller limit and never returns more than 50", async () => {
    expect(((await api("GET", { token: callers.admin, query: { limit: "2" } })).body.data as []).length).toBe(
      2,
    );
    const db = await testDb();
    await db.knowledgeBlock.createMany({
      data: Array.from({ length: 50 }, (_, index) => ({
        organizationId: "demo",
        title: `Bloque ${index}`,
        contentHtml: `<p>Texto ${index}</p>`,
        contentText: `Texto ${index}`,
      })),
    });
    try {
      expect(((await api("GET", { token: callers.admin })).body.data as []).length).toBe(50);
      expect(
        ((await api("GET", { token: callers.admin, query: { limit: "500" } })).body.data as []).length,
      ).toBe(50);
    } finally {
      await db.knowledgeBlock.deleteMany({ where: { title: { startsWith: "Bloque " } } });
    }
    expect((await api("GET", { token: callers.admin, query: { limit: "many" } })).status).toBe(400);
  });
});

describe("POST /api/knowledge_blocks", () => {
  it("creates an active block, trimmed and sanitised, at the top of the list", async () => {
    const { status, body } = await api("POST", {
      token: callers.admin,
      body: { title: "  Envíos  ", content: '<p onclick="x()">Enviamos a <strong>todo</strong> México.</p>' },
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        title: "Envíos",
        content: "<p>Enviamos a <strong>todo</strong> México.</p>",
        is_active: true,
        created_at: ISO_DATE,
        updated_at: ISO_DATE,
        character_count: "Enviamos a todo México.".length,
      },
    });
    const list = (await api("GET", { token: callers.admin })).body.data as { id: string }[];
    expect(list[0].id).toBe((body.data as { id: string }).id);
  });

  it("accepts the session cookie from the app's own origin", async () => {
    const result = await api("POST", {
      headers: { ...sessionCookie(callers.admin), origin: "http://localhost" },
      body: { title: "Con cookie", content: "<p>Hola</p>" },
    });
    expect(result.status).toBe(201);
    const crossSite = await api("POST", {
      headers: { ...sessionCookie(callers.admin), origin: "https://evil.example" },
      body: { title: "Cross-site", content: "<p>Hola</p>" },
    });
    expect(crossSite.status).toBe(403);
  });

  it.each([
    ["a blank title", { title: "   ", content: "<p>x</p>" }, "Title is required."],
    [
      "a 201-character title",
      { title: "t".repeat(201), content: "<p>x</p>" },
      "Title exceeds the limit of 200 characters.",
    ],
    ["empty content", { title: "T", content: "" }, "Content is required."],
    ["the empty paragraph", { title: "T", content: "<p></p>" }, "Content is required."],
    [
      "content that is only a script",
      { title: "T", content: "<script>alert(1)</script>" },
      "Content is required.",
    ],
    [
      "10,001 characters of plain text",
      { title: "T", content: `<p>${"a".repeat(10_001)}</p>` },
      "Content exceeds 10000 character limit.",
    ],
    ["a missing title", { content: "<p>x</p>" }, "The data sent is not valid."],
  ])("refuses %s, writing nothing", async (_case, body, error) => {
    const before = await blockCount();
    expect(await api("POST", { token: callers.admin, body })).toEqual({
      status: 400,
      body: { success: false, error },
    });
    expect(await blockCount()).toBe(before);
  });

  it("accepts a 200-character title and exactly 10,000 characters, counted on plain text", async () => {
    // The heading and the paragraph read as two words: 4,999 + 1 space + 5,000 = 10,000.
    const content = `<h1>${"a".repeat(4_999)}</h1><p><em>${"b".repeat(5_000)}</em></p>`;
    const { status, body } = await api("POST", {
      token: callers.admin,
      body: { title: "t".repeat(200), content },
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ character_count: 10_000, content });
  });

  it("answers in the caller's language", async () => {
    const result = await api("POST", {
      token: callers.admin,
      headers: { "accept-language": "es" },
      body: { title: "t".repeat(201), content: "<p>x</p>" },
    });
    expect(result.body).toEqual({ success: false, error: "El título excede el límite de 200 caracteres." });
  });
});

describe("PUT /api/knowledge_blocks", () => {
  it("updates title and content and reports the new updated_at", async () => {
    const block = await create("Antes", "<p>Texto viejo</p>");
    await nextMillisecond();
    const { status, body } = await api("PUT", {
      token: callers.admin,
      body: {
        action: "update_knowledge_block",
        kb_id: block.id,
        title: " Después ",
        content: "<p>Texto nuevo</p>",
      },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      data: {
        id: block.id,
        title: "Después",
        content: "<p>Texto nuevo</p>",
        is_active: true,
        created_at: ISO_DATE,
        updated_at: ISO_DATE,
        character_count: "Texto nuevo".length,
      },
    });
    expect((body.data as { updated_at: string }).updated_at > block.updated_at).toBe(true);
  });

  it("toggles the active state", async () => {
    const block = await create("Interruptor", "<p>Texto</p>");
    const off = await api("PUT", {
      token: callers.admin,
      body: { action: "toggle_active_status", kb_id: block.id, is_active: false },
    });
    expect(off).toEqual({
      status: 200,
      body: {
        success: true,
        data: expect.objectContaining({ id: block.id, is_active: false, updated_at: ISO_DATE }),
      },
    });
    const listed = (await api("GET", { token: callers.admin })).body.data as {
      id: string;
      is_active: boolean;
    }[];
    expect(listed.find((item) => item.id === block.id)?.is_active).toBe(false);
    const on = await api("PUT", {
      token: callers.admin,
      body: { action: "toggle_active_status", kb_id: block.id, is_active: true },
    });
    expect((on.body.data as { is_active: boolean }).is_active).toBe(true);
  });

  it("refuses invalid changes and leaves the block as it was", async () => {
    const block = await create("Intacto", "<p>Original</p>");
    for (const [title, content, error] of [
      ["", "<p>x</p>", "Title is required."],
      ["T", "<p></p>", "Content is required."],
      ["T", `<p>${"a".repeat(10_001)}</p>`, "Content exceeds 10000 character limit."],
    ]) {
      const result = await api("PUT", {
        token: callers.admin,
        body: { action: "update_knowledge_block", kb_id: block.id, title, content },
      });
      expect(result).toEqual({ status: 400, body: { success: false, error } });
    }
    const stored = await (await testDb()).knowledgeBlock.findUniqueOrThrow({ where: { id: block.id } });
    expect(stored).toMatchObject({ title: "Intacto", contentHtml: "<p>Original</p>" });
  });

  it("refuses unknown actions and malformed bodies", async () => {
    const block = await create("Acciones", "<p>x</p>");
    for (const body of [
      { action: "rename", kb_id: block.id },
      { action: "toggle_active_status", kb_id: block.id, is_active: "no" },
      { action: "update_knowledge_block", kb_id: block.id, title: "T" },
    ]) {
      expect(await api("PUT", { token: callers.admin, body })).toEqual({
        status: 400,
        body: { success: false, error: "The data sent is not valid." },
      });
    }
  });

  it("answers 404 for an unknown id", async () => {
    const result = await api("PUT", {
      token: callers.admin,
      body: {
        action: "toggle_active_status",
        kb_id: "00000000-0000-0000-0000-000000000000",
        is_active: false,
      },
    });
    expect(result).toEqual({ status: 404, body: { success: false, error: "Knowledge block not found." } });
  });
});

describeKnowledgeResourceContract(
  {
    plural: "knowledge blocks",
    path: "/api/knowledge_blocks",
    module: knowledgeBlocks,
    body: (label) => ({ title: label, content: "<p>Texto</p>" }),
    changes: (id) => [
      { action: "update_knowledge_block", kb_id: id, title: "Robado", content: "<p>x</p>" },
      { action: "toggle_active_status", kb_id: id, is_active: false },
    ],
    count: (db, organizationId) => db.knowledgeBlock.count({ where: { organizationId } }),
    stored: (db, id) =>
      db.knowledgeBlock.findUniqueOrThrow({
        where: { id },
        select: { organizationId: true, isActive: true },
      }),
    fill: async (db, organizationId, count) => {
      await db.knowledgeBlock.createMany({
        data: Array.from({ length: count }, (_, index) => ({
          organizationId,
          title: `Relleno ${index}`,
          contentHtml: `<p>Texto ${index}</p>`,
          contentText: `Texto ${index}`,
        })),
      });
    },
    removeLabelled: async (db, prefix) => {
      await db.knowledgeBlock.deleteMany({ where: { title: { startsWith: prefix } } });
    },
    notFound: "Knowledge block not found.",
    limitReached: {
      en: "Your organization has reached the limit of 50 knowledge blocks. Delete one to create another.",
      es: "Tu organización alcanzó el límite de 50 bloques de conocimiento. Elimina uno para crear otro.",
    },
  },
  () => callers,
);
