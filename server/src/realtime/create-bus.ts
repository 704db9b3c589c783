import type { EventBus } from './bus';
import { createMemoryBus } from './memory-bus';
import { createPostgresBus, type PostgresBusOptions } from './postgres-bus';

/**
 * The bus for the configured database: LISTEN/NOTIFY on PostgreSQL (several instances share one
 * database), in-process on the embedded PGlite (one process per data directory).
 */
export async function createEventBus(options: {
  databaseUrl?: string | null | undefined;
  log?: PostgresBusOptions['log'];
}): Promise<EventBus> {
  if (options.databaseUrl)
    return createPostgresBus({ connectionString: options.databaseUrl, log: options.log });
  return createMemoryBus();
}
