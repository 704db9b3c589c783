import multipart from '@fastify/multipart';
import {
  DutFile,
  DutFileList,
  DutFileParams,
  DutUploadResult,
  FileListQuery,
  IdParams,
  StepModelList,
} from '@studio/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { memberOf } from '../http/access';
import { deleteFile } from '../services/duts/delete-file';
import { getFile, listFiles, openFile } from '../services/duts/list-files';
import { type UploadPart, uploadFiles } from '../services/duts/upload-files';
import { Validation } from '../services/errors';
import { listStepModels } from '../services/step-models/request-step';
import { openStepMesh } from '../services/step-models/step-mesh';
import { sendStoredBoard } from '../http/send-board';
import { dutDeps } from './duts';

const dut = { param: 'id', kind: 'dut' } as const;
const file = { param: 'fileId', kind: 'dutFile', parent: { param: 'id', kind: 'dut' } } as const;
const MAX_FILES_PER_REQUEST = 500;

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): ASCII fallback plus the exact name. */
export function contentDisposition(name: string): string {
  const base = name.split('/').pop() || 'file';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(base)}`;
}

/** A DUT's design-package files: upload (multipart), list, one file, download, delete; its STEP model readings. */
export async function dutFileRoutes(app: FastifyInstance) {
  const { maxFileBytes } = app.deps.config.uploads;
  await app.register(multipart, {
    // Folder uploads send `folder/sub/file` as the file name: keep the path (busboy would cut it to
    // the base name); the upload service cleans it (no `..`, no leading slash).
    preservePath: true,
    // One byte over the limit: the upload service's own count trips first and names the file.
    limits: {
      fileSize: maxFileBytes + 1,
      files: MAX_FILES_PER_REQUEST,
      fields: 20,
      parts: MAX_FILES_PER_REQUEST + 20,
    },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['duts'];
  const base = '/api/v1/duts/:id/files';

  r.post(
    base,
    {
      config: { access: 'company', permission: { resource: 'dut', action: 'update' }, resource: dut },
      schema: { tags, params: IdParams, response: { 201: DutUploadResult } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new Validation('Send the files as multipart/form-data.');
      const parts = async function* (): AsyncGenerator<UploadPart> {
        for await (const part of request.files()) yield { filename: part.filename, file: part.file };
      };
      try {
        const actor = await memberOf(request);
        const result = await uploadFiles(dutDeps(app, request), actor, request.params.id, parts());
        return reply.code(201).send(result);
      } catch (error) {
        // The rest of a refused upload is not read: close the connection after the answer rather
        // than leave the client sending into a socket nobody reads.
        reply.header('Connection', 'close');
        throw error;
      }
    },
  );

  // The STEP model readings of the DUT's uploads (decision 0040): upload a STEP model (or a zip with
  // one) with POST …/files, with the package or later; its reading and matching show here.
  r.get(
    '/api/v1/duts/:id/step-models',
    {
      config: { access: 'company', resource: dut },
      schema: { tags, params: IdParams, response: { 200: StepModelList } },
    },
    async (request) => listStepModels(dutDeps(app, request), await memberOf(request), request.params.id),
  );

  // The display mesh of the STEP model the board takes (decision 0048), for the 3D board view:
  // binary (core `decodeStepDisplayMesh`), stored gzip and sent so, revalidated by its sha256.
  r.get(
    '/api/v1/duts/:id/step-mesh',
    {
      config: { access: 'company', resource: dut },
      schema: { tags, params: IdParams },
    },
    async (request, reply) =>
      sendStoredBoard(
        request,
        reply,
        await openStepMesh(dutDeps(app, request), await memberOf(request), request.params.id),
        'application/octet-stream',
      ),
  );

  r.get(
    base,
    {
      config: { access: 'company', resource: dut },
      schema: { tags, params: IdParams, querystring: FileListQuery, response: { 200: DutFileList } },
    },
    async (request) =>
      listFiles(dutDeps(app, request), await memberOf(request), request.params.id, request.query.page),
  );

  r.get(
    `${base}/:fileId`,
    {
      config: { access: 'company', resource: file },
      schema: { tags, params: DutFileParams, response: { 200: DutFile } },
    },
    async (request) =>
      getFile(dutDeps(app, request), await memberOf(request), request.params.id, request.params.fileId),
  );

  r.get(
    `${base}/:fileId/download`,
    { config: { access: 'company', resource: file }, schema: { tags, params: DutFileParams } },
    async (request, reply) => {
      const { id, fileId } = request.params;
      const found = await openFile(dutDeps(app, request), await memberOf(request), id, fileId);
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

  r.delete(
    `${base}/:fileId`,
    {
      config: { access: 'company', permission: { resource: 'dut', action: 'update' }, resource: file },
      schema: { tags, params: DutFileParams },
    },
    async (request, reply) => {
      await deleteFile(
        dutDeps(app, request),
        await memberOf(request),
        request.params.id,
        request.params.fileId,
      );
      return reply.code(204).send();
    },
  );
}
