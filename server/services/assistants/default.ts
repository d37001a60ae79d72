import "server-only";
import { getDb, type Assistant, type Prisma } from "@/server/db";

/**
 * Every organisation has exactly one default assistant: the chat's when no other is chosen, and the
 * one the configuration screen's prompt and profile image edit. Existing organisations got theirs
 * from migration 20261207000000; one created since gets it here, on first use, so no code path that
 * creates an organisation (super-admin, demo conversion, seed, scripts) has to remember it.
 */

/** The default assistant's name until an admin renames it. */
export const DEFAULT_ASSISTANT_NAME = "Asistente";

type Client = Prisma.TransactionClient;

/** Serialises writers of one organisation's assistants (the default flag, the cap, the order). */
export async function lockAssistants(tx: Client, organizationId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`assistants:${organizationId}`}))`;
}

export async function defaultAssistantIn(tx: Client, organizationId: string): Promise<Assistant> {
  const found = await tx.assistant.findFirst({ where: { organizationId, isDefault: true } });
  if (found) return found;
  await lockAssistants(tx, organizationId);
  return (
    (await tx.assistant.findFirst({ where: { organizationId, isDefault: true } })) ??
    tx.assistant.create({
      data: { organizationId, name: DEFAULT_ASSISTANT_NAME, isDefault: true, position: 0 },
    })
  );
}

/** The organisation's default assistant, created when it has none yet. */
export async function defaultAssistant(organizationId: string): Promise<Assistant> {
  const db = await getDb();
  const found = await db.assistant.findFirst({ where: { organizationId, isDefault: true } });
  if (found) return found;
  return db.$transaction((tx) => defaultAssistantIn(tx, organizationId));
}
