/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { answer, bodiesOf, mockFetch, ndjsonReply, ndjsonStream, renderScreen } from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

beforeEach(() => navigation.reset());

const input = () => screen.getByRole("textbox", { name: "Your question" });
const sendButton = () => screen.getByRole("button", { name: "Send" });

describe("sending a message", () => {
  it("sends with the button, asks for a stream and shows the question and the answer", async () => {
    const fetchMock = mockFetch({ "POST /api/chat": ndjsonReply(answer) });
    renderScreen();
    expect(screen.getByRole("heading", { name: "Hi, Ana!" })).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await userEvent.type(input(), "¿Horario?");
    await userEvent.click(sendButton());

    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([{ message: "¿Horario?" }]);
    const [, init] = fetchMock.mock.calls.find(([url]) => url === "/api/chat")!;
    expect((init as RequestInit).headers).toMatchObject({ Accept: "application/x-ndjson" });
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    expect(screen.getByText("¿Horario?")).toBeInTheDocument();
    expect(input()).toHaveValue("");
    expect(input()).toHaveFocus();
    expect(screen.queryByRole("heading", { name: "Hi, Ana!" })).not.toBeInTheDocument();
  });

  it("has one h1 naming the organisation's assistant in every state, visually hidden", async () => {
    const reply = ndjsonStream();
    mockFetch({ "POST /api/chat": reply.response });
    renderScreen();
    const title = () => screen.getByRole("heading", { level: 1 });
    expect(title()).toHaveTextContent("Chat with the Demo S.A. assistant");
    expect(title()).toHaveClass("sr-only");
    expect(screen.getByRole("heading", { name: "Hi, Ana!" })).not.toBe(title());

    await userEvent.type(input(), "¿Horario?{Enter}");
    expect(title()).toHaveTextContent("Chat with the Demo S.A. assistant");
    reply.push(answer);
    reply.close();
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(title()).toHaveTextContent("Chat with the Demo S.A. assistant");
  });

  it("sends on Enter, adds a line on Shift+Enter and continues the started conversation", async () => {
    const fetchMock = mockFetch({
      "POST /api/chat": [
        ndjsonReply({ type: "start", conversation_id: "conv-1" }, answer),
        ndjsonReply({ ...answer, interaction_id: "int-2" }),
      ],
    });
    renderScreen();

    await userEvent.type(input(), "línea 1{Shift>}{Enter}{/Shift}línea 2");
    expect(input()).toHaveValue("línea 1\nlínea 2");
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([]);

    await userEvent.type(input(), "{Enter}");
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    expect(window.location.search).toBe("?c=conv-1");

    await userEvent.type(input(), "¿Y sábados?{Enter}");
    await waitFor(() => expect(bodiesOf(fetchMock, "POST", "/api/chat")).toHaveLength(2));
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([
      { message: "línea 1\nlínea 2" },
      { message: "¿Y sábados?", conversation_id: "conv-1" },
    ]);
  });

  it("sends nothing blank, nothing while a reply is pending and nothing while composing", async () => {
    const reply = ndjsonStream();
    const fetchMock = mockFetch({ "POST /api/chat": reply.response });
    renderScreen();

    await userEvent.type(input(), "   {Enter}");
    expect(sendButton()).toBeDisabled();
    await userEvent.clear(input());

    await userEvent.type(input(), "あ");
    fireEvent.keyDown(input(), { key: "Enter", isComposing: true });
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([]);

    await userEvent.clear(input());
    await userEvent.type(input(), "Primera{Enter}");
    await userEvent.type(input(), "Segunda{Enter}");
    expect(sendButton()).toBeDisabled();
    expect(input()).toHaveValue("Segunda");
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([{ message: "Primera" }]);

    reply.push(answer);
    reply.close();
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it("shows the first 3 popular questions until the conversation starts; a chip asks its question", async () => {
    const questions = ["¿Horario?", "¿Devoluciones?", "¿Vacaciones?", "¿Nómina?"].map((question, i) => ({
      id: `q${i}`,
      question,
    }));
    const fetchMock = mockFetch({
      "GET /api/chat/popular-questions": { ...jsonOk({ questions }) },
      "POST /api/chat": ndjsonReply(answer),
    });
    renderScreen();

    const chips = await screen.findAllByRole("button", { name: /^¿/ });
    expect(chips.map((chip) => chip.textContent)).toEqual(["¿Horario?", "¿Devoluciones?", "¿Vacaciones?"]);

    await userEvent.click(chips[1]);
    expect(bodiesOf(fetchMock, "POST", "/api/chat")).toEqual([{ message: "¿Devoluciones?" }]);
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Popular questions" })).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it("only logs a popular-questions failure", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    mockFetch({ "GET /api/chat/popular-questions": jsonOk({ error: "boom" }, 500) });
    renderScreen();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Popular questions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    error.mockRestore();
  });

  it("applies the organisation's colour with a readable text colour to the chat", () => {
    mockFetch({});
    renderScreen();
    const root = screen.getByTestId("chat-screen");
    expect(root.style.getPropertyValue("--color-brand")).toBe("#1d4ed8");
    expect(root.style.getPropertyValue("--color-brand-foreground")).toBe("#ffffff");
    expect(screen.getByText(/The assistant can make mistakes/)).toBeInTheDocument();
  });
});

function jsonOk(body: object, status = 200) {
  return {
    ok: status < 300,
    status,
    headers: { get: () => "application/json" },
    body: null,
    json: async () => ({ success: status < 300, ...body }),
  };
}
