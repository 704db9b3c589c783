import path from 'node:path';
import type { Config } from '../env';
import type { Mailer } from './mailer';
import { createOutboxMailer, type OutboxLog } from './outbox';
import { createSmtpMailer } from './smtp';

export type { Mail, Mailer } from './mailer';
export * from './templates';

/** SMTP when SMTP_URL is set, otherwise the outbox folder in the data directory. */
export function createMailer(config: Config, log: OutboxLog): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailer({ dir: outboxDir(config), from: config.mailFrom, log });
}

export const outboxDir = (config: Config) => path.join(config.dataDir, 'outbox');
