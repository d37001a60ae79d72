import { expect, test } from "@playwright/test";
import { messages } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

const es = messages("es");
// The configuration page's subtitle as rendered into the HTML (an element's text), as opposed to inside
// the message catalogue sent to the client (where a quote, not a tag, follows it).
const renderedAdminPage = `>${es.Configuration.subtitle}<`;
test.use({ locale: "es-MX" });

test("anonymous visitors are sent to the right login and brought back after signing in", async ({ page }) => {
  await page.goto("/chat");
  await expect(page).toHaveURL("/login?type=member&redirect=%2Fchat");
  await expect(page.getByRole("heading", { name: es.Login.memberTitle })).toBeVisible();

  await page.goto("/admin/entrenamiento");
  await expect(page).toHaveURL("/login?type=admin&redirect=%2Fadmin%2Fentrenamiento");
  await expect(page.getByRole("heading", { name: es.Login.adminTitle })).toBeVisible();
  await signIn(page, "admin.guard@example.com", "es");
  await page.waitForURL("/admin/entrenamiento");

  // An admin may chat, but the super-admin area asks for a super admin.
  await page.goto("/chat");
  await expect(page.getByRole("link", { name: es.ChatShell.configuration })).toBeVisible();
  await page.goto("/super-admin/organizations");
  await expect(page.getByRole("heading", { name: es.Access.superAdminTitle })).toBeVisible();
  await page.getByRole("link", { name: es.Access.goToAdminPanel }).click();
  await expect(page).toHaveURL("/admin/configuracion");
  // Control for the member test below: an admin's payload does carry the page's own output.
  await page.reload();
  expect(await page.content()).toContain(renderedAdminPage);

  // /admin and /admin/ open the configuration screen.
  await page.goto("/admin/");
  await expect(page).toHaveURL("/admin/configuracion");
});

test("members see Access Denied outside the chat, and logging out returns to /login", async ({ page }) => {
  await signIn(page, "member.guard@example.com", "es");
  await page.waitForURL("/chat");
  await expect(page.getByRole("link", { name: es.ChatShell.configuration })).toHaveCount(0);

  for (const path of ["/admin/configuracion", "/admin/reports", "/super-admin/organizations"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: es.Access.deniedTitle })).toBeVisible();
    // Nothing of the page itself reaches the browser, not even inside the streamed payload.
    expect(await page.content()).not.toContain(renderedAdminPage);
  }
  await page.getByRole("link", { name: es.Access.goToChat }).click();
  await expect(page).toHaveURL("/chat");

  await page.getByRole("button", { name: es.Shell.logout }).click();
  await page.waitForURL(/\/login/);
  await page.goto("/chat");
  await expect(page).toHaveURL(/\/login\?type=member/);
});

test("a superadmin asking for the admin area or the chat goes to the organisations", async ({ page }) => {
  await signIn(page, "superadmin.guard@example.com", "es");
  await page.waitForURL("/super-admin/organizations");
  for (const path of ["/chat", "/admin/configuracion", "/super-admin", "/super-admin/"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/super-admin/organizations");
  }
});

test("a redirect to another site is ignored after login", async ({ page }) => {
  await page.goto("/login?type=member&redirect=https%3A%2F%2Fevil.test%2Fchat");
  await signIn(page, "member.redirect@example.com", "es");
  await page.waitForURL("/chat");
});
