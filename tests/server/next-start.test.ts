import { AppServer, send } from "./app-server";

// The app served without its custom server (`next start`, as `npm run dev`-like set-ups do): nothing
// vouches for the internal client-address header there, so a client writing it gains nothing. Every
// caller shares one per-IP allowance, as before the custom server existed.
let server: AppServer;
beforeAll(async () => {
  server = await AppServer.start({ command: [process.execPath, "node_modules/next/dist/bin/next", "start"] });
}, 300_000);
afterAll(() => server?.stop());

const codeRequest = (from: string, email: string, claimed: string) =>
  send(server.port, {
    from,
    path: "/api/auth",
    body: { email },
    headers: { "x-asistente-client-ip": claimed, "x-forwarded-for": claimed },
  });

it("a client claiming an address in the internal header under next start does not get a fresh allowance", async () => {
  for (let i = 0; i < 20; i++) {
    expect((await codeRequest("127.0.0.2", `nobody-${i}@example.com`, `127.0.0.${100 + i}`)).status).toBe(
      200,
    );
  }
  expect((await codeRequest("127.0.0.2", "nobody-20@example.com", "127.0.0.200")).status).toBe(429);
  expect((await codeRequest("127.0.0.3", "nobody-21@example.com", "127.0.0.201")).status).toBe(429);
});
