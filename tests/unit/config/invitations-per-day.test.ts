import { config, resetConfigForTests } from "@/server/config";

/** INVITATIONS_PER_ORG_PER_DAY, the users an organisation's admins may add a day (issue 20 §4). */
const saved = process.env.INVITATIONS_PER_ORG_PER_DAY;

function limitWith(value: string | undefined): number {
  if (value === undefined) delete process.env.INVITATIONS_PER_ORG_PER_DAY;
  else process.env.INVITATIONS_PER_ORG_PER_DAY = value;
  resetConfigForTests();
  return config().invitations.perOrganizationPerDay;
}

afterAll(() => {
  if (saved === undefined) delete process.env.INVITATIONS_PER_ORG_PER_DAY;
  else process.env.INVITATIONS_PER_ORG_PER_DAY = saved;
  resetConfigForTests();
});

it("is 50 unless configured", () => {
  expect(limitWith(undefined)).toBe(50);
  expect(limitWith("200")).toBe(200);
});

it.each(["0", "-1", "2.5", "many"])("stops the server on %s, naming the variable", (value) => {
  expect(() => limitWith(value)).toThrow(/INVITATIONS_PER_ORG_PER_DAY/);
});
