import { expect, test } from "@playwright/test";
import { text } from "./helpers/messages";

// Public pages render their texts on the server (no next-intl client provider): the language switch
// must still change the language, and the choice must stick.
test.use({ locale: "es-MX" });

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
});
