import { randomBytes } from 'node:crypto';
import type { ModelMessage } from '../../ai/chat-model';
import { ModelError } from '../../ai/chat-model';
import type { CompanyActor } from '../../auth/session';
import { answerFromSearch } from './answer-from-search';
import { answerWithModel } from './answer-with-model';
import { AnswerWriter } from './answer-writer';
import { ShuttingDown, StopRequested } from './generations';
import { systemPrompt } from './prompt';
import type { ChatDeps } from './chat-deps';
import { SourceList } from './sources';

export interface AnswerJob {
  actor: CompanyActor;
  companyName: string;
  conversationId: string;
  messageId: string;
  question: string;
  /** Earlier questions and answers of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
}

/**
 * Writes one answer to its end: with the language model when one is configured, else from search;
 * then records how it ended — done, stopped by the user (the text so far is kept), or failed with a
 * reason the user can act on.
 */
export async function writeAnswer(deps: ChatDeps, job: AnswerJob, signal: AbortSignal): Promise<void> {
  const writer = new AnswerWriter(
    deps,
    { userId: job.actor.userId, conversationId: job.conversationId, messageId: job.messageId },
    deps.log,
  );
  const sources = new SourceList();
  const boundary = randomBytes(6).toString('hex');
  const ctx = { deps, actor: job.actor, sources, signal, boundary };
  try {
    if (deps.llm) {
      const messages: ModelMessage[] = [
        {
          role: 'system',
          content: systemPrompt({
            companyName: job.companyName,
            today: new Date().toISOString().slice(0, 10),
            boundary,
          }),
        },
        ...job.history.map((m) => ({ role: m.role, content: m.content })),
        { role: 'user', content: job.question },
      ];
      await answerWithModel({
        llm: deps.llm,
        ctx,
        writer,
        messages,
        maxToolRounds: deps.config.llm?.maxToolRounds ?? 4,
      });
    } else await answerFromSearch({ ctx, writer, question: job.question });
    if (!writer.content.trim()) writer.append('_The model gave no answer._');
    await writer.finish('done', sources.citationsFor(writer.content));
  } catch (error) {
    const reason = signal.aborted ? signal.reason : error;
    if (reason instanceof StopRequested)
      return writer.finish('stopped', sources.citationsFor(writer.content));
    if (reason instanceof ShuttingDown)
      return writer.finish('failed', sources.citationsFor(writer.content), reason.message);
    if (!(reason instanceof ModelError))
      deps.log.error({ err: reason, conversationId: job.conversationId }, 'writing an answer failed');
    await writer.finish(
      'failed',
      sources.citationsFor(writer.content),
      reason instanceof ModelError
        ? reason.message
        : 'Something went wrong while writing this answer; ask again.',
    );
  }
}
