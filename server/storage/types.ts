import "server-only";

/** A file on its way into storage. The extension comes from the validated upload, never a path. */
export type NewFile = {
  organizationId: string;
  extension: string;
  bytes: Uint8Array;
  contentType: string;
};

export type StoredFile = {
  /** The whole file as a web stream, so a response can pass it on without buffering it. */
  stream: ReadableStream<Uint8Array>;
  /** In bytes; undefined when the store cannot tell (UploadThing without a Content-Length). */
  size?: number;
};

/** Where uploaded bytes live (DESIGN §9): the local disk, or UploadThing when a token is set. */
export interface FileStore {
  /** Stores the bytes and returns the key to find them again. */
  put(file: NewFile): Promise<string>;
  open(storageKey: string): Promise<StoredFile>;
  read(storageKey: string): Promise<Uint8Array>;
  /** Deleting a file that is already gone is not an error. */
  delete(storageKey: string): Promise<void>;
}
