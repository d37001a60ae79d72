/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { AccessDenied } from "@/components/access/access-denied";
import { SuperadminRequired } from "@/components/access/superadmin-required";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

describe("access pages", () => {
  it("Access Denied leads to the chat", () => {
    renderWithIntl(<AccessDenied />);
    expect(screen.getByRole("heading", { name: "Access Denied" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Chat" })).toHaveAttribute("href", "/chat");
  });

  it("Super Admin Access Required leads to the admin panel", () => {
    renderWithIntl(<SuperadminRequired />);
    expect(screen.getByRole("heading", { name: "Super Admin Access Required" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Admin Panel" })).toHaveAttribute(
      "href",
      "/admin/configuracion",
    );
  });

  it("offers the language switch", () => {
    renderWithIntl(<SuperadminRequired />);
    expect(screen.getByRole("group", { name: "Language" })).toBeInTheDocument();
  });

  it("is localised", () => {
    renderWithIntl(<AccessDenied />, { locale: "es" });
    expect(screen.getByRole("heading", { name: "Acceso denegado" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir al chat" })).toHaveAttribute("href", "/chat");
  });
});
