import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../env';
import {
  type BlobInfo,
  type BlobStore,
  BlobNotFound,
  blobPath,
  isSha256,
  type StagedBlob,
  type StoreOptions,
} from './blob-store';
import { readStagedRange, removeLeftoverStaging, stageToFile, sweepStaging } from './stage-file';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NotFound', 'NoSuchKey', 'NoSuchBucket'].includes((error as Error)?.name);

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers do not understand the
    // aws-chunked trailing checksums the SDK sends by default since 2025.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Blobs in an S3-compatible bucket under `files/ab/cd/<sha256>`. Content is staged (and hashed) in a
 * local folder first, because the object's name is its hash; it is uploaded once with its length
 * known, and skipped when the object already exists.
 */
export async function createS3Store(config: S3Config, options: StoreOptions = {}) {
  const client = createS3Client(config);
  const Bucket = config.bucket;
  const key = (sha256: string) => `files/${blobPath(sha256)}`;
  if (options.removeLeftovers) await removeLeftoverStaging(config.stagingDir);
  await sweepStaging(config.stagingDir, 60 * 60_000);
  if (options.createBucket !== false) await ensureBucket(client, Bucket);

  const store: BlobStore = {
    kind: 's3',
    async stage(source, stageOptions = {}): Promise<StagedBlob> {
      const staged = await stageToFile(source, config.stagingDir, stageOptions.maxBytes);
      return {
        sha256: staged.sha256,
        sizeBytes: staged.sizeBytes,
        head: staged.head,
        readAt: (offset: number, length: number) => readStagedRange(staged.path, offset, length),
        async commit() {
          if (await store.exists(staged.sha256)) return;
          await client.send(
            new PutObjectCommand({
              Bucket,
              Key: key(staged.sha256),
              Body: createReadStream(staged.path),
              ContentLength: staged.sizeBytes,
              ContentType: 'application/octet-stream',
            }),
          );
        },
        discard: () => unlink(staged.path).catch(() => undefined),
      };
    },
    async put(source, stageOptions) {
      const staged = await store.stage(source, stageOptions);
      try {
        await staged.commit();
      } finally {
        await staged.discard();
      }
      return { sha256: staged.sha256, sizeBytes: staged.sizeBytes };
    },
    async get(sha256) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(sha256) }));
        return object.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new BlobNotFound(sha256);
        throw error;
      }
    },
    async getBytes(sha256) {
      const chunks: Buffer[] = [];
      for await (const chunk of await store.get(sha256)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async exists(sha256) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key(sha256) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(sha256) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(sha256) }));
    },
    async stat(sha256) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(sha256) }));
        return { sha256, sizeBytes: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date() };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    list: () => listObjects(client, Bucket),
    async close() {
      client.destroy();
    },
  };
  return store;
}

/** Pages through `files/` with ListObjectsV2 (1000 keys a request); keys that are not blobs are skipped. */
async function* listObjects(client: S3Client, Bucket: string): AsyncGenerator<BlobInfo> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'files/', ContinuationToken }));
    for (const object of page.Contents ?? []) {
      const name = object.Key?.split('/').at(-1) ?? '';
      if (!isSha256(name) || object.Key !== `files/${blobPath(name)}`) continue;
      // A blob of unknown age counts as new (the sweep keeps it).
      yield { sha256: name, sizeBytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date() };
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/** Creates the bucket when it does not exist (MinIO and test servers start empty). */
async function ensureBucket(client: S3Client, Bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if (!isMissing(error)) throw error;
    await client.send(new CreateBucketCommand({ Bucket }));
  }
}
