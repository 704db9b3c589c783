import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../env';

/**
 * OpenAPI generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs. Who may
 * read it is API_DOCS: `public`, `staff` (the production default: the reference lists every route
 * and field, which helps nobody outside but the people running the instance), or `off` (not served:
 * 404 like any unknown path).
 */
export async function registerOpenApi(
  app: FastifyInstance,
  version: string,
  visibility: Config['apiDocs'],
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Studio API',
        description:
          'PCBA test fixture design tools. Authentication endpoints live under /api/auth (better-auth).',
        version,
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'studio.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  if (visibility === 'off') return;
  await app.register(async (docs) => {
    // The access hook (http/access.ts) reads each route's `config.access`: the UI's routes (page,
    // JSON, YAML, static files) get theirs here, as they are added.
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: visibility };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
}
