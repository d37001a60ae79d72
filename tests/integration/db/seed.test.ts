import { closeDb, resetDbForTests } from "@/server/db";
import { seedDemo } from "@/server/services/demo-seed";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

async function counts() {
  const db = await testDb();
  const [organizations, users, blocks, qaPairs, chunks] = await Promise.all([
    db.organization.count(),
    db.user.count(),
    db.knowledgeBlock.count(),
    db.qaPair.count(),
    db.chunk.count(),
  ]);
  return { organizations, users, blocks, qaPairs, chunks };
}

describe("with SEED_DEMO=true", () => {
  useTestDatabase({ seed: true });

  it("creates exactly the demo organisation", async () => {
    const db = await testDb();
    expect(await db.organization.findMany({ select: { id: true, name: true, color: true } })).toEqual([
      { id: "demo", name: "Demo", color: "#F97316" },
    ]);
  });

  it("creates one user per role", async () => {
    const db = await testDb();
    const users = await db.user.findMany({
      select: { email: true, name: true, role: true, status: true, organizationId: true },
      orderBy: { email: "asc" },
    });
    expect(users).toEqual([
      {
        email: "admin@example.com",
        name: "Admin Demo",
        role: "admin",
        status: "active",
        organizationId: "demo",
      },
      {
        email: "member@example.com",
        name: "Miembro Demo",
        role: "member",
        status: "active",
        organizationId: "demo",
      },
      {
        email: "superadmin@example.com",
        name: "Super Admin",
        role: "superadmin",
        status: "active",
        organizationId: null,
      },
    ]);
  });

  it("creates three active Spanish knowledge blocks, indexed section by section", async () => {
    const db = await testDb();
    const blocks = await db.knowledgeBlock.findMany({ where: { organizationId: "demo", isActive: true } });
    expect(blocks).toHaveLength(3);
    for (const block of blocks) {
      expect(block.contentHtml).toMatch(/^<h2>/);
      expect(block.contentText).not.toMatch(/[<>]/);
      const chunks = await db.chunk.findMany({
        where: { sourceKind: "knowledge_block", sourceId: block.id },
        orderBy: { ordinal: "asc" },
      });
      // One chunk per section (each block has two <h2>), headed by the block title and its heading.
      expect(chunks).toHaveLength(2);
      for (const chunk of chunks) {
        expect(chunk).toMatchObject({ organizationId: "demo", language: "spanish" });
        expect(chunk.heading.startsWith(`${block.title} › `)).toBe(true);
        expect(block.contentText).toContain(chunk.text.split("\n\n")[0]);
      }
    }
    const hits = await db.$queryRaw<{ heading: string }[]>`
      SELECT heading FROM "Chunk" WHERE "search" @@ websearch_to_tsquery('spanish', immutable_unaccent('devolucion garantia'))`;
    expect(hits).toEqual([{ heading: "Política de devoluciones y garantía › Devoluciones" }]);
  });

  it("creates three active Q&A pairs, each indexed as one chunk", async () => {
    const db = await testDb();
    const pairs = await db.qaPair.findMany({ where: { organizationId: "demo", isActive: true } });
    expect(pairs.map((pair) => pair.question).sort()).toEqual([
      "¿Cómo solicito una factura?",
      "¿Hacen envíos a todo México?",
      "¿Qué formas de pago aceptan?",
    ]);
    for (const pair of pairs) {
      expect(await db.chunk.count({ where: { sourceKind: "qa_pair", sourceId: pair.id } })).toBe(1);
    }
  });

  it("is idempotent", async () => {
    const before = await counts();
    expect(before).toEqual({ organizations: 1, users: 3, blocks: 3, qaPairs: 3, chunks: 9 });
    await seedDemo(await testDb());
    expect(await counts()).toEqual(before);
  });
});

describe("on restart with SEED_DEMO=true", () => {
  useTestDatabase({ seed: true });

  it("does not bring the demo back once its organisations were deleted", async () => {
    const db = await testDb();
    await db.organization.deleteMany();
    await db.user.deleteMany();
    await closeDb();
    resetDbForTests();
    expect(await counts()).toEqual({ organizations: 0, users: 0, blocks: 0, qaPairs: 0, chunks: 0 });
  });
});

describe("with SEED_DEMO=false", () => {
  useTestDatabase({ seed: false });

  it("leaves the database empty", async () => {
    expect(await counts()).toEqual({ organizations: 0, users: 0, blocks: 0, qaPairs: 0, chunks: 0 });
  });
});
