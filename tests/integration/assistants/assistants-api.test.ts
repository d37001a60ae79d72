import * as assistants from "@/app/api/assistants/route";
import * as collections from "@/app/api/collections/route";
import * as collectionItems from "@/app/api/collections/items/route";
import { apiClient } from "@/tests/helpers/api";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

/** /api/assistants and /api/collections (issue 23 points 1, 2 and 6): admins of their own organisation only. */

useTestDatabase({ seed: true });

const api = apiClient("/api/assistants", assistants);
const collectionsApi = apiClient("/api/collections", collections);
const itemsApi = apiClient("/api/collections/items", collectionItems);
let callers: Callers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
});

type Assistant = {
  id: string;
  name: string;
  is_default: boolean;
  collection_ids: string[] | null;
  member_ids: string[] | null;
};

const list = async (token = callers.admin) => (await api("GET", { token })).body.data as Assistant[];

describe("/api/assistants", () => {
  it("lists the organisation's default assistant, carrying the configuration screen's prompt", async () => {
    const db = await testDb();
    const [only] = await list();
    expect(only).toMatchObject({
      name: "Asistente",
      is_default: true,
      collection_ids: null,
      member_ids: null,
    });
    await db.assistant.update({ where: { id: only.id }, data: { customPrompt: "Sé breve." } });
    expect((await list())[0]).toMatchObject({ custom_prompt: "Sé breve." });
  });

  it("creates, edits, reorders and deletes an assistant limited to a collection and two members", async () => {
    const db = await testDb();
    const rrhh = await collectionsApi("POST", { token: callers.admin, body: { name: "RRHH" } });
    expect(rrhh.status).toBe(201);
    const collectionId = (rrhh.body.data as { id: string }).id;
    const member = await db.user.findUniqueOrThrow({ where: { email: "member@example.com" } });

    const created = await api("POST", {
      token: callers.admin,
      body: {
        name: "RRHH",
        description: "Reglamento y prestaciones",
        greeting: "Hola, soy RRHH.",
        tone: "formal",
        suggested_questions: ["¿Cuántos días de vacaciones tengo?"],
        collection_ids: [collectionId],
        member_ids: [member.id],
      },
    });
    expect(created.status).toBe(201);
    const assistant = created.body.data as Assistant;
    expect(assistant).toMatchObject({
      name: "RRHH",
      tone: "formal",
      is_default: false,
      collection_ids: [collectionId],
      member_ids: [member.id],
      position: 1,
    });

    const edited = await api("PUT", {
      token: callers.admin,
      body: { id: assistant.id, name: "Recursos humanos", member_ids: null },
    });
    expect(edited.body.data).toMatchObject({
      name: "Recursos humanos",
      member_ids: null,
      collection_ids: [collectionId],
    });

    const [first, second] = await list();
    const reordered = await api("PUT", { token: callers.admin, body: { order: [second.id, first.id] } });
    expect((reordered.body.data as Assistant[]).map((a) => a.id)).toEqual([second.id, first.id]);

    expect((await api("DELETE", { token: callers.admin, query: { id: assistant.id } })).status).toBe(200);
    expect((await list()).map((a) => a.name)).toEqual(["Asistente"]);
  });

  it("keeps one default: another becomes it, and the default cannot be deleted", async () => {
    const created = await api("POST", { token: callers.admin, body: { name: "Ventas", is_default: true } });
    const ventas = created.body.data as Assistant;
    const all = await list();
    expect(all.filter((a) => a.is_default).map((a) => a.id)).toEqual([ventas.id]);
    expect(await api("DELETE", { token: callers.admin, query: { id: ventas.id } })).toMatchObject({
      status: 409,
      body: { error: "You can't delete the default assistant: make another one the default first." },
    });
    const previous = all.find((a) => a.name === "Asistente")!;
    await api("PUT", { token: callers.admin, body: { id: previous.id, is_default: true } });
    expect((await api("DELETE", { token: callers.admin, query: { id: ventas.id } })).status).toBe(200);
  });

  it("stops at ten assistants", async () => {
    for (let i = (await list()).length; i < 10; i++) {
      expect((await api("POST", { token: callers.admin, body: { name: `A${i}` } })).status).toBe(201);
    }
    const eleventh = await api("POST", {
      token: callers.admin,
      body: { name: "Once" },
      headers: { "accept-language": "es" },
    });
    expect(eleventh).toMatchObject({
      status: 409,
      body: { error: "Tu organización ya tiene 10 asistentes, el máximo." },
    });
    for (const extra of (await list()).filter((a) => !a.is_default)) {
      await api("DELETE", { token: callers.admin, query: { id: extra.id } });
    }
  });

  it("refuses members, and answers 404 for another organisation's assistant, collection or member", async () => {
    expect((await api("GET", { token: callers.member })).status).toBe(403);
    expect((await api("POST", { token: callers.member, body: { name: "X" } })).status).toBe(403);
    const [demoDefault] = await list();
    const otherDefault = (await list(callers.otherAdmin))[0];
    expect(otherDefault.id).not.toBe(demoDefault.id);
    for (const attempt of [
      api("PUT", { token: callers.otherAdmin, body: { id: demoDefault.id, name: "Robado" } }),
      api("DELETE", { token: callers.otherAdmin, query: { id: demoDefault.id } }),
    ]) {
      expect((await attempt).status).toBe(404);
    }
    const demoCollection = (await collectionsApi("POST", { token: callers.admin, body: { name: "Ventas" } }))
      .body.data as { id: string };
    expect(
      (
        await api("POST", {
          token: callers.otherAdmin,
          body: { name: "X", collection_ids: [demoCollection.id] },
        })
      ).status,
    ).toBe(400);
    expect(
      (await collectionsApi("DELETE", { token: callers.otherAdmin, query: { id: demoCollection.id } }))
        .status,
    ).toBe(404);
    expect(
      (await testDb().then((db) => db.assistant.findUniqueOrThrow({ where: { id: demoDefault.id } }))).name,
    ).toBe("Asistente");
  });

  it("validates the fields in the caller's language", async () => {
    const tooMany = await api("POST", {
      token: callers.admin,
      headers: { "accept-language": "es" },
      body: { name: "X", suggested_questions: ["a", "b", "c", "d"] },
    });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { error: "Un asistente tiene como máximo 3 preguntas sugeridas." },
    });
    const prompt = await api("POST", {
      token: callers.admin,
      body: { name: "X", custom_prompt: "x".repeat(501) },
    });
    expect(prompt).toMatchObject({
      status: 400,
      body: { error: "The custom prompt exceeds the limit of 500 characters." },
    });
  });
});

describe("/api/collections/items", () => {
  it("puts items into collections and takes them out, per item or in bulk", async () => {
    const db = await testDb();
    const pairs = await db.qaPair.findMany({ where: { organizationId: "demo" }, take: 2 });
    expect(pairs).toHaveLength(2);
    const c = (await collectionsApi("POST", { token: callers.admin, body: { name: "Mostrador" } })).body
      .data as { id: string };
    const ids = pairs.map((p) => p.id);
    expect(
      (await itemsApi("PUT", { token: callers.admin, body: { kind: "qa_pair", ids, add: [c.id] } })).status,
    ).toBe(200);
    const listed = (await collectionsApi("GET", { token: callers.admin })).body.data as {
      id: string;
      items: unknown[];
    }[];
    expect(listed.find((x) => x.id === c.id)?.items).toHaveLength(2);
    await itemsApi("PUT", { token: callers.admin, body: { kind: "qa_pair", ids: [ids[0]], remove: [c.id] } });
    expect(
      await db.collectionItem.findMany({ where: { collectionId: c.id }, select: { sourceId: true } }),
    ).toEqual([{ sourceId: ids[1] }]);
  });

  it("answers 404 for another organisation's items or collections", async () => {
    const db = await testDb();
    const pair = await db.qaPair.findFirstOrThrow({ where: { organizationId: "demo" } });
    const other = (await collectionsApi("POST", { token: callers.otherAdmin, body: { name: "Suya" } })).body
      .data as { id: string };
    expect(
      (
        await itemsApi("PUT", {
          token: callers.otherAdmin,
          body: { kind: "qa_pair", ids: [pair.id], add: [other.id] },
        })
      ).status,
    ).toBe(404);
    const mine = (await collectionsApi("POST", { token: callers.admin, body: { name: "Mía" } })).body
      .data as { id: string };
    expect(
      (
        await itemsApi("PUT", {
          token: callers.otherAdmin,
          body: { kind: "qa_pair", ids: [pair.id], add: [mine.id] },
        })
      ).status,
    ).toBe(404);
    expect(await db.collectionItem.count({ where: { collectionId: { in: [other.id, mine.id] } } })).toBe(0);
  });
});
