import { config, resetConfigForTests } from "@/server/config";

/** APP_URL, the public address e-mail links are built on (issue 20 §8). */
const saved = { APP_URL: process.env.APP_URL, PORT: process.env.PORT };

function appUrlWith(env: { APP_URL?: string; PORT?: string }): string {
  for (const key of ["APP_URL", "PORT"] as const) {
    if (env[key] === undefined) delete process.env[key];
    else process.env[key] = env[key];
  }
  resetConfigForTests();
  return config().appUrl;
}

afterAll(() => {
  appUrlWith(saved);
});

it("defaults to the local address on PORT", () => {
  expect(appUrlWith({})).toBe("http://localhost:3000");
  expect(appUrlWith({ PORT: "8080" })).toBe("http://localhost:8080");
  expect(appUrlWith({ APP_URL: "", PORT: "8080" })).toBe("http://localhost:8080");
});

it("takes the configured address, without a trailing slash, path prefix kept", () => {
  expect(appUrlWith({ APP_URL: "https://asistente.example.mx/" })).toBe("https://asistente.example.mx");
  expect(appUrlWith({ APP_URL: "https://example.mx/asistente" })).toBe("https://example.mx/asistente");
});

it.each(["asistente.example.mx", "ftp://example.mx", "javascript:alert(1)", "https://example.mx/?next=x"])(
  "stops the start on %s, naming APP_URL",
  (value) => {
    expect(() => appUrlWith({ APP_URL: value })).toThrow(/APP_URL/);
  },
);
