import { z } from "zod";
import { AppError } from "@/server/errors";
import { readJson, route } from "@/server/http/respond";
import { GET as unknownApiPath } from "@/app/api/[...path]/route";

const Body = z.object({ name: z.string().min(1, "emailRequired") });

function post(body: string, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Request("http://localhost/api/x", { method: "POST", headers, body });
}

const echo = route(async (request: Request) =>
  Response.json(await readJson(request, Body, { maxBytes: 100 })),
);

describe("API conventions", () => {
  it("maps every error code to its status with {success:false, error} in the caller's language", async () => {
    const cases: [AppError, number][] = [
      [new AppError("BAD_REQUEST", "invalidInput"), 400],
      [new AppError("UNAUTHORIZED", "unauthorized"), 401],
      [new AppError("FORBIDDEN", "forbidden"), 403],
      [new AppError("NOT_FOUND", "notFound"), 404],
      [new AppError("CONFLICT", "emailTaken"), 409],
      [new AppError("PAYLOAD_TOO_LARGE", "bodyTooLarge"), 413],
      [new AppError("UNSUPPORTED_MEDIA_TYPE", "jsonRequired"), 415],
      [
        new AppError("RATE_LIMITED", "tooManyAttempts", { values: { seconds: 30 }, retryAfterSeconds: 29.2 }),
        429,
      ],
    ];
    for (const [error, status] of cases) {
      const response = await route(async () => Promise.reject(error))(
        new Request("http://localhost/api/x", { headers: { "accept-language": "en-US" } }),
        {},
      );
      expect(response.status).toBe(status);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.json();
      expect(body.success).toBe(false);
      expect(body.error).toEqual(expect.any(String));
      expect(body.error).not.toMatch(/^[A-Z_]+:/); // a sentence, not a code
      if (status === 429) {
        expect(body.error).toContain("30");
        expect(response.headers.get("retry-after")).toBe("30");
      }
    }
  });

  it("answers 500 with a generic message and never the error's detail", async () => {
    const spy = jest.spyOn(console, "error").mockImplementation(() => {});
    const failure = new Error('invalid `prisma.user.findMany()` SELECT * FROM "User" WHERE password = 1');
    const response = await route(async () => Promise.reject(failure))(
      new Request("http://localhost/api/x"),
      {},
    );
    spy.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/prisma|SELECT|User|at \w+ \(/);
    expect(JSON.parse(text)).toEqual({ success: false, error: expect.any(String) });
  });

  it("refuses non-JSON (415), oversized (413), malformed (400) and invalid (400) bodies", async () => {
    expect((await echo(post('{"name":"a"}', { "content-type": "text/plain" }), {})).status).toBe(415);
    // A type cross-site pages can send without a preflight must not pass for JSON.
    const smuggled = post('{"name":"a"}', { "content-type": "text/plain;application/json" });
    expect((await echo(smuggled, {})).status).toBe(415);
    const withCharset = post('{"name":"ok"}', { "content-type": "application/json; charset=utf-8" });
    expect((await echo(withCharset, {})).status).toBe(200);
    expect((await echo(post(JSON.stringify({ name: "x".repeat(200) })), {})).status).toBe(413);
    expect((await echo(post("{not json"), {})).status).toBe(400);
    // A chunked body (no Content-Length) is stopped while it streams, not read whole first.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode(`"${"x".repeat(60)}",`));
      },
    });
    const chunked = new Request("http://localhost/api/x", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: endless,
      duplex: "half",
    } as RequestInit);
    expect((await echo(chunked, {})).status).toBe(413);
    expect(pulled).toBeLessThan(10);
    const invalid = await echo(
      post('{"name":""}', { "content-type": "application/json", "accept-language": "es" }),
      {},
    );
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error).toBe("El correo electrónico es obligatorio.");
    expect(await (await echo(post('{"name":"ok"}'), {})).json()).toEqual({ name: "ok" });
  });

  it("answers unknown API paths with the JSON 404", async () => {
    const response = await unknownApiPath(new Request("http://localhost/api/nope"), {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: expect.any(String) });
  });
});
