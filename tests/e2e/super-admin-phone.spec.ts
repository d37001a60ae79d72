import { expect, test } from "@playwright/test";
import { requestDemo } from "./helpers/demo-request";
import { sidewaysProblems } from "./helpers/layout";
import { signIn } from "./helpers/sign-in";

// The super-admin screens on a 375 px phone: no sideways scroll, every control of the page in view.
test.use({ locale: "es-MX", viewport: { width: 375, height: 740 } });

test("the super-admin screens work on a 375 px phone", async ({ page }) => {
  test.setTimeout(90_000);
  // A request of its own, so the demo-request list has a row (and its status control) to lay out.
  await requestDemo(
    page,
    {
      fullName: "Mariana Teléfono Hernández",
      workEmail: "mariana.telefono@empresa.mx",
      companyName: "Refaccionaria del Bajío",
      role: "Operations Manager",
    },
    "198.51.100.201",
  );
  await page.goto("/super-admin/organizations");
  await signIn(page, "superadmin.phone@example.com", "es");
  await page.waitForURL("/super-admin/organizations");
  for (const screen of [
    "/super-admin/organizations",
    "/super-admin/organizations/demo",
    "/super-admin/analytics",
    "/super-admin/demo-requests",
    "/super-admin/impersonate",
  ]) {
    await page.goto(screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    if (screen.endsWith("demo-requests")) {
      await expect(page.getByRole("combobox", { name: /Mariana Teléfono Hernández/ })).toBeVisible();
    }
    const layout = await sidewaysProblems(page);
    expect(layout.overflow, screen).toBeLessThanOrEqual(0);
    expect(layout.offscreen, screen).toEqual([]);
  }
});
