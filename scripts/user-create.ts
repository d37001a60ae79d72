// npm run user:create -- --email ana@example.com --name "Ana López" --role superadmin [--org <organization id>]
// Creates a user in the database DATABASE_URL points to (embedded PGlite or PostgreSQL), e.g. the first
// real superadmin. Exit codes: 0 created, 2 bad arguments, 1 anything else (taken e-mail, unknown org, DB).
import { parseArgs } from "node:util";
import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { closeDb } from "@/server/db";
import { isAppError } from "@/server/errors";
import { getOrganizationSummary } from "@/server/services/organizations/summary";
import { createUser } from "@/server/services/users";

const USAGE =
  'Usage: npm run user:create -- --email <email> --name "<name>" --role member|admin|superadmin [--org <id>]';

const ArgsSchema = z
  .object({
    email: z.string().trim().pipe(z.email("--email must be a valid e-mail address")),
    name: z.string().trim().min(1, "--name is required"),
    role: z.enum(ROLES, { error: `--role must be one of: ${ROLES.join(", ")}` }),
    org: z.string().trim().min(1).optional(),
  })
  .refine((args) => args.role === "superadmin" || args.org, {
    message: "--org is required for members and admins",
  });

class UsageError extends Error {}

function parseCommandLine() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        org: { type: "string" },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join("\n"));
  return parsed.data;
}

async function main() {
  const args = parseCommandLine();
  if (args.org && !(await getOrganizationSummary(args.org)))
    throw new Error(`Organization "${args.org}" does not exist`);
  const user = await createUser({
    email: args.email,
    name: args.name,
    role: args.role,
    organizationId: args.org ?? null,
  });
  console.log(
    `Created ${user.role} ${user.email} (id ${user.id}${user.organizationId ? `, organization ${user.organizationId}` : ""})`,
  );
}

main()
  .then(() => closeDb())
  .catch(async (error: unknown) => {
    await closeDb().catch(() => undefined);
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exit(2);
    }
    const taken = isAppError(error) && error.messageKey === "emailTaken";
    console.error(
      taken
        ? "A user with that e-mail already exists."
        : `Could not create the user: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });
