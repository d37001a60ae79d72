import { expect, test, type Page } from "@playwright/test";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

// Issue 24 point 9: the landing header on a phone, the organisation's brand colour on its primary
// buttons and dialogs, and no internal ids on the owner's screens.

test.use({ locale: "es-MX" });

for (const locale of ["es", "en"] as const) {
  const t = (key: string) => text(locale, key);

  test.describe(`the landing header in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(locale === "es" ? "/" : "/en");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
    });

    test.describe("at 375 px", () => {
      test.use({ viewport: { width: 375, height: 740 } });

      test("is one row: the logo and a menu that opens and closes from the keyboard", async ({ page }) => {
        const header = page.locator("header").first();
        const logo = header.getByRole("link", { name: t("Landing.nav.home") });
        const menu = header.getByRole("button", { name: t("Landing.nav.menu") });
        const pricing = header.getByRole("link", { name: t("Landing.nav.pricing") });
        // One row: as tall as the logo plus its padding, the menu button beside the logo.
        const [headerBox, logoBox, menuBox] = await Promise.all([
          header.boundingBox(),
          logo.boundingBox(),
          menu.boundingBox(),
        ]);
        expect(headerBox!.height).toBeLessThan(72);
        expect(Math.abs(logoBox!.y + logoBox!.height / 2 - (menuBox!.y + menuBox!.height / 2))).toBeLessThan(
          4,
        );
        await expect(pricing).toBeHidden();
        await expect(header.getByRole("group", { name: t("LanguageSwitch.label") })).toBeHidden();

        await expect(menu).toHaveAttribute("aria-expanded", "false");
        const panelId = await menu.getAttribute("aria-controls");
        await menu.focus();
        await page.keyboard.press("Enter");
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        const panel = page.locator(`#${panelId}`);
        await expect(panel.getByRole("link", { name: t("Landing.nav.features") })).toBeVisible();
        await expect(panel.getByRole("group", { name: t("LanguageSwitch.label") })).toBeVisible();
        await expect(panel.getByRole("link", { name: t("Landing.signIn") })).toBeVisible();
        await expect(panel.getByRole("link", { name: t("Landing.hero.cta") })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);

        // Tab goes into the menu; Escape closes it and puts focus back on the button.
        await page.keyboard.press("Tab");
        await expect(panel.getByRole("link", { name: t("Landing.nav.features") })).toBeFocused();
        await page.keyboard.press("Escape");
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(menu).toBeFocused();
        await expect(pricing).toBeHidden();

        // Space opens it again; choosing a section goes there and closes the menu.
        await page.keyboard.press(" ");
        await expect(pricing).toBeVisible();
        await pricing.focus();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(/#precio$/);
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(pricing).toBeHidden();
      });
    });

    test("is one row as before from 768 px, without the menu button", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      const header = page.locator("header").first();
      await expect(header.getByRole("button", { name: t("Landing.nav.menu") })).toBeHidden();
      await expect(header.getByRole("link", { name: t("Landing.nav.pricing") })).toBeVisible();
      await expect(header.getByRole("link", { name: t("Landing.signIn") })).toBeVisible();
      await expect(header.getByRole("group", { name: t("LanguageSwitch.label") })).toBeVisible();
      await expect(header.getByRole("link", { name: t("Landing.hero.cta") })).toBeHidden();
      expect((await header.boundingBox())!.height).toBeLessThan(72);
    });
  });
}

const t = (key: string) => text("es", key);
const ORGANIZATION = { name: "Ópticas Brillo Azul", id: "opticas-brillo-azul" };
const ADMIN = "rocio@opticas-brillo.mx";
const MEMBER = "tomas@opticas-brillo.mx";
const BRAND = { hex: "#0F766E", rgb: "rgb(15, 118, 110)", text: "rgb(255, 255, 255)" };
const DEFAULT_BRAND_RGB = "rgb(249, 115, 22)";

/** A call to the app's API from the signed-in page, as its own screens make it (cookie and Origin). */
async function api(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
}

/** A button's resting colours: the pointer is moved off it first (a clicked button keeps its hover shade). */
async function colours(page: Page, name: string, scope = page.locator("body")) {
  await page.mouse.move(0, 0);
  const button = scope.getByRole("button", { name, exact: true }).first();
  // Its colour transition (150 ms) settles before it is read.
  await button.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
}

/** Everything a person reads or hears on the page: its text and the names given by attributes. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    document.body.innerText,
    ...[...document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].flatMap((element) =>
      ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
    ),
  ]);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const CUID = /\bc[a-z0-9]{24}\b/;

async function expectNoIds(page: Page, screen: string) {
  const found = (await shownTexts(page)).filter(
    (shown) => UUID.test(shown) || CUID.test(shown) || shown.includes(ORGANIZATION.id) || /\bkb_/.test(shown),
  );
  expect(found, `ids shown on ${screen}`).toEqual([]);
}

test("an organisation's admin sees its brand colour on primary buttons and dialogs, and never an internal id", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.goto("/super-admin/organizations");
  await signIn(page, "superadmin.layout@example.com", "es");
  await page.waitForURL("/super-admin/organizations");
  expect(
    await api(page, "POST", "/api/organizations", {
      orgName: ORGANIZATION.name,
      adminEmail: ADMIN,
      adminName: "Rocío Brillo",
    }),
  ).toBe(201);

  const admin = await (await browser.newContext({ locale: "es-MX" })).newPage();
  await admin.goto("/login");
  await signIn(admin, ADMIN, "es");
  await admin.waitForURL("/admin/configuracion");

  // A new organisation's empty training screen names no collection.
  await admin.goto("/admin/entrenamiento");
  await expect(admin.getByText(t("Training.knowledgeBlocks.emptyTitle"))).toBeVisible();
  await expectNoIds(admin, "the empty training screen");

  // The admin changes the brand colour: primary buttons, and the dialogs' primary buttons, follow.
  await admin.goto("/admin/configuracion");
  const colorCard = admin.getByRole("region", { name: t("Configuration.color.title") });
  expect((await colours(admin, t("Configuration.color.save"), colorCard)).background).toBe(DEFAULT_BRAND_RGB);
  await colorCard.getByLabel(t("Configuration.color.hex")).fill(BRAND.hex);
  await colorCard.getByRole("button", { name: t("Configuration.color.save") }).click();
  await expect(colorCard.getByText(t("Configuration.saved"))).toBeVisible();
  expect(await colours(admin, t("Configuration.color.save"), colorCard)).toEqual({
    background: BRAND.rgb,
    text: BRAND.text,
  });

  await admin.goto("/admin/entrenamiento");
  expect(await colours(admin, t("Reports.probe.submit"))).toEqual({
    background: BRAND.rgb,
    text: BRAND.text,
  });
  await admin
    .getByRole("button", { name: t("Training.knowledgeBlocks.add") })
    .first()
    .click();
  const modal = admin.getByRole("dialog", { name: t("Training.knowledgeBlocks.createTitle") });
  await expect(modal).toBeVisible();
  expect(await colours(admin, t("Training.knowledgeBlocks.create"), modal)).toEqual({
    background: BRAND.rgb,
    text: BRAND.text,
  });
  await admin.keyboard.press("Escape");

  // Content, a member and a question, so the screens have rows of every kind.
  expect(
    await api(admin, "POST", "/api/knowledge_blocks", {
      title: "Garantía de lentes",
      content: "<p>Los lentes tienen garantía de un año contra defectos de fabricación.</p>",
    }),
  ).toBe(201);
  expect(
    await api(admin, "POST", "/api/qa", {
      question: "¿Hacen examen de la vista?",
      answer: "Sí, sin costo al comprar tus lentes.",
    }),
  ).toBe(201);
  expect(
    await api(admin, "POST", "/api/documents", {
      file_data: `data:text/plain;base64,${Buffer.from("Horario: lunes a sábado de 10 a 19 h.").toString("base64")}`,
      filename: "horario.txt",
      description: "Horario de las sucursales",
    }),
  ).toBe(201);
  expect(
    await api(admin, "POST", "/api/auth/users", { email: MEMBER, name: "Tomás Brillo", role: "member" }),
  ).toBe(201);
  await admin.goto("/chat");
  const input = admin.getByRole("textbox", { name: t("Chat.inputLabel") });
  await input.fill("¿Cuánto dura la garantía de los lentes?");
  await input.press("Enter");
  await expect(admin.getByRole("button", { name: t("Chat.helpful"), exact: true })).toBeVisible({
    timeout: 20_000,
  });

  await admin.goto("/admin/entrenamiento");
  await expect(admin.getByText("Garantía de lentes")).toBeVisible();
  await expect(admin.getByText("horario.txt").first()).toBeVisible();
  await expectNoIds(admin, "the training screen");

  await admin.goto("/admin/reports");
  const row = admin.getByRole("row").filter({ hasText: "garantía de los lentes" });
  await row.getByRole("button", { name: t("Reports.expand") }).click();
  await expect(row.getByRole("button", { name: t("Reports.collapse") })).toBeVisible();
  await expectNoIds(admin, "the report");

  await admin.goto("/admin/configuracion");
  await expect(admin.getByText(MEMBER)).toBeVisible();
  await expectNoIds(admin, "the users screen");
  await admin.context().close();
});
