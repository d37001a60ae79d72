import "server-only";
import { getDb } from "@/server/db";
import { encodeNote } from "@/server/services/documents/notes";

/**
 * Puts every document a previous process left "processing" back to "uploaded", with a note the admin
 * reads in their own language, so it can be processed again at once instead of after the 10-minute
 * staleness check on read. Called once at start-up, before requests are served: processing runs in the
 * server's own process, so nothing can still be working on them. (With several instances sharing a
 * PostgreSQL server, one instance's restart also releases the others' runs in flight; those runs then
 * find the document no longer "processing" and drop their results, and the admin processes it again.)
 * Returns how many documents were released.
 */
export async function requeueInterruptedDocuments(): Promise<number> {
  const db = await getDb();
  const { count } = await db.document.updateMany({
    where: { status: "processing" },
    data: { status: "uploaded", notes: encodeNote({ key: "processingInterrupted" }) },
  });
  return count;
}
