import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/errors';
import { InsufficientStockError } from '../services/inventory/record-movement';
import { FieldConflict } from '../services/parts/field-conflict';

/**
 * The catalog and inventory routes answer two conflicts with more than the usual envelope: a taken
 * part number or code names its field (`fields`), and a movement that would go below zero carries
 * the quantities (api `InsufficientStock`). Everything else goes on to the app's one error handler.
 */
export function registerCatalogErrors(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof FieldConflict)
      return sendError(reply, request, 409, 'conflict', error.message, error.fields);
    if (error instanceof InsufficientStockError) {
      return reply
        .code(409)
        .type('application/json; charset=utf-8')
        .send({
          code: 'conflict',
          message: error.message,
          requestId: String(request.id),
          fields: { quantity: error.message },
          ...error.balance,
          requested: error.requested,
        });
    }
    throw error;
  });
}

/** Reads CSV request bodies as text (the import routes). */
export function acceptCsvBodies(app: FastifyInstance, maxBytes: number): void {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );
}
