import { expect, test, type Locator, type Page } from "@playwright/test";
import { textPdf } from "../helpers/pdf-fixtures";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

/**
 * Issue 22 point 4 in the browser: an admin uploads a two-page PDF written by the test, opens
 * "Ver texto extraído", reads page 2 and re-processes the document. Issue 24 point 9: the documents
 * table fits its panel without a sideways scroll at 1280 px (rows laid out as on a phone, the panel
 * being half the screen), at 1240 px (one column of panels: an ordinary table) and at 375 px.
 */

type Locale = "es" | "en";
const CASES = {
  es: { browserLocale: "es-MX", admin: "admin.text.es@example.com" },
  en: { browserLocale: "en-US", admin: "admin.text.en@example.com" },
} as const;

const PAGE_ONE = [
  "Horario de la tienda",
  "La tienda abre de lunes a sabado de nueve de la manana a siete de la noche.",
];
const PAGE_TWO = [
  "Devoluciones",
  "Las devoluciones se aceptan durante treinta dias con el ticket de compra original.",
];

const DESCRIPTION =
  "Horario de atención de la tienda, devoluciones, cambios y garantías de todos los productos, con los plazos y los documentos que se piden en cada caso";

/**
 * How far the documents table reaches past the room its panel gives it: sideways scrolling, or a row
 * whose content (a long description) runs out of the panel.
 */
async function tableOverflow(table: Locator): Promise<number> {
  return table.evaluate((region) => {
    const edge = region.getBoundingClientRect().right;
    const rights = [...region.querySelectorAll("tbody *")].map(
      (element) => element.getBoundingClientRect().right,
    );
    return Math.max(region.scrollWidth - region.clientWidth, Math.max(...rights) - edge);
  });
}

/** "flex" while rows are laid out as on a phone, "table-row" in the table layout. */
const rowDisplay = (table: Locator) =>
  table
    .locator("tbody tr")
    .first()
    .evaluate((row) => getComputedStyle(row).display);

async function openText(page: Page, locale: Locale, name: string): Promise<Locator> {
  const t = (key: string, values?: Record<string, string>) =>
    text(locale, `Training.documents.${key}`, values);
  await page.getByRole("button", { name: t("viewText", { name }) }).click();
  const dialog = page.getByRole("dialog", { name: t("text.title") });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of ["es", "en"] as const) {
  const { browserLocale, admin } = CASES[locale];
  const t = (key: string, values?: Record<string, string>) =>
    text(locale, `Training.documents.${key}`, values);

  test.describe(`${locale}: the extracted text of a document`, () => {
    test.use({ locale: browserLocale, viewport: { width: 1280, height: 800 } });

    test("an admin reads page 2 of a processed PDF and re-processes it; the table fits at 1280 and 375 px", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.goto("/admin/entrenamiento");
      await signIn(page, admin, locale);
      await page.waitForURL("/admin/entrenamiento");

      const name = `horario-${locale}.pdf`;
      await page.getByRole("button", { name: t("openUpload"), exact: true }).click();
      await page.locator("input[type=file]").setInputFiles({
        name,
        mimeType: "application/pdf",
        buffer: Buffer.from(await textPdf([PAGE_ONE, PAGE_TWO])),
      });
      // Long enough to run out of a half-screen panel unless the row keeps it in (truncated).
      await page.getByLabel(t("description")).fill(DESCRIPTION);
      await page.getByRole("button", { name: t("upload"), exact: true }).click();
      const row = page.getByRole("row").filter({ hasText: name });
      await row.getByRole("button", { name: t("process", { name }) }).click();
      await expect(row.getByText(t("status.processed"), { exact: true })).toBeVisible({ timeout: 30_000 });

      // 1280 px: the panel is half the screen, and the table fits in it (its rows laid out as on a phone).
      const table = page.getByRole("region", { name: t("tableLabel") });
      expect(await rowDisplay(table)).toBe("flex");
      expect(await tableOverflow(table)).toBeLessThanOrEqual(0);
      const panel = page.locator("section").filter({ has: table });
      expect(
        await panel.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);

      // The extracted text, page by page: → goes to page 2, whose sentence the assistant read.
      const opener = row.getByRole("button", { name: t("viewText", { name }) });
      const dialog = await openText(page, locale, name);
      await expect(dialog.getByText(PAGE_ONE[1])).toBeVisible();
      await expect(dialog.getByText(PAGE_TWO[1])).toHaveCount(0);
      await dialog.getByRole("region").first().focus();
      await page.keyboard.press("ArrowRight");
      await expect(dialog.getByText(PAGE_TWO[1])).toBeVisible();
      await expect(dialog.getByRole("combobox", { name: t("text.pageSelect") })).toHaveValue("2");
      await dialog.getByRole("combobox", { name: t("text.pageSelect") }).selectOption("1");
      await expect(dialog.getByText(PAGE_ONE[1])).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      // Re-processing asks first, shows the document processing, and ends processed again.
      await row.getByRole("button", { name: t("reprocess", { name }) }).click();
      const confirm = page.getByRole("alertdialog", { name: t("confirmReprocessTitle") });
      await confirm.getByRole("button", { name: t("reprocessConfirm") }).click();
      await expect(page.getByText(t("toasts.reprocessing"))).toBeVisible();
      await expect(row.getByText(t("status.processed"), { exact: true })).toBeVisible({ timeout: 30_000 });

      // 1240 px: one column of panels, wide enough for the table laid out as a table, which fits too.
      await page.setViewportSize({ width: 1240, height: 800 });
      expect(await rowDisplay(table)).toBe("table-row");
      expect(await tableOverflow(table)).toBeLessThanOrEqual(0);

      // 375 px: the table still fits, and the dialog reads page 2 with its buttons.
      await page.setViewportSize({ width: 375, height: 740 });
      expect(await tableOverflow(table)).toBeLessThanOrEqual(0);
      const phoneDialog = await openText(page, locale, name);
      await phoneDialog.getByRole("button", { name: t("text.next") }).click();
      await expect(phoneDialog.getByText(PAGE_TWO[1])).toBeVisible();
      const box = (await phoneDialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(
        await phoneDialog.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0);
      await phoneDialog
        .getByRole("button", { name: t("text.close") })
        .first()
        .click();
      await expect(phoneDialog).toBeHidden();
    });
  });
}
