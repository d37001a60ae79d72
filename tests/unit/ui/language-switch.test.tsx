/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LanguageSwitch } from "@/components/language-switch";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

function clearLocaleCookie() {
  document.cookie = "NEXT_LOCALE=; path=/; max-age=0";
}

describe("LanguageSwitch", () => {
  beforeEach(() => {
    refresh.mockClear();
    window.localStorage.clear();
    clearLocaleCookie();
  });

  it("marks the current language as pressed inside a labelled group", () => {
    renderWithIntl(<LanguageSwitch />, { locale: "es" });
    expect(screen.getByRole("group", { name: "Idioma" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "es Español" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "en English" })).toHaveAttribute("aria-pressed", "false");
  });

  it("stores the choice in the cookie and localStorage, then re-renders", async () => {
    renderWithIntl(<LanguageSwitch />, { locale: "es" });
    await userEvent.click(screen.getByRole("button", { name: "en English" }));
    expect(document.cookie).toContain("NEXT_LOCALE=en");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the current language is chosen again", async () => {
    renderWithIntl(<LanguageSwitch />, { locale: "en" });
    await userEvent.click(screen.getByRole("button", { name: "en English" }));
    expect(document.cookie).not.toContain("NEXT_LOCALE");
    expect(refresh).not.toHaveBeenCalled();
  });
});
