/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import {
  answer,
  bodiesOf,
  jsonResponse,
  mockFetch,
  ndjsonReply,
  ndjsonStream,
  renderScreen,
} from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

beforeEach(() => navigation.reset());
afterEach(() => jest.useRealTimers());

const input = () => screen.getByRole("textbox", { name: "Your question" });
const ratingButtons = () => screen.queryAllByRole("button", { name: /helpful/i });

/** Timers are fake but I/O is real: lets the fetch and the stream settle without moving the clock. */
function useFakeClock() {
  jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask"] });
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i++) await new Promise((resolve) => process.nextTick(resolve));
  });
}

async function ask(question: string, user: Pick<UserEvent, "type"> = userEvent) {
  await user.type(input(), `${question}{Enter}`);
}

describe("an answer", () => {
  it("grows with the streamed text, then the final response replaces it", async () => {
    const reply = ndjsonStream();
    mockFetch({ "POST /api/chat": reply.response });
    renderScreen();
    await ask("¿Horario?");
    expect(screen.getByText("The assistant is typing…")).toBeInTheDocument();

    // A line may arrive split across chunks.
    reply.push({ type: "start", conversation_id: "conv-1" }, '{"type":"delta","te');
    reply.push('xt":"Abrimos de 9 "}\n');
    expect(await screen.findByText("Abrimos de 9")).toBeInTheDocument();
    reply.push({ type: "delta", text: "a 18 h [7]." });
    const bubble = screen.getAllByRole("listitem").at(-1)!;
    await waitFor(() => expect(bubble).toHaveTextContent("Abrimos de 9 a 18 h [7]."));

    reply.push({ ...answer, response: "Abrimos de **9 a 18 h** [1]." });
    reply.close();
    expect(await screen.findByText("9 a 18 h")).toBeInTheDocument();
    expect(screen.queryByText(/\[7\]/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "[1]" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^#source-.+-1$/),
    );
    expect(screen.getByTestId("chat-announcer")).toHaveTextContent(/^Abrimos de 9 a 18 h\.$/);
  });

  it("shows the typing indicator for 1 s, then the rating buttons", async () => {
    const user = useFakeClock();
    mockFetch({ "POST /api/chat": ndjsonReply(answer) });
    renderScreen();
    await ask("¿Horario?", user);
    await settle();

    expect(screen.getByText("9 to 18 h")).toBeInTheDocument();
    expect(screen.getByText("The assistant is typing…")).toBeInTheDocument();
    expect(ratingButtons()).toHaveLength(0);

    act(() => jest.advanceTimersByTime(999));
    expect(ratingButtons()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("The assistant is typing…")).not.toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Was this answer helpful?" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Helpful" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "false");
  });

  it("offers no rating without an interaction id", async () => {
    const user = useFakeClock();
    mockFetch({ "POST /api/chat": ndjsonReply({ ...answer, interaction_id: null }) });
    renderScreen();
    await ask("¿Horario?", user);
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(ratingButtons()).toHaveLength(0);
  });

  it("marks a rating only once the server stored it; a failure is only logged", async () => {
    const user = useFakeClock();
    const error = jest.spyOn(console, "error").mockImplementation(() => {});
    const fetchMock = mockFetch({
      "POST /api/chat": ndjsonReply(answer),
      "POST /api/chat/rating": [
        jsonResponse({ error: "Internal error" }, 500),
        jsonResponse({ success: true, rating: "positive" }),
      ],
    });
    renderScreen();
    await ask("¿Horario?", user);
    await screen.findByText("9 to 18 h");
    act(() => jest.advanceTimersByTime(1000));

    const helpful = screen.getByRole("button", { name: "Helpful" });
    await user.click(helpful);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(helpful).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    await user.click(helpful);
    await waitFor(() => expect(helpful).toHaveAttribute("aria-pressed", "true"));
    expect(screen.getByRole("button", { name: "Not helpful" })).toHaveAttribute("aria-pressed", "false");
    expect(bodiesOf(fetchMock, "POST", "/api/chat/rating")).toEqual([
      { interaction_id: "int-1", rating: "positive" },
      { interaction_id: "int-1", rating: "positive" },
    ]);
    error.mockRestore();
  });

  it("lists its sources: a knowledge block opens in a dialog, a document at its page in a new tab", async () => {
    const sources = [
      { number: 1, kind: "knowledge_block", id: "kb-1", title: "Horario de atención", page: null },
      { number: 2, kind: "document", id: "doc-1", title: "Reglamento.pdf", page: 3 },
      { number: 3, kind: "qa_pair", id: "qa-1", title: "¿Abren sábados?", page: null },
    ];
    mockFetch({
      "POST /api/chat": ndjsonReply({ ...answer, response: "Ver [1], [2] y [3].", sources }),
      "GET /api/chat/sources/knowledge_block/kb-1": jsonResponse({
        success: true,
        source: { title: "Horario de atención", content: "<p>Lunes a <strong>viernes</strong></p>" },
      }),
      "GET /api/chat/sources/qa_pair/qa-1": jsonResponse({
        success: true,
        source: { title: "¿Abren sábados?", content: "Sí,\nde 9 a 14 h." },
      }),
    });
    renderScreen();
    await ask("¿Horario?");

    const list = await screen.findByRole("region", { name: "Sources" });
    const document = within(list).getByRole("link", { name: /Reglamento\.pdf/ });
    expect(document).toHaveAttribute("href", "/api/documents/doc-1/file#page=3");
    expect(document).toHaveAttribute("target", "_blank");
    expect(document).toHaveAttribute("rel", "noopener noreferrer");
    expect(document).toHaveTextContent("p. 3");

    const opener = within(list).getByRole("button", { name: /Horario de atención/ });
    await userEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Horario de atención" });
    expect(await within(dialog).findByText("viernes")).toHaveProperty("tagName", "STRONG");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(within(list).getByRole("button", { name: /¿Abren sábados\?/ }));
    const qa = await screen.findByRole("dialog", { name: "¿Abren sábados?" });
    expect(await within(qa).findByText(/de 9 a 14 h/)).toBeInTheDocument();
    await userEvent.click(within(qa).getByRole("button", { name: "Close source" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("reads a plain JSON reply when the server does not stream", async () => {
    const reply: Partial<typeof answer> = { ...answer };
    delete reply.type;
    mockFetch({ "POST /api/chat": jsonResponse({ success: true, ...reply }) });
    renderScreen();
    await ask("¿Horario?");
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
  });
});

describe("a decline", () => {
  it("offers its closest topics as buttons that ask about them", async () => {
    const fetchMock = mockFetch({
      "POST /api/chat": [
        ndjsonReply({
          ...answer,
          response:
            "I have no information about that. The closest topics it does cover: «Horario de atención».",
          sources: [],
          answered: false,
          topics: ["Horario de atención"],
        }),
        ndjsonReply(answer),
      ],
    });
    renderScreen();
    await ask("¿A qué hora abre Telcel?");
    const topics = await screen.findByRole("region", { name: "You can ask about:" });
    await userEvent.click(within(topics).getByRole("button", { name: "Horario de atención" }));
    await waitFor(() =>
      expect(
        bodiesOf(fetchMock, "POST", "/api/chat").map((body) => (body as { message: string }).message),
      ).toEqual(["¿A qué hora abre Telcel?", "Horario de atención"]),
    );
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
  });

  it("shows no topic buttons for an answer", async () => {
    mockFetch({ "POST /api/chat": ndjsonReply(answer) });
    renderScreen();
    await ask("¿Horario?");
    expect(await screen.findByText("9 to 18 h")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "You can ask about:" })).not.toBeInTheDocument();
  });
});
