import { randomUUID } from 'node:crypto';
import type { ChatMessage, SendResult } from '@studio/api';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { chatConversation, chatMessage, organization } from '../../db/schema/index';
import { Conflict } from '../errors';
import { NEW_CONVERSATION_TITLE, settleStale } from './conversations';
import type { ChatDeps } from './chat-deps';
import { findConversationOrThrow, toMessage } from './chat-rows';
import { writeAnswer } from './write-answer';

/** Earlier messages sent to the model with a new question. */
const HISTORY_MESSAGES = 12;

/** A conversation's title from its first question: the first words, at most 60 characters. */
export function titleFrom(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}

/**
 * `POST …/conversations/:id/messages`: stores the question and an empty answer, and starts writing
 * the answer in the background; it streams to the user over the live connection. One answer at a
 * time per conversation (409 while one is being written).
 */
export async function sendMessage(
  deps: ChatDeps,
  actor: CompanyActor,
  conversationId: string,
  content: string,
): Promise<SendResult> {
  const conversation = await findConversationOrThrow(deps.db, actor, conversationId);
  await settleStale(deps, conversationId);
  const history = await deps.db
    .select()
    .from(chatMessage)
    .where(eq(chatMessage.conversationId, conversationId))
    .orderBy(asc(chatMessage.createdAt), asc(chatMessage.role));
  if (deps.generations.isRunning(conversationId) || history.some((m) => m.status === 'streaming'))
    throw new Conflict('An answer is still being written in this conversation: stop it or wait for it.');
  const { question, answer } = await deps.db.transaction(async (tx) => {
    const now = Date.now();
    const [q] = await tx
      .insert(chatMessage)
      .values({
        id: randomUUID(),
        conversationId,
        role: 'user',
        content,
        status: 'done',
        createdAt: new Date(now),
      })
      .returning();
    const [a] = await tx
      .insert(chatMessage)
      .values({
        id: randomUUID(),
        conversationId,
        role: 'assistant',
        status: 'streaming',
        model: deps.llm?.model ?? null,
        createdAt: new Date(now + 1),
      })
      .returning();
    await tx
      .update(chatConversation)
      .set({
        updatedAt: sql`now()`,
        ...(history.length === 0 && conversation.title === NEW_CONVERSATION_TITLE
          ? { title: titleFrom(content) }
          : {}),
      })
      .where(and(eq(chatConversation.id, conversationId)));
    return { question: q!, answer: a! };
  });
  const [company] = await deps.db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, actor.companyId));
  const started = deps.generations.start(conversationId, (signal) =>
    writeAnswer(
      deps,
      {
        actor,
        companyName: company?.name ?? '',
        conversationId,
        messageId: answer.id,
        question: content,
        history: history
          .filter((m) => m.status !== 'failed' && m.content.trim() !== '')
          .slice(-HISTORY_MESSAGES)
          .map((m) => ({ role: m.role as 'user' | 'assistant', content: m.content })),
      },
      signal,
    ),
  );
  if (!started) {
    await deps.db
      .update(chatMessage)
      .set({ status: 'failed', error: 'The server is restarting; ask again in a moment.' })
      .where(eq(chatMessage.id, answer.id));
  }
  const ids = { userId: actor.userId, conversationId };
  await deps.bus.publish({ type: 'chat.message', ...ids, messageId: question.id, status: 'done' });
  return { question: toMessage(question), answer: toMessage(answer) };
}

/**
 * `POST …/conversations/:id/stop`: asks the instance writing the conversation's answer to stop (over
 * the bus, so any instance can take the request), waits briefly for it to record the end, and
 * answers the message as it is. With no answer being written it answers null.
 */
export async function stopAnswer(
  deps: ChatDeps,
  actor: CompanyActor,
  conversationId: string,
): Promise<ChatMessage | null> {
  await findConversationOrThrow(deps.db, actor, conversationId);
  const streaming = async () =>
    (
      await deps.db
        .select()
        .from(chatMessage)
        .where(and(eq(chatMessage.conversationId, conversationId), eq(chatMessage.role, 'assistant')))
        .orderBy(asc(chatMessage.createdAt))
    ).at(-1) ?? null;
  const before = await streaming();
  if (!before) return null;
  if (before.status !== 'streaming') return toMessage(before);
  await deps.bus.publish({ type: 'chat.stop', userId: actor.userId, conversationId });
  await deps.generations.settled(conversationId);
  for (let i = 0; i < 40; i++) {
    const now = await streaming();
    if (now && now.status !== 'streaming') return toMessage(now);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Nobody is writing it (its server died): end it here.
  const [ended] = await deps.db
    .update(chatMessage)
    .set({ status: 'stopped', updatedAt: sql`now()` })
    .where(and(eq(chatMessage.id, before.id), eq(chatMessage.status, 'streaming')))
    .returning();
  if (ended)
    await deps.bus.publish({
      type: 'chat.message',
      userId: actor.userId,
      conversationId,
      messageId: ended.id,
      status: 'stopped',
    });
  return toMessage(ended ?? (await streaming())!);
}
