import type { ConversationDetail, LiveEvent } from '@studio/api';
import type { QueryClient } from '@tanstack/react-query';
import { chatKeys } from './chat-keys';

type ChatEvent = Extract<LiveEvent, { type: 'chat.delta' | 'chat.message' | 'chat.stop' }>;

/**
 * Chat events (only this user's reach this tab): a delta appends text to the answer being written in
 * the cached conversation — where its offset says, so a delta seen twice adds nothing and a missed
 * one (the page loaded mid-answer) makes it refetch the saved text; the end of a message refetches
 * the conversation (its final text and citations) and the list (titles, order).
 */
export function handleChatEvent(event: ChatEvent, client: QueryClient): void {
  const key = chatKeys.conversation(event.conversationId);
  if (event.type === 'chat.delta') {
    const cached = client.getQueryData<ConversationDetail>(key);
    if (!cached) return;
    const message = cached.messages.find((m) => m.id === event.messageId);
    if (!message || message.content.length < event.offset) {
      void client.invalidateQueries({ queryKey: key });
      return;
    }
    const fresh = event.text.slice(message.content.length - event.offset);
    if (!fresh || message.status !== 'streaming') return;
    client.setQueryData<ConversationDetail>(key, {
      ...cached,
      messages: cached.messages.map((m) =>
        m.id === event.messageId ? { ...m, content: m.content + fresh } : m,
      ),
    });
    return;
  }
  if (event.type === 'chat.message') {
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: chatKeys.list });
  }
}
