/** @jest-environment jsdom */
import { LocaleSync } from "@/components/providers/locale-sync";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";
import { renderWithIntl } from "@/tests/helpers/render-with-intl";

const refresh = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

describe("LocaleSync", () => {
  beforeEach(() => {
    refresh.mockClear();
    window.localStorage.clear();
    document.cookie = "NEXT_LOCALE=; path=/; max-age=0";
  });

  it("mirrors the cookie's choice into localStorage", () => {
    document.cookie = "NEXT_LOCALE=en; path=/";
    renderWithIntl(<LocaleSync />, { locale: "en" });
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("restores a stored choice whose cookie is gone and re-renders in it", () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    renderWithIntl(<LocaleSync />, { locale: "es" });
    expect(document.cookie).toContain("NEXT_LOCALE=en");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("leaves a first visit to the detected language", () => {
    renderWithIntl(<LocaleSync />, { locale: "es" });
    expect(document.cookie).not.toContain("NEXT_LOCALE");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
