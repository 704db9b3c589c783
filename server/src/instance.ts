import { type Auth, type AuthDeps, createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/secret';
import { type Database, openDatabase } from './db/client';
import { acquireDataDirLock } from './db/lock';
import { migrateDatabase } from './db/migrate';
import type { Config } from './env';
import { createMailer, type Mailer } from './mail/index';

export interface InstanceLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The database, auth and mailer of one Studio instance: what the server and the CLI both open. */
export interface Instance {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  close(): Promise<void>;
}

/**
 * Opens the instance of a config: takes the data-directory lock (embedded database on disk), opens
 * and migrates the database, and builds auth and mail on it. Throws DataDirLockedError when another
 * process holds the embedded database.
 */
export async function openInstance(
  config: Config,
  log: InstanceLog,
  options: Pick<AuthDeps, 'trustedOrigins' | 'onSessionEnded' | 'onAccountChanged'> = {},
): Promise<Instance> {
  const onDisk = config.database.kind === 'pglite' && config.database.dir !== null;
  const release = onDisk ? acquireDataDirLock(config.dataDir) : null;
  let database: Database | null = null;
  try {
    database = await openDatabase(config.database);
    await migrateDatabase(database);
    const mailer = createMailer(config, log);
    const auth = createAuth({
      config,
      database,
      secret: resolveAuthSecret(config),
      mailer,
      log,
      ...options,
    });
    const opened = database;
    return {
      config,
      database,
      auth,
      mailer,
      async close() {
        await mailer.close();
        await opened.close();
        release?.();
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    release?.();
    throw error;
  }
}
