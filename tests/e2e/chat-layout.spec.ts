import { expect, test, type Page } from "@playwright/test";
import { text } from "./helpers/messages";
import { signIn } from "./helpers/sign-in";

// Issue 10 point 9: in a long conversation only the message list scrolls (the page itself never does,
// the input stays put at the bottom with no blank band under it), and an empty conversation shows no
// scroll-to-bottom arrow. Checked on a desktop window and on a 375 px phone.

const t = (key: string) => text("es", key);
const QUESTIONS = [
  "¿Cuál es el horario de atención los sábados?",
  "¿Hacen envíos a todo México?",
  "¿Cuántos días de vacaciones tengo?",
  "¿Cómo pido una factura?",
  "¿Cuál es el teléfono de soporte?",
  "¿Puedo devolver un producto?",
  "¿Qué formas de pago aceptan?",
  "¿Cuál es el horario de atención entre semana?",
];

/** The page's own scroll range and where the input and the chat screen sit in the window. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector("textarea")!.getBoundingClientRect();
    const screen = document.querySelector("[data-testid=chat-screen]")!.getBoundingClientRect();
    return {
      pageOverflow: document.scrollingElement!.scrollHeight - window.innerHeight,
      windowHeight: window.innerHeight,
      inputTop: input.top,
      inputBottom: input.bottom,
      screenBottom: screen.bottom,
    };
  });
}

test.use({ locale: "es-MX" });

for (const [name, viewport, email] of [
  ["desktop", { width: 1280, height: 720 }, "member.scroll@example.com"],
  ["375 px phone", { width: 375, height: 667 }, "member.scroll.phone@example.com"],
] as const) {
  test(`a long conversation scrolls inside its list, not the page (${name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await page.goto("/chat");
    await signIn(page, email, "es");
    await page.waitForURL(/\/chat/);

    const arrow = page.getByRole("button", { name: t("Chat.scrollToBottom") });
    const input = page.getByRole("textbox", { name: t("Chat.inputLabel") });
    await expect(input).toBeVisible();
    await expect(arrow).toHaveCount(0);

    const list = page.getByRole("list", { name: t("Chat.messagesLabel") });
    for (const [index, question] of QUESTIONS.entries()) {
      await input.fill(question);
      await input.press("Enter");
      // Each question gets its answer (and its rating buttons) before the next is asked.
      await expect(list.getByRole("button", { name: t("Chat.helpful"), exact: true })).toHaveCount(
        index + 1,
        {
          timeout: 20_000,
        },
      );
    }

    const long = await layout(page);
    expect(long.pageOverflow).toBeLessThanOrEqual(0);
    expect(long.inputTop).toBeGreaterThan(0);
    expect(long.inputBottom).toBeLessThanOrEqual(long.windowHeight);
    expect(Math.abs(long.screenBottom - long.windowHeight)).toBeLessThanOrEqual(1);
    // The newest answer is in view: the list followed the conversation to its end.
    await expect(list.locator(":scope > li").last()).toBeInViewport();

    // The wheel over the conversation scrolls the list; the page stays where it was.
    await list.hover();
    await page.mouse.wheel(0, -5000);
    await expect(arrow).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const scrolled = await layout(page);
    expect(scrolled.inputBottom).toBe(long.inputBottom);

    await arrow.click();
    await expect(arrow).toHaveCount(0);
    await expect(list.locator(":scope > li").last()).toBeInViewport();

    // A new conversation is empty again: no arrow, even though the last one was long.
    await page.goto("/chat");
    await expect(input).toBeVisible();
    await expect(list).toHaveCount(0);
    await expect(arrow).toHaveCount(0);
  });
}
