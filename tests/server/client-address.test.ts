import { AppServer, send } from "./app-server";

// The default set-up: `npm start` with nothing in front (TRUSTED_PROXY_HOPS=0). Each loopback address
// stands for a client of its own; the server is reached on 127.0.0.1.
let server: AppServer;
beforeAll(async () => {
  server = await AppServer.start();
}, 300_000);
afterAll(() => server?.stop());

const post = (from: string, path: string, body: unknown, headers?: Record<string, string>) =>
  send(server.port, { from, path, body, headers });

const forgedAddresses = {
  "x-forwarded-for": "203.0.113.50",
  "x-real-ip": "203.0.113.51",
  "x-asistente-client-ip": "127.0.0.99",
};

async function signIn(from: string, email: string) {
  const seen = server.mailsTo(email).length;
  expect((await post(from, "/api/auth", { email })).status).toBe(200);
  return post(from, "/api/auth", { email, code: await server.nextLoginCode(email, seen) });
}

describe("per-client limits without a proxy, over real HTTP", () => {
  it("one client using up its sign-in allowance leaves another client's untouched; forged headers gain nothing", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await post("127.0.0.2", "/api/auth", { email: `nobody-${i}@example.com` })).status).toBe(200);
    }
    const refused = await post("127.0.0.2", "/api/auth", { email: "nobody-20@example.com" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
    // Claiming another address, in the forwarded headers or in the server's own header, changes nothing.
    const forged = await post("127.0.0.2", "/api/auth", { email: "nobody-21@example.com" }, forgedAddresses);
    expect(forged.status).toBe(429);

    // Everyone else still signs in: the admin from their own address.
    const admin = await signIn("127.0.0.3", "admin@example.com");
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ success: true, user: { email: "admin@example.com" } });
  });

  it("one client using up its demo-form allowance leaves another's untouched; malformed requests do not count", async () => {
    const valid = {
      fullName: "Ana López",
      workEmail: "ana@tortilleria.mx",
      companyName: "Tortillería La Esperanza",
      role: "Operations Manager",
      agreedToSubscribe: true,
    };
    // The attack: five empty requests used to close the form for every visitor for an hour.
    for (let i = 0; i < 5; i++) expect((await post("127.0.0.4", "/api/demo_request", {})).status).toBe(400);
    for (let i = 0; i < 5; i++)
      expect((await post("127.0.0.4", "/api/demo_request", valid)).status).toBe(201);
    expect((await post("127.0.0.4", "/api/demo_request", valid)).status).toBe(429);
    expect((await post("127.0.0.4", "/api/demo_request", valid, forgedAddresses)).status).toBe(429);
    expect((await post("127.0.0.5", "/api/demo_request", valid)).status).toBe(201);
  });

  it("records each client's real address in the audit trail", async () => {
    expect((await signIn("127.0.0.6", "member@example.com")).status).toBe(200);
    const wrong = await post(
      "127.0.0.7",
      "/api/auth",
      { email: "member@example.com", code: "000000" },
      forgedAddresses,
    );
    expect(wrong.status).toBe(401);

    const superadmin = await signIn("127.0.0.8", "superadmin@example.com");
    const audit = await send(server.port, {
      from: "127.0.0.8",
      method: "GET",
      path: "/api/organizations/demo/audit",
      headers: { authorization: `Bearer ${superadmin.body.token}` },
    });
    expect(audit.status).toBe(200);
    const events = audit.body.events as { action: string; actor: { email: string } | null; ip: string }[];
    const ofMember = events.filter((event) => event.actor?.email === "member@example.com");
    expect(ofMember.find((event) => event.action === "auth.sign_in_succeeded")?.ip).toBe("127.0.0.6");
    expect(ofMember.find((event) => event.action === "auth.sign_in_failed")?.ip).toBe("127.0.0.7");
  });
});
