import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./env";
import { requestDemo } from "./helpers/demo-request";
import { sidewaysProblems } from "./helpers/layout";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

// Issue 24 §3 and §4, in Spanish and in English: an admin invites several people at once and reads
// one summary, then corrects a name and a role; a superadmin turns a demo request into a customer.

type Locale = "es" | "en";
const CASES = {
  es: {
    browserLocale: "es-MX",
    admin: "admin.people.es@example.com",
    superadmin: "superadmin.convert.es@example.com",
    // Pasted: an address alone, a CSV row with a role in Spanish, a bad address, a current member.
    list: "sofia.rios.es@example.com\nLuis Ruiz, luis.ruiz.es@example.com, administrador\nno-es-un-correo\nmember@example.com",
    detected: "4 personas en la lista",
    invite: "Invitar a 4 personas",
    summary: "Se agregaron 2 personas de 4.",
    derivedName: "Sofia Rios Es",
    csvRow: { name: "Luis Ruiz", email: "luis.ruiz.es@example.com" },
    renamed: "Luis Ruiz Pérez",
    demo: {
      fullName: "Guadalupe Hernández",
      workEmail: "lupita@tortilleria-guera.mx",
      companyName: "Tortillería La Güera",
    },
    organizationId: "tortilleria-la-guera",
    visitorIp: "198.51.100.41",
  },
  en: {
    browserLocale: "en-US",
    admin: "admin.people.en@example.com",
    superadmin: "superadmin.convert.en@example.com",
    // Loaded from a .csv file: a header, a row without a name, an admin row, a bad address, a member.
    list: "name,email,role\n,sophie.rivers.en@example.com,\nLewis Rowe,lewis.rowe.en@example.com,Administrator\nNot An Address,nope@nowhere,member\nMember Demo,member@example.com,member",
    detected: "4 people in the list",
    invite: "Invite 4 people",
    summary: "2 people were added out of 4.",
    derivedName: "Sophie Rivers En",
    csvRow: { name: "Lewis Rowe", email: "lewis.rowe.en@example.com" },
    renamed: "Lewis Rowe Jr.",
    demo: {
      fullName: "Megan O'Neill",
      workEmail: "megan@harbour-bakery.example",
      companyName: "Harbour Bakery",
    },
    organizationId: "harbour-bakery",
    visitorIp: "198.51.100.42",
  },
} as const;

type OutboxMessage = { to: string; subject: string; text: string };
function outboxFor(email: string): OutboxMessage[] {
  const outbox = path.join(E2E_DATA_DIR, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(outbox, name), "utf8")) as OutboxMessage)
    .filter((message) => message.to === email);
}

async function signedInPage(browser: Browser, locale: Locale, email: string, startAt: string): Promise<Page> {
  const context = await browser.newContext({ locale: CASES[locale].browserLocale });
  const page = await context.newPage();
  await page.goto(startAt);
  await signIn(page, email, locale);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  return page;
}

for (const locale of ["es", "en"] as const) {
  const c = CASES[locale];
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);

  test.describe(`people and customers (${locale})`, () => {
    test("an admin invites several people, reads one summary, then corrects a name and a role", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await signedInPage(browser, locale, c.admin, "/admin/configuracion");
      const card = page.getByRole("region", { name: t("UserManagement.title") }).first();
      await card.getByRole("button", { name: t("UserManagement.bulk.open") }).click();
      const dialog = page.getByRole("dialog", { name: t("UserManagement.bulk.title") });
      const list = dialog.getByLabel(t("UserManagement.bulk.listLabel"));
      if (locale === "es") {
        await list.fill(c.list);
      } else {
        await dialog
          .locator("input[type=file]")
          .setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(c.list) });
        await expect(list).toHaveValue(c.list);
      }
      await expect(dialog.getByText(c.detected)).toBeVisible();
      await dialog.getByRole("button", { name: c.invite }).click();

      // One summary: who was added, who was not and why, in the admin's language.
      const summary = page.getByRole("dialog", { name: t("UserManagement.bulk.summaryTitle") });
      await expect(summary.getByText(c.summary)).toBeVisible();
      await expect(summary).toContainText(c.derivedName);
      await expect(summary).toContainText(c.csvRow.name);
      await expect(summary).toContainText(t("Errors.emailInvalid"));
      await expect(summary).toContainText(t("Errors.inviteAlreadyMember"));
      await summary.getByRole("button", { name: t("UserManagement.bulk.done") }).click();
      await expect(summary).toBeHidden();

      const row = card.getByRole("row").filter({ hasText: c.csvRow.email });
      await expect(row).toContainText(c.csvRow.name);
      await expect(row).toContainText(t("UserManagement.roleAdmin"));
      await expect(card.getByRole("row").filter({ hasText: c.derivedName })).toContainText(
        t("UserManagement.roleMember"),
      );
      // The admin's welcome opens the organisation's branded sign-in.
      await expect.poll(() => outboxFor(c.csvRow.email).length).toBe(1);
      expect(outboxFor(c.csvRow.email)[0].text).toContain("/login?type=admin&org=demo");

      // Edit: a corrected name and the role taken back.
      await row
        .getByRole("button", { name: t("UserManagement.editLabel", { email: c.csvRow.email }) })
        .click();
      const edit = page.getByRole("dialog", { name: t("UserManagement.editTitle") });
      await edit.getByLabel(t("UserManagement.name")).fill("Agente 007");
      await edit.getByRole("button", { name: t("UserManagement.save") }).click();
      await expect(edit.getByText(t("Errors.userNameInvalid"))).toBeVisible();
      await edit.getByLabel(t("UserManagement.name")).fill(c.renamed);
      await edit.getByLabel(t("UserManagement.role")).selectOption("member");
      await edit.getByRole("button", { name: t("UserManagement.save") }).click();
      await expect(page.getByRole("status").filter({ hasText: t("UserManagement.updated") })).toBeVisible();
      await expect(row).toContainText(c.renamed);
      await expect(row).toContainText(t("UserManagement.roleMember"));

      // Their own role is not theirs to change.
      const own = card.getByRole("row").filter({ hasText: c.admin });
      await own.getByRole("button", { name: t("UserManagement.editLabel", { email: c.admin }) }).click();
      const ownEdit = page.getByRole("dialog", { name: t("UserManagement.editTitle") });
      await expect(ownEdit.getByLabel(t("UserManagement.role"))).toBeDisabled();
      await expect(ownEdit).toContainText(t("UserManagement.ownRoleHint"));
      await page.keyboard.press("Escape");
      await expect(ownEdit).toBeHidden();
      await page.context().close();
    });

    test("a superadmin turns a demo request into a customer in one step", async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await signedInPage(browser, locale, c.superadmin, "/super-admin/demo-requests");
      await requestDemo(page, { ...c.demo, role: "CEO/Founder" }, c.visitorIp);
      await page.reload();
      const row = page.getByRole("row").filter({ hasText: c.demo.workEmail });
      await row
        .getByRole("button", {
          name: t("DemoRequests.screen.convertFor", { company: c.demo.companyName, name: c.demo.fullName }),
        })
        .click();

      // Prefilled from the request: company → name and id, contact → admin.
      const dialog = page.getByRole("dialog", { name: t("DemoRequests.convert.title") });
      const field = (name: string) => dialog.getByLabel(t(`DemoRequests.convert.fields.${name}`));
      await expect(field("orgName")).toHaveValue(c.demo.companyName);
      await expect(field("organization_id")).toHaveValue(c.organizationId);
      await expect(field("adminName")).toHaveValue(c.demo.fullName);
      await expect(field("adminEmail")).toHaveValue(c.demo.workEmail);
      await expect(dialog).toContainText(`/login?org=${c.organizationId}`);
      await dialog.getByRole("button", { name: t("DemoRequests.convert.submit") }).click();
      await expect(
        page.getByRole("status").filter({
          hasText: t("DemoRequests.convert.created", { name: c.demo.companyName, email: c.demo.workEmail }),
        }),
      ).toBeVisible();

      // The request is converted, linked to its organisation; converting again is no longer offered.
      await expect(row).toContainText(t("DemoRequests.screen.status.converted"));
      await expect(row.getByRole("button", { name: /./ })).toHaveCount(0);
      expect(await sidewaysProblems(page)).toEqual({ overflow: 0, offscreen: [] });
      // Besides the confirmation of the demo request, one welcome to the branded sign-in.
      const welcomes = () =>
        outboxFor(c.demo.workEmail).filter((message) => message.text.includes("/login?"));
      await expect.poll(() => welcomes().length).toBe(1);
      expect(welcomes()[0].text).toContain(`/login?type=admin&org=${c.organizationId}`);
      await row
        .getByRole("link", { name: t("DemoRequests.screen.viewOrganization", { id: c.organizationId }) })
        .click();
      await page.waitForURL(`/super-admin/organizations/${c.organizationId}`);
      await expect(page.getByRole("heading", { name: c.demo.companyName })).toBeVisible();

      // The link in the welcome opens the organisation's branded sign-in.
      const visitor = await browser.newContext({ locale: c.browserLocale });
      const signInPage = await visitor.newPage();
      await signInPage.goto(`/login?type=admin&org=${c.organizationId}`);
      await expect(signInPage.getByText(c.demo.companyName, { exact: true })).toBeVisible();
      await visitor.close();
      await page.context().close();
    });
  });
}
