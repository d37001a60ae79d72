import "server-only";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileStore, NewFile, StoredFile } from "./types";

/**
 * Files under `<root>/<organizationId>/<random id>.<ext>` (DESIGN §9). The key is that relative path;
 * every segment is checked against a strict pattern and the resolved path must stay under the root, so
 * no key (even one read back from a tampered row) can reach outside it.
 */
const ORGANIZATION_SEGMENT = /^[A-Za-z0-9_-]{1,100}$/;
const FILE_SEGMENT = /^[a-f0-9]{32}\.[a-z0-9]{1,10}$/;

export class DiskFileStore implements FileStore {
  constructor(private readonly root: string) {}

  async put({ organizationId, extension, bytes }: NewFile): Promise<string> {
    const key = `${organizationId}/${crypto.randomBytes(16).toString("hex")}.${extension}`;
    const target = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed into place, so a crash never leaves half a file under a
    // key that a row may point to.
    const partial = `${target}.partial`;
    await fs.promises.writeFile(partial, bytes, { flag: "wx", mode: 0o600 });
    await fs.promises.rename(partial, target);
    return key;
  }

  async open(storageKey: string): Promise<StoredFile> {
    const file = this.pathOf(storageKey);
    const { size } = await fs.promises.stat(file);
    const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
    return { stream, size };
  }

  async read(storageKey: string): Promise<Uint8Array> {
    const buffer = await fs.promises.readFile(this.pathOf(storageKey));
    // A plain Uint8Array view: pdf.js refuses Buffers.
    return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  }

  async delete(storageKey: string): Promise<void> {
    await fs.promises.rm(this.pathOf(storageKey), { force: true });
  }

  private pathOf(storageKey: string): string {
    const [organizationId, fileName, ...rest] = storageKey.split("/");
    const valid =
      rest.length === 0 &&
      ORGANIZATION_SEGMENT.test(organizationId ?? "") &&
      FILE_SEGMENT.test(fileName ?? "");
    const resolved = path.resolve(this.root, storageKey);
    if (!valid || !resolved.startsWith(path.resolve(this.root) + path.sep)) {
      throw new Error("invalid storage key");
    }
    return resolved;
  }
}
