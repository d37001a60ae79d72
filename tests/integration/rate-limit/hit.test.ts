import { clientKey, hit } from "@/server/services/rate-limit";
import { installFakeClock } from "@/tests/helpers/clock";
import { useTestDatabase } from "@/tests/helpers/test-db";

// On PGlite `hit` is one conditional INSERT; on PostgreSQL an advisory-locked transaction. Either way a
// burst must get exactly `limit` admissions.
useTestDatabase();
const clock = installFakeClock();

describe("hit", () => {
  it("admits exactly the limit out of a simultaneous burst, then reopens when the window passes", async () => {
    const rule = { limit: 20, windowMs: 60_000 };
    const decisions = await Promise.all(Array.from({ length: 30 }, () => hit("burst:user-1", rule)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
    const refused = decisions.find((d) => !d.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });

    clock.advanceSeconds(61);
    expect(await hit("burst:user-1", rule)).toEqual({ allowed: true });
  });

  it("keeps keys apart", async () => {
    const rule = { limit: 1, windowMs: 60_000 };
    expect(await hit("apart:a", rule)).toEqual({ allowed: true });
    expect(await hit("apart:b", rule)).toEqual({ allowed: true });
    expect((await hit("apart:a", rule)).allowed).toBe(false);
  });
});

describe("clientKey", () => {
  it("is the address for IPv4, and the /64 for IPv6, whichever way the address is written", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("unidentified")).toBe("unidentified");
  });
});
