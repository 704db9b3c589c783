import { expect, test } from '@playwright/test';
import { totpCode } from '../../server/test/helpers/totp';
import { createCompany, newUser, signIn, signOut, signUpAndConfirm } from '../support/session';

/** The TOTP code an authenticator app shows for a base32 key, for a time step not used before. */
const codeFor = (key: string, at = Date.now()) => totpCode(`otpauth://totp/Studio?secret=${key}`, at);

test('enrol two-factor with the QR code key, then sign in with a TOTP code', async ({ page }) => {
  const user = newUser('twofactor');
  await signUpAndConfirm(page, user);
  await createCompany(page, 'Two Factor Fixtures');

  await page.goto('/settings');
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(user.password);
  await dialog.getByRole('button', { name: /continue|next|turn on/i }).click();
  await expect(dialog.getByLabel('Authentication code')).toBeVisible();
  await expect(dialog.locator('svg title')).toHaveText('QR code for your authenticator app');
  const key = ((await dialog.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  await dialog.getByLabel('Authentication code').fill(codeFor(key));
  await dialog.getByRole('button', { name: /verify|confirm|turn on/i }).click();
  await expect(dialog.getByText(/backup codes/i).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'I have saved my backup codes' }).click();

  await signOut(page, user);
  await signIn(page, user);
  const challenge = page.getByRole('form', { name: 'Two-factor verification' });
  await expect(challenge).toBeVisible();
  // The next time step's code: an authenticator never shows the enrolment code twice.
  await challenge.getByLabel('Authentication code').fill(codeFor(key, Date.now() + 30_000));
  await challenge.getByRole('button', { name: /verify|sign in/i }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /Account menu for/ })).toBeVisible();
});
