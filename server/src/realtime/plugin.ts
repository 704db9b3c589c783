import websocket from '@fastify/websocket';
import { HEARTBEAT_MS, LIVE_PATH, LiveClientMessage, type LiveEvent } from '@studio/api';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { EventBus } from './bus';
import { ConnectionRegistry } from './connections';

export interface RealtimeOptions {
  bus: EventBus;
  /** The signed-in user of an upgrade request, from its session cookie; null when not signed in. */
  resolveSession(request: FastifyRequest): Promise<{
    userId: string;
    sessionId?: string;
    activeCompanyId: string | null;
    isStaff?: boolean;
  } | null>;
  /** Why the handshake's Origin is refused (http/csrf.ts), or null when it is trusted. */
  originRefusal?(request: FastifyRequest): string | null;
  /** Heartbeat period (ms); PRODUCT.md §11 says 25 s. Tests shorten it. */
  heartbeatMs?: number;
}

/**
 * `GET /api/v1/live`: one WebSocket per browser tab carrying company-scoped live events
 * (PRODUCT.md §11). The server pings every 25 s; a client silent for two periods is dropped. A plain
 * HTTP GET answers 401 without a session and 426 with one.
 */
const realtime: FastifyPluginAsync<RealtimeOptions> = async (app, options) => {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const registry = new ConnectionRegistry();
  const unsubscribe = options.bus.subscribe((event: LiveEvent) => registry.deliver(event));
  const timer = setInterval(() => registry.heartbeat(Date.now(), heartbeatMs * 2), heartbeatMs);
  timer.unref();

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.decorate('liveConnections', registry);

  app.route({
    method: 'GET',
    url: LIVE_PATH,
    config: { access: 'user' },
    handler: async (request, reply) => {
      const session = await options.resolveSession(request);
      if (!session) {
        return reply
          .code(401)
          .send({ code: 'unauthorized', message: 'Sign in first.', requestId: request.id });
      }
      return reply
        .code(426)
        .header('Upgrade', 'websocket')
        .send({ code: 'validation', message: 'This endpoint speaks WebSocket only.', requestId: request.id });
    },
    wsHandler: (socket, request) => {
      // Listen before any await, so that no early client message is lost (@fastify/websocket README).
      let connection: { lastSeen: number } | null = null;
      socket.on('message', (data) => {
        if (connection) connection.lastSeen = Date.now();
        const parsed = LiveClientMessage.safeParse(safeJson(String(data)));
        if (!parsed.success) socket.close(4400, 'malformed message');
      });
      // A page of another site must not open a socket with the user's cookie (cross-site WebSocket
      // hijacking): the handshake's Origin is checked like a state-changing request's.
      if (options.originRefusal && options.originRefusal(request) !== null) {
        socket.close(4403, 'origin not trusted');
        return;
      }
      void options.resolveSession(request).then((session) => {
        if (!session) {
          socket.close(4401, 'unauthorized');
          return;
        }
        const entry = {
          socket,
          userId: session.userId,
          ...(session.sessionId ? { sessionId: session.sessionId } : {}),
          companyId: session.activeCompanyId,
          isStaff: session.isStaff === true,
          lastSeen: Date.now(),
        };
        connection = entry;
        const remove = registry.add(entry);
        socket.on('close', remove);
        socket.send(
          JSON.stringify({ type: 'hello', companyId: session.activeCompanyId } satisfies LiveEvent),
        );
      });
    },
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    unsubscribe();
    registry.closeAll();
  });
};

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    liveConnections: ConnectionRegistry;
  }
}

export const realtimePlugin = fp(realtime, { name: 'studio-realtime' });
