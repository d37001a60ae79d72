import { apiClient, type Call, type RouteModule } from "@/tests/helpers/api";
import type { Callers } from "@/tests/helpers/organizations";
import { testDb } from "@/tests/helpers/test-db";

/**
 * What the knowledge-block and Q&A APIs promise alike (spec §7): admin-only access, tenant isolation,
 * delete by id, and a 50-item limit per organisation that concurrent creations cannot overrun. Each
 * suite describes its resource once and gets these cases; its own file keeps what differs (shapes,
 * validation, update actions).
 */

type Db = Awaited<ReturnType<typeof testDb>>;

export type KnowledgeResource = {
  /** "knowledge blocks", "Q&A pairs": used in the test names. */
  plural: string;
  path: string;
  module: RouteModule;
  /** A valid creation body, distinct per `label`. */
  body: (label: string) => Record<string, unknown>;
  /** Bodies for PUT that would change the item `id` in every way the API allows. */
  changes: (id: string) => Record<string, unknown>[];
  /** Stored items of the organisation (or of all of them). */
  count: (db: Db, organizationId?: string) => Promise<number>;
  /** The stored item: its organisation and whether it is active. */
  stored: (db: Db, id: string) => Promise<{ organizationId: string; isActive: boolean }>;
  /** Adds `count` items labelled "Relleno <n>" to an organisation directly in the database. */
  fill: (db: Db, organizationId: string, count: number) => Promise<void>;
  /** Deletes the items whose label (title, question) starts with `prefix`, in every organisation. */
  removeLabelled: (db: Db, prefix: string) => Promise<void>;
  notFound: string;
  limitReached: { en: string; es: string };
};

export const ITEM_LIMIT = 50;

/**
 * The shared cases, for a suite whose database has the demo seed and the second organisation, and
 * whose callers (`signInCallers`) are signed in by the time its tests run.
 */
export function describeKnowledgeResourceContract(
  resource: KnowledgeResource,
  signedIn: () => Callers,
): void {
  const api = apiClient(resource.path, resource.module);
  let callers: Callers;

  beforeAll(() => {
    callers = signedIn();
  });

  const create = async (token: string, label: string) => {
    const result = await api("POST", { token, body: resource.body(label) });
    expect(result.status).toBe(201);
    return (result.body.data as { id: string }).id;
  };

  describe(`${resource.plural}: the contract shared with the other knowledge API`, () => {
    it("deletes by id; a second delete answers 404 and a missing id 400", async () => {
      const id = await create(callers.admin, "Efímero");
      expect(await api("DELETE", { token: callers.admin, query: { id } })).toEqual({
        status: 200,
        body: { success: true },
      });
      expect(await api("DELETE", { token: callers.admin, query: { id } })).toEqual({
        status: 404,
        body: { success: false, error: resource.notFound },
      });
      expect((await api("DELETE", { token: callers.admin })).status).toBe(400);
    });

    it("answers 401 to anonymous callers and 403 to members and organisation-less superadmins, changing nothing", async () => {
      const id = await create(callers.admin, "Protegido");
      const db = await testDb();
      const before = await resource.count(db);
      const requests: [string, Call][] = [
        ["GET", {}],
        ["POST", { body: resource.body("Intruso") }],
        ...resource.changes(id).map((body): [string, Call] => ["PUT", { body }]),
        ["DELETE", { query: { id } }],
      ];
      for (const [method, options] of requests as ["GET" | "POST" | "PUT" | "DELETE", Call][]) {
        expect((await api(method, options)).status).toBe(401);
        expect(await api(method, { ...options, token: callers.member })).toEqual({
          status: 403,
          body: { success: false, error: "You do not have permission to do this." },
        });
        expect((await api(method, { ...options, token: callers.superadmin })).status).toBe(403);
      }
      expect(await resource.count(db)).toBe(before);
      expect(await resource.stored(db, id)).toEqual({ organizationId: "demo", isActive: true });
    });

    it("keeps each organisation's items to itself: another admin gets 404 and never sees them", async () => {
      const id = await create(callers.admin, "Solo demo");
      expect(await api("GET", { token: callers.otherAdmin })).toEqual({
        status: 200,
        body: { success: true, data: [] },
      });
      const notFound = { status: 404, body: { success: false, error: resource.notFound } };
      for (const body of resource.changes(id)) {
        expect(await api("PUT", { token: callers.otherAdmin, body })).toEqual(notFound);
      }
      expect(await api("DELETE", { token: callers.otherAdmin, query: { id } })).toEqual(notFound);
      expect(await resource.stored(await testDb(), id)).toEqual({ organizationId: "demo", isActive: true });

      // And the other way round: an item of "otra" is invisible to demo's admin.
      const theirs = await create(callers.otherAdmin, "De otra");
      const demoList = (await api("GET", { token: callers.admin })).body.data as { id: string }[];
      expect(demoList.map((item) => item.id)).not.toContain(theirs);
    });

    describe(`the ${ITEM_LIMIT}-item limit per organisation`, () => {
      const fillTo = async (total: number) => {
        const db = await testDb();
        await resource.fill(db, "demo", total - (await resource.count(db, "demo")));
      };
      afterEach(async () => {
        const db = await testDb();
        await resource.removeLabelled(db, "Relleno ");
        await resource.removeLabelled(db, "Al límite");
      });

      it(`refuses item ${ITEM_LIMIT + 1} with 409 and a localised message, writing nothing`, async () => {
        await fillTo(ITEM_LIMIT);
        const db = await testDb();
        const [items, chunks] = [await resource.count(db), await db.chunk.count()];
        const body = resource.body("Al límite");
        expect(await api("POST", { token: callers.admin, body })).toEqual({
          status: 409,
          body: { success: false, error: resource.limitReached.en },
        });
        const inSpanish = await api("POST", {
          token: callers.admin,
          body,
          headers: { "accept-language": "es" },
        });
        expect(inSpanish.body.error).toBe(resource.limitReached.es);
        expect([await resource.count(db), await db.chunk.count()]).toEqual([items, chunks]);
        // Another organisation has its own allowance.
        expect((await api("POST", { token: callers.otherAdmin, body })).status).toBe(201);
      });

      it("lets exactly one of two concurrent creations take the last slot", async () => {
        await fillTo(ITEM_LIMIT - 1);
        const results = await Promise.all(
          ["Al límite 1", "Al límite 2"].map((label) =>
            api("POST", { token: callers.admin, body: resource.body(label) }),
          ),
        );
        expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
        expect(await resource.count(await testDb(), "demo")).toBe(ITEM_LIMIT);
      });
    });
  });
}
