import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The password every bench user is made with (loopback servers only). */
export const BENCH_PASSWORD = 'bench-password-not-secret-1';

/** A signed-in browser session against a bench server: its origin and session cookie. */
export interface Session {
  url: string;
  cookie: string;
}

/** Signs `email` in with the bench password; throws with the status when it fails. */
export async function signInSession(url: string, email: string, password = BENCH_PASSWORD): Promise<Session> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (res.headers.getSetCookie?.() ?? [])
    .map((c) => c.split(';')[0]!)
    .filter((c) => c.includes('session_token'))
    .join('; ');
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return { url, cookie };
}

/** A JSON request as the session's browser would send it; throws with the status and body when not 2xx. */
export async function api<T>(s: Session, route: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${s.url}${route}`, {
    method,
    headers: {
      cookie: s.cookie,
      origin: s.url,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Uploads one file as the form field `files`; returns the answer's JSON (throws unless 200/201). */
export async function postFile(s: Session, route: string, file: string): Promise<unknown> {
  const form = new FormData();
  form.append('files', new Blob([readFileSync(file)]), path.basename(file));
  const res = await fetch(`${s.url}${route}`, {
    method: 'POST',
    headers: { cookie: s.cookie, origin: s.url },
    body: form,
  });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`upload ${path.basename(file)}: ${res.status} ${await res.text()}`);
  return res.json();
}
