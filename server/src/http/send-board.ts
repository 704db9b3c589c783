import { createGunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredBoard } from '../storage/stored-board';

/**
 * Sends a stored board as `GET /duts/:id/board` does: the stored gzip as is (Content-Encoding gzip)
 * to clients that accept it, else gunzipped; its sha256 is the ETag (304 on a match). Other stored
 * gzip blobs (a STEP display mesh) are sent the same way with their own `type`.
 */
export function sendStoredBoard(
  request: FastifyRequest,
  reply: FastifyReply,
  board: StoredBoard,
  type = 'application/json; charset=utf-8',
) {
  const etag = `"${board.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Cache-Control', 'private, no-cache')
    .header('Vary', 'Accept-Encoding')
    .type(type);
  if (request.headers['if-none-match'] === etag) {
    board.gzip.destroy();
    return reply.code(304).send();
  }
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('Content-Encoding', 'gzip');
    if (board.sizeBytes !== null) reply.header('Content-Length', board.sizeBytes);
    return reply.send(board.gzip);
  }
  return reply.send(board.gzip.pipe(createGunzip()));
}
