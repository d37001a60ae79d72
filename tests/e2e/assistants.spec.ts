import { expect, test, type Browser, type Page } from "@playwright/test";
import { text } from "./helpers/messages";
import { signedInPage } from "./helpers/sign-in";

// Issue 23 point 7, in Spanish and in English: an admin gives a collection a knowledge block and
// creates an assistant limited to that collection and to two members; one of them gets answers from
// it and, outside its content, a decline naming the assistant that covers it; a third member never
// sees it (nor may ask it); at phone width the picker opens and chooses. Each locale has its own
// collection, assistant, blocks and people, so the two runs and the other specs do not meet.

type Locale = "es" | "en";
const CASES = {
  es: {
    browserLocale: "es-MX",
    admin: "admin.assistants.es@example.com",
    asker: "member.rrhh.es@example.com",
    phone: "member.rrhh.phone.es@example.com",
    outsider: "member.outside.es@example.com",
    collection: "RRHH",
    assistant: "RRHH",
    description: "Vacaciones y permisos del almacén",
    greeting: "Hola, le atiende RRHH. Pregúnteme por sus vacaciones.",
    tone: "toneFormal",
    scope: ["1 colección", "2 miembros"],
    vacation: {
      title: "Vacaciones del equipo de almacén",
      content:
        "<p>El equipo de almacén tiene 14 días de vacaciones pagadas al año y las solicita con el formato VAC-7 en el portal de Recursos Humanos.</p>",
      question: "¿Cuántos días de vacaciones tiene el equipo de almacén?",
      answerHas: "14 días",
    },
    returns: {
      title: "Devoluciones de herramientas eléctricas",
      content:
        "<p>Las herramientas eléctricas se pueden devolver dentro de los 45 días posteriores a la compra, en su caja original y con el ticket.</p>",
      question: "¿En cuántos días puedo devolver una herramienta eléctrica?",
    },
    // The one seeded block about vacations, outside the collection: the assistant never cites it.
    seededVacation: "Vacaciones y permisos del personal",
  },
  en: {
    browserLocale: "en-US",
    admin: "admin.assistants.en@example.com",
    asker: "member.hr.en@example.com",
    phone: "member.hr.phone.en@example.com",
    outsider: "member.outside.en@example.com",
    collection: "HR",
    assistant: "HR",
    description: "Warehouse leave and time off",
    greeting: "Hi, HR here. Ask me about your vacation.",
    tone: "toneFriendly",
    scope: ["1 collection", "2 members"],
    vacation: {
      title: "Warehouse team vacation",
      content:
        "<p>The warehouse team gets 16 paid vacation days a year and requests them with form VAC-9 on the Human Resources portal.</p>",
      question: "How many vacation days does the warehouse team get?",
      answerHas: "16 paid vacation days",
    },
    returns: {
      title: "Power tool returns",
      content:
        "<p>Power tools can be returned within 45 days of purchase, in their original box and with the receipt.</p>",
      question: "How many days do I have to return a power tool?",
    },
    seededVacation: "Vacaciones y permisos del personal",
  },
} as const;

type Created = { assistantId: string };
type ChatAssistant = { id: string; name: string; is_default: boolean };

/** A request from the page itself, as the app's own screens make it (same origin, the session's cookie). */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

/**
 * Removes what an earlier attempt of this locale's run left behind (its assistant, its collection, its
 * two blocks), so that a retry starts from the state the first attempt did: a second collection of
 * the same name is refused, and a second block of the same title makes its row ambiguous.
 */
async function removeLeftovers(page: Page, c: (typeof CASES)[Locale]) {
  const remove = async (path: string, keep: (item: Record<string, unknown>) => boolean) => {
    const { status, body } = await api(page, "GET", path);
    expect(status).toBe(200);
    for (const item of body.data as Record<string, unknown>[]) {
      if (keep(item)) continue;
      expect((await api(page, "DELETE", `${path}?id=${String(item.id)}`)).status).toBe(200);
    }
  };
  await remove("/api/assistants", (assistant) => assistant.name !== c.assistant);
  await remove("/api/collections", (collection) => collection.name !== c.collection);
  const titles: string[] = [c.vacation.title, c.returns.title];
  await remove("/api/knowledge_blocks", (block) => !titles.includes(String(block.title)));
}

/** The assistants the signed-in member's chat offers. */
async function chatAssistants(page: Page): Promise<ChatAssistant[]> {
  const { status, body } = await api(page, "GET", "/api/chat/assistants");
  expect(status).toBe(200);
  return body.data as ChatAssistant[];
}

/** The assistant's message holding `expected`, once whole: its rating buttons come after the last word. */
async function answerWith(page: Page, locale: Locale, expected: string) {
  const message = page
    .getByRole("list", { name: text(locale, "Chat.messagesLabel") })
    .locator(":scope > li")
    .filter({ hasText: expected })
    .last();
  // Answering runs retrieval on a loaded machine: allow it more than the default 5 s.
  await expect(message.getByRole("button", { name: text(locale, "Chat.helpful"), exact: true })).toBeVisible({
    timeout: 30_000,
  });
  return message;
}

/** Waits for the chat request a click or key press sends, and returns it. */
async function sending(page: Page, action: () => Promise<void>) {
  const request = page.waitForRequest(
    (request) => new URL(request.url()).pathname === "/api/chat" && request.method() === "POST",
  );
  await action();
  return request;
}

for (const locale of ["es", "en"] as const) {
  const c = CASES[locale];
  const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
  const open = (browser: Browser, email: string, startAt: string, phone = false) =>
    signedInPage(browser, email, locale, startAt, {
      locale: c.browserLocale,
      ...(phone ? { viewport: { width: 375, height: 740 }, hasTouch: true } : {}),
    });
  const created: Created = { assistantId: "" };

  test.describe(`assistants limited to a collection and to members (${locale})`, () => {
    test.describe.configure({ mode: "serial" });

    test("an admin puts a block in a collection and creates an assistant limited to it and to two members", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await open(browser, c.admin, "/admin/entrenamiento");
      await removeLeftovers(page, c);
      // The two blocks come from the API; which collection holds them is chosen on the screen.
      for (const block of [c.vacation, c.returns]) {
        const { status } = await api(page, "POST", "/api/knowledge_blocks", {
          title: block.title,
          content: block.content,
        });
        expect(status).toBe(201);
      }
      await page.reload();
      await page.waitForLoadState("networkidle");

      // The collection, from the training screen's "Colecciones" panel.
      const newName = page.getByLabel(t("Training.collections.newName"));
      await newName.fill(c.collection);
      await page.getByRole("button", { name: t("Training.collections.create") }).click();
      await expect(page.getByText(t("Training.collections.toasts.created"))).toBeVisible();

      // The vacation block goes in it; the returns block stays outside.
      const manage = (title: string) =>
        page.getByRole("button", { name: t("Training.collections.manage", { name: title }) });
      await manage(c.vacation.title).click();
      const picker = page.getByRole("dialog", { name: t("Training.collections.pickerTitle") });
      await picker.getByRole("checkbox", { name: c.collection, exact: true }).check();
      await picker.getByRole("button", { name: t("Training.collections.save") }).click();
      await expect(page.getByText(t("Training.collections.toasts.itemsChanged"))).toBeVisible();
      await expect(picker).toBeHidden();
      const row = (title: string) => page.getByRole("listitem").filter({ has: manage(title) });
      await expect(
        row(c.vacation.title).getByRole("list", { name: t("Training.collections.chips") }),
      ).toHaveText(c.collection);
      await expect(
        row(c.returns.title).getByRole("list", { name: t("Training.collections.chips") }),
      ).toHaveCount(0);

      // The assistant, from the configuration screen's "Asistentes" card.
      await page.goto("/admin/configuracion");
      const card = page.getByRole("region", { name: t("Assistants.title") });
      await card.getByRole("button", { name: t("Assistants.add") }).click();
      const dialog = page.getByRole("dialog", { name: t("Assistants.dialog.createTitle") });
      await dialog.getByLabel(t("Assistants.dialog.name"), { exact: true }).fill(c.assistant);
      await dialog.getByLabel(t("Assistants.dialog.description")).fill(c.description);
      await dialog.getByLabel(t("Assistants.dialog.greeting")).fill(c.greeting);
      await dialog.getByRole("radio", { name: t(`Assistants.dialog.${c.tone}`) }).check();
      await dialog
        .getByRole("textbox", { name: t("Assistants.dialog.question", { number: "1" }) })
        .fill(c.vacation.question);
      await dialog.getByRole("radio", { name: t("Assistants.dialog.contentChosen") }).check();
      await dialog.getByRole("checkbox", { name: c.collection, exact: true }).check();
      await dialog.getByRole("radio", { name: t("Assistants.dialog.accessChosen") }).check();
      await dialog.getByRole("checkbox", { name: c.asker }).check();
      await dialog.getByRole("checkbox", { name: c.phone }).check();
      await expect(dialog.getByRole("checkbox", { name: c.outsider })).not.toBeChecked();
      const saved = page.waitForResponse(
        (response) => response.url().endsWith("/api/assistants") && response.request().method() === "POST",
      );
      await dialog.getByRole("button", { name: t("Assistants.dialog.create"), exact: true }).click();
      const response = await saved;
      expect(response.status()).toBe(201);
      created.assistantId = ((await response.json()) as { data: { id: string } }).data.id;
      await expect(page.getByText(t("Assistants.toasts.created"))).toBeVisible();
      await expect(dialog).toBeHidden();

      // Its row says what it draws on and who uses it.
      const assistantRow = card
        .getByRole("listitem")
        .filter({ has: page.getByRole("button", { name: t("Assistants.edit", { name: c.assistant }) }) });
      for (const scope of c.scope) await expect(assistantRow).toContainText(scope);
      await page.context().close();
    });

    test("one of its members picks it, is answered from its collection and, outside it, sent to the assistant that covers it", async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const page = await open(browser, c.asker, "/chat");
      const usable = await chatAssistants(page);
      expect(usable.map((assistant) => assistant.id)).toContain(created.assistantId);
      const standard = usable.find((assistant) => assistant.is_default)!;

      // The picker lists the default assistant and this one; choosing it shows its greeting and chip.
      await page
        .getByRole("button", { name: t("Chat.assistantPickerButton", { name: standard.name }) })
        .click();
      const list = page.getByRole("listbox", { name: t("Chat.assistantPickerLabel") });
      await list.getByRole("option", { name: c.assistant }).click();
      await expect(list).toBeHidden();
      await expect(
        page.getByRole("button", { name: t("Chat.assistantPickerButton", { name: c.assistant }) }),
      ).toBeVisible();
      await expect(page.getByText(c.greeting)).toBeVisible();

      // Its suggested question asks about vacations: answered from the block in its collection only.
      const chips = page.getByRole("region", { name: t("Chat.suggestedQuestions") });
      const sent = await sending(page, () =>
        chips.getByRole("button", { name: c.vacation.question }).click(),
      );
      expect(sent.postDataJSON()).toMatchObject({ assistant_id: created.assistantId });
      const answer = await answerWith(page, locale, c.vacation.answerHas);
      await expect(answer.getByRole("button", { name: new RegExp(c.vacation.title) })).toBeVisible();
      await expect(answer.getByRole("button", { name: new RegExp(c.seededVacation) })).toHaveCount(0);

      // Returns are outside its collection: it says so and names the assistant that covers them.
      const toneKey = c.tone === "toneFormal" ? "Assistant.askOtherFormal" : "Assistant.askOtherFriendly";
      const decline = `${t("Assistant.notCovered", { name: c.assistant })} ${t(toneKey, { name: standard.name })}`;
      const input = page.getByRole("textbox", { name: t("Chat.inputLabel") });
      await input.fill(c.returns.question);
      await sending(page, () => input.press("Enter"));
      const declined = await answerWith(page, locale, decline);
      await expect(declined).not.toContainText("45");
      await expect(declined.getByRole("button", { name: new RegExp(c.returns.title) })).toHaveCount(0);
      await page.context().close();
    });

    test("a member outside the two neither sees it in the chat nor may ask it", async ({ browser }) => {
      test.setTimeout(90_000);
      const page = await open(browser, c.outsider, "/chat");
      await page.waitForLoadState("networkidle");
      const usable = await chatAssistants(page);
      expect(usable.map((assistant) => assistant.name)).not.toContain(c.assistant);
      await expect(page.getByTestId("assistant-header")).not.toContainText(c.assistant);
      // With only the default assistant there is nothing to pick; if the organisation had others open
      // to everyone, the list would still not hold this one.
      const standard = usable.find((assistant) => assistant.is_default)!;
      const trigger = page.getByRole("button", {
        name: t("Chat.assistantPickerButton", { name: standard.name }),
      });
      if (usable.length > 1) {
        await trigger.click();
        await expect(page.getByRole("listbox")).toBeVisible();
        await expect(page.getByRole("option", { name: c.assistant })).toHaveCount(0);
      } else {
        await expect(page.getByTestId("assistant-header")).toContainText(standard.name);
        await expect(trigger).toHaveCount(0);
      }

      const { status, body } = await api(page, "POST", "/api/chat", {
        message: c.vacation.question,
        assistant_id: created.assistantId,
      });
      expect(status).toBe(403);
      expect(body).toMatchObject({ success: false, error: t("Errors.assistantForbidden") });
      await page.context().close();
    });

    if (locale === "es") {
      test("at 375 px the picker opens as a sheet and chooses the assistant with one tap", async ({
        browser,
      }) => {
        test.setTimeout(90_000);
        const page = await open(browser, c.phone, "/chat", true);
        const standard = (await chatAssistants(page)).find((assistant) => assistant.is_default)!;
        await page
          .getByRole("button", { name: t("Chat.assistantPickerButton", { name: standard.name }) })
          .tap();
        const list = page.getByRole("listbox", { name: t("Chat.assistantPickerLabel") });
        await expect(list).toBeVisible();
        const option = list.getByRole("option", { name: c.assistant });
        const box = (await option.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        await option.tap();
        await expect(list).toBeHidden();
        await expect(
          page.getByRole("button", { name: t("Chat.assistantPickerButton", { name: c.assistant }) }),
        ).toBeVisible();
        await expect(page.getByText(c.greeting)).toBeVisible();
        await page.context().close();
      });
    }
  });
}
