import { localeFromPathPrefix, pickLocale } from "@/lib/i18n/detect";

describe("pickLocale: stored choice, browser, page tag, path, subdomain, then es", () => {
  it("falls back to Spanish when nothing helps", () => {
    expect(pickLocale({})).toBe("es");
    expect(pickLocale({ acceptLanguage: "fr-FR,fr;q=0.9,de;q=0.8" })).toBe("es");
  });

  it("prefers the stored choice over every other signal", () => {
    expect(
      pickLocale({
        stored: "en",
        acceptLanguage: "es-MX",
        pageLang: "es",
        pathname: "/es",
        host: "es.x.com",
      }),
    ).toBe("en");
    expect(pickLocale({ stored: "es", acceptLanguage: "en-US" })).toBe("es");
  });

  it("ignores an unsupported stored value", () => {
    expect(pickLocale({ stored: "fr", acceptLanguage: "en-US" })).toBe("en");
  });

  it("uses the best supported browser language, honouring q-weights", () => {
    expect(pickLocale({ acceptLanguage: "en-US,en;q=0.9" })).toBe("en");
    expect(pickLocale({ acceptLanguage: "fr-FR,en;q=0.5,es;q=0.8" })).toBe("es");
    expect(pickLocale({ acceptLanguage: "es;q=0,en;q=0.1" })).toBe("en");
  });

  it("then the page's language tag, then the path prefix, then the subdomain", () => {
    expect(
      pickLocale({ acceptLanguage: "fr", pageLang: "en-GB", pathname: "/es/chat", host: "es.app.mx" }),
    ).toBe("en");
    expect(pickLocale({ acceptLanguage: "fr", pathname: "/en/chat", host: "es.app.mx" })).toBe("en");
    expect(pickLocale({ acceptLanguage: "fr", host: "en.app.mx" })).toBe("en");
    expect(pickLocale({ host: "localhost:3000" })).toBe("es");
  });
});

describe("localeFromPathPrefix", () => {
  it("splits a language prefix from the rest of the path", () => {
    expect(localeFromPathPrefix("/en/chat")).toEqual({ locale: "en", rest: "/chat" });
    expect(localeFromPathPrefix("/es")).toEqual({ locale: "es", rest: "/" });
    expect(localeFromPathPrefix("/english")).toBeNull();
    expect(localeFromPathPrefix("/chat")).toBeNull();
  });
});
