import { expect, type Page } from "@playwright/test";
import { messages } from "./messages";
import { readLoginCode } from "./outbox";

/** Signs in through the login screen with the code from the dev outbox, as a person would. */
export async function signIn(
  page: Page,
  email: string,
  locale: "es" | "en",
  loginPath = "/login",
): Promise<void> {
  const t = messages(locale).Login;
  if (!page.url().includes("/login")) await page.goto(loginPath);
  const since = new Date(Date.now() - 1000);
  await page.getByLabel(t.emailLabel).fill(`  ${email} `);
  await page.getByRole("button", { name: t.sendCode }).click();
  await expect(page.getByText(t.codeSent)).toBeVisible();
  await page.getByLabel(t.codeLabel).fill(await readLoginCode(email, since));
  await page.getByRole("button", { name: t.signIn }).click();
}
