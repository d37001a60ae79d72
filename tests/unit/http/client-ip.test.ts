import http from "node:http";
import type { AddressInfo } from "node:net";
import { clientIp, UNIDENTIFIED_CLIENT } from "@/server/http/client-ip";
import {
  CLIENT_ADDRESS_HEADER,
  stampClientAddress,
  trustStampedClientAddress,
} from "@/server/http/client-address.mjs";
import { config, resetConfigForTests } from "@/server/config";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/auth", { headers });

function trustProxies(hops: string) {
  process.env.TRUSTED_PROXY_HOPS = hops;
  resetConfigForTests();
}

/** As under `next start`: nothing vouches for the internal header. */
const forgetCustomServer = () =>
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("asistente.client-address-stamped")];

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetConfigForTests();
  forgetCustomServer();
});

describe("clientIp behind the custom server (scripts/serve.mjs)", () => {
  beforeEach(() => trustStampedClientAddress());

  it("uses the socket's address at hops 0 and ignores every forwarded header", () => {
    expect(config().trustedProxyHops).toBe(0);
    const headers = { [CLIENT_ADDRESS_HEADER]: "127.0.0.2" };
    expect(clientIp(request(headers))).toBe("127.0.0.2");
    expect(clientIp(request({ ...headers, "x-forwarded-for": "6.6.6.6" }))).toBe("127.0.0.2");
    expect(clientIp(request({ ...headers, "x-real-ip": "198.51.100.4" }))).toBe("127.0.0.2");
  });

  it("takes the N-th X-Forwarded-For entry from the right behind N proxies, never one further left", () => {
    const peer = { [CLIENT_ADDRESS_HEADER]: "10.0.0.1" };
    trustProxies("1");
    expect(clientIp(request({ ...peer, "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ ...peer, "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ ...peer, "x-forwarded-for": "::ffff:203.0.113.8" }))).toBe("203.0.113.8");
    trustProxies("2");
    expect(clientIp(request({ ...peer, "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" }))).toBe(
      "203.0.113.7",
    );
  });

  it("behind a proxy that wrote no X-Forwarded-For, falls back to X-Real-IP, then the socket's peer", () => {
    trustProxies("1");
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: "10.0.0.1", "x-real-ip": "198.51.100.4" }))).toBe(
      "198.51.100.4",
    );
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: "10.0.0.1" }))).toBe("10.0.0.1");
  });
});

describe("clientIp when the app is served some other way (next start)", () => {
  it("ignores a forged internal header and every forwarded header at hops 0: one shared bucket", () => {
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: "127.0.0.9" }))).toBe(UNIDENTIFIED_CLIENT);
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 7.7.7.7" }))).toBe(UNIDENTIFIED_CLIENT);
    expect(clientIp(request({ "x-real-ip": "198.51.100.4" }))).toBe(UNIDENTIFIED_CLIENT);
  });

  it("behind a proxy, still trusts only the proxy's entry", () => {
    trustProxies("1");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ [CLIENT_ADDRESS_HEADER]: "127.0.0.9" }))).toBe(UNIDENTIFIED_CLIENT);
  });

  it("refuses a negative hop count at start", () => {
    process.env.TRUSTED_PROXY_HOPS = "-1";
    resetConfigForTests();
    expect(() => config()).toThrow(/TRUSTED_PROXY_HOPS must be 0/);
  });
});

describe("stampClientAddress over a real socket", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    // Answers with the headers the app would see once the custom server has stamped the request.
    server = http.createServer((req, res) => {
      stampClientAddress(req);
      const raw = req.rawHeaders.filter(
        (_, i) => i % 2 === 0 && req.rawHeaders[i].toLowerCase() === CLIENT_ADDRESS_HEADER,
      );
      res.end(JSON.stringify({ header: req.headers[CLIENT_ADDRESS_HEADER], rawCopies: raw.length }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (localAddress: string, headers: http.OutgoingHttpHeaders) =>
    new Promise<{ header: string; rawCopies: number }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, localAddress, headers, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve(JSON.parse(body)));
        })
        .on("error", reject);
    });

  it("writes each client's own address, whatever the client sent in that header", async () => {
    expect(await get("127.0.0.2", {})).toEqual({ header: "127.0.0.2", rawCopies: 1 });
    expect(await get("127.0.0.3", { [CLIENT_ADDRESS_HEADER]: "203.0.113.9" })).toEqual({
      header: "127.0.0.3",
      rawCopies: 1,
    });
    // Sent twice (Node would join the copies with a comma): still only the socket's address.
    expect(await get("127.0.0.4", { [CLIENT_ADDRESS_HEADER]: ["203.0.113.9", "203.0.113.10"] })).toEqual({
      header: "127.0.0.4",
      rawCopies: 1,
    });
  });
});
