import { SIGN_IN_LIMITS } from "@/server/auth/otp";
import { latestLoginCode, outboxFor, postAuth } from "@/tests/helpers/auth";
import { installFakeClock } from "@/tests/helpers/clock";
import { testDb, useTestDatabase } from "@/tests/helpers/test-db";

// As behind one reverse proxy: the X-Forwarded-For each request sends stands for the proxy's entry,
// i.e. the client's address.
process.env.TRUSTED_PROXY_HOPS = "1";
useTestDatabase({ seed: true });
const clock = installFakeClock();
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => {})); // the outbox's log lines
afterAll(() => jest.restoreAllMocks());

const VICTIM = "member@example.com";
const victimClient = { "x-forwarded-for": "198.51.100.10" };
const attackers = Array.from({ length: 10 }, (_, i) => ({ "x-forwarded-for": `203.0.113.${i + 1}` }));

/** Every code e-mailed to the victim so far, the ones strangers made the server send included. */
async function codesSentToVictim(): Promise<Set<string>> {
  const mails = await outboxFor(VICTIM);
  return new Set(mails.map((mail) => mail.text.match(/^\d{6}$/m)?.[0]).filter((code) => code !== undefined));
}

async function victimSignsIn(): Promise<number> {
  expect((await postAuth({ email: VICTIM }, victimClient)).status).toBe(200);
  const code = await latestLoginCode(VICTIM);
  return (await postAuth({ email: VICTIM, code }, victimClient)).status;
}

describe("sign-in while strangers attack one account from 10 addresses for an hour", () => {
  it("the owner, from the client they sign in from, signs in every time they try", async () => {
    // The owner signed in from their own computer yesterday.
    expect(await victimSignsIn()).toBe(200);
    clock.advanceSeconds(24 * 60 * 60);

    let guess = 0;
    const tally = {
      victimTries: 0,
      victimSignIns: 0,
      attackerSignIns: 0,
      sendsRefused: 0,
      guessesRefused: 0,
    };
    const refusedAttackers = { sends: new Set<number>(), guesses: new Set<number>() };
    for (let minute = 0; minute <= 60; minute++) {
      // Every 10 minutes the owner asks for a code and reads it; the attack goes on meanwhile.
      const victimCode = minute % 10 === 0 ? await requestVictimCode() : null;
      const sent = await codesSentToVictim();
      for (const [index, attacker] of attackers.entries()) {
        // As fast as the server allows: a code for the victim's address, then wrong codes until refused.
        const send = await postAuth({ email: VICTIM }, attacker);
        if (send.status === 429) refusedAttackers.sends.add(index);
        else expect(send.status).toBe(200);
        for (;;) {
          do guess = (guess + 7919) % 1_000_000;
          while (sent.has(String(guess).padStart(6, "0")));
          const attempt = await postAuth({ email: VICTIM, code: String(guess).padStart(6, "0") }, attacker);
          if (attempt.status === 200) tally.attackerSignIns++;
          if (attempt.status === 429) {
            refusedAttackers.guesses.add(index);
            break;
          }
          expect(attempt.status).toBe(401);
        }
      }
      if (victimCode) {
        tally.victimTries++;
        const signedIn = await postAuth({ email: VICTIM, code: victimCode }, victimClient);
        if (signedIn.status === 200) tally.victimSignIns++;
      }
      clock.advanceSeconds(60);
    }

    expect(tally.victimTries).toBe(7);
    expect(tally.victimSignIns).toBe(7);
    expect(tally.attackerSignIns).toBe(0);
    // Every attacker went as fast as allowed: each was refused codes and guesses.
    expect(refusedAttackers.sends.size).toBe(10);
    expect(refusedAttackers.guesses.size).toBe(10);

    // The strangers got at most the per-account ceiling of codes, each compared with at most 5 guesses.
    const db = await testDb();
    const strangersCodes = await db.loginCode.findMany({
      where: { email: VICTIM, client: { not: "198.51.100.10" } },
      select: { attempts: true },
    });
    const [, daily] = SIGN_IN_LIMITS.sendPerAccountFromNewClients;
    expect(strangersCodes.length).toBeLessThanOrEqual(daily.limit);
    expect(strangersCodes.every((code) => code.attempts <= 5)).toBe(true);
    const compared = strangersCodes.reduce((sum, code) => sum + code.attempts, 0);
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(100);
  }, 600_000);
});

async function requestVictimCode(): Promise<string> {
  expect((await postAuth({ email: VICTIM }, victimClient)).status).toBe(200);
  return latestLoginCode(VICTIM);
}
