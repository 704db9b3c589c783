import multipart from '@fastify/multipart';
import {
  DocumentList,
  DocumentListQuery,
  DocumentParams,
  DocumentUploadResult,
  KnowledgeDocument,
  PassageList,
  PassageListQuery,
  SearchQuery,
  SearchResult,
} from '@studio/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import type { UploadPart } from '../services/duts/upload-files';
import { Validation } from '../services/errors';
import { deleteDocument, openDocument } from '../services/knowledge/delete-document';
import { getDocument, listDocuments } from '../services/knowledge/list-documents';
import { listPassages } from '../services/knowledge/list-passages';
import { reindexDocument } from '../services/knowledge/reindex-document';
import { searchPassages } from '../services/knowledge/search-passages';
import type { KnowledgeDeps } from '../services/knowledge/knowledge-deps';
import { uploadDocuments } from '../services/knowledge/upload-documents';
import { contentDisposition } from './dut-files';

const document = { param: 'documentId', kind: 'knowledgeDocument' } as const;
const MAX_FILES_PER_REQUEST = 100;
const read = { resource: 'data', action: 'read' } as const;
const write = (action: 'create' | 'update' | 'delete') => ({ resource: 'data', action }) as const;

/** The knowledge base (issue #18; contract: api/src/knowledge.ts): documents, passages, search. */
export async function knowledgeRoutes(app: FastifyInstance) {
  const { maxFileBytes } = app.deps.config.uploads;
  await app.register(multipart, {
    limits: {
      fileSize: maxFileBytes + 1,
      files: MAX_FILES_PER_REQUEST,
      fields: 10,
      parts: MAX_FILES_PER_REQUEST + 10,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['knowledge'];
  const base = '/api/v1/knowledge/documents';
  const deps = (request: FastifyRequest): KnowledgeDeps => ({ ...app.deps, log: request.log });

  r.post(
    base,
    {
      config: { access: 'company', permission: write('create') },
      schema: { tags, response: { 201: DocumentUploadResult } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new Validation('Send the files as multipart/form-data.');
      const parts = async function* (): AsyncGenerator<UploadPart> {
        for await (const part of request.files()) yield { filename: part.filename, file: part.file };
      };
      try {
        const result = await uploadDocuments(deps(request), await memberOf(request), parts());
        return reply.code(201).send(result);
      } catch (error) {
        // The rest of a refused upload is not read (see dut-files.ts).
        reply.header('Connection', 'close');
        throw error;
      }
    },
  );

  r.get(
    base,
    {
      config: { access: 'company', permission: read },
      schema: { tags, querystring: DocumentListQuery, response: { 200: DocumentList } },
    },
    async (request) => listDocuments(app.deps, await memberOf(request), request.query),
  );

  r.get(
    `${base}/:documentId`,
    {
      config: { access: 'company', permission: read, resource: document },
      schema: { tags, params: DocumentParams, response: { 200: KnowledgeDocument } },
    },
    async (request) => getDocument(app.deps, await memberOf(request), request.params.documentId),
  );

  r.get(
    `${base}/:documentId/passages`,
    {
      config: { access: 'company', permission: read, resource: document },
      schema: { tags, params: DocumentParams, querystring: PassageListQuery, response: { 200: PassageList } },
    },
    async (request) =>
      listPassages(app.deps, await memberOf(request), request.params.documentId, request.query),
  );

  r.get(
    `${base}/:documentId/download`,
    {
      config: { access: 'company', permission: read, resource: document },
      schema: { tags, params: DocumentParams },
    },
    async (request, reply) => {
      const found = await openDocument(deps(request), await memberOf(request), request.params.documentId);
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('Content-Disposition', contentDisposition(found.name))
        .header('Content-Length', found.sizeBytes)
        .header('ETag', `"${found.sha256}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .type('application/octet-stream')
        .send(found.stream);
    },
  );

  r.post(
    `${base}/:documentId/reindex`,
    {
      config: { access: 'company', permission: write('update'), resource: document },
      schema: { tags, params: DocumentParams, response: { 202: KnowledgeDocument } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(await reindexDocument(deps(request), await memberOf(request), request.params.documentId)),
  );

  r.delete(
    `${base}/:documentId`,
    {
      config: { access: 'company', permission: write('delete'), resource: document },
      schema: { tags, params: DocumentParams },
    },
    async (request, reply) => {
      await deleteDocument(deps(request), await memberOf(request), request.params.documentId);
      return reply.code(204).send();
    },
  );

  r.get(
    '/api/v1/knowledge/search',
    {
      config: { access: 'company', permission: read },
      schema: { tags, querystring: SearchQuery, response: { 200: SearchResult } },
    },
    async (request) => {
      const actor = await memberOf(request);
      const { q, documentId, format, limit } = request.query;
      const { hits, mode, confident } = await searchPassages(app.deps, actor.companyId, q, {
        documentIds: documentId,
        format,
        limit,
        embedder: app.deps.embedder,
      });
      return { hits, mode, confident };
    },
  );
}
