import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BlobSource, BlobTooLarge } from './blob-store';

const HEAD_BYTES = 64 * 1024;

/** This machine, in staged file names (a staging folder may be shared by several machines). */
const HOST_TAG = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);
/**
 * Who writes a staged file: `<pid>.<host tag>`, the start of its name. At the next start, a file
 * whose writer is no longer running is a leftover of an interrupted upload (removeLeftoverStaging).
 */
const WRITER = `${process.pid}.${HOST_TAG}`;
const WRITTEN_BY = /^(\d+)\.([0-9a-f]{8})\./;

export interface StagedFile {
  path: string;
  sha256: string;
  sizeBytes: number;
  head: Uint8Array;
}

const toReadable = (source: BlobSource): Readable =>
  source instanceof Readable
    ? source
    : source instanceof Uint8Array
      ? Readable.from([source])
      : Readable.from(source);

/**
 * Streams content into a new file of `dir` while hashing and counting it (never held in memory
 * whole). Over `maxBytes` the stream is stopped and the partial file removed before BlobTooLarge is
 * thrown; any other failure removes it too.
 */
export async function stageToFile(
  source: BlobSource,
  dir: string,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<StagedFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${WRITER}.${Date.now()}-${randomUUID()}.part`);
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let size = 0;
  let headSize = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new BlobTooLarge(maxBytes));
      hash.update(chunk);
      if (headSize < HEAD_BYTES) {
        const part = chunk.subarray(0, HEAD_BYTES - headSize);
        headChunks.push(Buffer.from(part));
        headSize += part.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(toReadable(source), meter, createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    await unlink(file).catch(() => undefined);
    throw error;
  }
  return { path: file, sha256: hash.digest('hex'), sizeBytes: size, head: Buffer.concat(headChunks) };
}

/** `length` bytes of a staged file from `offset` (fewer at its end): zip directories are read so. */
export async function readStagedRange(file: string, offset: number, length: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const out = new Uint8Array(Math.max(0, length));
    const { bytesRead } = await handle.read(out, 0, out.length, offset);
    return out.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Removes staged files older than `maxAgeMs`: what a crash in the middle of an upload left behind. */
export async function sweepStaging(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const full = path.join(dir, name);
    const info = await stat(full).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) {
      await unlink(full).catch(() => undefined);
      removed++;
    }
  }
  return removed;
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * At the server's start: removes the staged files of this machine whose writing process is gone
 * (crashed or killed in the middle of an upload), and those written under this process's own id by
 * an earlier process (nothing of ours is in flight yet). Files of running processes and of other
 * machines are left to the hourly sweepStaging. Call only from the server's main thread at boot:
 * worker threads share the process id.
 */
export async function removeLeftoverStaging(dir: string): Promise<number> {
  let removed = 0;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const writer = WRITTEN_BY.exec(name);
    if (!writer || !name.endsWith('.part') || writer[2] !== HOST_TAG) continue;
    const pid = Number(writer[1]);
    if (pid !== process.pid && isRunning(pid)) continue;
    await unlink(path.join(dir, name)).then(
      () => removed++,
      () => undefined,
    );
  }
  return removed;
}
