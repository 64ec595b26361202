import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobKeyError, BlobTooLargeError, createFolderBlobStore, type BlobStore } from './blob-store';

let dir: string;
let store: BlobStore;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'blobs-'));
  store = createFolderBlobStore(dir, { maxBytes: 10 });
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function read(key: string) {
  const opened = await store.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return { size: opened.sizeBytes, text: Buffer.concat(chunks).toString() };
}

describe('folder blob store', () => {
  it('stores, reads, replaces and deletes', async () => {
    const put = await store.put('a/b/c.txt', Buffer.from('hello'));
    expect(put).toEqual({ sizeBytes: 5, sha256: '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824' });
    expect(await read('a/b/c.txt')).toEqual({ size: 5, text: 'hello' });
    await store.put('a/b/c.txt', Buffer.from('bye'));
    expect(await read('a/b/c.txt')).toEqual({ size: 3, text: 'bye' });
    await store.delete('a/b/c.txt');
    expect(await store.open('a/b/c.txt')).toBeNull();
  });

  it('refuses keys that could leave the folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '', 'a/.hidden', 'a\\b', 'a/b c']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toBeInstanceOf(BlobKeyError);
      await expect(store.open(key), key).rejects.toBeInstanceOf(BlobKeyError);
    }
  });

  it('refuses files over the limit', async () => {
    await expect(store.put('big', Buffer.alloc(11))).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await store.open('big')).toBeNull();
  });
});
