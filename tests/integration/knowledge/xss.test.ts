import * as knowledgeBlocks from "@/app/api/knowledge_blocks/route";
import { containsControlCharacters } from "@/lib/validation/control-characters";
import { XSS_PAYLOADS } from "@/tests/unit/ingest/xss-payloads";
import { sessionTokenFor } from "@/tests/helpers/auth";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { apiClient } from "@/tests/helpers/api";

// Stored XSS through the API (spec: HTML is sanitised on write and on render): every payload of the
// sanitiser's corpus goes in through POST and PUT; neither what is stored nor what is returned may
// carry anything executable. The markup-level checks are the sanitiser's unit tests; these prove the
// API never bypasses it.
useTestDatabase({ seed: true });

const api = apiClient("/api/knowledge_blocks", knowledgeBlocks);
let admin: string;
beforeAll(async () => {
  admin = await sessionTokenFor("admin@example.com");
});

const EXECUTABLE: readonly RegExp[] = [
  /<script/i,
  /<\w[^>]*\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<img/i,
  /<style/i,
  /<form/i,
  /<base/i,
  /style\s*=/i,
  /href\s*=\s*["']?\s*data:/i,
];

function expectInert(html: string) {
  for (const pattern of EXECUTABLE) expect(html).not.toMatch(pattern);
  for (const anchor of html.match(/<a\b[^>]*>/gi) ?? []) {
    const href = anchor.match(/href="([^"]*)"/)?.[1];
    if (href) {
      expect(href).toMatch(/^(https?:|mailto:)/i);
      expect(anchor).toContain('rel="noopener noreferrer"');
    }
  }
}

// Visible text around the payload, so that a payload that sanitises to nothing is still a valid block.
const wrap = (payload: string) => `<p>Antes</p>${payload}<p>Después</p>`;

// Payloads hiding a control character ("java\0script:") never reach the sanitiser: the request is refused.
const refusedPayloads = XSS_PAYLOADS.filter((payload) => containsControlCharacters(payload));
const sanitisedPayloads = XSS_PAYLOADS.filter((payload) => !containsControlCharacters(payload));

it.each(refusedPayloads.map((payload) => [payload]))("%s is refused and stores nothing", async (payload) => {
  const count = async () => (await testDb()).knowledgeBlock.count();
  const before = await count();
  const created = await api("POST", { token: admin, body: { title: "XSS", content: wrap(payload) } });
  expect(created.status).toBe(400);
  expect(await count()).toBe(before);
});

describe.each(sanitisedPayloads.map((payload) => [payload]))("%s", (payload) => {
  it("is stored and returned inert, on create and on update", async () => {
    const created = await api("POST", { token: admin, body: { title: "XSS", content: wrap(payload) } });
    expect(created.status).toBe(201);
    const block = created.body.data as { id: string; content: string };
    expectInert(block.content);

    const updated = await api("PUT", {
      token: admin,
      body: { action: "update_knowledge_block", kb_id: block.id, title: "XSS 2", content: wrap(payload) },
    });
    expect(updated.status).toBe(200);
    expectInert((updated.body.data as { content: string }).content);

    const stored = await (await testDb()).knowledgeBlock.findUniqueOrThrow({ where: { id: block.id } });
    expectInert(stored.contentHtml);
    expect(stored.contentText).toContain("Antes");
    // Removed again: an organisation holds at most 50 blocks, fewer than the payloads.
    expect((await api("DELETE", { token: admin, query: { id: block.id } })).status).toBe(200);
  });
});

it("sanitises again on read, even HTML that reached the database some other way", async () => {
  const db = await testDb();
  const raw = await db.knowledgeBlock.create({
    data: {
      organizationId: "demo",
      title: "Importado",
      // PostgreSQL text cannot hold the NUL one payload carries.
      contentHtml: XSS_PAYLOADS.map(wrap).join("").replaceAll("\0", ""),
      contentText: "Antes Después",
    },
  });
  const listed = (await api("GET", { token: admin })).body.data as { id: string; content: string }[];
  const block = listed.find((item) => item.id === raw.id);
  expect(block?.content).toContain("<p>Antes</p>");
  expectInert(block?.content ?? "");
});
