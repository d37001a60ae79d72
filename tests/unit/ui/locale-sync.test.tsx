/** @jest-environment jsdom */
import { render } from "@testing-library/react";
import { LocaleSync } from "@/components/providers/locale-sync";
import { LOCALE_STORAGE_KEY } from "@/lib/i18n/locales";

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
    render(<LocaleSync locale="en" />); // no next-intl provider: public pages have none
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("restores a stored choice whose cookie is gone and re-renders in it", () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, "en");
    render(<LocaleSync locale="es" />);
    expect(document.cookie).toContain("NEXT_LOCALE=en");
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("mirrors a new choice once the page re-renders in it", () => {
    document.cookie = "NEXT_LOCALE=es; path=/";
    const { rerender } = render(<LocaleSync locale="es" />);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("es");
    document.cookie = "NEXT_LOCALE=en; path=/"; // the language switch wrote it, then refreshed
    rerender(<LocaleSync locale="en" />);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe("en");
    expect(refresh).not.toHaveBeenCalled();
  });

  it("leaves a first visit to the detected language", () => {
    render(<LocaleSync locale="es" />);
    expect(document.cookie).not.toContain("NEXT_LOCALE");
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
  });
});
