import { expect, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";
import { messages } from "./messages";
import { readLoginCode } from "./outbox";

/**
 * A fixed address per person (198.18.0.0/15, the range set aside for tests): the server trusts one
 * proxy hop in the end-to-end run, so each person has their own per-IP sign-in allowance, as the
 * people of a real team do, and the whole suite does not exhaust one shared allowance.
 */
function addressOf(email: string): string {
  let hash = 0;
  for (const character of email) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return `198.${18 + (hash & 1)}.${(hash >>> 8) & 255}.${1 + ((hash >>> 16) % 254)}`;
}

/** Signs in through the login screen with the code from the dev outbox, as a person would. */
export async function signIn(
  page: Page,
  email: string,
  locale: "es" | "en",
  loginPath = "/login",
): Promise<void> {
  const t = messages(locale).Login;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": addressOf(email) });
  if (!page.url().includes("/login")) await page.goto(loginPath);
  const since = new Date(Date.now() - 1000);
  await page.getByLabel(t.emailLabel).fill(`  ${email} `);
  await page.getByRole("button", { name: t.sendCode }).click();
  await expect(page.getByText(t.codeSent)).toBeVisible();
  await page.getByLabel(t.codeLabel).fill(await readLoginCode(email, since));
  await page.getByRole("button", { name: t.signIn }).click();
}

/**
 * A browser context of its own (its own cookies and storage, as another person's device), signed in
 * as `email` from `startAt`, and returned once the sign-in has left the login screen.
 */
export async function signedInPage(
  browser: Browser,
  email: string,
  locale: "es" | "en",
  startAt: string,
  context: BrowserContextOptions = {},
): Promise<Page> {
  const page = await (await browser.newContext(context)).newPage();
  await page.goto(startAt);
  await signIn(page, email, locale);
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  return page;
}
