import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

describe('npm run serve', () => {
  it('refuses to start in production without AUTH_SECRET, saying which variable is missing', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', DATA_DIR: '/nonexistent/studio' },
      encoding: 'utf8',
      // tsx compiles the whole server first: minutes on a loaded 2-core machine.
      timeout: 240_000,
    });
    expect(result.status).toBe(78);
    expect(result.stderr).toContain('AUTH_SECRET is required in production');
    expect(result.stderr).toContain('.env.example');
  }, 300_000);
});
