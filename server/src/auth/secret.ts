import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../env';

export const authSecretPath = (dataDir: string) => path.join(dataDir, 'auth-secret');

/**
 * AUTH_SECRET when set; otherwise (embedded default, never in production: env.ts refuses) a secret
 * generated on first start and kept in `<dataDir>/auth-secret` (mode 0600), so that sessions and
 * encrypted two-factor secrets survive restarts. Backups include it for the same reason.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = authSecretPath(config.dataDir);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
