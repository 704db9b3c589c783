import type { Db } from '../db/client';
import type { Config } from '../env';
import type { Mailer } from '../mail/index';
import type { EventBus } from '../realtime/bus';

/** What services need from the app: the database, the live-event bus, the mailer and the config. */
export interface ServiceDeps {
  db: Db;
  bus: EventBus;
  mailer: Mailer;
  config: Config;
}

export const iso = (d: Date) => d.toISOString();
