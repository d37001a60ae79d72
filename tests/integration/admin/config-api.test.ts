import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import * as configRoute from "@/app/api/config/route";
import { GET as imageRoute } from "@/app/api/images/[organizationId]/[kind]/route";
import * as uploadRoute from "@/app/api/upload/route";
import { config } from "@/server/config";
import { MAX_IMAGE_BYTES } from "@/lib/validation/config";
import { dataUrl, jpegBytes, pngBytes } from "@/tests/helpers/images";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";
import { apiClient } from "@/tests/helpers/api";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";

useTestDatabase({ seed: true });

const api = apiClient("/api/config", configRoute);
const upload = apiClient("/api/upload", uploadRoute);
let callers: Callers;

beforeAll(async () => {
  await createSecondOrganization();
  callers = await signInCallers();
});

const demo = async () => (await testDb()).organization.findUniqueOrThrow({ where: { id: "demo" } });
/** The prompt and profile image are the default assistant's (issue 23). */
const demoAssistant = async () =>
  (await testDb()).assistant.findFirstOrThrow({ where: { organizationId: "demo", isDefault: true } });
const auditActions = async () =>
  (
    await (
      await testDb()
    ).auditEvent.findMany({ where: { organizationId: "demo" }, orderBy: { createdAt: "asc" } })
  ).map((event) => event.action);
const storedFiles = () => {
  const dir = path.join(config().uploads.dir, "demo");
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const serveImage = (organizationId: string, kind: string) =>
  imageRoute(new Request(`http://localhost/api/images/${organizationId}/${kind}`), {
    params: Promise.resolve({ organizationId, kind }),
  });

describe("GET /api/config (public)", () => {
  it("answers without sign-in with exactly the four branding fields", async () => {
    const { status, body } = await api("GET", { query: { org_name: "demo" } });
    expect(status).toBe(200);
    expect(Object.keys(body.data as object).sort()).toEqual([
      "color",
      "custom_prompt",
      "logo_url",
      "orgName",
    ]);
    expect((await api("GET", { query: { org_name: "nadie" } })).status).toBe(404);
  });
});

describe("POST /api/config: callers", () => {
  it("refuses anonymous (401), members (403) and touches only the admin's own organisation", async () => {
    expect((await api("POST", { body: { color: "#112233" } })).status).toBe(401);
    expect((await api("POST", { token: callers.member, body: { color: "#112233" } })).status).toBe(403);
    expect((await api("POST", { token: callers.otherAdmin, body: { color: "#112233" } })).status).toBe(200);
    expect((await demo()).color).toBe("#F97316");
    const otherOrg = { org_name: "demo", logo_url: "", clear_logo: true };
    expect((await api("POST", { token: callers.otherAdmin, body: otherOrg })).status).toBe(404);
  });
});

describe("POST /api/config: the five body forms", () => {
  it("{color} saves a valid hex colour, upper-cased, and records it", async () => {
    const { status, body } = await api("POST", { token: callers.admin, body: { color: "#1a2b3c" } });
    expect({ status, body }).toEqual({ status: 200, body: { success: true } });
    expect((await demo()).color).toBe("#1A2B3C");
    expect(await auditActions()).toContain("config.color_changed");
    for (const color of ["red", "#12345", "#GGGGGG", 123]) {
      const refused = await api("POST", { token: callers.admin, body: { color } });
      expect(refused).toEqual({
        status: 400,
        body: { success: false, error: "The colour must be a hex value such as #F97316." },
      });
    }
  });

  it("{custom_prompt} saves up to 500 characters; {custom_prompt:'', clear_custom_prompt:true} clears", async () => {
    expect(
      (await api("POST", { token: callers.admin, body: { custom_prompt: "x".repeat(500) } })).status,
    ).toBe(200);
    expect((await demoAssistant()).customPrompt).toHaveLength(500);
    const tooLong = await api("POST", { token: callers.admin, body: { custom_prompt: "x".repeat(501) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe("The custom prompt exceeds the limit of 500 characters.");
    const clear = { custom_prompt: "", clear_custom_prompt: true };
    expect((await api("POST", { token: callers.admin, body: clear })).status).toBe(200);
    expect((await demoAssistant()).customPrompt).toBeNull();
    expect(await auditActions()).toEqual(
      expect.arrayContaining(["config.prompt_changed", "config.prompt_cleared"]),
    );
  });

  it("{org_name, logo_url} accepts only the URL the upload gave; {…, clear_logo:true} removes the logo", async () => {
    const uploaded = await upload("POST", {
      token: callers.admin,
      body: { file_data: dataUrl(pngBytes(64, 64), "image/png"), file_type: "logo" },
    });
    const url = uploaded.body.url as string;
    expect(
      (await api("POST", { token: callers.admin, body: { org_name: "demo", logo_url: url } })).status,
    ).toBe(200);
    const foreign = { org_name: "demo", logo_url: "https://tracker.example/pixel.png" };
    expect((await api("POST", { token: callers.admin, body: foreign })).status).toBe(400);
    expect(storedFiles()).toHaveLength(1);

    const clear = { org_name: "demo", logo_url: "", clear_logo: true };
    expect((await api("POST", { token: callers.admin, body: clear })).status).toBe(200);
    expect((await demo()).logoUrl).toBeNull();
    expect(storedFiles()).toEqual([]);
    expect((await serveImage("demo", "logo")).status).toBe(404);
    expect(await auditActions()).toContain("config.logo_removed");
  });

  it.each([
    [{}],
    [{ color: "#112233", custom_prompt: "both" }],
    [{ custom_prompt: "", clear_custom_prompt: false }],
    [{ custom_prompt: "   " }],
    [{ org_name: "demo", clear_logo: true }],
    [{ org_name: "demo", logo_url: "x", clear_logo: true }],
    [{ logo_url: "/api/images/demo/logo" }],
    [{ name: "Renamed" }],
    [["color", "#112233"]],
  ])("refuses a malformed body %j with 400", async (body) => {
    const before = await demo();
    const { status, body: answer } = await api("POST", { token: callers.admin, body });
    expect(status).toBe(400);
    expect(answer.success).toBe(false);
    expect(await demo()).toEqual(before);
  });
});

describe("POST /api/upload", () => {
  const send = (token: string | undefined, file_data: string, file_type = "logo") =>
    upload("POST", { token, body: { file_data, file_type } });

  it("refuses anonymous callers and members", async () => {
    const png = dataUrl(pngBytes(8, 8), "image/png");
    expect((await send(undefined, png)).status).toBe(401);
    expect((await send(callers.member, png)).status).toBe(403);
  });

  it("stores a square PNG logo, serves it publicly with safe headers and deletes the one it replaces", async () => {
    const logoChanges = async () =>
      (await auditActions()).filter((action) => action === "config.logo_changed").length;
    const changesBefore = await logoChanges();
    const first = await send(callers.admin, dataUrl(pngBytes(100, 100), "image/png"));
    expect(first).toEqual({
      status: 200,
      body: { success: true, url: expect.stringMatching(/^\/api\/images\/demo\/logo\?v=/) },
    });
    const second = await send(callers.admin, dataUrl(pngBytes(110, 100, [0, 0, 255]), "image/png"));
    expect(second.body.url).not.toBe(first.body.url);
    expect(storedFiles()).toHaveLength(1);
    expect((await demo()).logoUrl).toBe(second.body.url);
    expect((await api("GET", { query: { org_name: "demo" } })).body.data).toMatchObject({
      logo_url: second.body.url,
    });

    const served = await serveImage("demo", "logo");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toMatch(/^inline; filename="logo\.png"/);
    // Re-encoded on upload: the same pixels in a fresh file.
    const pixels = await sharp(Buffer.from(await served.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(pixels.info).toMatchObject({ format: "raw", width: 110, height: 100 });
    expect([...pixels.data.subarray(0, 3)]).toEqual([0, 0, 255]);
    expect((await serveImage("otra", "logo")).status).toBe(404);
    expect((await serveImage("demo", "../../etc")).status).toBe(400);
    expect(await logoChanges()).toBe(changesBefore + 2);
  });

  it("accepts a JPEG of any ratio as the profile image, but not as the logo", async () => {
    const wide = dataUrl(await jpegBytes(400, 100), "image/jpeg");
    const profile = await send(callers.admin, wide, "profile");
    expect(profile.status).toBe(200);
    expect((await demoAssistant()).profileImageUrl).toBe(profile.body.url);
    expect(profile.body.url).toMatch(/^\/api\/images\/demo\/assistants\//);
    expect((await serveImage("demo", "profile")).headers.get("content-type")).toBe("image/jpeg");
    expect(await auditActions()).toContain("config.profile_image_changed");

    const logo = await send(callers.admin, wide);
    expect(logo).toEqual({
      status: 400,
      body: { success: false, error: "For best results, use a square image (1:1)" },
    });
    const tall = await send(callers.admin, dataUrl(pngBytes(79, 100), "image/png"));
    expect(tall.status).toBe(400);
    expect((await send(callers.admin, dataUrl(pngBytes(80, 100), "image/png"))).status).toBe(200);
  });

  it("takes the type from the bytes: a PDF renamed .png is refused, in the caller's language", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    const before = storedFiles();
    const refused = await upload("POST", {
      token: callers.admin,
      body: { file_data: dataUrl(pdf, "image/png"), file_type: "logo" },
      headers: { "accept-language": "es" },
    });
    expect(refused).toEqual({
      status: 400,
      body: { success: false, error: "Formato no válido. Acepta: png, jpeg, jpg" },
    });
    expect(storedFiles()).toEqual(before);
  });

  it("accepts exactly 5 MB and refuses 5 MB + 1 byte", async () => {
    const padded = (extra: number) => {
      const image = pngBytes(16, 16);
      return Buffer.concat([image, Buffer.alloc(MAX_IMAGE_BYTES + extra - image.length)]);
    };
    expect((await send(callers.admin, dataUrl(padded(0), "image/png"))).status).toBe(200);
    const tooLarge = await send(callers.admin, dataUrl(padded(1), "image/png"));
    expect(tooLarge).toEqual({ status: 413, body: { success: false, error: "File too large. Maximum 5MB" } });
  });

  it("refuses a missing file, a body that is not a data URL and an unknown image kind", async () => {
    expect((await upload("POST", { token: callers.admin, body: { file_type: "logo" } })).status).toBe(400);
    expect((await send(callers.admin, "not a data url")).status).toBe(400);
    const kind = await send(callers.admin, dataUrl(pngBytes(8, 8), "image/png"), "banner");
    expect(kind).toEqual({
      status: 400,
      body: { success: false, error: "The image type must be logo or profile." },
    });
  });
});
