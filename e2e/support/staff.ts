import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { dataDir, waitForMailLink } from './outbox';
import { signUpAndConfirm, type TestUser } from './session';

/**
 * Staff users for browser flows. Studio makes the FIRST user of a fresh instance staff, and only staff
 * can grant staff (PRODUCT.md §3). Flows share one server per run and run in file order, so a flow
 * cannot assume it signs up first. `signUpAsStaff`:
 *
 * 1. on a fresh instance, simply signs up: that user is the first, hence staff;
 * 2. otherwise signs up, then grants staff through `POST /api/v1/admin/staff` as an existing staff
 *    user: the one a previous flow saved in `<data dir>/e2e-staff.json`, or else the instance's first
 *    user, whose password is reset through the ordinary "forgot password" mail (the outbox) — the
 *    same way a shop owner would recover the account. That user is saved for the next flow.
 *
 * The data directory is the run's own (e2e/run.mjs makes a fresh one), so nothing outside the run is
 * touched.
 */

const SAVED = () => path.join(dataDir, 'e2e-staff.json');
const PASSWORD = 'Fixture-Staff-42!';

const originOf = (page: Page) => new URL(page.url()).origin;

async function apiContext(baseURL: string): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
}

async function signInByApi(api: APIRequestContext, email: string, password: string): Promise<boolean> {
  const response = await api.post('/api/auth/sign-in/email', { data: { email, password } });
  return response.ok();
}

async function isStaff(api: APIRequestContext): Promise<boolean> {
  const me = await api.get('/api/v1/me');
  return me.ok() && ((await me.json()) as { user: { isStaff: boolean } }).user.isStaff;
}

/** The address of the instance's first user: the oldest confirmation mail in the outbox. */
async function firstUserEmail(): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const mails: { to: string; kind: string; at: string }[] = [];
  for (const name of (await readdir(dir)).filter((n) => n.endsWith('.json')))
    mails.push(JSON.parse(await readFile(path.join(dir, name), 'utf8')));
  const first = mails.filter((m) => m.kind === 'verify-email').sort((a, b) => a.at.localeCompare(b.at))[0];
  if (!first) throw new Error(`no confirmation mail in ${dir}: cannot tell who the first (staff) user is`);
  return first.to;
}

/** Signs in as an existing staff user (saved, or the first user recovered by password reset). */
async function existingStaff(baseURL: string): Promise<APIRequestContext> {
  const api = await apiContext(baseURL);
  if (existsSync(SAVED())) {
    const saved = JSON.parse(await readFile(SAVED(), 'utf8')) as { email: string; password: string };
    if ((await signInByApi(api, saved.email, saved.password)) && (await isStaff(api))) return api;
  }
  const email = await firstUserEmail();
  const asked = await api.post('/api/auth/request-password-reset', {
    data: { email, redirectTo: '/confirm?type=reset-password' },
  });
  expect(asked.ok(), `password reset for the first user ${email}`).toBe(true);
  const link = new URL(await waitForMailLink(email, 'reset-password'));
  const token = link.searchParams.get('token');
  const reset = await api.post('/api/auth/reset-password', { data: { newPassword: PASSWORD, token } });
  expect(reset.ok(), `reset of ${email}'s password`).toBe(true);
  expect(await signInByApi(api, email, PASSWORD), `sign-in as ${email}`).toBe(true);
  if (!(await isStaff(api))) throw new Error(`${email}, the first user of this instance, is not staff`);
  await writeFile(SAVED(), JSON.stringify({ email, password: PASSWORD }));
  return api;
}

/** Signs `user` up in `page` (confirmed, signed in) and makes them staff. */
export async function signUpAsStaff(page: Page, user: TestUser): Promise<void> {
  const config = await page.request.get('/api/v1/config');
  const { firstRun } = (await config.json()) as { firstRun: boolean };
  await signUpAndConfirm(page, user);
  if (firstRun) {
    await writeFile(SAVED(), JSON.stringify({ email: user.email, password: user.password }));
  } else {
    const api = await existingStaff(originOf(page));
    const granted = await api.post('/api/v1/admin/staff', { data: { email: user.email, staff: true } });
    expect(granted.ok(), `grant staff to ${user.email}`).toBe(true);
    await api.dispose();
  }
  // The page holds the user from before the grant: load it again.
  await page.reload();
  const me = await page.request.get('/api/v1/me');
  expect(((await me.json()) as { user: { isStaff: boolean } }).user.isStaff).toBe(true);
}
