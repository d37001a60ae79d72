import { expect, test, type Page } from "@playwright/test";
import { text } from "./helpers/messages";
import { requestDemo } from "./helpers/demo-request";
import { signIn } from "./helpers/sign-in";

// The public site (issue 12): the landing page, its demo form end to end, the FAQ, the header, the
// privacy notice, and the superadmin's side of a demo request.

test.use({ locale: "es-MX" });

type Locale = "es" | "en";

async function fillDemoForm(
  page: Page,
  locale: Locale,
  person: { name: string; email: string; company: string },
) {
  const form = (key: string) => text(locale, `DemoForm.${key}`);
  await page.getByLabel(form("fullName")).fill(person.name);
  await page.getByLabel(form("workEmail")).fill(person.email);
  await page.getByLabel(form("companyName")).fill(person.company);
  await page.getByLabel(form("role"), { exact: true }).selectOption("Operations Manager");
  await page.getByLabel(new RegExp(`^${form("phone")}`)).fill("55 1234 5678");
  await page.getByRole("checkbox").check();
}

for (const locale of ["es", "en"] as const) {
  test(`a visitor requests a demo in ${locale}: rules on submit, then the thank-you screen`, async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: new RegExp(`^${locale} `) }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    await page.getByRole("link", { name: text(locale, "Landing.hero.cta") }).click();
    await expect(page).toHaveURL(/#demo$/);
    const submit = page.getByRole("button", { name: text(locale, "DemoForm.submit") });
    await submit.click();
    for (const key of [
      "fullNameRequired",
      "emailRequired",
      "companyRequired",
      "roleRequired",
      "agreementRequired",
    ]) {
      await expect(page.getByText(text(locale, `Errors.demoForm.${key}`))).toBeVisible();
    }
    // An error clears as soon as its field is edited.
    await page.getByLabel(text(locale, "DemoForm.fullName")).fill("A");
    await expect(page.getByText(text(locale, "Errors.demoForm.fullNameRequired"))).toBeHidden();
    await page.getByLabel(text(locale, "DemoForm.workEmail")).fill("ana@empresa");
    await submit.click();
    await expect(page.getByText(text(locale, "Errors.demoForm.emailInvalid"))).toBeVisible();

    await fillDemoForm(page, locale, {
      name: `Visitante ${locale}`,
      email: `visitante.${locale}@empresa.mx`,
      company: `Empresa ${locale}`,
    });
    await submit.click();
    await expect(page.getByRole("heading", { name: text(locale, "DemoForm.thanksTitle") })).toBeVisible();
    await expect(page.getByRole("link", { name: text(locale, "DemoForm.thanksLink") })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: text(locale, "DemoForm.thanksToast") }),
    ).toBeVisible();
  });
}

for (const locale of ["es", "en"] as const) {
  test(`the walkthrough in ${locale} shows its poster, then plays in the page`, async ({ page }) => {
    await page.goto(locale === "es" ? "/" : "/en");
    const video = (key: string) => text(locale, `Landing.video.${key}`);
    const play = page.getByRole("link", { name: `${video("play")}: ${video("title")}` });
    await expect(play).toHaveAttribute("href", `/demo/walkthrough-${locale}.mp4`);
    // The poster frame is a loaded image, never a broken one.
    await expect
      .poll(() => play.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    await play.click();
    const player = page.getByLabel(video("title"), { exact: true });
    await expect(player).toBeFocused();
    await expect
      .poll(() =>
        player.evaluate((element: HTMLVideoElement) => ({
          source: element.currentSrc.replace(/^.*\//, ""),
          failed: element.error !== null,
          hasFrames: element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA,
        })),
      )
      .toEqual({ source: `walkthrough-${locale}.webm`, failed: false, hasFrames: true });
  });
}

test("a failed submission shows the submitError alert", async ({ page }) => {
  await page.route("**/api/demo_request", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/");
  await fillDemoForm(page, "es", { name: "Ana", email: "ana@empresa.mx", company: "Empresa" });
  await page.getByRole("button", { name: text("es", "DemoForm.submit") }).click();
  // Next's route announcer is an alert too: find ours by its text.
  await expect(page.getByRole("alert").filter({ hasText: text("es", "DemoForm.submitError") })).toBeVisible();
});

test("the superadmin finds the request, filters the list and changes its status", async ({ page }) => {
  await requestDemo(
    page,
    {
      fullName: "Lucía Superadmin",
      workEmail: "lucia@empresa.mx",
      companyName: "Panadería Lucía",
      role: "CEO/Founder",
    },
    "198.51.100.200",
  );

  await signIn(
    page,
    "superadmin.demos@example.com",
    "es",
    "/login?type=admin&redirect=/super-admin/demo-requests",
  );
  await page.waitForURL("**/super-admin/demo-requests");
  const t = (key: string) => text("es", `DemoRequests.screen.${key}`);
  await expect(page.getByRole("heading", { name: t("title") })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Lucía Superadmin" });
  await expect(row).toBeVisible();
  await expect(page.getByText(/^Mostrando 1 a \d+ de \d+ resultados?$/)).toBeVisible();

  await page.getByRole("button", { name: t("filters.pending"), exact: true }).click();
  await expect(row).toBeVisible();
  await row.getByRole("combobox").selectOption("contacted");
  await expect(page.getByRole("status").filter({ hasText: t("updated") })).toBeVisible();
  // The list reloads: under "Pendientes" the request is gone, under "Contactados" it is there.
  await expect(row).toBeHidden();
  await page.getByRole("button", { name: t("filters.contacted"), exact: true }).click();
  await expect(row).toBeVisible();
  await expect(row.getByText(t("status.contacted"), { exact: true }).first()).toBeVisible();
});

test("the FAQ opens one answer at a time", async ({ page }) => {
  await page.goto("/");
  const question = (n: number) => page.getByRole("button", { name: text("es", `Landing.faq.q${n}`) });
  const answer = (n: number) => page.getByText(text("es", `Landing.faq.a${n}`));
  await expect(answer(1)).toBeVisible();
  await question(2).click();
  await expect(answer(2)).toBeVisible();
  await expect(answer(1)).toBeHidden();
  await expect(question(2)).toHaveAttribute("aria-expanded", "true");
  await expect(question(1)).toHaveAttribute("aria-expanded", "false");
  await question(2).click();
  await expect(answer(2)).toBeHidden();
});

test("the header turns solid after 20 px of scroll", async ({ page }) => {
  await page.goto("/");
  const header = page.locator("header").first();
  await expect(header).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute("data-solid", "false");
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(header).toHaveAttribute("data-solid", "true");
});

test("the privacy notice has its eight sections and date, linked from the footer and the form", async ({
  page,
}) => {
  await page.goto("/");
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: text("es", "Landing.footer.privacy") })
    .click();
  await expect(page).toHaveURL(/\/aviso-de-privacidad$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text("es", "Privacy.title"));
  await expect(page.getByText("Última actualización: 4 de agosto de 2025")).toBeVisible();
  await expect(page.locator("main section h2")).toHaveCount(8);
  await page.goto("/");
  await expect(
    page.getByRole("link", { name: text("es", "DemoForm.privacyLink"), exact: true }),
  ).toHaveAttribute("href", "/aviso-de-privacidad");
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const path of ["/", "/aviso-de-privacidad"]) {
    test(`${path} has no horizontal scroll and its video or heading is visible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
