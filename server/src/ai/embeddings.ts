import type { EndpointConfig } from '../env';
import { lazyOpenAiClient } from './load-openai';

/** Texts per request: OpenAI-compatible servers accept arrays; local ones often cap the batch. */
const BATCH = 32;

/** Turns texts into unit-length vectors with the configured OpenAI-compatible embeddings endpoint. */
export interface Embedder {
  readonly model: string;
  embed(
    texts: string[],
    options?: { signal?: AbortSignal; onBatch?: (done: number) => void },
  ): Promise<number[][]>;
}

/**
 * The embeddings client (the `openai` package against any OpenAI-compatible server: llama.cpp,
 * Ollama, vLLM, a hosted API). Vectors are scaled to unit length when they arrive, so that a dot
 * product is their cosine similarity. Nothing is downloaded: without a configured endpoint there is
 * no embedder and search is keyword-only.
 */
export function createEmbedder(config: EndpointConfig): Embedder {
  const clientOf = lazyOpenAiClient({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? 'not-needed',
    timeout: config.timeoutMs,
    maxRetries: 1,
  });
  return {
    model: config.model,
    async embed(texts, { signal, onBatch } = {}) {
      const vectors: number[][] = [];
      for (let i = 0; i < texts.length; i += BATCH) {
        const batch = texts.slice(i, i + BATCH);
        const response = await (await clientOf()).embeddings.create(
          { model: config.model, input: batch, encoding_format: 'float' },
          { signal },
        );
        const data = [...response.data].sort((a, b) => a.index - b.index);
        if (data.length !== batch.length)
          throw new Error(
            `the embeddings endpoint answered ${data.length} vectors for ${batch.length} texts`,
          );
        for (const item of data) vectors.push(unit(item.embedding));
        onBatch?.(vectors.length);
      }
      return vectors;
    },
  };
}

function unit(vector: number[]): number[] {
  const length = Math.hypot(...vector);
  if (!Number.isFinite(length) || length === 0)
    throw new Error('the embeddings endpoint answered an empty vector');
  return vector.map((v) => v / length);
}
