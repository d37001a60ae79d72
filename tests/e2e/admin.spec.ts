import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { pngBytes } from "../helpers/images";
import { E2E_DATA_DIR } from "./env";
import { sidewaysProblems } from "./helpers/layout";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

// Issue 11 point 7: what an admin does day to day, in Spanish and in English. The two locales run
// against the same Demo organisation, each with its own admin, members and values.

type Locale = "es" | "en";
const CASES = {
  es: {
    browserLocale: "es-MX",
    admin: "admin.config.es@example.com",
    member: "member.gaps.es@example.com",
    memberName: "Miembro Brechas",
    color: "#1D4ED8",
    prompt: "Eres el asistente de la ferretería. Responde con amabilidad y de forma breve.",
    newUser: { name: "Rosa Martínez", email: "rosa.martinez@example.com" },
    gapQuestion: "¿Cuál es la capital de Mongolia?",
    gapAnswer: "La capital de Mongolia es Ulán Bator.",
  },
  en: {
    browserLocale: "en-US",
    admin: "admin.config.en@example.com",
    member: "member.gaps.en@example.com",
    memberName: "Member Gaps",
    color: "#047857",
    prompt: "You are the hardware store's assistant. Answer kindly and briefly.",
    newUser: { name: "Rose Martin", email: "rose.martin@example.com" },
    gapQuestion: "How tall is Mount Kilimanjaro?",
    gapAnswer: "Mount Kilimanjaro is 5,895 metres tall.",
  },
} as const;

async function signedInPage(browser: Browser, locale: Locale, email: string, startAt: string): Promise<Page> {
  const context = await browser.newContext({ locale: CASES[locale].browserLocale });
  const page = await context.newPage();
  await page.goto(startAt);
  await signIn(page, email, locale);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  return page;
}

/**
 * The admin's page, signed in once per locale and reused: a second code for the same address within
 * 60 seconds is refused (spec §9), so the tests share the session instead of signing in again.
 */
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
const adminSessions = new Map<Locale, StorageState>();
async function adminPage(browser: Browser, locale: Locale, startAt: string): Promise<Page> {
  const saved = adminSessions.get(locale);
  if (!saved) {
    const page = await signedInPage(browser, locale, CASES[locale].admin, startAt);
    adminSessions.set(locale, await page.context().storageState());
    return page;
  }
  const context = await browser.newContext({ locale: CASES[locale].browserLocale, storageState: saved });
  const page = await context.newPage();
  await page.goto(startAt);
  return page;
}

/** The brand colour the chat screen paints with (its --color-brand). */
async function chatColor(page: Page): Promise<string> {
  await page.goto("/chat");
  const screen = page.getByTestId("chat-screen");
  await expect(screen).toBeVisible();
  return screen.evaluate((element) => (element as HTMLElement).style.getPropertyValue("--color-brand"));
}

type OutboxMessage = { to: string; subject: string; text: string };
function outboxFor(email: string): OutboxMessage[] {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")) as OutboxMessage)
    .filter((message) => message.to === email);
}

for (const locale of ["es", "en"] as const) {
  const c = CASES[locale];
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);

  test.describe(`admin (${locale})`, () => {
    test.describe.configure({ mode: "serial" });

    test("changes the colour (the chat changes only after Save), edits and clears the prompt, uploads a logo", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await adminPage(browser, locale, "/admin/configuracion");
      const chat = await page.context().newPage();
      const before = await chatColor(chat);
      expect(before.toUpperCase()).not.toBe(c.color);

      await page.goto("/admin/configuracion");
      const colorCard = page.getByRole("region", { name: t("Configuration.color.title") });
      await colorCard.getByLabel(t("Configuration.color.hex")).fill(c.color);
      // Previewed at once on the screen, but nothing is saved yet: the chat keeps its colour.
      await expect(colorCard.getByText(t("Configuration.color.preview"))).toHaveCSS(
        "background-color",
        c.color === "#1D4ED8" ? "rgb(29, 78, 216)" : "rgb(4, 120, 87)",
      );
      expect(await chatColor(chat)).toBe(before);
      await colorCard.getByRole("button", { name: t("Configuration.color.save") }).click();
      await expect(colorCard.getByText(t("Configuration.saved"))).toBeVisible();
      expect((await chatColor(chat)).toUpperCase()).toBe(c.color);
      // The theme config of spec §3: a local copy of the colour and name for the next visit.
      const theme = await page.evaluate(() => JSON.parse(localStorage.getItem("asistente.theme") ?? "null"));
      expect({ ...theme, color: String(theme?.color).toUpperCase() }).toEqual({
        color: c.color,
        orgName: "Demo",
      });

      // The prompt: saved, still there after a reload, then cleared.
      const promptCard = page.getByRole("region", { name: t("Configuration.prompt.title") });
      const prompt = promptCard.getByLabel(t("Configuration.prompt.label"));
      await prompt.fill(c.prompt);
      await expect(promptCard.getByText(`${c.prompt.length}/500`)).toBeVisible();
      await promptCard.getByRole("button", { name: t("Configuration.prompt.save") }).click();
      await expect(promptCard.getByText(t("Configuration.prompt.saved"))).toBeVisible();
      await page.reload();
      await expect(prompt).toHaveValue(c.prompt);
      await promptCard.getByRole("button", { name: t("Configuration.prompt.clear") }).click();
      await expect(prompt).toHaveValue("");
      await expect(promptCard.getByRole("button", { name: t("Configuration.prompt.clear") })).toBeDisabled();
      await promptCard.getByRole("button", { name: t("Configuration.prompt.save") }).click();
      await expect(promptCard.getByText(t("Configuration.prompt.saved"))).toBeVisible();
      await page.reload();
      await expect(prompt).toHaveValue("");

      // A square logo appears in the sidebar.
      await page
        .getByRole("region", { name: t("Configuration.logo.title"), exact: true })
        .locator("input[type=file]")
        .setInputFiles({
          name: "logo.png",
          mimeType: "image/png",
          buffer: pngBytes(256, 256, [29, 78, 216]),
        });
      await expect(page.getByText(t("Configuration.logo.uploaded"))).toBeVisible();
      const sidebarLogo = page
        .getByRole("img", { name: t("Shell.logoAlt", { organization: "Demo" }) })
        .first();
      await expect(sidebarLogo).toHaveAttribute("src", /\/api\/images\/demo\/logo/);
      // The new src is set before the image has loaded: wait for it, then check it decoded.
      await expect
        .poll(() => sidebarLogo.evaluate((image) => (image as HTMLImageElement).naturalWidth))
        .toBe(256);

      // A chat profile image greets the members in the chat.
      await page
        .getByRole("region", { name: t("Configuration.profile.title") })
        .locator("input[type=file]")
        .setInputFiles({
          name: "perfil.png",
          mimeType: "image/png",
          buffer: pngBytes(128, 128, [4, 120, 87]),
        });
      await expect(page.getByText(t("Configuration.profile.uploaded"))).toBeVisible();
      await chat.goto("/chat");
      const avatar = chat.getByRole("img", { name: t("Chat.profileImageAlt", { organization: "Demo" }) });
      // The configuration screen's profile image is the default assistant's (issue 23).
      await expect(avatar).toHaveAttribute("src", /\/api\/images\/demo\/assistants\/[\w-]+\?v=/);

      // The sign-in screen shows the logo when the link names the organisation; anonymous visitors see it.
      const visitor = await browser.newContext({ locale: c.browserLocale });
      const signInPage = await visitor.newPage();
      await signInPage.goto("/login?type=member&org=demo");
      await expect(
        signInPage.getByRole("img", { name: t("Shell.logoAlt", { organization: "Demo" }) }),
      ).toHaveAttribute("src", /\/api\/images\/demo\/logo/);
      await signInPage.goto("/login?org=no-such-organization");
      await expect(
        signInPage.getByRole("img", { name: t("Shell.logoAlt", { organization: "Demo" }) }),
      ).toHaveCount(0);
      await visitor.close();
      await page.context().close();
    });

    test("adds a user who gets the welcome e-mail and signs in, cannot delete themself, deletes the new user", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await adminPage(browser, locale, "/admin/configuracion");
      const card = page.getByRole("region", { name: t("UserManagement.title") }).first();
      await card.getByLabel(t("UserManagement.name")).fill(c.newUser.name);
      await card.getByLabel(t("UserManagement.email")).fill(c.newUser.email);
      await card.getByRole("combobox", { name: t("UserManagement.role") }).selectOption("member");
      await card.getByRole("button", { name: t("UserManagement.add") }).click();
      await expect(page.getByText(t("UserManagement.created"))).toBeVisible();
      const row = card.getByRole("row").filter({ hasText: c.newUser.email });
      await expect(row).toContainText(t("UserManagement.statusActive"));

      // The welcome e-mail, in the admin's language, explains how to sign in; the new user does.
      await expect.poll(() => outboxFor(c.newUser.email).length).toBe(1);
      const [welcome] = outboxFor(c.newUser.email);
      expect(welcome.subject).toBe(t("UserManagement.welcomeEmail.subject", { organization: "Demo" }));
      expect(welcome.text).toContain("/login?type=member&org=demo");
      const newcomer = await signedInPage(browser, locale, c.newUser.email, "/login");
      await expect(newcomer).toHaveURL(/\/chat/);
      await newcomer.context().close();

      // The admin's own row cannot be deleted.
      const own = card.getByRole("row").filter({ hasText: c.admin });
      await expect(
        own.getByRole("button", { name: t("UserManagement.deleteLabel", { email: c.admin }) }),
      ).toBeDisabled();

      // Deleting the new user asks first, then removes the row.
      await row
        .getByRole("button", { name: t("UserManagement.deleteLabel", { email: c.newUser.email }) })
        .click();
      const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await expect(confirm).toContainText(t("UserManagement.deleteConfirm", { email: c.newUser.email }));
      await confirm.getByRole("button", { name: t("UserManagement.delete"), exact: true }).click();
      await expect(page.getByText(t("UserManagement.deleted"))).toBeVisible();
      await expect(row).toHaveCount(0);
      await page.context().close();
    });

    test("reads the report, closes a knowledge gap from it and exports the CSV", async ({ browser }) => {
      test.setTimeout(150_000);
      // A member asks something the content does not cover, and something it does.
      const member = await signedInPage(browser, locale, c.member, "/chat");
      const input = member.getByRole("textbox", { name: t("Chat.inputLabel") });
      const list = member.getByRole("list", { name: t("Chat.messagesLabel") });
      for (const [index, question] of [
        c.gapQuestion,
        "¿Cuál es el horario de atención los sábados?",
      ].entries()) {
        await input.fill(question);
        await input.press("Enter");
        await expect(list.getByRole("button", { name: t("Chat.helpful"), exact: true })).toHaveCount(
          index + 1,
          {
            timeout: 20_000,
          },
        );
      }
      await member.context().close();

      const page = await adminPage(browser, locale, "/admin/reports");
      const table = page.getByRole("table");
      const gapRow = table.getByRole("row").filter({ hasText: c.gapQuestion });
      await expect(gapRow).toBeVisible();

      // A row expands to its full texts and collapses again.
      const expand = gapRow.getByRole("button", { name: t("Reports.expand") });
      await expand.click();
      await expect(gapRow.getByRole("button", { name: t("Reports.collapse") })).toHaveAttribute(
        "aria-expanded",
        "true",
      );

      // The unanswered filter keeps the gap; creating a block from it closes the gap.
      const unanswered = t("Reports.filterUnanswered", { count: "COUNT" }).replace(/[()]/g, "\\$&");
      await page
        .getByRole("button", { name: new RegExp(`^${unanswered.replace("COUNT", "\\d+")}$`) })
        .click();
      await expect(gapRow).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: "sábados" })).toHaveCount(0);
      await gapRow.getByRole("button", { name: t("Reports.createBlock") }).click();
      const modal = page.getByRole("dialog", { name: t("Training.knowledgeBlocks.createTitle") });
      const title = modal.getByLabel(t("Training.knowledgeBlocks.titleLabel"), { exact: true });
      await expect(title).toHaveValue(c.gapQuestion);
      await modal.locator("[contenteditable=true]").click();
      await page.keyboard.type(c.gapAnswer);
      await modal.getByRole("button", { name: t("Training.knowledgeBlocks.create") }).click();
      await expect(page.getByText(t("Reports.gapClosed"))).toBeVisible();
      await expect(gapRow.getByRole("button", { name: t("Reports.createBlock") })).toHaveCount(0);

      // The CSV: UTF-8 with a BOM, the localised columns, and the question asked.
      await page.getByRole("button", { name: t("Reports.filterAll") }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("button", { name: t("Reports.exportCsv") }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^${t("Reports.csvFileBase")}_\\d{4}-\\d\\d-\\d\\d\\.csv$`),
      );
      const bytes = fs.readFileSync(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString("utf8").trim().split(/\r?\n/);
      // Dates on the organisation's clock, the zone named in the header (issue 24 point 8).
      expect(lines[0]).toBe(
        [
          t("Reports.csvDate", { zone: "America/Mexico_City" }),
          // …and the assistant asked, last (issue 23 point 5).
          ...["csvQuestion", "csvResponse", "csvRating", "csvUser", "csvUserEmail", "csvAssistant"].map(
            (key) => t(`Reports.${key}`),
          ),
        ].join(","),
      );
      // Who asked, by name and e-mail (issue 24: no internal ids), at a local date-time.
      const asked = lines.find((line) => line.includes(c.gapQuestion));
      expect(asked).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,/);
      // Then the assistant asked: the organisation's default one.
      expect(asked?.endsWith(`,${c.memberName},${c.member},Asistente`)).toBe(true);
      await page.context().close();
    });

    test("the configuration and report screens work on a 375 px phone", async ({ browser }) => {
      const page = await adminPage(browser, locale, "/admin/configuracion");
      await page.setViewportSize({ width: 375, height: 740 });
      for (const screen of ["/admin/configuracion", "/admin/reports"]) {
        await page.goto(screen);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await page.waitForLoadState("networkidle");
        const layout = await sidewaysProblems(page);
        expect(layout.overflow, screen).toBeLessThanOrEqual(0);
        expect(layout.offscreen, screen).toEqual([]);
      }
      await page.context().close();
    });
  });
}
