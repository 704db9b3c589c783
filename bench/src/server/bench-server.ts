import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD, signInSession } from './bench-session';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface BenchServer {
  url: string;
  dataDir: string;
  /** The server process (its own process group). */
  pid: number;
  /** A signed-in user's session cookie (`name=value`). */
  cookie: string;
  email: string;
  stop(): Promise<void>;
}

/**
 * Starts Studio as `npm run serve` does (the compiled server, the web app from `webDistDir`) on a
 * fresh data folder with one verified staff user made by `studio admin create-user`, and signs that
 * user in. Loopback only; stopped by `stop()` (SIGTERM to its process group).
 */
export async function startBenchServer(options: {
  port: number;
  webDistDir?: string;
  env?: Record<string, string>;
  /** Node options of the server process (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
  execArgv?: string[];
  /** A file for the server's log (stdout); otherwise it is dropped. */
  logFile?: string;
}): Promise<BenchServer> {
  const busy = await fetch(`http://127.0.0.1:${options.port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`something already answers on port ${options.port}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'studio-bench-server-'));
  const email = 'bench@example.com';
  const password = BENCH_PASSWORD;
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '10000',
    ...(options.webDistDir ? { WEB_DIST_DIR: options.webDistDir } : {}),
    ...options.env,
  };
  const made = spawnSync(
    process.execPath,
    [
      'cli/bin/studio.js',
      'admin',
      'create-user',
      '--email',
      email,
      '--password',
      password,
      '--name',
      'Bench',
      '--staff',
      '--verified',
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`could not create the bench user: ${made.stderr}`);
  const child = spawn(process.execPath, [...(options.execArgv ?? []), 'scripts/start.mjs', '--no-web'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', options.logFile ? openSync(options.logFile, 'w') : 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    for (let i = 0; i < 200 && !exited; i++) await sleep(50);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; ; i++) {
      if (exited) throw new Error('the bench server exited');
      if (i > 2400) throw new Error('the bench server did not answer in 120 s');
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await sleep(50);
    }
    const { cookie } = await signInSession(url, email, password);
    return { url, dataDir, pid: child.pid!, cookie, email, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
