import { expect, test } from "@playwright/test";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

const t = (key: string, values?: Record<string, string>) => text("es", key, values);

test.use({ locale: "es-MX" });

test("a superadmin creates an organisation, renames it, reads analytics and gives read-only support with a test-mode chat", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The superadmin creates an organisation from the list.
  await page.goto("/super-admin/organizations");
  await signIn(page, "superadmin.support@example.com", "es");
  await page.waitForURL("/super-admin/organizations");
  await page.getByRole("button", { name: t("Organizations.newOrganization") }).click();
  await page.getByLabel(t("Organizations.form.orgName")).fill("Ferretería López");
  await page.getByLabel(t("Organizations.form.adminEmail")).fill("lupita@ferreteria-lopez.mx");
  await page.getByLabel(t("Organizations.form.adminName")).fill("Lupita López");
  await page.getByRole("button", { name: t("Organizations.form.create") }).click();
  const row = page.getByRole("row").filter({ hasText: "ferreteria-lopez" });
  await expect(row).toContainText("Ferretería López");
  await expect(row).toContainText("lupita@ferreteria-lopez.mx");
  await expect(page.getByLabel(t("Organizations.form.orgName"))).toBeHidden(); // the form closed

  // Its new admin signs in with a code from the outbox and lands on the configuration screen.
  const adminContext = await browser.newContext({ locale: "es-MX" });
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/login");
  await signIn(adminPage, "lupita@ferreteria-lopez.mx", "es");
  await adminPage.waitForURL("/admin/configuracion");
  await adminContext.close();

  // The superadmin renames it inline: Enter saves.
  await row.click();
  await page.waitForURL("/super-admin/organizations/ferreteria-lopez");
  await page.getByRole("button", { name: t("OrganizationDetail.editName") }).click();
  const name = page.getByRole("textbox", { name: t("OrganizationDetail.nameLabel") });
  await name.fill("Ferretería López e Hijos");
  await name.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Ferretería López e Hijos" })).toBeVisible();
  await expect(page.getByText(t("Audit.actions.organization.renamed"))).toBeVisible();

  // Analytics: the chart and its text alternative.
  await page.getByRole("link", { name: t("SuperAdminShell.analytics") }).click();
  await page.waitForURL("/super-admin/analytics");
  await expect(page.locator(".recharts-wrapper .recharts-xAxis")).toBeVisible({ timeout: 20_000 });
  await page.getByText(t("Analytics.chart.showTable")).click();
  await expect(page.getByRole("table", { name: t("Analytics.chart.caption") })).toBeVisible();

  // Support: view as a member of Demo, read-only, under the banner.
  await page.getByRole("link", { name: t("SuperAdminShell.support") }).click();
  await page.waitForURL("/super-admin/impersonate");
  await page.getByLabel(t("Support.organization")).selectOption({ label: "Demo" });
  const userSelect = page.getByLabel(t("Support.user"));
  const member = userSelect.locator("option", { hasText: "member@example.com" });
  await expect(member).toHaveCount(1); // the organisation's users have loaded
  await userSelect.selectOption((await member.getAttribute("value")) ?? "");
  await page.getByLabel(t("Support.reason")).fill("El cliente no encuentra el horario");
  await page.getByRole("button", { name: t("Support.viewAs") }).click();
  await page.waitForURL("/chat");
  const banner = page.getByRole("region", { name: t("Impersonation.regionLabel") });
  await expect(banner).toContainText(
    t("Impersonation.viewingAs", { name: "Miembro Demo", organization: "Demo" }),
  );

  // The chat answers as it would answer the member, in a test mode that says so and stores nothing
  // (no conversation joins the URL or the side navigation); any other write is refused with its reason.
  await expect(page.getByRole("note", { name: t("Chat.supportTest.label") })).toBeVisible();
  await page
    .getByRole("textbox", { name: t("Chat.inputLabel") })
    .fill("¿Cuál es el horario de atención los sábados?");
  await page.getByRole("button", { name: t("Chat.send") }).click();
  const conversation = page.getByRole("list", { name: t("Chat.messagesLabel") });
  await expect(conversation.getByRole("listitem").filter({ hasText: "14:00" })).toBeVisible();
  await expect(conversation.getByText(t("Chat.errorMessage"))).toBeHidden();
  await expect(conversation.getByRole("button", { name: t("Chat.helpful"), exact: true })).toBeHidden();
  expect(new URL(page.url()).search).toBe("");
  const write = await page.evaluate(async () => {
    const response = await fetch("/api/chat/rating", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ interaction_id: "x", rating: "positive" }),
    });
    return { status: response.status, body: (await response.json()) as { error?: string } };
  });
  expect(write).toEqual({ status: 403, body: { success: false, error: t("Errors.impersonationReadOnly") } });

  // The super-admin area is out of reach while viewing as the member.
  await page.goto("/super-admin/organizations");
  await expect(page.getByRole("heading", { name: t("Access.deniedTitle") })).toBeVisible();

  // Leaving restores the superadmin's own session, back in the super-admin area.
  await page
    .getByRole("region", { name: t("Impersonation.regionLabel") })
    .getByRole("button", {
      name: t("Impersonation.leave"),
    })
    .click();
  await page.waitForURL("/super-admin/impersonate");
  await expect(page.getByRole("region", { name: t("Impersonation.regionLabel") })).toBeHidden();
  await expect(page.getByRole("heading", { name: t("Support.title") })).toBeVisible();
});
