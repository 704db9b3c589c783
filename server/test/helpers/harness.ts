import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LiveEvent } from '@studio/api';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/env';
import type { TestDatabase } from './databases';
import { migratedSnapshot } from './pglite-snapshot';

export const PUBLIC_URL = 'http://localhost:3000';
export const PASSWORD = 'correct horse battery';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** A fresh app on the given database, with its own temp data dir (outbox) and generous limits. */
export async function startApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'studio-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_AUTH_MAX: '100000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // No import thread warms up when a test app listens (decision 0046): its tests ask for it.
    IMPORT_PREWARM: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  // PGlite in memory: the same engine as on disk, without the file-system cost per test file.
  if (config.database.kind === 'pglite' && !env.KEEP_PGLITE_ON_DISK) {
    config.database = { kind: 'pglite', dir: null, snapshot: await migratedSnapshot() };
  }
  const app = await buildApp(config, options);
  return {
    app,
    config,
    async close() {
      await app.close();
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

// biome-ignore lint/suspicious/noExplicitAny: tests inspect JSON answers loosely and assert their shape.
type Json = any;

export interface Response<T = Json> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** A browser-like client: keeps cookies, sends the Origin header better-auth requires. */
export class Agent {
  readonly cookies = new Map<string, string>();
  /** Headers sent with every request (a test station's `authorization`, issue 32). */
  readonly headers: Record<string, string> = {};
  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress = '127.0.0.1',
  ) {}

  async request<T = Json>(method: string, url: string, body?: unknown): Promise<Response<T>> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        origin: PUBLIC_URL,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...this.headers,
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : null;
    } catch {}
    return { status: res.statusCode, body: parsed as T, headers: res.headers };
  }
  get = <T = Json>(url: string) => this.request<T>('GET', url);
  post = <T = Json>(url: string, body: unknown = {}) => this.request<T>('POST', url, body);
  patch = <T = Json>(url: string, body: unknown = {}) => this.request<T>('PATCH', url, body);
  delete = <T = Json>(url: string) => this.request<T>('DELETE', url);
}

/** A client of another app (instance) holding the agent's cookies as they are now: the same browser. */
export function sameBrowser(agent: Agent, app: TestApp): Agent {
  const other = new Agent(app.app);
  for (const [k, v] of agent.cookies) other.cookies.set(k, v);
  return other;
}

/**
 * Two instances of Studio on one PostgreSQL database, as behind a load balancer: they share the auth
 * secret, so a session cookie from one is good on the other. Closed together.
 */
export async function startTwoInstances(
  database: TestDatabase,
  env: Record<string, string> = {},
): Promise<{ a: TestApp; b: TestApp; close(): Promise<void> }> {
  const shared = { AUTH_SECRET: 'two-instances-share-this-secret-0123456789', ...env };
  const a = await startApp(database, shared);
  const b = await startApp(database, shared);
  return {
    a,
    b,
    async close() {
      await a.close();
      await b.close();
    },
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  kind: string;
  links: { action: string };
}

/** The newest mail of a kind sent to an address (from the outbox sidecars). */
export function lastMail(config: Pick<Config, 'dataDir'>, to: string, kind: string): OutboxMail {
  const dir = path.join(config.dataDir, 'outbox');
  const mails = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === to && m.kind === kind);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no ${kind} mail to ${to} in ${dir}`);
  return mail;
}

export const linkParam = (mail: OutboxMail, name: string) =>
  new URL(mail.links.action).searchParams.get(name)!;

/** Signs up and confirms through the outbox; the confirmation signs the agent in. */
export async function signUp(
  t: TestApp,
  label: string,
  options: { password?: string; name?: string } = {},
): Promise<{ agent: Agent; email: string; userId: string }> {
  const email = uniqueEmail(label);
  const agent = new Agent(t.app);
  const res = await agent.post('/api/auth/sign-up/email', {
    email,
    password: options.password ?? PASSWORD,
    name: options.name ?? label,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = linkParam(lastMail(t.config, email, 'verify-email'), 'token');
  const verified = await agent.get(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status}`);
  return { agent, email, userId: res.body.user.id };
}

/** A signed-in owner of a new company. */
export async function ownerWithCompany(t: TestApp, label: string) {
  const owner = await signUp(t, label);
  const company = await owner.agent.post('/api/v1/companies', { name: `${label} company` });
  if (company.status !== 201)
    throw new Error(`company failed: ${company.status} ${JSON.stringify(company.body)}`);
  return { ...owner, companyId: company.body.id as string };
}

/** Invites a new user into the owner's company with a role; returns the member's signed-in agent. */
export async function addMember(t: TestApp, owner: Agent, label: string, role: string) {
  const invited = await signUp(t, label);
  const invitation = await owner.post('/api/v1/companies/current/invitations', {
    email: invited.email,
    role,
  });
  if (invitation.status !== 201)
    throw new Error(`invite failed: ${invitation.status} ${JSON.stringify(invitation.body)}`);
  const accepted = await invited.agent.post(`/api/v1/invitations/${invitation.body.id}/accept`);
  if (accepted.status !== 200)
    throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return invited;
}

export const VALID_ADDRESS = {
  kind: 'shipping',
  label: 'Lab',
  recipient: 'Receiving',
  line1: 'Hauptstraße 1',
  city: 'Berlin',
  postalCode: '10115',
  countryCode: 'DE',
  phone: '+49 30 1234567',
};

/**
 * Resolves with the first live event matching `match` published on the app's bus after this call
 * (on PostgreSQL events arrive through LISTEN/NOTIFY, so a little after the request that caused them).
 */
export function nextEvent(t: TestApp, match: (event: LiveEvent) => boolean): Promise<LiveEvent> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error('no matching live event within 10 s'));
    }, 10_000);
    const stop = t.app.deps.bus.subscribe((event) => {
      if (!match(event)) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

/**
 * After a test changed a user, a session or a membership straight in the database (behind the
 * server's back): the server forgets the user's cached actors, as it does when its own services
 * make such a change (auth/actor-cache.ts). Otherwise the change shows after SESSION_CACHE_MS.
 */
export async function forgetActors(t: TestApp, userId: string): Promise<void> {
  await t.app.deps.bus.publish({ type: 'account.changed', userId });
}
