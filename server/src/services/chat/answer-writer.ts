import type { ChatMessageStatus, Citation } from '@studio/api';
import { and, eq, sql } from 'drizzle-orm';
import { chatMessage } from '../../db/schema/index';
import type { ServiceDeps } from '../context';

/** Deltas go out at most this often, or sooner once this many characters wait. */
const DELTA_EVERY_MS = 60;
const DELTA_CHARS = 400;
/** The text so far is saved this often while streaming (a reload shows it; a crash keeps it). */
const SAVE_EVERY_MS = 1000;

/**
 * Streams an answer to its user: text is batched into `chat.delta` events (one NOTIFY per batch, not
 * per token), saved to the message row now and then, and finally saved with its status and
 * citations, followed by a `chat.message` event. The final write only applies while the message is
 * still 'streaming', so an answer settled elsewhere (marked interrupted) is never overwritten.
 */
export class AnswerWriter {
  content = '';
  private pending = '';
  private timer: NodeJS.Timeout | null = null;
  private chain: Promise<void> = Promise.resolve();
  /** Characters sent in deltas so far. */
  private published = 0;
  /** 0: the first batch is saved before it is announced (see flush). */
  private lastSave = 0;

  constructor(
    private readonly deps: Pick<ServiceDeps, 'db' | 'bus'>,
    private readonly ids: { userId: string; conversationId: string; messageId: string },
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  append(text: string): void {
    if (!text) return;
    this.content += text;
    this.pending += text;
    if (this.pending.length >= DELTA_CHARS) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), DELTA_EVERY_MS);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const text = this.pending;
    this.pending = '';
    if (!text) return;
    const save = Date.now() - this.lastSave >= SAVE_EVERY_MS;
    if (save) this.lastSave = Date.now();
    const content = this.content.slice(0, this.published + text.length);
    const offset = this.published;
    this.published += text.length;
    // Saved before the delta is announced: a client that refetches on a delta it cannot place gets
    // at least the text up to it.
    this.chain = this.chain
      .then(async () => {
        if (save)
          await this.deps.db
            .update(chatMessage)
            .set({ content, updatedAt: sql`now()` })
            .where(and(eq(chatMessage.id, this.ids.messageId), eq(chatMessage.status, 'streaming')));
        await this.deps.bus.publish({ type: 'chat.delta', ...this.ids, text, offset });
      })
      .catch((error) => this.log.warn({ err: error, ...this.ids }, 'could not stream part of an answer'));
  }

  async finish(
    status: Exclude<ChatMessageStatus, 'streaming'>,
    citations: Citation[],
    error: string | null = null,
  ) {
    this.flush();
    await this.chain;
    await this.deps.db
      .update(chatMessage)
      .set({ content: this.content, status, error, citations, updatedAt: sql`now()` })
      .where(and(eq(chatMessage.id, this.ids.messageId), eq(chatMessage.status, 'streaming')));
    await this.deps.bus.publish({ type: 'chat.message', ...this.ids, status });
  }
}
