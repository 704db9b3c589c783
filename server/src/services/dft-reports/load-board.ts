import { gunzipSync } from 'node:zlib';
import { type Board, type CompactBoard, decodeBoard } from '@studio/core';
import type { BlobStore } from '../../storage/index';

/** Reads a stored board (gzip JSON of core's compact encoding) and decodes it. */
export async function loadStoredBoard(store: Pick<BlobStore, 'getBytes'>, sha256: string): Promise<Board> {
  const gzip = await store.getBytes(sha256);
  return decodeBoard(JSON.parse(gunzipSync(gzip).toString('utf8')) as CompactBoard);
}
