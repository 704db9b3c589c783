import {
  ChatMessage,
  ChatStatus,
  Conversation,
  ConversationDetail,
  ConversationInput,
  ConversationList,
  ConversationParams,
  ConversationUpdate,
  MessageInput,
  SendResult,
} from '@studio/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberOf } from '../http/access';
import {
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  renameConversation,
} from '../services/chat/conversations';
import { sendMessage, stopAnswer } from '../services/chat/send-message';
import type { ChatDeps } from '../services/chat/chat-deps';

const conversation = { param: 'conversationId', kind: 'chatConversation' } as const;
const read = { resource: 'data', action: 'read' } as const;

/**
 * The chat assistant (issue #18; contract: api/src/chat.ts). Conversations are the user's own:
 * every role may chat (the assistant reads only what the user may read); answers stream over the
 * live connection.
 */
export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];
  const base = '/api/v1/chat/conversations';
  const deps = (request: FastifyRequest): ChatDeps => ({ ...app.deps, log: request.log });
  const access = { access: 'company', permission: read } as const;

  r.get(
    '/api/v1/chat/status',
    { config: access, schema: { tags, response: { 200: ChatStatus } } },
    async () => ({ model: app.deps.llm?.model ?? null, embeddings: app.deps.embedder !== null }),
  );

  r.get(base, { config: access, schema: { tags, response: { 200: ConversationList } } }, async (request) =>
    listConversations(app.deps, await memberOf(request)),
  );

  r.post(
    base,
    { config: access, schema: { tags, body: ConversationInput, response: { 201: Conversation } } },
    async (request, reply) =>
      reply.code(201).send(await createConversation(app.deps, await memberOf(request), request.body.title)),
  );

  r.get(
    `${base}/:conversationId`,
    {
      config: { ...access, resource: conversation },
      schema: { tags, params: ConversationParams, response: { 200: ConversationDetail } },
    },
    async (request) => getConversation(deps(request), await memberOf(request), request.params.conversationId),
  );

  r.patch(
    `${base}/:conversationId`,
    {
      config: { ...access, resource: conversation },
      schema: { tags, params: ConversationParams, body: ConversationUpdate, response: { 200: Conversation } },
    },
    async (request) =>
      renameConversation(
        app.deps,
        await memberOf(request),
        request.params.conversationId,
        request.body.title,
      ),
  );

  r.delete(
    `${base}/:conversationId`,
    { config: { ...access, resource: conversation }, schema: { tags, params: ConversationParams } },
    async (request, reply) => {
      await deleteConversation(deps(request), await memberOf(request), request.params.conversationId);
      return reply.code(204).send();
    },
  );

  r.post(
    `${base}/:conversationId/messages`,
    {
      config: { ...access, resource: conversation },
      schema: { tags, params: ConversationParams, body: MessageInput, response: { 202: SendResult } },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await sendMessage(
            deps(request),
            await memberOf(request),
            request.params.conversationId,
            request.body.content,
          ),
        ),
  );

  r.post(
    `${base}/:conversationId/stop`,
    {
      config: { ...access, resource: conversation },
      schema: {
        tags,
        params: ConversationParams,
        response: { 200: z.object({ message: ChatMessage.nullable() }) },
      },
    },
    async (request) => ({
      message: await stopAnswer(deps(request), await memberOf(request), request.params.conversationId),
    }),
  );
}
