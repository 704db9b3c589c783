import { buildApp } from './app';
import { DataDirLockedError } from './db/lock';
import { ConfigError, loadConfig } from './env';
import { startupLines } from './logging/startup-lines';
import { outboxDir } from './mail/index';

/** `npm run serve`: validate the config, build the app, listen, and shut down cleanly on signals. */
async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`studio: ${error.message}\nSee .env.example for every setting.`);
      return 78; // EX_CONFIG
    }
    throw error;
  }
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`studio: ${error.message}`);
      return 75; // EX_TEMPFAIL
    }
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, `shutting down (${signal})`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `listening on ${address}`,
  });
  for (const line of startupLines(config, outboxDir(config))) app.log.info(line.fields, line.msg);
  return -1;
}

main().then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (error) => {
    console.error('studio: failed to start', error);
    process.exit(1);
  },
);
