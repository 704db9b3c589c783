import type { ConversationDetail } from '@studio/api';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { chatKeys } from './chat-keys';
import { handleChatEvent } from './chat-live';

const conversation = (): ConversationDetail => ({
  id: 'c1',
  title: 'T',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  messages: [
    {
      id: 'q',
      role: 'user',
      content: 'Hi?',
      status: 'done',
      error: null,
      citations: [],
      model: null,
      createdAt: '',
    },
    {
      id: 'a',
      role: 'assistant',
      content: 'He',
      status: 'streaming',
      error: null,
      citations: [],
      model: 'm',
      createdAt: '',
    },
  ],
});

describe('chat live events', () => {
  it('appends deltas to the answer being written, and refetches at its end', async () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.conversation('c1'), conversation());
    const ids = { userId: 'u', conversationId: 'c1', messageId: 'a' };
    handleChatEvent({ type: 'chat.delta', ...ids, text: 'llo', offset: 2 }, client);
    // A delta seen twice adds nothing; one overlapping what is there adds only its new end.
    handleChatEvent({ type: 'chat.delta', ...ids, text: 'llo', offset: 2 }, client);
    handleChatEvent({ type: 'chat.delta', ...ids, text: 'o!', offset: 4 }, client);
    const data = client.getQueryData<ConversationDetail>(chatKeys.conversation('c1'))!;
    expect(data.messages.map((m) => m.content)).toEqual(['Hi?', 'Hello!']);
    handleChatEvent({ type: 'chat.message', ...ids, status: 'done' }, client);
    expect(client.getQueryState(chatKeys.conversation('c1'))!.isInvalidated).toBe(true);
  });

  it('refetches when a delta is for a message it does not have yet, or comes after a gap', () => {
    for (const event of [
      { messageId: 'new', offset: 0 },
      { messageId: 'a', offset: 5 },
    ]) {
      const client = new QueryClient();
      client.setQueryData(chatKeys.conversation('c1'), conversation());
      handleChatEvent({ type: 'chat.delta', userId: 'u', conversationId: 'c1', text: 'x', ...event }, client);
      expect(client.getQueryState(chatKeys.conversation('c1'))!.isInvalidated).toBe(true);
      expect(client.getQueryData<ConversationDetail>(chatKeys.conversation('c1'))!.messages[1]!.content).toBe(
        'He',
      );
    }
  });
});
