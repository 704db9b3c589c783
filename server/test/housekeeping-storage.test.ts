import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3 } from './helpers/local-s3';
import type { StorageConfig } from '../src/env';
import { type BlobInfo, type BlobStore, createBlobStore } from '../src/storage/index';

// list() and stat(), which the storage sweep relies on, on both adapters: every committed blob is
// listed once with its size and a modification time, staged copies and stray files never are.

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const s3 = localS3('studio-hk-storage-');
const root = s3.root;

const adapters: { name: string; config: () => StorageConfig }[] = [
  { name: 'local', config: () => ({ kind: 'local', dir: path.join(root, 'local') }) },
  { name: 's3', config: () => s3.storageConfig('housekeeping-list') },
];

const listAll = async (store: BlobStore) => {
  const all: BlobInfo[] = [];
  for await (const info of store.list()) all.push(info);
  return all;
};

describe.each(adapters)('$name storage: list and stat', ({ name, config }) => {
  let store: BlobStore;
  beforeAll(async () => {
    store = await createBlobStore(config());
  });
  afterAll(() => store?.close());

  it('lists committed blobs with size and time, not staged ones', async () => {
    const before = Date.now() - 5 * 60_000; // an S3 server's clock may differ a little
    expect(await listAll(store)).toEqual([]);
    const texts = ['alpha', 'beta beta', 'gamma gamma gamma'];
    for (const text of texts) await store.put(Buffer.from(text));
    const staged = await store.stage(Buffer.from('staged, never committed'));
    if (name === 'local') {
      // A copy left by a crash mid-publish (file systems without hard links) is not a blob.
      const dir = path.join(root, 'local', sha('alpha').slice(0, 2), sha('alpha').slice(2, 4));
      await mkdir(dir, { recursive: true });
      writeFileSync(path.join(dir, `${sha('alpha')}.123.456.tmp`), 'partial');
    }
    const listed = await listAll(store);
    expect(listed.map((b) => b.sha256).sort()).toEqual(texts.map(sha).sort());
    for (const info of listed) {
      const text = texts.find((x) => sha(x) === info.sha256)!;
      expect(info.sizeBytes).toBe(Buffer.byteLength(text));
      expect(info.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(info.modifiedAt.getTime()).toBeLessThan(Date.now() + 5 * 60_000);
    }
    await staged.discard();

    const one = await store.stat(sha('beta beta'));
    expect(one).toMatchObject({ sha256: sha('beta beta'), sizeBytes: 9 });
    expect(await store.stat(sha('never stored'))).toBeNull();
    await store.delete(sha('beta beta'));
    expect(await store.stat(sha('beta beta'))).toBeNull();
    expect((await listAll(store)).map((b) => b.sha256).sort()).toEqual(
      [sha('alpha'), sha('gamma gamma gamma')].sort(),
    );
  });
});
