import { expect, test, type Page } from "@playwright/test";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

const t = (key: string, values?: Record<string, string>) => text("es", key, values);
/** One message of the conversation (the list items of the labelled message list) holding `content`. */
const messageWith = (page: Page, content: string | RegExp) =>
  page
    .getByRole("list", { name: t("Chat.messagesLabel") })
    .locator(":scope > li")
    .filter({ hasText: content })
    .last();

test.use({ locale: "es-MX" });

test("a member asks, sees the grounded answer with its source, rates it and finds the conversation again", async ({
  page,
}) => {
  await page.goto("/chat");
  await signIn(page, "member.chat@example.com", "es");
  await page.waitForURL(/\/chat/);
  await expect(page.getByText(t("Chat.greeting", { name: "Miembro" }))).toBeVisible();

  // Answered from the seeded "Horario de atención y contacto" block, with that block as its source.
  const question = "¿Cuál es el horario de atención los sábados?";
  const input = page.getByRole("textbox", { name: t("Chat.inputLabel") });
  await input.fill(question);
  await input.press("Enter");
  const answer = messageWith(page, "14:00");
  await expect(answer).toBeVisible();
  const source = answer.getByRole("button", { name: /Horario de atención y contacto/ });
  await expect(source).toBeVisible();

  // The source opens the block's text.
  await source.click();
  const viewer = page.getByRole("dialog", { name: /Horario de atención y contacto/ });
  await expect(viewer.getByText(/lunes a viernes de 9:00 a 18:00/)).toBeVisible();
  await viewer.getByRole("button", { name: t("Chat.closeSource") }).click();

  // Rating appears after the typing indicator and is marked once the server accepted it.
  const helpful = answer.getByRole("button", { name: t("Chat.helpful"), exact: true });
  await expect(helpful).toBeVisible();
  await helpful.click();
  await expect(helpful).toHaveAttribute("aria-pressed", "true");

  // After a reload the conversation is in the side navigation, and reopening it shows the messages.
  await page.reload();
  const conversations = page.getByRole("navigation").filter({ hasText: t("ChatShell.conversations") });
  const entry = conversations.getByRole("link", { name: new RegExp(question.slice(1, 20)) });
  await expect(entry).toBeVisible();
  await page.goto("/chat");
  await entry.click();
  await expect(page.getByText(question).first()).toBeVisible();
  const reopened = messageWith(page, "14:00");
  await expect(reopened.getByRole("button", { name: t("Chat.helpful"), exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("an unanswerable question gets the honest no-information answer", async ({ page }) => {
  await page.goto("/chat");
  await signIn(page, "member.outofscope@example.com", "es");
  await page.waitForURL(/\/chat/);
  const input = page.getByRole("textbox", { name: t("Chat.inputLabel") });
  await input.fill("¿Quién ganó el mundial de futbol de 1986?");
  await input.press("Enter");
  await expect(messageWith(page, t("Assistant.noInformation"))).toBeVisible();
});
