import path from 'node:path';
import type { Config } from '../env';

/** One line of the start-up summary: what a person reads, and the same facts as fields. */
export interface StartupLine {
  msg: string;
  fields: Record<string, unknown>;
}

/** host:port/path of a connection URL, without its user name and password. */
export function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return '(unparsable URL)';
  }
}

/**
 * What a person starting Studio needs to know once it listens (decision 0058): the address to open,
 * where its data lives and where its mail goes. Secrets in DATABASE_URL and SMTP_URL are not shown.
 */
export function startupLines(config: Config, outboxDir: string): StartupLine[] {
  return [
    { msg: `Studio is ready at ${config.publicUrl}`, fields: { publicUrl: config.publicUrl } },
    dataLine(config),
    mailLine(config, outboxDir),
  ];
}

function dataLine(config: Config): StartupLine {
  const files =
    config.storage.kind === 's3'
      ? `files in the S3 bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}`
      : `files in ${relativeTo(config.dataDir, config.storage.dir)}`;
  if (config.database.kind === 'postgres') {
    const database = withoutCredentials(config.database.url);
    return {
      msg: `data: PostgreSQL at ${database}; ${files}; the rest in ${config.dataDir}`,
      fields: { database, dataDir: config.dataDir, storage: config.storage.kind },
    };
  }
  const database = config.database.dir ? relativeTo(config.dataDir, config.database.dir) : 'memory';
  return {
    msg: `data: ${config.dataDir} (embedded database PGlite in ${database}, ${files})`,
    fields: { database: 'pglite', dataDir: config.dataDir, storage: config.storage.kind },
  };
}

function mailLine(config: Config, outboxDir: string): StartupLine {
  if (config.smtpUrl) {
    const server = withoutCredentials(config.smtpUrl);
    return {
      msg: `mail: sent through ${server} from ${config.mailFrom}`,
      fields: { mail: 'smtp', smtp: server },
    };
  }
  return {
    msg: `mail: not sent (SMTP_URL is not set); each mail is kept in ${outboxDir} and its links are printed here`,
    fields: { mail: 'outbox', outboxDir },
  };
}

/** `db/` for a folder inside the data directory, the full path otherwise. */
function relativeTo(dataDir: string, dir: string): string {
  const relative = path.relative(dataDir, dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `${relative}/` : dir;
}
