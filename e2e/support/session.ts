import { type Browser, expect, type Page } from '@playwright/test';
import { waitForMailLink } from './outbox';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A unique user for one test (the e2e server's database is shared by all flows of a run). */
export function newUser(prefix: string): TestUser {
  counter++;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${prefix} ${stamp}`,
    email: `${prefix}-${stamp}@example.test`,
    password: 'Fixture-Probe-42!',
  };
}

/** Signs up through the UI, confirms the address with the outbox link, and lands signed in. */
export async function signUpAndConfirm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/login?mode=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Name').fill(user.name);
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Repeat password').fill(user.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  const link = await waitForMailLink(user.email, 'verify-email');
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await page.getByRole('button', { name: 'Continue to Studio' }).click();
}

/** Signs in through the UI (no two-factor). */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Creates the first company of a signed-in user who has none. */
export async function createCompany(page: Page, name: string): Promise<void> {
  await page.getByLabel('Company name').fill(name);
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByRole('button', { name: 'Create company' })).toHaveCount(0);
}

export async function signOut(page: Page, user: TestUser): Promise<void> {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  void user;
}

/**
 * The owner in `page` invites a new user as a viewer from /settings/company; the viewer signs up
 * through the invitation link in their own browser context and accepts it. Returns the viewer's page.
 */
export async function inviteViewer(page: Page, browser: Browser, prefix: string): Promise<Page> {
  const viewer = newUser(prefix);
  await page.goto('/settings/company');
  const invite = page.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail').fill(viewer.email);
  await invite.getByLabel('Role').click();
  await page.getByRole('option', { name: /viewer/i }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const inviteLink = await waitForMailLink(viewer.email, 'invitation');
  const viewerPage = await (await browser.newContext()).newPage();
  await viewerPage.goto(inviteLink);
  await viewerPage.getByRole('button', { name: 'Create account' }).click();
  await signUpAndConfirm(viewerPage, viewer);
  await viewerPage.getByRole('button', { name: 'Accept invitation' }).click();
  return viewerPage;
}
