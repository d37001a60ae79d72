import "server-only";
import { getDb } from "@/server/db";
import { encodeNote } from "../document-notes";

/**
 * At start-up, documents a previous process left "processing" (it was stopped or killed mid-way; the
 * data directory's lock guarantees no other process is working on them) go back to "uploaded" with a
 * note at once, so the admin can process them again. Returns how many.
 */
export async function requeueInterruptedDocuments(): Promise<number> {
  const db = await getDb();
  const { count } = await db.document.updateMany({
    where: { status: "processing" },
    data: { status: "uploaded", notes: encodeNote({ key: "processingInterrupted" }) },
  });
  return count;
}
