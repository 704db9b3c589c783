import type { DocumentFormat } from '@studio/api';
import { type DocumentIndex, indexPassages } from '@studio/core';
import type { StorageConfig } from '../../env';
import { type ExtractedDocument, type ExtractLimits, extractDocument } from '../../extract/index';
import { createBlobStore } from '../../storage/index';
import { serveWorker } from '../../workers/serve-worker';

// Worker-thread entry of knowledge-base extraction (started through workers/bootstrap.mjs by extract-pool.ts, with its own time and memory limits): reads the document from storage and answers its
// passages and their index terms. An ExtractionError (a scan without text, a password, a broken file) reaches the parent
// with its name, code and message.

export interface ExtractWorkerInput {
  storage: StorageConfig;
  sha256: string;
  name: string;
  format: DocumentFormat;
  /** What the document may decode to (EXTRACT_MEMORY_MB / 4, decision 0072). */
  limits: ExtractLimits;
}

/** The document's passages with their index terms (core indexPassages), computed here, off the main thread. */
export type ExtractWorkerOutput = Omit<ExtractedDocument, 'passages'> & DocumentIndex;

serveWorker<ExtractWorkerInput, ExtractWorkerOutput>(async (input, progress) => {
  const store = await createBlobStore(input.storage, { createBucket: false });
  try {
    const bytes = await store.getBytes(input.sha256);
    progress(0.05);
    const value = await extractDocument(
      { bytes, name: input.name, format: input.format },
      { progress: (v) => progress(0.05 + 0.9 * v), limits: input.limits },
    );
    progress(0.97);
    return { value: { ...value, ...indexPassages(input.name, value.passages) } };
  } finally {
    await store.close();
  }
});
