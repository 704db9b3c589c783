import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { request } from '@playwright/test';
import { dataDir, waitForMailLink } from './support/outbox';

/** Where the run's staff account is written (read by `support/staff.ts`). */
export const STAFF_FILE = path.join(dataDir, 'e2e-staff.json');

/**
 * Runs once, after the web server is up and before any flow: signs the run's staff account up
 * through the API on the fresh instance. The first user of an instance becomes staff (PRODUCT.md
 * §3), so flows that need staff sign in as this account instead of depending on who ran first.
 */
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT ?? 3999);
  const baseURL = `http://127.0.0.1:${port}`;
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  const staff = { name: 'Fixture Shop', email: 'staff@fixture-shop.test', password: 'Fixture-Staff-42!' };
  const config = (await (await api.get('/api/v1/config')).json()) as { firstRun: boolean };
  if (!config.firstRun)
    throw new Error(`${baseURL} is not a fresh instance: e2e needs its own data directory`);
  const signUp = await api.post('/api/auth/sign-up/email', { data: staff });
  if (!signUp.ok()) throw new Error(`staff sign-up: ${signUp.status()} ${await signUp.text()}`);
  const link = new URL(await waitForMailLink(staff.email, 'verify-email'));
  const verified = await api.get(`/api/auth/verify-email?token=${link.searchParams.get('token')}`);
  if (verified.status() >= 400) throw new Error(`staff e-mail confirmation: ${verified.status()}`);
  await writeFile(STAFF_FILE, JSON.stringify({ email: staff.email, password: staff.password }));
  await api.dispose();
}
