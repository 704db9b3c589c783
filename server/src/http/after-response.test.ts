import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { afterResponse, registerAfterResponse } from './after-response';

describe('afterResponse', () => {
  it('runs at once outside a request', () => {
    const ran: string[] = [];
    afterResponse(() => ran.push('task'));
    expect(ran).toEqual(['task']);
  });

  it('runs work handed to it during a request after that request has answered', async () => {
    const app = Fastify();
    registerAfterResponse(app, '/');
    const order: string[] = [];
    let late: Promise<void> = Promise.resolve();
    app.get('/', async (_request, reply) => {
      afterResponse(() => order.push(reply.raw.writableFinished ? 'after the answer' : 'too soon'));
      order.push('handler');
      // Work the request started that goes on past its answer: handed over then, it runs at once.
      late = new Promise<void>((resolve) =>
        setTimeout(() => {
          afterResponse(() => order.push('late'));
          resolve();
        }, 20),
      );
      return { ok: true };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    await late;
    expect(order).toEqual(['handler', 'after the answer', 'late']);
    await app.close();
  });
});
