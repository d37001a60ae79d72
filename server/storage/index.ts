import "server-only";
import { config } from "@/server/config";
import { DiskFileStore } from "./disk";
import type { FileStore, NewFile, StoredFile } from "./types";
import { UploadThingFileStore } from "./uploadthing";

export type { NewFile, StoredFile } from "./types";

let current: { settings: string; store: FileStore } | undefined;

/**
 * The configured store (DESIGN §9). Re-created when the configuration changes, so tests that point
 * DATA_DIR elsewhere get a store there.
 */
function store(): FileStore {
  const { uploadthingToken, dir } = config().uploads;
  const settings = `${uploadthingToken ?? ""}\n${dir}`;
  if (current?.settings !== settings) {
    const store = uploadthingToken ? new UploadThingFileStore(uploadthingToken) : new DiskFileStore(dir);
    current = { settings, store };
  }
  return current.store;
}

/** Stores an upload under a generated name and returns its storage key. */
export function putFile(file: NewFile): Promise<string> {
  return store().put(file);
}

/** The file as a stream with its size, for serving it. */
export function openFile(storageKey: string): Promise<StoredFile> {
  return store().open(storageKey);
}

/** The whole file in memory, for processing (uploads are capped at 25 MB). */
export function readFile(storageKey: string): Promise<Uint8Array> {
  return store().read(storageKey);
}

export function deleteFile(storageKey: string): Promise<void> {
  return store().delete(storageKey);
}
