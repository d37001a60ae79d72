/** @jest-environment jsdom */
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { isFarFromBottom } from "@/components/chat/use-scroll-anchor";
import { answer, mockFetch, ndjsonReply, renderScreen } from "./helpers";
import { navigation } from "./navigation-mock";

jest.mock("next/navigation", () => jest.requireActual("./navigation-mock"));

beforeEach(() => navigation.reset());

function scrolled(element: HTMLElement, scrollTop: number) {
  Object.defineProperty(element, "scrollHeight", { configurable: true, value: 1000 });
  Object.defineProperty(element, "clientHeight", { configurable: true, value: 500 });
  element.scrollTop = scrollTop;
  fireEvent.scroll(element);
}

describe("scroll to bottom", () => {
  it("counts more than 20 px from the bottom as far", () => {
    const element = document.createElement("div");
    Object.defineProperty(element, "scrollHeight", { value: 1000 });
    Object.defineProperty(element, "clientHeight", { value: 500 });
    element.scrollTop = 480;
    expect(isFarFromBottom(element)).toBe(false);
    element.scrollTop = 479;
    expect(isFarFromBottom(element)).toBe(true);
  });

  it("shows the button only while the conversation is more than 20 px from its end", async () => {
    mockFetch({ "POST /api/chat": ndjsonReply(answer) });
    renderScreen();
    await userEvent.type(screen.getByRole("textbox", { name: "Your question" }), "¿Horario?{Enter}");
    await screen.findByText("9 to 18 h");
    const scroller = screen
      .getByRole("list", { name: "Conversation" })
      .closest<HTMLElement>(".overflow-y-auto")!;
    const button = () => screen.queryByRole("button", { name: "Go to the end of the conversation" });

    scrolled(scroller, 480);
    expect(button()).not.toBeInTheDocument();
    scrolled(scroller, 479);
    expect(button()).toBeInTheDocument();

    const scrollTo = jest.spyOn(scroller, "scrollTo");
    await userEvent.click(button()!);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 1000 }));
    scrolled(scroller, 500);
    expect(button()).not.toBeInTheDocument();
  });
});
