import { randomUUID } from 'node:crypto';
import type { Agent, Response } from './helpers/harness';
import { PUBLIC_URL } from './helpers/harness';

// Shared by the duts*.test.ts suites: multipart uploads through app.inject, and waiting for imports.

export interface UploadFile {
  name: string;
  bytes: Uint8Array | string;
}

/** A multipart/form-data body with one `files` part per file. */
export function multipartBody(files: UploadFile[]): { body: Buffer; contentType: string } {
  const boundary = `----studio${randomUUID().replaceAll('-', '')}`;
  const chunks: Buffer[] = [];
  for (const f of files) {
    chunks.push(
      Buffer.from(
        // Escaped like browsers do (WHATWG HTML multipart/form-data encoding).
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name.replaceAll('"', '%22')}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(f.bytes),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a request with the agent's cookies and raw headers / body; parses JSON answers. */
export async function rawRequest(
  agent: Agent,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Response & { raw: Buffer }> {
  const cookie = [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await agent.app.inject({
    method,
    url,
    headers: { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}), ...options.headers },
    ...(options.body ? { payload: options.body } : {}),
  });
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {}
  return { status: res.statusCode, body, headers: res.headers, raw: res.rawPayload };
}

export function upload(agent: Agent, dutId: string, files: UploadFile[]) {
  const { body, contentType } = multipartBody(files);
  return rawRequest(agent, 'POST', `/api/v1/duts/${dutId}/files`, {
    headers: { 'content-type': contentType },
    body,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the DUT until its import is over (ready or failed); gives up after ~90 s. */
export async function waitForImport(agent: Agent, dutId: string) {
  for (let i = 0; i < 900; i++) {
    const res = await agent.get(`/api/v1/duts/${dutId}`);
    if (res.status !== 200) throw new Error(`GET dut: ${res.status}`);
    if (res.body.status === 'ready' || res.body.status === 'failed') return res.body;
    await sleep(100);
  }
  throw new Error('the import did not finish');
}

export async function createDut(agent: Agent, input: Record<string, unknown> = {}) {
  const res = await agent.post('/api/v1/duts', {
    name: 'PIC programmer',
    partNumber: 'PP-1',
    revision: 'A',
    ...input,
  });
  if (res.status !== 201) throw new Error(`create dut: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; status: string };
}

/** Env for startApp: a job queue of this app's own (the PostgreSQL test database is shared). */
export const jobEnv = (extra: Record<string, string> = {}) => ({
  JOB_QUEUE: `test-${randomUUID()}`,
  ...extra,
});

/** Polls `probe` until it returns something truthy (every 50 ms, for up to a minute). */
export async function until<T>(probe: () => Promise<T | null | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting for ${what}`);
}
