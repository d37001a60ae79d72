import * as usersRoute from "@/app/api/auth/users/route";
import { apiClient } from "@/tests/helpers/api";
import { installFakeClock } from "@/tests/helpers/clock";
import { createSecondOrganization, signInCallers, type Callers } from "@/tests/helpers/organizations";
import { useTestDatabase } from "@/tests/helpers/test-db";

/**
 * A suite that adds users through POST /api/auth/users with a small daily invitation allowance (set
 * before the database helper loads the configuration), the seeded organisation and a second one, its
 * callers signed in, and a fresh day (a new allowance) for every test. Call it at the top of the file.
 */
export function setUpInvitationSuite(invitationsPerDay: number) {
  process.env.INVITATIONS_PER_ORG_PER_DAY = String(invitationsPerDay);
  useTestDatabase({ seed: true });
  const clock = installFakeClock();
  beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => {})); // the outbox's log lines
  afterAll(() => {
    jest.restoreAllMocks();
    delete process.env.INVITATIONS_PER_ORG_PER_DAY;
  });
  const suite = { users: apiClient("/api/auth/users", usersRoute), callers: {} as Callers, clock };
  beforeAll(async () => {
    await createSecondOrganization();
    suite.callers = await signInCallers();
  });
  beforeEach(() => clock.nextDay());
  return suite;
}
