import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One whole-process run measured by GNU time: what the user waits for, and what it cost. */
export interface ProcessRun {
  wallMs: number;
  /** User + system CPU of the process and every child it waited for. */
  cpuMs: number;
  maxRssMb: number;
  exitCode: number;
  /** The 1-minute load average when the run started (the machine is shared). */
  load1: number;
}

const GNU_TIME = '/usr/bin/time';

/** Whether GNU time is there (Debian's `time` package); the benches need it for CPU and peak RSS. */
export const hasGnuTime = () => existsSync(GNU_TIME);

/**
 * Runs `command` once under GNU time (`%e %U %S %M`), its output discarded unless `keepOutput`.
 * Max RSS is the largest resident set of the process or of any child (kernel rusage: the maximum,
 * not the sum).
 */
export function timeProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): ProcessRun {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-time-'));
  const out = path.join(dir, 'time.txt');
  try {
    const load1 = os.loadavg()[0]!;
    const run = spawnSync(GNU_TIME, ['-o', out, '-f', '%e %U %S %M', command, ...args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
    const line = readFileSync(out, 'utf8').trim().split('\n').at(-1) ?? '';
    const [wall, user, sys, rssKb] = line.split(' ').map(Number);
    if (wall === undefined || user === undefined || sys === undefined || rssKb === undefined) {
      throw new Error(`GNU time printed no figures for ${command}: ${line} ${run.stderr}`);
    }
    return {
      wallMs: wall * 1000,
      cpuMs: (user + sys) * 1000,
      maxRssMb: rssKb / 1024,
      exitCode: run.status ?? -1,
      load1,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
