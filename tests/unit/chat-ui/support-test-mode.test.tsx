/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatScreen } from "@/components/chat/chat-screen";
import { Toaster } from "@/components/ui/toast";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { answer, bodiesOf, DEMO, jsonResponse, mockFetch, ndjsonReply, renderChatUi } from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

/**
 * The chat in a superadmin's support session (issue 24 point 5): a notice says it is the test mode,
 * test answers (stored nowhere) name no conversation and offer no rating, and a refusal shows the
 * server's own reason («solo lectura»), never the generic error.
 */

beforeEach(() => {
  navigation.reset();
  window.history.replaceState(null, "", "/chat");
});

const MESSAGES = { en, es };
const GENERIC = { en: en.Chat.errorMessage, es: es.Chat.errorMessage };
const READ_ONLY = { en: en.Errors.impersonationReadOnly, es: es.Errors.impersonationReadOnly };

function renderSupportChat(locale: "en" | "es", { supportTest = true } = {}) {
  return renderChatUi(
    <>
      <ChatScreen userName="Ana López" organization={DEMO} supportTest={supportTest} />
      <Toaster labels={{ region: "Notifications", close: "Close" }} />
    </>,
    { locale },
  );
}

async function ask(locale: "en" | "es", question: string) {
  const input = screen.getByRole("textbox", { name: MESSAGES[locale].Chat.inputLabel });
  await userEvent.type(input, `${question}{Enter}`);
}

const conversation = (locale: "en" | "es") =>
  within(screen.getByRole("list", { name: MESSAGES[locale].Chat.messagesLabel }));

describe("the support test mode notice", () => {
  it.each(["es", "en"] as const)("says that the chat is a test that saves nothing (%s)", (locale) => {
    mockFetch({});
    renderSupportChat(locale);
    const notice = screen.getByRole("note", { name: MESSAGES[locale].Chat.supportTest.label });
    expect(notice).toHaveTextContent(MESSAGES[locale].Chat.supportTest.body.replace("{name}", "Ana López"));
  });

  it("is not shown to the member themselves", () => {
    mockFetch({});
    renderSupportChat("en", { supportTest: false });
    expect(screen.queryByTestId("support-test-notice")).not.toBeInTheDocument();
  });
});

describe("a test answer", () => {
  it("adopts no conversation and offers no rating: the next question starts afresh too", async () => {
    const testAnswer = { ...answer, interaction_id: null, conversation_id: null };
    const fetchMock = mockFetch({
      "POST /api/chat": [1, 2].map(() => ndjsonReply({ type: "start", conversation_id: null }, testAnswer)),
    });
    renderSupportChat("en");
    await ask("en", "¿Horario?");
    expect(await conversation("en").findByText("9 to 18 h")).toBeInTheDocument();
    await ask("en", "¿Y los sábados?");
    await waitFor(() => expect(conversation("en").getAllByText("9 to 18 h")).toHaveLength(2));
    expect(window.location.search).toBe("");
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([
      { message: "¿Horario?" },
      { message: "¿Y los sábados?" },
    ]);
    // The second answer's stream ends after its text is shown; on a loaded runner that took over the
    // default second.
    await waitFor(() => expect(screen.queryByText("The assistant is typing…")).not.toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(screen.queryByRole("button", { name: "Helpful" })).not.toBeInTheDocument();
  });
});

describe("a refusal during support", () => {
  it.each(["es", "en"] as const)(
    "of a question shows the server's reason, not the generic error (%s)",
    async (locale) => {
      mockFetch({ "POST /api/chat": jsonResponse({ success: false, error: READ_ONLY[locale] }, 403) });
      renderSupportChat(locale);
      await ask(locale, "¿Horario?");
      expect(await conversation(locale).findByText(READ_ONLY[locale])).toBeInTheDocument();
      expect(screen.queryByText(GENERIC[locale])).not.toBeInTheDocument();
    },
  );

  it.each(["es", "en"] as const)(
    "of a rating of the member's stored answer shows the server's reason (%s)",
    async (locale) => {
      navigation.params = new URLSearchParams("c=conv-1");
      const fetchMock = mockFetch({
        "GET /api/chat/conversations/conv-1": jsonResponse({
          success: true,
          messages: [
            {
              interaction_id: "int-7",
              question: "¿Cuándo abren?",
              response: "De 9 a 18 h.",
              sources: [],
              topics: [],
              rating: null,
              created_at: "2026-03-05T10:00:00.000Z",
            },
          ],
        }),
        "POST /api/chat/rating": jsonResponse({ success: false, error: READ_ONLY[locale] }, 403),
      });
      renderSupportChat(locale);
      const helpful = await screen.findByRole("button", { name: MESSAGES[locale].Chat.helpful });
      await userEvent.click(helpful);
      expect(await screen.findByText(READ_ONLY[locale])).toBeInTheDocument();
      expect(helpful).toHaveAttribute("aria-pressed", "false");
      expect(bodiesOf(fetchMock, "POST", "/api/chat/rating")).toEqual([
        { interaction_id: "int-7", rating: "positive" },
      ]);
    },
  );
});
