import { Health, PublicConfig } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { outboxDir } from '../mail/index';
import { isFirstRun } from '../services/instance/is-first-run';

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { build, database, mailer } = app.deps;

  r.get(
    '/api/health',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: Health } } },
    async () => ({ status: 'ok' as const, database: database.kind, ...build }),
  );

  r.get(
    '/api/v1/config',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: PublicConfig } } },
    async () => ({
      mailMode: mailer.mode,
      outboxDir: mailer.mode === 'outbox' ? outboxDir(app.deps.config) : null,
      firstRun: await isFirstRun(app.deps),
      ...build,
      thirdPartyScripts: app.deps.config.thirdPartyScripts,
    }),
  );
}
