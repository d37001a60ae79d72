import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { formatInstant, type DateStyle } from "@/lib/dates/format";
import { pngBytes } from "../helpers/images";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

// Issue 24 points 8 and 6: every date on the organisation's clock, changed on the configuration
// screen; the custom prompt's note without a model server; the crop step for a wide logo.

type Locale = "es" | "en";
const CASES = {
  es: { browserLocale: "es-MX", admin: "admin.tz.es@example.com", name: "Admin Zona" },
  en: { browserLocale: "en-US", admin: "admin.tz.en@example.com", name: "Admin Zone" },
} as const;
const MEXICO = "America/Mexico_City";
const TOKYO = "Asia/Tokyo";

/**
 * The admin's page, signed in once per locale and reused: a second code for the same address within
 * 60 seconds is refused (spec §9).
 */
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const sessions = new Map<Locale, StorageState>();
async function adminPage(browser: Browser, locale: Locale): Promise<Page> {
  const saved = sessions.get(locale);
  const context = await browser.newContext({ locale: CASES[locale].browserLocale, storageState: saved });
  const page = await context.newPage();
  await page.goto("/admin/configuracion");
  if (!saved) {
    await signIn(page, CASES[locale].admin, locale);
    await page.waitForURL(/\/admin\/configuracion/);
    sessions.set(locale, await context.storageState());
  }
  return page;
}

/** Picks a zone once the card is interactive (its clock preview appears only after hydration). */
async function chooseZone(card: Locator, t: (key: string) => string, zone: string) {
  await expect(card.getByTestId("time-zone-preview")).not.toBeEmpty();
  await card.getByLabel(t("Configuration.timeZone.label")).selectOption(zone);
  await expect(card.getByLabel(t("Configuration.timeZone.label"))).toHaveValue(zone);
}

/** A <time> of the app shows its instant on `zone`'s clock, and says which zone in its tooltip. */
async function expectOnClock(time: Locator, locale: Locale, zone: string, style: DateStyle) {
  await expect(time).toHaveAttribute("title", zone);
  const instant = await time.getAttribute("datetime");
  expect(instant).toBeTruthy();
  const shown = (await time.innerText()).replace(/\s/g, " ");
  expect(shown).toBe(formatInstant(instant!, { locale, timeZone: zone, style }).replace(/\s/g, " "));
}

for (const locale of ["es", "en"] as const) {
  const c = CASES[locale];
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);

  test.describe(`organisation time zone and branding (${locale})`, () => {
    test.describe.configure({ mode: "serial" });

    test("dates on the users table and the report follow the zone chosen on the configuration screen", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await adminPage(browser, locale);

      // An interaction to report: the admin asks in the chat.
      await page.goto("/chat");
      const input = page.getByRole("textbox", { name: t("Chat.inputLabel") });
      await input.fill(locale === "es" ? "¿Cuál es el horario de atención?" : "What are the opening hours?");
      await input.press("Enter");
      await expect(page.getByRole("button", { name: t("Chat.helpful"), exact: true }).last()).toBeVisible();

      const lastAccess = () => page.locator(`tr[data-email="${c.admin}"] time`);
      const reportedAt = () => page.locator("tr[data-interaction]").first().locator("time");
      const zoneCard = () => page.getByRole("region", { name: t("Configuration.timeZone.title") });

      try {
        await page.goto("/admin/configuracion");
        await expectOnClock(lastAccess(), locale, MEXICO, "shortDateTime");
        await page.goto("/admin/reports");
        await expectOnClock(reportedAt(), locale, MEXICO, "shortDateTime");
        const mexicoText = await reportedAt().innerText();

        // Tokyo is 15 hours ahead of Mexico City: the same instants read differently on both screens.
        await page.goto("/admin/configuracion");
        await chooseZone(zoneCard(), t, TOKYO);
        await zoneCard()
          .getByRole("button", { name: t("Configuration.timeZone.save") })
          .click();
        await expect(zoneCard().getByText(t("Configuration.saved"))).toBeVisible();
        await expectOnClock(lastAccess(), locale, TOKYO, "shortDateTime");
        await page.reload();
        await expect(zoneCard().getByLabel(t("Configuration.timeZone.label"))).toHaveValue(TOKYO);
        await expectOnClock(lastAccess(), locale, TOKYO, "shortDateTime");

        await page.goto("/admin/reports");
        await expectOnClock(reportedAt(), locale, TOKYO, "shortDateTime");
        expect(await reportedAt().innerText()).not.toBe(mexicoText);
        await expect(page.getByText(TOKYO, { exact: false }).first()).toBeVisible();
      } finally {
        // The demo organisation is shared by the other suites: back to its default zone.
        await page.goto("/admin/configuracion");
        await chooseZone(zoneCard(), t, MEXICO);
        const save = zoneCard().getByRole("button", { name: t("Configuration.timeZone.save") });
        if (await save.isEnabled()) {
          await save.click();
          await expect(zoneCard().getByText(t("Configuration.saved"))).toBeVisible();
        }
      }
      await page.context().close();
    });

    test("without a model server the prompt card says what the custom prompt changes; a wide logo is cropped to a square", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await adminPage(browser, locale);
      const note = page.getByTestId("embedded-prompt-note");
      await expect(note).toContainText(t("Configuration.prompt.embedded.title"));
      await expect(note).toContainText(t("Configuration.prompt.embedded.changes"));

      await page
        .getByRole("region", { name: t("Configuration.logo.title"), exact: true })
        .locator("input[type=file]")
        .setInputFiles({
          name: "banner.png",
          mimeType: "image/png",
          buffer: pngBytes(600, 200, [29, 78, 216]),
        });
      const dialog = page.getByRole("dialog", { name: t("Configuration.crop.title") });
      await expect(dialog).toBeVisible();
      // Too wide to be a logo as it is: only cropping (or cancelling) is offered.
      await expect(dialog.getByRole("button", { name: t("Configuration.crop.uploadAsIs") })).toHaveCount(0);
      const selection = dialog.getByRole("group", { name: t("Configuration.crop.selectionLabel") });
      await expect(selection).toBeFocused();
      await expect(
        dialog.getByText(t("Configuration.crop.position", { side: "200", left: "50", top: "0" })),
      ).toBeVisible();
      await selection.press("End");
      await expect(
        dialog.getByText(t("Configuration.crop.position", { side: "200", left: "100", top: "0" })),
      ).toBeVisible();
      await dialog.getByRole("button", { name: t("Configuration.crop.confirm") }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText(t("Configuration.logo.uploaded"))).toBeVisible();

      const sidebarLogo = page
        .getByRole("img", { name: t("Shell.logoAlt", { organization: "Demo" }) })
        .first();
      await expect
        .poll(() =>
          sidebarLogo.evaluate((image) => {
            const { naturalWidth, naturalHeight } = image as HTMLImageElement;
            return `${naturalWidth}x${naturalHeight}`;
          }),
        )
        .toBe("200x200");
      await page.context().close();
    });
  });
}
