import type { Citation } from '@studio/api';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organization } from './company';

/**
 * Chat conversations (issue #18, PRODUCT.md §10): each belongs to one user within one company; the
 * user sees the conversations of the company they act in.
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('chat_conversation_user_company_idx').on(t.userId, t.companyId, t.updatedAt)],
);

/**
 * A question or an answer. An answer is written while it streams (`status` 'streaming'), then ends
 * 'done', 'stopped' (by the user) or 'failed' (with `error`); `citations` are the sources it used.
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversation.id, { onDelete: 'cascade' }),
    /** 'user' | 'assistant' */
    role: text('role').notNull(),
    content: text('content').default('').notNull(),
    /** api ChatMessageStatus. */
    status: text('status').default('done').notNull(),
    error: text('error'),
    citations: jsonb('citations').$type<Citation[]>().default([]).notNull(),
    model: text('model'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [index('chat_message_conversation_created_idx').on(t.conversationId, t.createdAt)],
);
