import "server-only";
import crypto from "node:crypto";
import type { UTApi } from "uploadthing/server";
import type { FileStore, NewFile, StoredFile } from "./types";

/**
 * UploadThing storage (UPLOADTHING_TOKEN set). The browser never sees an UploadThing URL: files are
 * read here through a short-lived signed URL and served by the app's own tenant-checked route, so
 * the app on UploadThing's dashboard should be set to private ACL. Not exercised offline: the tests
 * cover the disk store, which shares this interface.
 */
const SIGNED_URL_SECONDS = 300;

/** The size a download announces, or undefined when it announces none (or nonsense): never 0 by default. */
export function sizeFromContentLength(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  const size = Number(header.trim());
  return Number.isSafeInteger(size) ? size : undefined;
}

export class UploadThingFileStore implements FileStore {
  private api: Promise<UTApi> | undefined;

  constructor(private readonly token: string) {}

  async put({ organizationId, extension, bytes, contentType }: NewFile): Promise<string> {
    const { UTFile } = await import("uploadthing/server");
    // The name is only a label on UploadThing's side; the organisation prefix helps an operator.
    const name = `${organizationId}-${crypto.randomBytes(16).toString("hex")}.${extension}`;
    // Copied into a plain ArrayBuffer, which is what a Blob part must be.
    const result = await (
      await this.client()
    ).uploadFiles(new UTFile([new Uint8Array(bytes)], name, { type: contentType }));
    if (result.error) throw new Error(`UploadThing upload failed: ${result.error.code}`);
    return result.data.key;
  }

  async open(storageKey: string): Promise<StoredFile> {
    const response = await this.fetchFile(storageKey);
    if (!response.body) throw new Error("UploadThing returned an empty body");
    return { stream: response.body, size: sizeFromContentLength(response.headers.get("content-length")) };
  }

  async read(storageKey: string): Promise<Uint8Array> {
    return new Uint8Array(await (await this.fetchFile(storageKey)).arrayBuffer());
  }

  async delete(storageKey: string): Promise<void> {
    await (await this.client()).deleteFiles(storageKey);
  }

  private async fetchFile(storageKey: string): Promise<Response> {
    const { ufsUrl } = await (
      await this.client()
    ).generateSignedURL(storageKey, {
      expiresIn: SIGNED_URL_SECONDS,
    });
    const response = await fetch(ufsUrl);
    if (!response.ok) throw new Error(`UploadThing download failed: HTTP ${response.status}`);
    return response;
  }

  // Imported on first use, so installs on the local disk never load the UploadThing SDK.
  private client(): Promise<UTApi> {
    this.api ??= import("uploadthing/server").then(({ UTApi }) => new UTApi({ token: this.token }));
    return this.api;
  }
}
