import { config, resetConfigForTests } from "@/server/config";

/**
 * Issue 24: UPLOADS_PER_ORG_PER_HOUR (files an organisation may upload an hour) and
 * STORAGE_QUOTA_PER_ORG_MB (what its documents may take), sized for a first day of onboarding.
 */
const VARIABLES = ["UPLOADS_PER_ORG_PER_HOUR", "STORAGE_QUOTA_PER_ORG_MB"] as const;
const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));

function uploadsWith(values: Partial<Record<(typeof VARIABLES)[number], string>>) {
  for (const name of VARIABLES) {
    if (values[name] === undefined) delete process.env[name];
    else process.env[name] = values[name];
  }
  resetConfigForTests();
  const { perOrganizationPerHour, storageQuotaBytes } = config().uploads;
  return { perOrganizationPerHour, storageQuotaBytes };
}

afterAll(() => {
  for (const name of VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfigForTests();
});

it("allows 100 files an hour and 1 GB per organisation unless configured", () => {
  expect(uploadsWith({})).toEqual({ perOrganizationPerHour: 100, storageQuotaBytes: 1024 * 1024 * 1024 });
  expect(uploadsWith({ UPLOADS_PER_ORG_PER_HOUR: "500", STORAGE_QUOTA_PER_ORG_MB: "5120" })).toEqual({
    perOrganizationPerHour: 500,
    storageQuotaBytes: 5120 * 1024 * 1024,
  });
});

it.each(VARIABLES.flatMap((name) => ["0", "-1", "2.5", "mucho"].map((value) => [name, value] as const)))(
  "stops the server on %s=%s, naming the variable",
  (name, value) => {
    expect(() => uploadsWith({ [name]: value })).toThrow(new RegExp(name));
  },
);
