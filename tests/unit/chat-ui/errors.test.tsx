/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answer, bodiesOf, jsonResponse, mockFetch, ndjsonReply, renderScreen } from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

beforeEach(() => navigation.reset());

const GENERIC = "Sorry, there was an error processing your message. Please try again.";

/** The visible conversation (the live region repeats the last reply for screen readers). */
const conversation = () => within(screen.getByRole("list", { name: /^Conversa/ }));

async function ask(question: string) {
  await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), `${question}{Enter}`);
}

describe("a failed message", () => {
  it("answers with the spec's message on a server error, and the input works again", async () => {
    mockFetch({ "POST /api/chat": jsonResponse({ success: false, error: "Internal error" }, 500) });
    renderScreen();
    await ask("¿Horario?");
    expect(await conversation().findByText(GENERIC)).toBeInTheDocument();
    expect(screen.getByTestId("chat-announcer")).toHaveTextContent(GENERIC);
    expect(screen.queryByRole("button", { name: "Helpful" })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), "otra");
    expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
  });

  it("answers with the spec's message on an error event in the stream", async () => {
    mockFetch({
      "POST /api/chat": ndjsonReply(
        { type: "start", conversation_id: "conv-1" },
        { type: "delta", text: "Abrimos" },
        { type: "error", error: "Model unavailable" },
      ),
    });
    renderScreen();
    await ask("¿Horario?");
    expect(await conversation().findByText(GENERIC)).toBeInTheDocument();
    expect(screen.queryByText("Abrimos")).not.toBeInTheDocument();
  });

  it("does not adopt the new conversation of a failed first answer: the next message starts afresh", async () => {
    window.history.replaceState(null, "", "/chat");
    const fetchMock = mockFetch({
      "POST /api/chat": [
        // The server announces a new conversation, but the answer fails and nothing is stored.
        ndjsonReply(
          { type: "start", conversation_id: "conv-failed" },
          { type: "delta", text: "Abrimos" },
          { type: "error", error: "Model unavailable" },
        ),
        ndjsonReply({ type: "start", conversation_id: "conv-2" }, { ...answer, conversation_id: "conv-2" }),
      ],
    });
    renderScreen();
    await ask("¿Horario?");
    expect(await conversation().findByText(GENERIC)).toBeInTheDocument();
    expect(window.location.search).toBe("");
    expect(navigation.replace).not.toHaveBeenCalled();

    await ask("¿Horario?");
    expect(await conversation().findByText("9 to 18 h")).toBeInTheDocument();
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([
      { message: "¿Horario?" },
      { message: "¿Horario?" },
    ]);
    expect(window.location.search).toBe("?c=conv-2");
  });

  it("answers with the spec's message in Spanish too, and when the server is unreachable", async () => {
    global.fetch = jest.fn(async (url: string) => {
      if (url === "/api/chat") throw new TypeError("Failed to fetch");
      return jsonResponse({ success: true, questions: [], conversations: [] });
    }) as unknown as typeof fetch;
    renderScreen({ locale: "es" });
    await userEvent.type(screen.getByRole("textbox", { name: "Tu pregunta" }), "¿Horario?{Enter}");
    expect(
      await conversation().findByText(
        "Lo sentimos, hubo un error al procesar tu mensaje. Por favor, inténtalo de nuevo.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's own words when it is rate limited", async () => {
    mockFetch({
      "POST /api/chat": jsonResponse(
        { success: false, error: "Demasiadas preguntas. Espera un minuto." },
        429,
      ),
    });
    renderScreen();
    await ask("¿Horario?");
    expect(await conversation().findByText("Demasiadas preguntas. Espera un minuto.")).toBeInTheDocument();
  });

  it("stops silently without a session and sends the member to sign in", async () => {
    mockFetch({ "POST /api/chat": jsonResponse({ success: false, error: "Unauthorized" }, 401) });
    renderScreen();
    await ask("¿Horario?");
    await waitFor(() =>
      expect(navigation.replace).toHaveBeenCalledWith("/login?type=member&redirect=%2Fchat"),
    );
    expect(screen.queryByText(GENERIC)).not.toBeInTheDocument();
    expect(screen.queryByText("The assistant is typing…")).not.toBeInTheDocument();
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
  });
});
