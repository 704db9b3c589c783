import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fake OpenAI-compatible server on 127.0.0.1 for the knowledge-base and chat tests: /v1/embeddings
// answers concept vectors (words of one concept group point the same way, so "goggles" is near
// "glasses" without sharing a word), and /v1/chat/completions runs whatever the test scripts,
// streamed as server-sent events the way OpenAI's API writes them.

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}

export type ChatScript = (body: ChatRequestBody, stream: ChatStream) => Promise<void> | void;

export interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content?: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: 'function'; function: { name: string; description?: string; parameters?: unknown } }[];
  [key: string]: unknown;
}

export interface FakeOpenAi {
  /** The base URL to configure (`…/v1`). */
  url: string;
  requests: RecordedRequest[];
  /** What the next chat requests do, in order (the last one repeats). */
  script(...scripts: ChatScript[]): void;
  /** Answer embeddings requests with this HTTP status instead (null: answer normally). */
  failEmbeddings(status: number | null): void;
  close(): Promise<void>;
}

const CONCEPTS = [
  ['tolerance', 'tolerances', 'limit', 'limits', 'bounds', 'allowed', 'deviation'],
  ['voltage', 'voltages', 'rail', 'rails', 'supply', 'power'],
  ['crystal', 'clock', 'oscillator', 'frequency'],
  ['probe', 'probes', 'pin', 'pins', 'needle'],
  ['glasses', 'goggles', 'eyes', 'eye', 'eyewear'],
  ['safety', 'protection', 'protect', 'guarded', 'hazard'],
  ['shipping', 'delivery', 'deliver', 'transport'],
];
const DIMENSIONS = CONCEPTS.length + 1;

/** Concept counts of a text; the last dimension keeps every vector non-zero. */
export function conceptVector(text: string): number[] {
  const vector = new Array<number>(DIMENSIONS).fill(0);
  vector[DIMENSIONS - 1] = 0.05;
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const i = CONCEPTS.findIndex((group) => group.includes(word));
    if (i >= 0) vector[i]! += 1;
  }
  return vector;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: RecordedRequest[] = [];
  let scripts: ChatScript[] = [];
  let embeddingsStatus: number | null = null;
  const sockets = new Set<import('node:net').Socket>();

  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push({ path, body, headers: req.headers });
    try {
      if (req.method === 'POST' && path === '/v1/embeddings') return embeddings(body, res);
      if (req.method === 'POST' && path === '/v1/chat/completions') {
        const script = scripts.length > 1 ? scripts.shift()! : scripts[0];
        if (!script) return error(res, 500, 'no chat script');
        const stream = new ChatStream(res, body as ChatRequestBody);
        await script(body as ChatRequestBody, stream);
        stream.end();
        return;
      }
      error(res, 404, `no route ${req.method} ${path}`);
    } catch (e) {
      if (!res.headersSent) error(res, 500, String(e));
      else res.destroy();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  function embeddings(body: Record<string, unknown>, res: ServerResponse) {
    if (embeddingsStatus !== null) return error(res, embeddingsStatus, 'embeddings are down');
    const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
    json(res, 200, {
      object: 'list',
      model: body.model,
      data: input.map((text, index) => ({ object: 'embedding', index, embedding: conceptVector(text) })),
      usage: { prompt_tokens: 0, total_tokens: 0 },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => {
      scripts = next;
    },
    failEmbeddings: (status) => {
      embeddingsStatus = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Writes one streamed chat completion (OpenAI's chunk format) or a plain error answer. */
export class ChatStream {
  private started = false;
  private ended = false;
  private readonly id = `chatcmpl-${Math.random().toString(36).slice(2)}`;
  constructor(
    readonly res: ServerResponse,
    readonly body: ChatRequestBody,
  ) {}

  private start() {
    if (this.started) return;
    this.started = true;
    this.res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  }

  private chunk(delta: Record<string, unknown>, finish: string | null = null) {
    this.start();
    this.res.write(
      `data: ${JSON.stringify({
        id: this.id,
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: this.body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`,
    );
  }

  /** Streams text in pieces, `delayMs` apart. */
  async text(pieces: string[], delayMs = 0) {
    for (const piece of pieces) {
      if (this.res.destroyed) return;
      this.chunk({ role: 'assistant', content: piece });
      if (delayMs) await sleep(delayMs);
    }
  }

  /** Streams tool calls (arguments split in two chunks, as real servers do) and finishes with tool_calls. */
  toolCalls(calls: { name: string; arguments: Record<string, unknown> }[]) {
    calls.forEach((call, index) => {
      const args = JSON.stringify(call.arguments);
      const half = Math.floor(args.length / 2);
      this.chunk({
        role: 'assistant',
        tool_calls: [
          {
            index,
            id: `call_${index}_${call.name}`,
            type: 'function',
            function: { name: call.name, arguments: args.slice(0, half) },
          },
        ],
      });
      this.chunk({ tool_calls: [{ index, function: { arguments: args.slice(half) } }] });
    });
    this.finish('tool_calls');
  }

  finish(reason = 'stop') {
    this.chunk({}, reason);
  }

  /** Answers an HTTP error instead of a stream. */
  fail(status: number, message: string) {
    this.started = true;
    this.ended = true;
    error(this.res, status, message);
  }

  /** Hangs up mid-stream. */
  drop() {
    this.ended = true;
    this.res.destroy();
  }

  /** Waits until the client goes away (or `ms` pass). */
  waitForClose(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.res.on('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  end() {
    if (this.ended || this.res.destroyed) return;
    this.ended = true;
    this.start();
    this.res.end('data: [DONE]\n\n');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function error(res: ServerResponse, status: number, message: string) {
  json(res, status, { error: { message, type: 'fake_error', code: null } });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
