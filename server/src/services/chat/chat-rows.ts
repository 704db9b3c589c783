import type { ChatMessage, ChatMessageStatus, Conversation } from '@studio/api';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatConversation, type chatMessage } from '../../db/schema/index';
import { iso } from '../context';
import { NotFound } from '../errors';

// The stored rows of conversations and messages and their API shapes.

export type ConversationRow = typeof chatConversation.$inferSelect;
export type MessageRow = typeof chatMessage.$inferSelect;

export function toConversation(row: ConversationRow): Conversation {
  return { id: row.id, title: row.title, createdAt: iso(row.createdAt), updatedAt: iso(row.updatedAt) };
}

export function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role as ChatMessage['role'],
    content: row.content,
    status: row.status as ChatMessageStatus,
    error: row.error,
    citations: row.citations,
    model: row.model,
    createdAt: iso(row.createdAt),
  };
}

/** The user's conversation in the active company; anyone else's is simply not found. */
export async function findConversationOrThrow(
  db: Db | Tx,
  actor: { userId: string; companyId: string },
  id: string,
): Promise<ConversationRow> {
  const [row] = await db
    .select()
    .from(chatConversation)
    .where(
      and(
        eq(chatConversation.id, id),
        eq(chatConversation.userId, actor.userId),
        eq(chatConversation.companyId, actor.companyId),
      ),
    );
  if (!row) throw new NotFound('conversation');
  return row;
}
