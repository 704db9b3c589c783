import { gzipSync } from 'node:zlib';
import { encodeStepDisplayMesh } from '@studio/core';
import type { StorageConfig } from '../../env';
import { createBlobStore } from '../../storage/index';
import { serveWorker } from '../../workers/serve-worker';
import { readStepModel, stepEntryOf } from './read-step';

// Worker-thread entry of STEP reading (started by step-pool.ts, decision 0040): reads the upload
// from storage, finds the STEP model (inside a zip too), reads it with OpenCascade and answers the
// solids (core `StepModel`) as gzip JSON, transferred rather than copied. The parent stops the
// thread at STEP_TIMEOUT_MS; V8's heap and the WebAssembly memory are capped at STEP_MEMORY_MB.

export interface StepWorkerInput {
  storage: StorageConfig;
  file: { name: string; sha256: string };
  memoryMb: number;
  maxExpandedBytes: number;
  /** The largest STEP model read (STEP_MAX_MB). */
  maxStepBytes: number;
}

export type StepWorkerOutput =
  | { entry: null }
  | {
      entry: string;
      solidCount: number;
      readMs: number;
      solidsGzip: Uint8Array;
      /** The display mesh (core `encodeStepDisplayMesh`, gzip) and its triangles before and after. */
      meshGzip: Uint8Array;
      mesh: { trianglesIn: number; trianglesOut: number; bytes: number };
    };

serveWorker<StepWorkerInput, StepWorkerOutput>(async (input, progress) => {
  const store = await createBlobStore(input.storage, { createBucket: false });
  try {
    const bytes = await store.getBytes(input.file.sha256);
    progress(0.05);
    const entry = stepEntryOf(input.file.name, bytes, {
      maxExpandedBytes: input.maxExpandedBytes,
      maxStepBytes: input.maxStepBytes,
    });
    if (!entry) return { value: { entry: null } };
    progress(0.1);
    const started = performance.now();
    const { model, display } = await readStepModel(entry, input.memoryMb, progress);
    const readMs = Math.round(performance.now() - started);
    const solidsGzip = new Uint8Array(gzipSync(JSON.stringify(model), { level: 6 }));
    const packed = encodeStepDisplayMesh({ model, meshes: display!.meshes });
    const meshGzip = new Uint8Array(gzipSync(packed, { level: 6 }));
    progress(0.95);
    return {
      value: {
        entry: entry.name,
        solidCount: model.solids.length,
        readMs,
        solidsGzip,
        meshGzip,
        mesh: {
          trianglesIn: display!.trianglesIn,
          trianglesOut: display!.trianglesOut,
          bytes: meshGzip.length,
        },
      },
      transfer: [solidsGzip.buffer as ArrayBuffer, meshGzip.buffer as ArrayBuffer],
    };
  } finally {
    await store.close();
  }
});
