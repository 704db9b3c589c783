import { z } from 'zod';
import { Id } from './common';

/**
 * The chat assistant (issue #18; PRODUCT.md §10): conversations per user within the active company.
 * An answer streams over the live connection (`chat.delta` events, then `chat.message`) and cites the
 * passages and company records it used; without a configured language model the assistant answers
 * with search results and says so (docs/decisions/0024-chat-assistant.md).
 */

export const ChatMessageStatus = z.enum(['streaming', 'done', 'stopped', 'failed']);
export type ChatMessageStatus = z.infer<typeof ChatMessageStatus>;

export const RecordType = z.enum(['dut', 'testConfig', 'dftReport', 'part', 'order']);
export type RecordType = z.infer<typeof RecordType>;

/** A source an answer used; `n` is the number the answer cites it by ("[2]"). */
export const Citation = z.discriminatedUnion('kind', [
  z.object({
    n: z.number(),
    kind: z.literal('passage'),
    passageId: z.string(),
    documentId: z.string(),
    documentName: z.string(),
    page: z.number().nullable(),
    heading: z.string(),
    /** The start of the passage, as shown beside the answer. */
    excerpt: z.string(),
  }),
  z.object({
    n: z.number(),
    kind: z.literal('record'),
    recordType: RecordType,
    id: z.string(),
    label: z.string(),
    /** One line about it (status, counts). */
    detail: z.string(),
    /** Where it is in the app (`/dut/{id}`, `/dft-report/{id}`, …). */
    href: z.string(),
  }),
]);
export type Citation = z.infer<typeof Citation>;

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: ChatMessageStatus,
  error: z.string().nullable(),
  citations: z.array(Citation),
  /** The model that wrote it; null for the user's messages and for search-only answers. */
  model: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const Conversation = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationList = z.object({ items: z.array(Conversation) });
export type ConversationList = z.infer<typeof ConversationList>;

export const ConversationDetail = Conversation.extend({ messages: z.array(ChatMessage) });
export type ConversationDetail = z.infer<typeof ConversationDetail>;

export const ConversationParams = z.object({ conversationId: Id });

const Title = z
  .string()
  .trim()
  .min(1, 'A title is required')
  .max(120, 'A title must be at most 120 characters');

export const ConversationInput = z.object({ title: Title.optional() });
export type ConversationInput = z.input<typeof ConversationInput>;

export const ConversationUpdate = z.object({ title: Title });
export type ConversationUpdate = z.input<typeof ConversationUpdate>;

export const MessageInput = z.object({
  content: z.string().trim().min(1, 'Type a question').max(8000, 'A message must be at most 8000 characters'),
});
export type MessageInput = z.input<typeof MessageInput>;

/** `POST …/messages`: the question stored, and the answer that is now being written. */
export const SendResult = z.object({ question: ChatMessage, answer: ChatMessage });
export type SendResult = z.infer<typeof SendResult>;

/** `GET /api/v1/chat/status`: what the assistant can do on this instance. */
export const ChatStatus = z.object({
  /** The configured language model, or null: answers are search results. */
  model: z.string().nullable(),
  /** Whether knowledge search also matches by meaning (an embeddings endpoint is configured). */
  embeddings: z.boolean(),
});
export type ChatStatus = z.infer<typeof ChatStatus>;
