import { now } from "@/server/clock";
import { replaceLoginCode, reserveVerificationAttempt } from "@/server/services/login-codes";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const storeCode = (email: string, client: string, codeHash = "hash", ttlMs = 60_000) => {
  const createdAt = now();
  return replaceLoginCode({
    email,
    client,
    codeHash,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + ttlMs),
  });
};

describe("reserveVerificationAttempt", () => {
  it("lets exactly 5 of 20 simultaneous verifications compare against a code", async () => {
    await storeCode("race@example.com", "192.0.2.1");
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => reserveVerificationAttempt("race@example.com", "192.0.2.1", now(), 5)),
    );
    const granted = reservations.filter((r) => r !== null);
    expect(granted).toHaveLength(5);
    expect(granted.map((r) => r!.attemptsUsed).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await reserveVerificationAttempt("race@example.com", "192.0.2.1", now(), 5)).toBeNull();
  });

  it("grants nothing for an expired code or an address without one", async () => {
    await storeCode("late@example.com", "192.0.2.1", "hash", -1);
    expect(await reserveVerificationAttempt("late@example.com", "192.0.2.1", now(), 5)).toBeNull();
    expect(await reserveVerificationAttempt("nobody@example.com", "192.0.2.1", now(), 5)).toBeNull();
  });

  it("keeps each client's code to itself: another client can neither reach it nor replace it", async () => {
    await storeCode("owner@example.com", "192.0.2.10", "owner-hash");
    // A stranger asks for a code for the same address, then uses up its attempts.
    await storeCode("owner@example.com", "192.0.2.66", "stranger-hash");
    for (let i = 0; i < 5; i++) {
      const attempt = await reserveVerificationAttempt("owner@example.com", "192.0.2.66", now(), 5);
      expect(attempt?.codeHash).toBe("stranger-hash");
    }
    expect(await reserveVerificationAttempt("owner@example.com", "192.0.2.66", now(), 5)).toBeNull();
    // The owner's code is untouched: its first attempt is its first.
    const owners = await reserveVerificationAttempt("owner@example.com", "192.0.2.10", now(), 5);
    expect(owners).toMatchObject({ codeHash: "owner-hash", attemptsUsed: 1 });
  });
});
