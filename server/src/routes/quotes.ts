import { IdParams, Quote, ShopTerms } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf, userOf } from '../http/access';
import { renderQuoteDocumentPdf } from '../pdf/quote-document-pdf';
import { getQuote, issueQuote, listSolutionQuotes } from '../services/quotes/issue-quote';
import { quoteLogo } from '../services/quotes/letterhead';
import { shopTerms } from '../services/quotes/shop-settings';

const solution = { param: 'id', kind: 'testSolution' } as const;
const quote = { param: 'id', kind: 'quote' } as const;
const edit = { resource: 'data', action: 'update' } as const;

/** Quotes as documents and the shop's terms (issue 29; contract: api/src/quote.ts). */
export async function quoteRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotes'];

  r.post(
    '/api/v1/test-solutions/:id/quotes',
    {
      config: { access: 'company', permission: edit, resource: solution },
      schema: { tags, params: IdParams, response: { 200: Quote, 201: Quote } },
    },
    async (request, reply) => {
      const { quote: q, created } = await issueQuote(app.deps.db, await memberOf(request), request.params.id);
      return reply.code(created ? 201 : 200).send(q);
    },
  );

  r.get(
    '/api/v1/test-solutions/:id/quotes',
    {
      config: { access: 'company', resource: solution },
      schema: { tags, params: IdParams, response: { 200: z.array(Quote) } },
    },
    async (request) => listSolutionQuotes(app.deps.db, await memberOf(request), request.params.id),
  );

  r.get(
    '/api/v1/quotes/:id',
    {
      config: { access: 'user', resource: quote },
      schema: { tags, params: IdParams, response: { 200: Quote } },
    },
    async (request) => getQuote(app.deps.db, await userOf(request), request.params.id),
  );

  r.get(
    '/api/v1/quotes/:id/quote.pdf',
    { config: { access: 'user', resource: quote }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const q = await getQuote(app.deps.db, await userOf(request), request.params.id);
      const pdf = await renderQuoteDocumentPdf(q, await quoteLogo(app.deps, q));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${q.label.replace(/\s+/g, '-')}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
    },
  );

  r.get(
    '/api/v1/shop-terms',
    { config: { access: 'user' }, schema: { tags, response: { 200: ShopTerms } } },
    async () => shopTerms(app.deps.db),
  );
}
