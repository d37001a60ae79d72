/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminShell } from "@/components/admin/admin-shell";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { SIDEBAR_COLLAPSED_STORAGE_KEY } from "@/lib/ui/constants";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: jest.fn() }),
  usePathname: () => "/admin/entrenamiento",
}));

const user = { name: "Ana López", email: "ana@demo.mx" };
const organization = { name: "Demo S.A.", logoUrl: null, color: "#2563EB" };

function setWidth(width: number) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
}

function renderShell() {
  return renderWithIntl(
    <AdminShell user={user} organization={organization}>
      <p>Screen</p>
    </AdminShell>,
  );
}

const sidebar = () => document.getElementById("admin-sidebar")!;
const menuButton = () => screen.getByRole("button", { name: "Open menu" });

function touch(type: "touchStart" | "touchEnd", x: number, y = 300) {
  const point = { clientX: x, clientY: y };
  fireEvent[type](document, type === "touchStart" ? { touches: [point] } : { changedTouches: [point] });
}

describe("AdminShell", () => {
  beforeEach(() => {
    window.localStorage.clear();
    setWidth(1280);
  });

  it("shows the navigation, the Test Chat link, the user and the organisation", () => {
    renderShell();
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    expect(nav).toHaveTextContent(/Training.*Reports.*Configuration/);
    expect(screen.getByRole("link", { name: "Training" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Reports" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Test Chat" })).toHaveAttribute("href", "/chat");
    expect(sidebar()).toHaveTextContent("Ana López");
    expect(sidebar()).toHaveTextContent("ana@demo.mx");
    expect(sidebar()).toHaveTextContent("Demo S.A.");
    expect(screen.getByRole("group", { name: "Language" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(screen.getByText("Screen")).toBeInTheDocument();
  });

  it("applies the organisation's brand colour", () => {
    const { container } = renderShell();
    expect((container.firstChild as HTMLElement).style.getPropertyValue("--color-brand")).toBe("#2563EB");
  });

  it("renders dialogs inside the brand scope, so their buttons take the organisation's colour", () => {
    renderWithIntl(
      <AdminShell user={user} organization={organization}>
        <DialogFrame titleId="dialog-title" onClose={() => {}}>
          <h2 id="dialog-title">Confirm</h2>
          <button type="button">OK</button>
        </DialogFrame>
      </AdminShell>,
    );
    const scope = screen.getByRole("dialog").closest<HTMLElement>("[data-brand-scope]");
    expect(scope?.style.getPropertyValue("--color-brand")).toBe("#2563EB");
    expect(scope?.style.getPropertyValue("--color-brand-foreground")).toBe("#ffffff");
  });

  it("collapses to w-16 and remembers the choice in localStorage", async () => {
    const { unmount } = renderShell();
    expect(sidebar()).not.toHaveClass("md:w-16");
    await userEvent.click(screen.getByRole("button", { name: "Collapse sidebar" }));
    expect(sidebar()).toHaveClass("md:w-16");
    expect(window.localStorage.getItem(SIDEBAR_COLLAPSED_STORAGE_KEY)).toBe("true");
    unmount();
    renderShell();
    expect(sidebar()).toHaveClass("md:w-16");
    expect(screen.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
  });

  it("starts collapsed between 768 and 1024 px unless the user chose otherwise", () => {
    setWidth(900);
    const { unmount } = renderShell();
    expect(sidebar()).toHaveClass("md:w-16");
    unmount();
    window.localStorage.setItem(SIDEBAR_COLLAPSED_STORAGE_KEY, "false");
    renderShell();
    expect(sidebar()).not.toHaveClass("md:w-16");
  });

  it("opens as an overlay from the menu button and closes on Escape and on the backdrop", async () => {
    setWidth(375);
    renderShell();
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveAttribute("aria-controls", "admin-sidebar");
    await userEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveFocus();
    // A modal overlay: the page behind it is inert, unreachable by Tab and screen readers.
    expect(screen.getByRole("dialog", { name: "Main navigation" })).toHaveAttribute("aria-modal", "true");
    expect(menuButton().closest("[inert]")).not.toBeNull();
    await userEvent.keyboard("{Escape}");
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(menuButton()).toHaveFocus();
    expect(menuButton().closest("[inert]")).toBeNull();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await userEvent.click(menuButton());
    await userEvent.click(screen.getByTestId("sidebar-backdrop"));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByTestId("sidebar-backdrop")).not.toBeInTheDocument();
  });

  it("opens with a swipe from the left edge and closes with a swipe left of more than 100 px", () => {
    setWidth(375);
    renderShell();
    act(() => {
      touch("touchStart", 120);
      touch("touchEnd", 300);
    });
    expect(menuButton()).toHaveAttribute("aria-expanded", "false"); // not from the edge
    act(() => {
      touch("touchStart", 10);
      touch("touchEnd", 160);
    });
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    act(() => {
      touch("touchStart", 200);
      touch("touchEnd", 140);
    });
    expect(menuButton()).toHaveAttribute("aria-expanded", "true"); // 60 px is not enough
    act(() => {
      touch("touchStart", 220);
      touch("touchEnd", 80);
    });
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("ignores swipes on wider screens", () => {
    setWidth(1280);
    renderShell();
    act(() => {
      touch("touchStart", 10);
      touch("touchEnd", 200);
    });
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });
});
