import { expect, test } from "@playwright/test";
import { messages } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

// Each seeded role signs in through the outbox and lands on its home, in Spanish and in English.
const CASES = [
  {
    locale: "es",
    browserLocale: "es-MX",
    email: "superadmin@example.com",
    home: "/super-admin/organizations",
  },
  { locale: "es", browserLocale: "es-MX", email: "admin@example.com", home: "/admin/configuracion" },
  { locale: "es", browserLocale: "es-MX", email: "member@example.com", home: "/chat" },
  {
    locale: "en",
    browserLocale: "en-US",
    email: "superadmin.en@example.com",
    home: "/super-admin/organizations",
  },
  { locale: "en", browserLocale: "en-US", email: "admin.en@example.com", home: "/admin/configuracion" },
  { locale: "en", browserLocale: "en-US", email: "member.en@example.com", home: "/chat" },
] as const;

for (const { locale, browserLocale, email, home } of CASES) {
  test.describe(`${email} in ${locale}`, () => {
    test.use({ locale: browserLocale });

    test(`signs in and lands on ${home}`, async ({ page }) => {
      await page.goto("/login");
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("button", { name: messages(locale).Login.signIn })).toBeDisabled();
      await signIn(page, email, locale);
      await page.waitForURL((url) => url.pathname === home);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.getByRole("button", { name: messages(locale).Shell.logout })).toBeVisible();
    });
  });
}

test.describe("Spanish is the fallback", () => {
  test.use({ locale: "fr-FR" });

  test("a French browser gets Spanish, and /en switches to English for good", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/en/login");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("button", { name: messages("en").Login.sendCode })).toBeVisible();
  });
});
