import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { STAFF_FILE } from '../global-setup';
import { signUpAndConfirm, type TestUser } from './session';

/**
 * Staff users for browser flows. Only staff can grant staff (PRODUCT.md §3); the run's first user,
 * signed up by `global-setup.ts` before any flow, is staff, and grants it to the users flows make.
 */

const originOf = (page: Page) => new URL(page.url()).origin;

/** An API context signed in as the run's staff account. */
async function existingStaff(baseURL: string): Promise<APIRequestContext> {
  const saved = JSON.parse(await readFile(STAFF_FILE, 'utf8')) as { email: string; password: string };
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const signedIn = await api.post('/api/auth/sign-in/email', { data: saved });
  expect(signedIn.ok(), `sign-in as the run's staff account ${saved.email}`).toBe(true);
  return api;
}

/** Signs `user` up in `page` (confirmed, signed in) and makes them staff. */
export async function signUpAsStaff(page: Page, user: TestUser): Promise<void> {
  await signUpAndConfirm(page, user);
  const api = await existingStaff(originOf(page));
  const granted = await api.post('/api/v1/admin/staff', { data: { email: user.email, staff: true } });
  expect(granted.ok(), `grant staff to ${user.email}`).toBe(true);
  await api.dispose();
  // The page holds the user from before the grant: load it again.
  await page.reload();
  const me = await page.request.get('/api/v1/me');
  expect(((await me.json()) as { user: { isStaff: boolean } }).user.isStaff).toBe(true);
}
