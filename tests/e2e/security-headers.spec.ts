import { expect, test } from "@playwright/test";
import { messages } from "./helpers/messages";

test.use({ locale: "es-MX" });

// Pages, API answers and redirects all carry the security headers (DESIGN §3, issue 2 point 11).
for (const path of ["/", "/login", "/api/health", "/chat"]) {
  test(`security headers on ${path}`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("'unsafe-inline' 'unsafe"); // scripts: never unsafe-inline
    expect(csp.split(";").find((d) => d.trim().startsWith("script-src"))).not.toContain("unsafe-inline");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-powered-by"]).toBeUndefined();
  });
}

test("the health check reports the embedded database", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ success: true, database: { engine: "pglite", ok: true } });
});

test("pages carry a fresh script nonce, and the app hydrates under the strict policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto("/login");
  const second = await page.request.get("/login");
  const nonceOf = (csp: string | undefined) => csp?.match(/'nonce-([^']+)'/)?.[1];
  const nonce = nonceOf(first?.headers()["content-security-policy"]);
  expect(nonce).toBeTruthy();
  expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);

  // Interactive only once React has hydrated: typing enables the button.
  const t = messages("es").Login;
  await page.getByLabel(t.emailLabel).fill("someone@example.com");
  await expect(page.getByRole("button", { name: t.sendCode })).toBeEnabled();
  expect(violations).toEqual([]);
});

// Methods the app does not serve: 405, never a 500 (Next cannot even build a request for TRACE).
test("unsupported methods answer 405: the JSON error on /api/*, plain text elsewhere", async ({
  request,
}) => {
  for (const path of ["/api/health", "/api/no-such-route"]) {
    const response = await request.fetch(path, { method: "TRACE", headers: { "accept-language": "es" } });
    expect(response.status()).toBe(405);
    expect(await response.json()).toEqual({ success: false, error: messages("es").Errors.methodNotAllowed });
  }
  for (const [method, path] of [
    ["TRACE", "/"],
    ["PROPFIND", "/login"],
    ["DELETE", "/"],
  ]) {
    const response = await request.fetch(path, { method });
    expect(response.status()).toBe(405);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  }
});
