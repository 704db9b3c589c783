import {
  ChatMessage,
  ChatStatus,
  Conversation,
  ConversationDetail,
  ConversationList,
  SendResult,
} from '@studio/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../lib/api-client';
import { chatKeys } from './chat-keys';

const path = (id: string, rest = '') => `/chat/conversations/${encodeURIComponent(id)}${rest}`;
/** Live events carry the answer; this poll is the fallback while one is being written. */
const POLL_MS = 3_000;

export const useChatStatus = () =>
  useQuery({
    queryKey: chatKeys.status,
    queryFn: ({ signal }) => apiFetch('/chat/status', { schema: ChatStatus, signal }),
  });

export const useConversations = () =>
  useQuery({
    queryKey: chatKeys.list,
    queryFn: ({ signal }) => apiFetch('/chat/conversations', { schema: ConversationList, signal }),
  });

export const isWriting = (c: ConversationDetail | undefined) => c?.messages.at(-1)?.status === 'streaming';

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: chatKeys.conversation(id ?? ''),
    enabled: id !== null,
    queryFn: ({ signal }) => apiFetch(path(id!), { schema: ConversationDetail, signal }),
    refetchInterval: (query) => (isWriting(query.state.data) ? POLL_MS : false),
  });

export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/chat/conversations', { method: 'POST', body: {}, schema: Conversation }),
    onSuccess: () => void client.invalidateQueries({ queryKey: chatKeys.list }),
  });
}

export function useRenameConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      apiFetch(path(id), { method: 'PATCH', body: { title }, schema: Conversation }),
    onSuccess: (c) => {
      void client.invalidateQueries({ queryKey: chatKeys.list });
      void client.invalidateQueries({ queryKey: chatKeys.conversation(c.id) });
    },
  });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(path(id), { method: 'DELETE' }),
    onSuccess: (_r, id) => {
      client.removeQueries({ queryKey: chatKeys.conversation(id) });
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

/** Sends a question; the question and the empty answer go into the cached conversation at once. */
export function useSendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      apiFetch(path(id, '/messages'), { method: 'POST', body: { content }, schema: SendResult }),
    onSuccess: (result, { id }) => {
      client.setQueryData<ConversationDetail>(chatKeys.conversation(id), (old) =>
        old
          ? {
              ...old,
              messages: [
                ...old.messages.filter((m) => m.id !== result.question.id && m.id !== result.answer.id),
                result.question,
                result.answer,
              ],
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: chatKeys.list });
    },
  });
}

export function useStopAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(path(id, '/stop'), { method: 'POST', schema: z.object({ message: ChatMessage.nullable() }) }),
    onSuccess: (_r, id) => void client.invalidateQueries({ queryKey: chatKeys.conversation(id) }),
  });
}
