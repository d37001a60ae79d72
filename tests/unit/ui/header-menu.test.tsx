/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HeaderMenu } from "@/components/landing/header-menu";

function renderMenu() {
  return render(
    <>
      <header>
        <span>Logo</span>
        <HeaderMenu panelId="landing-menu" label="Menu">
          <nav aria-label="Sections">
            <a href="#features">Features</a>
            <a href="#pricing">Pricing</a>
          </nav>
          <a href="#sign-in">Sign in</a>
        </HeaderMenu>
      </header>
      <main>
        <button type="button">After the header</button>
      </main>
    </>,
  );
}

const menuButton = () => screen.getByRole("button", { name: "Menu" });
const panel = () => document.getElementById("landing-menu")!;

describe("the landing header's phone menu", () => {
  it("is a disclosure: the button controls the panel and tells whether it is open", async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(menuButton()).toHaveAttribute("aria-controls", "landing-menu");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(panel()).toHaveClass("hidden");
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(panel()).not.toHaveClass("hidden");
    expect(panel()).toHaveAttribute("data-open", "true");
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("opens from the keyboard, leads Tab into its links, and Escape closes it with focus back on the button", async () => {
    const user = userEvent.setup();
    renderMenu();
    menuButton().focus();
    await user.keyboard("{Enter}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: "Features" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
  });

  it("closes when a link is chosen, when focus leaves the header and on a click outside it", async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(menuButton());
    await user.click(screen.getByRole("link", { name: "Pricing" }));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton());
    screen.getByRole("link", { name: "Sign in" }).focus();
    await user.tab();
    expect(screen.getByRole("button", { name: "After the header" })).toHaveFocus();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton());
    await user.click(screen.getByRole("main"));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});
