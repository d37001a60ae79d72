/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatFrame } from "@/components/chat/chat-frame";
import { ChatScreen } from "@/components/chat/chat-screen";
import { answer, DEMO, jsonResponse, mockFetch, ndjsonReply, renderChatUi } from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

beforeEach(() => navigation.reset());

const CONVERSATIONS = [
  { id: "conv-old", title: "Vacaciones", updated_at: "2026-03-01T10:00:00.000Z" },
  { id: "conv-new", title: "Horario de atención", updated_at: "2026-03-05T10:00:00.000Z" },
  { id: "conv-mid", title: "Devoluciones", updated_at: "2026-03-03T10:00:00.000Z" },
];

const STORED = [
  {
    interaction_id: "int-7",
    question: "¿Cuándo abren?",
    response: "De **9 a 18 h** [1].",
    sources: [{ number: 1, kind: "knowledge_block", id: "kb-1", title: "Horario", page: null }],
    rating: "positive",
    created_at: "2026-03-05T10:00:00.000Z",
  },
];

const SHELL_DEMO = { name: DEMO.name, logoUrl: null, color: DEMO.color };

function renderChat() {
  return renderChatUi(
    <ChatFrame user={{ name: "Ana", email: "ana@demo.mx" }} role="member" organization={SHELL_DEMO}>
      <ChatScreen userName="Ana" organization={DEMO} />
    </ChatFrame>,
  );
}

describe("conversations", () => {
  it("lists the member's conversations newest first, the open one marked current", async () => {
    navigation.params = new URLSearchParams("c=conv-mid");
    mockFetch({
      "GET /api/chat/conversations": jsonResponse({ success: true, conversations: CONVERSATIONS }),
      "GET /api/chat/conversations/conv-mid": jsonResponse({ success: true, messages: [] }),
    });
    renderChat();
    const nav = await screen.findByRole("navigation", { name: "Conversations" });
    const links = await within(nav).findAllByRole("link");
    expect(links).toHaveLength(3);
    ["Horario de atención", "Devoluciones", "Vacaciones"].forEach((title, index) =>
      expect(links[index]).toHaveTextContent(title),
    );
    expect(links[0]).toHaveAttribute("href", "/chat?c=conv-new");
    expect(links[1]).toHaveAttribute("aria-current", "page");
    expect(links[0]).not.toHaveAttribute("aria-current");
  });

  it("opens a stored conversation with its sources and ratings, and a new conversation clears it", async () => {
    navigation.params = new URLSearchParams("c=conv-new");
    const fetchMock = mockFetch({
      "GET /api/chat/conversations": jsonResponse({ success: true, conversations: CONVERSATIONS }),
      "GET /api/chat/conversations/conv-new": jsonResponse({
        success: true,
        conversation: { id: "conv-new", title: "Horario de atención" },
        messages: STORED,
      }),
      "POST /api/chat": ndjsonReply({ ...answer, conversation_id: "conv-new" }),
    });
    const { rerender } = renderChat();

    const list = await screen.findByRole("list", { name: "Conversation" });
    expect(await within(list).findByText("¿Cuándo abren?")).toBeInTheDocument();
    expect(within(list).getByText("9 a 18 h").tagName).toBe("STRONG");
    expect(within(list).getByRole("region", { name: "Sources" })).toHaveTextContent("Horario");
    expect(within(list).getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByText("The assistant is typing…")).not.toBeInTheDocument();
    expect(screen.getByTestId("chat-announcer")).toBeEmptyDOMElement();

    // Asking more continues the same conversation.
    await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), "¿Y sábados?{Enter}");
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith("/api/chat", expect.objectContaining({ method: "POST" })),
    );
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/chat")!;
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({
      message: "¿Y sábados?",
      conversation_id: "conv-new",
    });
    expect(await within(list).findByText("9 to 18 h")).toBeInTheDocument();

    // "New conversation" links to /chat: without ?c the screen starts empty again.
    expect(screen.getByRole("link", { name: "New conversation" })).toHaveAttribute("href", "/chat");
    navigation.params = new URLSearchParams();
    rerender(
      <ChatFrame user={{ name: "Ana", email: "ana@demo.mx" }} role="member" organization={SHELL_DEMO}>
        <ChatScreen userName="Ana" organization={DEMO} />
      </ChatFrame>,
    );
    expect(await screen.findByRole("heading", { name: "Hi, Ana!" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Conversation" })).not.toBeInTheDocument();
  });

  it("says so when a conversation cannot be loaded", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    navigation.params = new URLSearchParams("c=missing");
    mockFetch({
      "GET /api/chat/conversations/missing": jsonResponse({ success: false, error: "Not found" }, 404),
    });
    renderChat();
    expect(await screen.findByRole("alert")).toHaveTextContent("The conversation could not be loaded.");
    error.mockRestore();
  });
});
