import { createReadStream } from 'node:fs';
import { access, copyFile, link, mkdir, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  type BlobInfo,
  type BlobSource,
  type BlobStore,
  BlobNotFound,
  blobPath,
  isSha256,
  type StagedBlob,
  type StageOptions,
} from './blob-store';
import { readStagedRange, removeLeftoverStaging, stageToFile, sweepStaging } from './stage-file';

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code;

/**
 * Blobs in a local folder: `<dir>/ab/cd/<sha256>`, staged in `<dir>/.staging`. A staged file is
 * hard-linked to its final name, which is atomic and fails on an existing name: a crash never leaves
 * a half-written file under a final name, and a stored blob is never overwritten.
 */
export async function createLocalStore(
  dir: string,
  options: { removeLeftovers?: boolean } = {},
): Promise<BlobStore> {
  const root = path.resolve(dir);
  const staging = path.join(root, '.staging');
  await mkdir(staging, { recursive: true });
  if (options.removeLeftovers) await removeLeftoverStaging(staging);
  await sweepStaging(staging, 60 * 60_000);
  const finalPath = (sha256: string) => path.join(root, blobPath(sha256));

  async function publish(stagedPath: string, target: string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await link(stagedPath, target);
    } catch (error) {
      if (isCode(error, 'EEXIST')) return;
      if (!isCode(error, 'EPERM') && !isCode(error, 'ENOTSUP') && !isCode(error, 'EXDEV')) throw error;
      // File systems without hard links: copy beside the target, then rename (atomic, same content).
      const copy = `${target}.${process.pid}.${Date.now()}.tmp`;
      await copyFile(stagedPath, copy);
      await rename(copy, target);
    }
  }

  const store: BlobStore = {
    kind: 'local',
    async stage(source: BlobSource, options: StageOptions = {}): Promise<StagedBlob> {
      const staged = await stageToFile(source, staging, options.maxBytes);
      return {
        sha256: staged.sha256,
        sizeBytes: staged.sizeBytes,
        head: staged.head,
        readAt: (offset: number, length: number) => readStagedRange(staged.path, offset, length),
        commit: () => publish(staged.path, finalPath(staged.sha256)),
        discard: () => unlink(staged.path).catch(() => undefined),
      };
    },
    async put(source, options) {
      const staged = await store.stage(source, options);
      try {
        await staged.commit();
      } finally {
        await staged.discard();
      }
      return { sha256: staged.sha256, sizeBytes: staged.sizeBytes };
    },
    async get(sha256): Promise<Readable> {
      const file = finalPath(sha256);
      if (!(await store.exists(sha256))) throw new BlobNotFound(sha256);
      return createReadStream(file);
    },
    async getBytes(sha256) {
      try {
        return await readFile(finalPath(sha256));
      } catch (error) {
        if (isCode(error, 'ENOENT')) throw new BlobNotFound(sha256);
        throw error;
      }
    },
    async exists(sha256) {
      return access(finalPath(sha256)).then(
        () => true,
        () => false,
      );
    },
    async delete(sha256) {
      await unlink(finalPath(sha256)).catch((error) => {
        if (!isCode(error, 'ENOENT')) throw error;
      });
    },
    async stat(sha256) {
      return statBlob(finalPath(sha256), sha256);
    },
    list: () => listBlobs(root),
    close: async () => undefined,
  };
  return store;
}

const FAN_OUT = /^[0-9a-f]{2}$/;

async function statBlob(file: string, sha256: string): Promise<BlobInfo | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { sha256, sizeBytes: info.size, modifiedAt: info.mtime } : null;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return null;
    throw error;
  }
}

/** Folder names of one level (`ab`), or none when the folder went away meanwhile. */
const subfolders = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((name) => FAN_OUT.test(name)).sort();

/** Walks `ab/cd/<sha256>` (skipping `.staging` and leftover `.tmp` copies), one folder at a time. */
async function* listBlobs(root: string): AsyncGenerator<BlobInfo> {
  for (const ab of await subfolders(root)) {
    for (const cd of await subfolders(path.join(root, ab))) {
      const dir = path.join(root, ab, cd);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names.sort()) {
        if (!isSha256(name) || !name.startsWith(ab + cd)) continue;
        const info = await statBlob(path.join(dir, name), name);
        if (info) yield info;
      }
    }
  }
}
