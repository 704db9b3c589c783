import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockPath, readLockHolder } from './lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('lets one holder in, refuses the next with the holder pid, and frees on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readLockHolder(dir)).toBe(process.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`pid ${process.pid}`));
    release();
    expect(readLockHolder(dir)).toBeNull();
    acquireDataDirLock(dir)();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = tempDir();
    // Pids are below 2^22 on Linux; this one cannot be running.
    writeFileSync(lockPath(dir), '99999999');
    expect(readLockHolder(dir)).toBeNull();
    const release = acquireDataDirLock(dir);
    expect(readLockHolder(dir)).toBe(process.pid);
    release();
  });
});
