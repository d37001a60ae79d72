import { AppServer, send } from "./app-server";

// Behind one reverse proxy (TRUSTED_PROXY_HOPS=1): the proxy appends the address it saw to
// X-Forwarded-For, so the right-most entry is the client and anything further left is the client's own.
let server: AppServer;
beforeAll(async () => {
  server = await AppServer.start({ env: { TRUSTED_PROXY_HOPS: "1" } });
}, 300_000);
afterAll(() => server?.stop());

/** A code request as the proxy (127.0.0.2) passes it on, with the X-Forwarded-For it built. */
const viaProxy = (forwardedFor: string, email: string, extra: Record<string, string> = {}) =>
  send(server.port, {
    from: "127.0.0.2",
    path: "/api/auth",
    body: { email },
    headers: { "x-forwarded-for": forwardedFor, ...extra },
  });

describe("per-client limits behind one proxy, over real HTTP", () => {
  it("counts the right-most X-Forwarded-For entry, whatever the client wrote to its left", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await viaProxy(`6.6.6.${i}, 203.0.113.1`, `nobody-${i}@example.com`)).status).toBe(200);
    }
    expect((await viaProxy("6.6.6.6, 203.0.113.1", "nobody-20@example.com")).status).toBe(429);
    // The client rewriting its own part, or the server's internal header, is still the same client.
    expect((await viaProxy("7.7.7.7, 8.8.8.8, 203.0.113.1", "nobody-21@example.com")).status).toBe(429);
    expect(
      (await viaProxy("203.0.113.1", "nobody-22@example.com", { "x-asistente-client-ip": "203.0.113.9" }))
        .status,
    ).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await viaProxy("6.6.6.6, 203.0.113.2", "nobody-23@example.com")).status).toBe(200);
  });
});
