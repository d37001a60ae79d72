import { GET as health } from "@/app/api/health/route";
import { resetConfigForTests } from "@/server/config";
import { closeDb, resetDbForTests } from "@/server/db";
import { useTestDatabase } from "@/tests/helpers/test-db";

useTestDatabase();

const check = async () => {
  const response = await health(new Request("http://localhost/api/health"), undefined);
  return { status: response.status, body: await response.json() };
};

describe("GET /api/health", () => {
  it("reports the engine and a successful round trip", async () => {
    const engine = process.env.TEST_DATABASE_URL ? "postgresql" : "pglite";
    expect(await check()).toEqual({
      status: 200,
      body: { success: true, database: { engine, ok: true, latencyMs: expect.any(Number) } },
    });
  });

  it("answers 503 without internals when the database does not answer", async () => {
    const saved = process.env.DATABASE_URL;
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    await closeDb();
    process.env.DATABASE_URL = "postgresql://nobody@127.0.0.1:1/unreachable";
    process.env.AUTH_SECRET ??= "x".repeat(32);
    resetConfigForTests();
    resetDbForTests();
    try {
      const result = await check();
      expect(result).toEqual({
        status: 503,
        body: {
          success: false,
          database: { engine: "postgresql", ok: false, latencyMs: expect.any(Number) },
        },
      });
      expect(errors).toHaveBeenCalled(); // the detail goes to the server log only
    } finally {
      errors.mockRestore();
      process.env.DATABASE_URL = saved;
      resetConfigForTests();
      resetDbForTests();
    }
  });
});
