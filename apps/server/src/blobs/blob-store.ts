import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file contents live (attachments, later CI uploads); the database keeps only metadata and the key.
 * The folder store is the default; an object store can implement the same interface.
 */
export interface BlobStore {
  /** Stores the bytes under the key (replacing what was there). Refuses more than maxBytes. */
  put(key: string, data: Uint8Array): Promise<{ sizeBytes: number; sha256: string }>;
  /** A stream of the bytes and their size, or null when nothing is stored under the key. */
  open(key: string): Promise<{ stream: Readable; sizeBytes: number } | null>;
  delete(key: string): Promise<void>;
  /** The largest file put accepts. */
  readonly maxBytes: number;
}

export class BlobKeyError extends Error {}
export class BlobTooLargeError extends Error {}

/** Keys are relative paths of safe segments ('attachments/2026/ab12.png'): no '..', no absolute paths, no odd characters. */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
export function assertBlobKey(key: string): string[] {
  const segments = key.split('/');
  if (key.length > 512 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
    throw new BlobKeyError(`invalid blob key ${JSON.stringify(key)}`);
  }
  return segments;
}

export const DEFAULT_BLOB_MAX_BYTES = 25 * 1024 * 1024;

/** Files in a folder (DATA_DIR/blobs by default). Writes go to a temporary name first, so a reader never sees half a file. */
export function createFolderBlobStore(root: string, options: { maxBytes?: number } = {}): BlobStore {
  const maxBytes = options.maxBytes ?? DEFAULT_BLOB_MAX_BYTES;
  const resolve = (key: string) => path.join(root, ...assertBlobKey(key));
  // Folders made so far: a bulk load (the demo data) writes thousands of files into a few hundred folders.
  const made = new Set<string>();
  return {
    maxBytes,
    async put(key, data) {
      const target = resolve(key);
      if (data.byteLength > maxBytes) throw new BlobTooLargeError(`blob of ${data.byteLength} bytes is over the limit of ${maxBytes}`);
      const folder = path.dirname(target);
      if (!made.has(folder)) {
        await mkdir(folder, { recursive: true });
        made.add(folder);
      }
      const temp = `${target}.${randomUUID()}.part`;
      await writeFile(temp, data);
      await rename(temp, target);
      return { sizeBytes: data.byteLength, sha256: createHash('sha256').update(data).digest('hex') };
    },
    async open(key) {
      const target = resolve(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return null;
        return { stream: createReadStream(target), sizeBytes: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}

/** The configured store: a folder under DATA_DIR (the server and the seed use the same one). */
export function defaultBlobStore(config: { DATA_DIR: string; ATTACHMENT_MAX_BYTES: number }): BlobStore {
  return createFolderBlobStore(path.join(config.DATA_DIR, 'blobs'), { maxBytes: config.ATTACHMENT_MAX_BYTES });
}
