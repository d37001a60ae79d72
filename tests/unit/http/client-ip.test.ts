import { clientIp, UNIDENTIFIED_CLIENT } from "@/server/http/client-ip";
import { config, resetConfigForTests } from "@/server/config";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/auth", { headers });

function trustProxies(hops: string) {
  process.env.TRUSTED_PROXY_HOPS = hops;
  resetConfigForTests();
}

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetConfigForTests();
});

describe("clientIp", () => {
  it("ignores every forwarded header by default: nothing in front of the server wrote them", () => {
    expect(config().trustedProxyHops).toBe(0);
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6" }))).toBe(UNIDENTIFIED_CLIENT);
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 7.7.7.7" }))).toBe(UNIDENTIFIED_CLIENT);
    expect(clientIp(request({ "x-real-ip": "198.51.100.4" }))).toBe(UNIDENTIFIED_CLIENT);
  });

  it("takes the address the trusted proxy appended, not what the client wrote", () => {
    trustProxies("1");
    // A client sends "X-Forwarded-For: 6.6.6.6"; the proxy appends the real peer.
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("looks further left only through as many proxies as configured", () => {
    trustProxies("2");
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" }))).toBe("203.0.113.7");
  });

  it("behind a proxy, falls back to X-Real-IP, then one shared bucket", () => {
    trustProxies("1");
    expect(clientIp(request({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIp(request({}))).toBe(UNIDENTIFIED_CLIENT);
  });

  it("refuses a negative hop count at start", () => {
    process.env.TRUSTED_PROXY_HOPS = "-1";
    resetConfigForTests();
    expect(() => config()).toThrow(/TRUSTED_PROXY_HOPS must be 0/);
  });
});
