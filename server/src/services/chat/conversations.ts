import { randomUUID } from 'node:crypto';
import type { ConversationDetail, ConversationList } from '@studio/api';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { CompanyActor } from '../../auth/session';
import { chatConversation, chatMessage } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import type { ChatDeps } from './chat-deps';
import { findConversationOrThrow, toConversation, toMessage } from './chat-rows';

export const NEW_CONVERSATION_TITLE = 'New conversation';

export async function createConversation(deps: ServiceDeps, actor: CompanyActor, title?: string) {
  const [row] = await deps.db
    .insert(chatConversation)
    .values({
      id: randomUUID(),
      companyId: actor.companyId,
      userId: actor.userId,
      title: title ?? NEW_CONVERSATION_TITLE,
    })
    .returning();
  return toConversation(row!);
}

/** The user's conversations in the active company, most recent first. */
export async function listConversations(deps: ServiceDeps, actor: CompanyActor): Promise<ConversationList> {
  const rows = await deps.db
    .select()
    .from(chatConversation)
    .where(and(eq(chatConversation.userId, actor.userId), eq(chatConversation.companyId, actor.companyId)))
    .orderBy(desc(chatConversation.updatedAt), desc(chatConversation.id))
    .limit(500);
  return { items: rows.map(toConversation) };
}

export async function getConversation(
  deps: ChatDeps,
  actor: CompanyActor,
  id: string,
): Promise<ConversationDetail> {
  const row = await findConversationOrThrow(deps.db, actor, id);
  await settleStale(deps, id);
  const messages = await deps.db
    .select()
    .from(chatMessage)
    .where(eq(chatMessage.conversationId, id))
    .orderBy(asc(chatMessage.createdAt), asc(chatMessage.role));
  return { ...toConversation(row), messages: messages.map(toMessage) };
}

export async function renameConversation(deps: ServiceDeps, actor: CompanyActor, id: string, title: string) {
  await findConversationOrThrow(deps.db, actor, id);
  const [row] = await deps.db
    .update(chatConversation)
    .set({ title, updatedAt: sql`now()` })
    .where(eq(chatConversation.id, id))
    .returning();
  return toConversation(row!);
}

/** Deletes the conversation and its messages; an answer still being written there is stopped first. */
export async function deleteConversation(deps: ChatDeps, actor: CompanyActor, id: string) {
  await findConversationOrThrow(deps.db, actor, id);
  await deps.bus.publish({ type: 'chat.stop', userId: actor.userId, conversationId: id });
  await deps.generations.settled(id);
  await deps.db.delete(chatConversation).where(eq(chatConversation.id, id));
}

/**
 * An answer left 'streaming' by a server that died is marked failed once nothing has been written to
 * it for well over the model's silence limit (answers being written save their text every second).
 */
export async function settleStale(deps: ChatDeps, conversationId: string) {
  if (deps.generations.isRunning(conversationId)) return;
  const staleMs = 2 * (deps.config.llm?.timeoutMs ?? 60_000) + 30_000;
  await deps.db
    .update(chatMessage)
    .set({ status: 'failed', error: 'The server stopped while this answer was being written; ask again.' })
    .where(
      and(
        eq(chatMessage.conversationId, conversationId),
        eq(chatMessage.status, 'streaming'),
        lt(chatMessage.updatedAt, sql`now() - ${staleMs}::int * interval '1 millisecond'`),
      ),
    );
}
