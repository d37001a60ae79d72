import "server-only";
import { deleteFile } from "@/server/storage";

/**
 * Storage clean-up of a replaced or removed logo or profile image. It never fails the request: the
 * database already stopped pointing to the file.
 */
export async function discardStoredImage(key: string | null): Promise<void> {
  if (!key) return;
  await deleteFile(key).catch((error: unknown) => {
    console.error("[config] could not delete a replaced image", key, error);
  });
}
