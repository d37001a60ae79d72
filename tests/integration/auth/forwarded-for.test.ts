import { postAuth } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { useTestDatabase } from "@/tests/helpers/test-db";

// No TRUSTED_PROXY_HOPS: the default deployment, nothing in front of the server.
useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeEach(() => clock.nextDay());

let counter = 0;
/** What a client trying to dodge the per-IP limits sends: a new address of its own choosing each time. */
const forgedAddress = () => ({
  "x-forwarded-for": `203.0.113.${++counter}`,
  "x-real-ip": `198.51.100.${counter}`,
});
const newEmail = () => `nobody-${++counter}@example.com`;

describe("per-IP limits with the default settings", () => {
  it("a forged X-Forwarded-For does not buy a fresh allowance of sign-in codes", async () => {
    for (let i = 0; i < 20; i++) {
      expect((await postAuth({ email: newEmail() }, forgedAddress())).status).toBe(200);
    }
    const refused = await postAuth({ email: newEmail() }, forgedAddress());
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("retry-after")).toBeTruthy();
  });

  it("a forged X-Forwarded-For does not buy a fresh allowance of code checks", async () => {
    // Three addresses × ten checks reach the per-IP cap of 30 without touching the per-e-mail one.
    for (let i = 0; i < 3; i++) {
      const email = newEmail();
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await postAuth({ email, code: "000000" }, forgedAddress())).status).toBe(401);
      }
    }
    const refused = await postAuth({ email: newEmail(), code: "000000" }, forgedAddress());
    expect(refused.status).toBe(429);
  });
});
