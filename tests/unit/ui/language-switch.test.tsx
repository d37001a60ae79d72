/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ClientLanguageSwitch } from "@/components/client-language-switch";
import { LanguageSwitchButtons } from "@/components/language-switch-buttons";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const SPANISH_LABELS = { group: "Idioma", es: "Español", en: "English" };

function clearLocaleCookie() {
  document.cookie = "NEXT_LOCALE=; path=/; max-age=0";
}

describe("LanguageSwitchButtons (public pages: texts as props, no next-intl provider)", () => {
  beforeEach(() => {
    refresh.mockClear();
    window.localStorage.clear();
    clearLocaleCookie();
  });

  it("marks the current language as pressed inside a labelled group", () => {
    render(<LanguageSwitchButtons current="es" labels={SPANISH_LABELS} />);
    expect(screen.getByRole("group", { name: "Idioma" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "es Español" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "en English" })).toHaveAttribute("aria-pressed", "false");
  });

  it("stores the choice in the cookie and localStorage, then re-renders", async () => {
    render(<LanguageSwitchButtons current="es" labels={SPANISH_LABELS} />);
    await userEvent.click(screen.getByRole("button", { name: "en English" }));
    expect(document.cookie).toContain("NEXT_LOCALE=en");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the current language is chosen again", async () => {
    render(<LanguageSwitchButtons current="en" labels={SPANISH_LABELS} />);
    await userEvent.click(screen.getByRole("button", { name: "en English" }));
    expect(document.cookie).not.toContain("NEXT_LOCALE");
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("ClientLanguageSwitch (signed-in areas: from next-intl's provider)", () => {
  it.each([
    ["en", "Language", "en English"],
    ["es", "Idioma", "es Español"],
  ] as const)("takes the current language (%s) and its texts from the provider", (locale, group, pressed) => {
    renderWithIntl(<ClientLanguageSwitch />, { locale });
    expect(screen.getByRole("group", { name: group })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: pressed })).toHaveAttribute("aria-pressed", "true");
  });
});
