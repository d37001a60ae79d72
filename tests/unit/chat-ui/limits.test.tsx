/** @jest-environment jsdom */
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CHAT_MESSAGE_MAX } from "@/lib/validation/chat";
import { jsonResponse, mockFetch, renderScreen } from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

beforeEach(() => navigation.reset());

const TOO_LONG = "The message exceeds the limit of 4000 characters.";
const box = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: "Your question" });
/** Pasting is one change event; typing 4,000 characters one by one would take the test's whole budget. */
const paste = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe("the message limit", () => {
  it("shows a counter only as the limit nears", () => {
    mockFetch({});
    renderScreen();
    paste("a".repeat(CHAT_MESSAGE_MAX * 0.9 - 1));
    expect(screen.queryByText(/of 4,000 characters/)).not.toBeInTheDocument();
    paste("a".repeat(CHAT_MESSAGE_MAX * 0.9));
    expect(screen.getByText("3,600 of 4,000 characters")).toBeInTheDocument();
    expect(box()).not.toHaveAttribute("aria-invalid");
  });

  it("shows the server's message for a message over the limit and keeps the typed text", async () => {
    mockFetch({ "POST /api/chat": jsonResponse({ success: false, error: TOO_LONG }, 400) });
    renderScreen();
    const text = `¿${"horario ".repeat(501)}?`;
    paste(text);
    expect(box()).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("4,010 of 4,000 characters")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    const conversation = within(screen.getByRole("list", { name: /^Conversa/ }));
    expect(await conversation.findByText(TOO_LONG)).toBeInTheDocument();
    expect(box().value).toBe(text);
  });
});

describe("an empty conversation", () => {
  it("has no scroll-to-bottom button, even if its area was left scrolled", () => {
    mockFetch({});
    renderScreen();
    const scroller = screen.getByTestId("chat-screen").querySelector<HTMLElement>(".overflow-y-auto")!;
    Object.defineProperty(scroller, "scrollHeight", { configurable: true, value: 1000 });
    Object.defineProperty(scroller, "clientHeight", { configurable: true, value: 500 });
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    expect(
      screen.queryByRole("button", { name: "Go to the end of the conversation" }),
    ).not.toBeInTheDocument();
  });
});
