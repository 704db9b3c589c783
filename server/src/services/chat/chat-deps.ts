import type { ChatModel } from '../../ai/chat-model';
import type { Embedder } from '../../ai/embeddings';
import type { BlobStore } from '../../storage/index';
import type { ServiceDeps } from '../context';
import type { ChatGenerations } from './generations';

/** What the chat services need: the model (or none), the embedder (or none), the running answers. */
export interface ChatDeps extends ServiceDeps {
  llm: ChatModel | null;
  embedder: Embedder | null;
  generations: ChatGenerations;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** File storage: a DFT report's analysis is kept there (decision 0077). */
  storage: Pick<BlobStore, 'getBytes'>;
}
