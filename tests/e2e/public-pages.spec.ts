import { expect, test } from "@playwright/test";
import { text } from "./helpers/messages";

// Public pages render their texts on the server (no next-intl client provider): the language switch
// must still change the language, and the choice must stick.
test.use({ locale: "es-MX" });

// A text only the signed-in areas use, cut before any character HTML or JSON would escape.
const AREA_TEXT = text("en", "Training.page.subtitle").slice(0, 30);

test("the landing page's language switch turns it to English, and the choice sticks", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("es", "Landing.promise"));

  await page.getByRole("button", { name: `en ${text("es", "LanguageSwitch.en")}` }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("en", "Landing.promise"));
  await expect(page.getByRole("button", { name: `en ${text("en", "LanguageSwitch.en")}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // No message catalogue in the page: texts of the signed-in areas are not sent to visitors.
  expect(await page.content()).not.toContain(AREA_TEXT);
});

test("the sign-in form follows the language switch, with its own texts only", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: text("es", "Login.sendCode") })).toBeVisible();
  // The logo link's name starts with its visible text (WCAG 2.5.3, label in name).
  await expect(
    page.getByRole("link", { name: `${text("es", "Common.appName")} · ${text("es", "Login.backHome")}` }),
  ).toHaveAttribute("href", "/");

  await page.getByRole("button", { name: `en ${text("es", "LanguageSwitch.en")}` }).click();
  await expect(page.getByRole("button", { name: text("en", "Login.sendCode") })).toBeVisible();
  expect(await page.content()).not.toContain(AREA_TEXT);
});
