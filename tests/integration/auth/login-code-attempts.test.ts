import { now } from "@/server/clock";
import { replaceLoginCode, reserveVerificationAttempt } from "@/server/services/login-codes";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

describe("reserveVerificationAttempt", () => {
  it("lets exactly 5 of 20 simultaneous verifications compare against a code", async () => {
    const createdAt = now();
    await replaceLoginCode({
      email: "race@example.com",
      codeHash: "hash",
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 60_000),
    });
    const reservations = await Promise.all(
      Array.from({ length: 20 }, () => reserveVerificationAttempt("race@example.com", now(), 5)),
    );
    const granted = reservations.filter((r) => r !== null);
    expect(granted).toHaveLength(5);
    expect(granted.map((r) => r!.attemptsUsed).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await reserveVerificationAttempt("race@example.com", now(), 5)).toBeNull();
  });

  it("grants nothing for an expired code or an address without one", async () => {
    const createdAt = now();
    await replaceLoginCode({
      email: "late@example.com",
      codeHash: "hash",
      createdAt,
      expiresAt: new Date(createdAt.getTime() - 1),
    });
    expect(await reserveVerificationAttempt("late@example.com", now(), 5)).toBeNull();
    expect(await reserveVerificationAttempt("nobody@example.com", now(), 5)).toBeNull();
  });
});
