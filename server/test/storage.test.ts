import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3 } from './helpers/local-s3';
import type { StorageConfig } from '../src/env';
import { BlobNotFound, type BlobStore, BlobTooLarge, createBlobStore } from '../src/storage/index';

// The storage contract, on both adapters: the local folder, and S3 against a local S3-compatible
// server (s3rver on 127.0.0.1, a free port) spoken to by the AWS SDK with path-style requests.

const sha = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const read = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
/** 5 MiB in 64 KiB chunks, never one buffer: what an upload stream looks like. */
function* bigChunks() {
  for (let i = 0; i < 80; i++) yield Buffer.alloc(64 * 1024, i);
}
const bigSha = () => {
  const hash = createHash('sha256');
  for (const chunk of bigChunks()) hash.update(chunk);
  return hash.digest('hex');
};

const s3 = localS3('studio-storage-');
const root = s3.root;

const adapters: { name: string; config: () => StorageConfig; staging: () => string }[] = [
  {
    name: 'local',
    config: () => ({ kind: 'local', dir: path.join(root, 'local') }),
    staging: () => path.join(root, 'local', '.staging'),
  },
  {
    name: 's3',
    config: () => s3.storageConfig('studio-test'),
    staging: () => path.join(root, 's3-staging'),
  },
];

describe.each(adapters)('$name storage', (adapter) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await createBlobStore(adapter.config());
  });
  afterAll(() => store?.close());

  it('stores content under its sha256 and gives it back', async () => {
    const stored = await store.put(Buffer.from('hello board'));
    expect(stored).toEqual({ sha256: sha('hello board'), sizeBytes: 11 });
    expect(await store.exists(stored.sha256)).toBe(true);
    expect((await read(await store.get(stored.sha256))).toString()).toBe('hello board');
    expect(Buffer.from(await store.getBytes(stored.sha256)).toString()).toBe('hello board');
    // The same content again is the same blob.
    expect(await store.put(Readable.from([Buffer.from('hello '), Buffer.from('board')]))).toEqual(stored);
  });

  it('streams a large upload while hashing it', async () => {
    const stored = await store.put(Readable.from(bigChunks()));
    expect(stored).toEqual({ sha256: bigSha(), sizeBytes: 80 * 64 * 1024 });
    const back = await read(await store.get(stored.sha256));
    expect(sha(back)).toBe(stored.sha256);
    expect(readdirSync(adapter.staging())).toEqual([]);
  });

  it('refuses content over the limit and keeps nothing of it', async () => {
    await expect(store.put(Readable.from(bigChunks()), { maxBytes: 1_000_000 })).rejects.toBeInstanceOf(
      BlobTooLarge,
    );
    expect(readdirSync(adapter.staging())).toEqual([]);
    const content = Buffer.alloc(2000, 7);
    await expect(store.put(content, { maxBytes: 1999 })).rejects.toBeInstanceOf(BlobTooLarge);
    expect(await store.exists(sha(content))).toBe(false);
  });

  it('names nothing until a staged blob is committed, and discards it cleanly', async () => {
    const staged = await store.stage(Buffer.from('staged only'));
    expect(staged.head.toString()).toBe('staged only');
    expect(await store.exists(staged.sha256)).toBe(false);
    await staged.commit();
    await staged.commit(); // idempotent
    expect(await store.exists(staged.sha256)).toBe(true);
    await staged.discard();
    expect(readdirSync(adapter.staging())).toEqual([]);
    const dropped = await store.stage(Buffer.from('never committed'));
    await dropped.discard();
    expect(await store.exists(dropped.sha256)).toBe(false);
  });

  it('deletes blobs, and reports missing ones', async () => {
    const { sha256 } = await store.put(Buffer.from('to delete'));
    await store.delete(sha256);
    await store.delete(sha256); // already gone: no error
    expect(await store.exists(sha256)).toBe(false);
    await expect(store.get(sha256)).rejects.toBeInstanceOf(BlobNotFound);
    await expect(store.getBytes(sha256)).rejects.toBeInstanceOf(BlobNotFound);
    await expect(store.exists('../../etc/passwd')).rejects.toThrow(/Not a sha256/);
  });
});

describe('local storage layout', () => {
  it('keeps a blob at <dir>/ab/cd/<sha256>', async () => {
    const dir = path.join(root, 'layout');
    const store = await createBlobStore({ kind: 'local', dir });
    const { sha256 } = await store.put(Buffer.from('layout'));
    expect(existsSync(path.join(dir, sha256.slice(0, 2), sha256.slice(2, 4), sha256))).toBe(true);
  });
});
