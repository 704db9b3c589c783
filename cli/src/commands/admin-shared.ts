import { ConfigError, type Instance, loadConfig, openInstance } from '@studio/server';

/** Thrown for bad command-line usage; commands print the message with their usage and exit 2. */
export class UsageError extends Error {}

/** Quiet logging for CLI runs: mail links still reach the terminal when no SMTP is configured. */
const cliLog = {
  info: (obj: object, msg: string) => {
    const links = (obj as { links?: Record<string, string> }).links;
    if (links) console.log(`${msg}\n  ${Object.values(links).join('\n  ')}`);
  },
  warn: (_obj: object, msg: string) => console.warn(`warning: ${msg}`),
  error: (obj: object, msg: string) => console.error(`error: ${msg}`, obj),
};

/** The server's config, from the same environment variables (DATA_DIR, DATABASE_URL, ...). */
export function cliConfig() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) throw new Error(error.message);
    throw error;
  }
}

/**
 * Runs `fn` on the instance's database and auth. On the embedded database this takes the data
 * directory's lock, so it refuses while a server runs on it (PGlite allows one process).
 */
export async function withInstance<T>(fn: (instance: Instance) => Promise<T>): Promise<T> {
  const instance = await openInstance(cliConfig(), cliLog);
  try {
    return await fn(instance);
  } finally {
    await instance.close();
  }
}

/** Runs a command body, mapping usage errors to exit code 2 with the usage text. */
export async function runWithUsage(usage: string, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`studio: ${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
}
