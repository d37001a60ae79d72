import { clientIp } from "@/server/http/client-ip";
import { resetConfigForTests } from "@/server/config";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/auth", { headers });

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  resetConfigForTests();
});

describe("clientIp", () => {
  it("takes the address the trusted proxy appended, not what the client wrote", () => {
    // A client sends "X-Forwarded-For: 6.6.6.6"; the proxy appends the real peer.
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(request({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("looks further left only through as many proxies as configured", () => {
    process.env.TRUSTED_PROXY_HOPS = "2";
    resetConfigForTests();
    expect(clientIp(request({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then one shared bucket", () => {
    expect(clientIp(request({ "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(clientIp(request({}))).toBe("unknown");
  });
});
