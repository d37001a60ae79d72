import * as usageRoute from "@/app/api/documents/usage/route";
import { MAX_DOCUMENT_BYTES } from "@/lib/validation/documents";
import { settleBackgroundWork } from "@/server/background";
import { call, type ApiResult } from "@/tests/helpers/api";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import {
  DEMO_ADMIN,
  OTHER_ADMIN,
  PNG_BYTES,
  as,
  createSecondOrganization,
  deleteDocument,
  pdfOfSize,
  storedFiles,
  uploadMultipart,
} from "./helpers";

/**
 * Issue 24 point 2: an organisation's upload allowance. Files an hour are counted per organisation
 * (all its admins together, never another organisation's), refused files count against nothing, and
 * the documents it keeps may not pass its storage quota, even when uploads arrive at the same moment
 * (run with TEST_DATABASE_URL too, where the transactions really overlap).
 */

// Small allowances keep the test short; the defaults (100 an hour, 1024 MB) are checked in
// tests/unit/config/uploads.test.ts. Set before the database helper loads the configuration.
const PER_HOUR = 3;
process.env.UPLOADS_PER_ORG_PER_HOUR = String(PER_HOUR);
process.env.STORAGE_QUOTA_PER_ORG_MB = "1";
const QUOTA_BYTES = 1024 * 1024;
const KB = 1024;

useTestDatabase({ seed: true });
const clock = installFakeClock();
afterAll(() => {
  delete process.env.UPLOADS_PER_ORG_PER_HOUR;
  delete process.env.STORAGE_QUOTA_PER_ORG_MB;
});
beforeAll(() => createSecondOrganization());
beforeEach(async () => {
  clock.nextDay(); // a fresh hourly allowance
  // An empty library: every test starts with the whole quota free.
  await (await testDb()).document.deleteMany({});
});
afterEach(() => settleBackgroundWork()); // CSV uploads start processing

const SECOND_DEMO_ADMIN = "admin2@example.com";
beforeAll(async () => {
  await (
    await testDb()
  ).user.create({
    data: { email: SECOND_DEMO_ADMIN, name: "Segunda Admin", role: "admin", organizationId: "demo" },
  });
});

const limitReached = (minutes: number) => ({
  en: `Your organization has reached its limit of ${PER_HOUR} uploaded files per hour. You can upload more in ${minutes} minutes.`,
  es: `Tu organización alcanzó su límite de ${PER_HOUR} archivos subidos por hora. Podrás subir más en ${minutes} minutos.`,
});

/** A small file that stays "uploaded" (no processing in the background: a PDF waits for the admin). */
const small = (name: string) => ({ name, bytes: pdfOfSize(1 * KB) });
const pdf = (sizeBytes: number, name = "manual.pdf") => ({ name, bytes: pdfOfSize(sizeBytes) });

async function usage(email = DEMO_ADMIN): Promise<ApiResult> {
  return call(usageRoute, "GET", "/api/documents/usage", { headers: await as(email) });
}

async function storedBytes(organizationId = "demo"): Promise<number> {
  const { _sum } = await (
    await testDb()
  ).document.aggregate({ where: { organizationId }, _sum: { sizeBytes: true } });
  return _sum.sizeBytes ?? 0;
}

describe("files an hour, per organisation", () => {
  it("refused files count against nothing: after many refusals all the allowance is still there", async () => {
    const headers = await as(DEMO_ADMIN);
    const refusals: [{ name: string; bytes: Uint8Array }, number][] = [
      [{ name: "programa.exe", bytes: PNG_BYTES }, 415], // type
      [{ name: "grande.pdf", bytes: pdfOfSize(MAX_DOCUMENT_BYTES + 1) }, 413], // too big
      [{ name: "vacio.pdf", bytes: new Uint8Array(0) }, 400], // empty
      [{ name: "foto\u202egnp.png", bytes: PNG_BYTES }, 400], // name
      [{ name: "factura.pdf", bytes: PNG_BYTES }, 415], // content does not match
      [pdf(QUOTA_BYTES + 1), 413], // past the storage quota
    ];
    for (let round = 0; round < 2; round++) {
      for (const [file, status] of refusals) {
        expect((await uploadMultipart(headers, file)).status).toBe(status);
      }
    }
    expect((await usage()).body.usage).toMatchObject({ uploads_left_this_hour: PER_HOUR, used_bytes: 0 });

    for (let i = 0; i < PER_HOUR; i++) {
      expect((await uploadMultipart(headers, small(`foto-${i}.pdf`))).status).toBe(201);
      clock.advanceSeconds(60);
    }
    expect((await usage()).body.usage).toMatchObject({
      uploads_per_hour: PER_HOUR,
      uploads_left_this_hour: 0,
    });
    const filesBefore = storedFiles();
    const over = await uploadMultipart(headers, small("una-mas.pdf"));
    // The first upload leaves the window an hour after it was made, 3 minutes ago.
    expect(over).toMatchObject({ status: 429, body: { success: false, error: limitReached(57).en } });
    expect(Number(over.headers.get("retry-after"))).toBe(60 * 60 - 3 * 60);
    expect(storedFiles()).toEqual(filesBefore);
    const spanish = await uploadMultipart(await as(DEMO_ADMIN, "es"), small("otra.pdf"));
    expect(spanish.body.error).toBe(limitReached(57).es);

    clock.advanceSeconds(60 * 60 - 3 * 60);
    expect((await uploadMultipart(headers, small("despues.pdf"))).status).toBe(201);
  });

  it("is shared by the organisation's admins, and another organisation's is untouched", async () => {
    expect((await uploadMultipart(await as(DEMO_ADMIN), small("a.pdf"))).status).toBe(201);
    expect((await uploadMultipart(await as(SECOND_DEMO_ADMIN), small("b.pdf"))).status).toBe(201);
    expect((await uploadMultipart(await as(DEMO_ADMIN), small("c.pdf"))).status).toBe(201);
    // A fresh admin of the same organisation gets no allowance of their own.
    const second = await uploadMultipart(await as(SECOND_DEMO_ADMIN), small("d.pdf"));
    expect(second).toMatchObject({ status: 429, body: { error: limitReached(60).en } });

    expect((await usage(OTHER_ADMIN)).body.usage).toMatchObject({ uploads_left_this_hour: PER_HOUR });
    for (let i = 0; i < PER_HOUR; i++) {
      expect((await uploadMultipart(await as(OTHER_ADMIN), small(`otra-${i}.pdf`))).status).toBe(201);
    }
    expect((await usage(OTHER_ADMIN)).body.usage).toMatchObject({ uploads_left_this_hour: 0 });
  });

  it("is not passed by uploads sent at the same moment", async () => {
    const headers = await as(DEMO_ADMIN);
    const results = await Promise.all(
      Array.from({ length: PER_HOUR + 3 }, (_, i) => uploadMultipart(headers, small(`a-la-vez-${i}.pdf`))),
    );
    const statuses = results.map(({ status, body }) => `${status} ${body.error ?? ""}`.trim()).sort();
    expect(statuses).toEqual(["201", "201", "201", ...Array(3).fill(`429 ${limitReached(60).en}`)]);
    expect(await (await testDb()).document.count({ where: { organizationId: "demo" } })).toBe(PER_HOUR);
  });
});

describe("storage quota, per organisation", () => {
  it("shows what is used, refuses a file that does not fit in both languages, and frees space on deletion", async () => {
    const headers = await as(DEMO_ADMIN);
    expect(await usage()).toEqual({
      status: 200,
      body: {
        success: true,
        usage: {
          used_bytes: 0,
          quota_bytes: QUOTA_BYTES,
          uploads_per_hour: PER_HOUR,
          uploads_left_this_hour: 3,
        },
      },
    });
    const first = await uploadMultipart(headers, pdf(600 * KB, "primero.pdf"));
    expect(first.status).toBe(201);
    expect((await usage()).body.usage).toMatchObject({ used_bytes: 600 * KB, uploads_left_this_hour: 2 });

    const filesBefore = storedFiles();
    const refused = await uploadMultipart(headers, pdf(600 * KB, "segundo.pdf"));
    expect(refused).toEqual({
      status: 413,
      body: {
        success: false,
        error:
          "There is no room for this file (0.6 MB): your organization has 0.4 MB free of 1 MB. Delete documents you no longer need to free up space.",
      },
    });
    const spanish = await uploadMultipart(await as(DEMO_ADMIN, "es"), pdf(600 * KB, "segundo.pdf"));
    expect(spanish.body.error).toBe(
      "No hay espacio para este archivo (0,6 MB): tu organización tiene 0,4 MB libres de 1 MB. Elimina documentos que ya no uses para liberar espacio.",
    );
    expect(storedFiles()).toEqual(filesBefore);
    // A refusal for want of space does not use up the hourly allowance either.
    expect((await usage()).body.usage).toMatchObject({ used_bytes: 600 * KB, uploads_left_this_hour: 2 });

    // A file that fits exactly is accepted: the quota is a ceiling, not a bar to touch.
    expect((await uploadMultipart(headers, pdf(QUOTA_BYTES - 600 * KB, "justo.pdf"))).status).toBe(201);
    expect(await storedBytes()).toBe(QUOTA_BYTES);

    const id = (first.body.document as { document_id: string }).document_id;
    expect((await deleteDocument(headers, id)).status).toBe(200);
    expect((await usage()).body.usage).toMatchObject({ used_bytes: QUOTA_BYTES - 600 * KB });
    expect((await uploadMultipart(headers, pdf(600 * KB, "segundo.pdf"))).status).toBe(201);
  });

  it("counts each organisation's own documents only", async () => {
    expect((await uploadMultipart(await as(DEMO_ADMIN), pdf(900 * KB))).status).toBe(201);
    expect((await usage(OTHER_ADMIN)).body.usage).toMatchObject({ used_bytes: 0 });
    expect((await uploadMultipart(await as(OTHER_ADMIN), pdf(900 * KB))).status).toBe(201);
    expect(await storedBytes("otra")).toBe(900 * KB);
  });

  it("is not passed by uploads sent at the same moment", async () => {
    // Two 400 KB files fit in 1 MB, three do not: of three sent at once, exactly two are accepted,
    // whichever transaction reaches the organisation's lock first. Several rounds, as a race would.
    const headers = await as(DEMO_ADMIN);
    for (let round = 0; round < 4; round++) {
      const results = await Promise.all(
        Array.from({ length: 3 }, (_, i) => uploadMultipart(headers, pdf(400 * KB, `a-la-vez-${i}.pdf`))),
      );
      // Statuses with their errors, so a failure says what answered instead of the 413.
      const answers = results.map(({ status, body }) => `${status} ${body.error ?? ""}`.trim()).sort();
      expect(answers).toEqual(["201", "201", expect.stringMatching(/^413 There is no room for this file/)]);
      expect(await storedBytes()).toBe(800 * KB);
      await (await testDb()).document.deleteMany({});
      clock.advanceSeconds(60 * 60); // the next round gets a fresh hourly allowance
    }
  });
});
