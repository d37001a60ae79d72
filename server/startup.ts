import "server-only";
import { config } from "@/server/config";
import { getDb } from "@/server/db";
import { requeueInterruptedDocuments } from "@/server/services/documents/requeue";

/** Validates the configuration and opens (migrates, seeds) the database before serving requests. */
export async function startServer(): Promise<void> {
  const c = config();
  await getDb();
  const engine = c.embedded
    ? `embedded PGlite in ${c.databaseUrl.slice("pglite:".length)}`
    : "PostgreSQL server";
  console.info(`[asistente] database: ${engine}`);
  const requeued = await requeueInterruptedDocuments();
  if (requeued)
    console.info(`[asistente] ${requeued} document(s) interrupted by the last stop can be processed again`);
  if (!c.email.resendApiKey)
    console.info(`[asistente] e-mail: written to ${c.email.outboxDir} (no RESEND_API_KEY)`);
}
