import type { Readable } from 'node:stream';

/**
 * Content-addressed file storage (ARCHITECTURE.md "Files"): a blob is named by the sha256 of its
 * bytes, so writing the same content twice is a no-op and a stored blob never changes. Adapters:
 * a local folder (default) and S3-compatible object storage.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  /** Stores bytes or a stream (hashed while it is written) and returns its name and size. */
  put(source: BlobSource, options?: StageOptions): Promise<StoredBlob>;
  /**
   * Writes the content to a staging area and hashes it, without naming it yet. `commit()` then
   * stores it under its sha256 (idempotent: it may be called again while the staged copy exists);
   * `discard()` removes the staged copy. Uploads stage first so that a refused or broken upload
   * never leaves anything under a final name.
   */
  stage(source: BlobSource, options?: StageOptions): Promise<StagedBlob>;
  /** The blob as a stream; throws BlobNotFound. */
  get(sha256: string): Promise<Readable>;
  getBytes(sha256: string): Promise<Uint8Array>;
  exists(sha256: string): Promise<boolean>;
  /** Removes the blob (no error when it is already gone). */
  delete(sha256: string): Promise<void>;
  /** Size and last modification of a stored blob; null when there is none. */
  stat(sha256: string): Promise<BlobInfo | null>;
  /**
   * Every stored blob (final names only: never staged copies), in no particular order, read lazily
   * page by page. Used by the storage sweep (services/housekeeping) to find blobs nothing refers to.
   */
  list(): AsyncIterable<BlobInfo>;
  close(): Promise<void>;
}

export type BlobSource = Uint8Array | Readable | AsyncIterable<Uint8Array>;

export interface StageOptions {
  /** Refuse (BlobTooLarge) as soon as the content passes this many bytes. */
  maxBytes?: number;
}

export interface StoredBlob {
  sha256: string;
  sizeBytes: number;
}

export interface BlobInfo extends StoredBlob {
  /** When the blob was last written (local: file mtime; S3: LastModified, the bucket's clock). */
  modifiedAt: Date;
}

export interface StagedBlob extends StoredBlob {
  /** The first bytes of the content (up to 64 KiB), for format detection. */
  head: Uint8Array;
  /** `length` bytes of the staged content from `offset` (fewer at its end), until commit or discard. */
  readAt(offset: number, length: number): Promise<Uint8Array>;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

export class BlobNotFound extends Error {
  constructor(readonly sha256: string) {
    super(`No stored file with sha256 ${sha256}.`);
    this.name = 'BlobNotFound';
  }
}

export class BlobTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`The content is larger than ${maxBytes} bytes.`);
    this.name = 'BlobTooLarge';
  }
}

const SHA256 = /^[0-9a-f]{64}$/;

/** True for a well-formed blob name (listings skip anything else, e.g. a copy's `.tmp` file). */
export const isSha256 = (name: string) => SHA256.test(name);

/** Blob names reach file paths and object keys: anything but a lowercase hex sha256 is refused. */
export function assertSha256(sha256: string): string {
  if (!SHA256.test(sha256)) throw new Error(`Not a sha256: ${JSON.stringify(sha256)}`);
  return sha256;
}

/** `ab/cd/abcd…`: two levels of 256 folders keep directory listings short. */
export const blobPath = (sha256: string) =>
  `${assertSha256(sha256).slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;

/** How a store is opened (storage/index.ts createBlobStore). */
export interface StoreOptions {
  /** S3: create the bucket when it is missing (the server at boot; not worker threads). */
  createBucket?: boolean;
  /** Remove the staged files of interrupted uploads (the server at boot only). */
  removeLeftovers?: boolean;
}
