import type { Readable } from 'node:stream';

/** A stored board: core's compact encoding as gzip JSON, named by its sha256. */
export interface StoredBoard {
  sha256: string;
  sizeBytes: number | null;
  gzip: Readable;
}
