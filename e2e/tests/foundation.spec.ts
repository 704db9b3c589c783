import { expect, test } from '@playwright/test';
import { createCompany, newUser, signIn, signOut, signUpAndConfirm } from '../support/session';

test('sign up, confirm, create a company, add an address, sign out, deep link, sign in, land on it', async ({
  page,
}) => {
  // Two sign-ins, a sign-up with its mail and five screens: past 60 s on a loaded 2-core machine once.
  test.setTimeout(120_000);
  const user = newUser('owner');
  await signUpAndConfirm(page, user);
  await createCompany(page, 'Acme Test Fixtures GmbH');

  await page.goto('/settings/addresses');
  await page.getByRole('link', { name: 'Add shipping address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Recipient').fill('Receiving dock');
  await form.getByLabel('Address line 1').fill('Leopoldstraße 10');
  await form.getByLabel('City').fill('München');
  await form.getByLabel('Country').fill('Germany');
  await page.getByRole('option', { name: /Germany/ }).click();
  // A wrong postcode is named, with what was expected, before anything is saved.
  await form.getByLabel('Postcode').fill('8033');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText(/not a valid postcode for DE/)).toBeVisible();
  await form.getByLabel('Postcode').fill('80331');
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Leopoldstraße 10')).toBeVisible();

  await signOut(page, user);

  // A protected deep link sends the visitor to sign-in and back to the link afterwards.
  await page.goto('/settings/company');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/settings\/company$/);
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Acme Test Fixtures GmbH');
});

test('unmatched paths are a 404 inside the layout; a malformed id is a fatal 404 page', async ({ page }) => {
  const user = newUser('notfound');
  await signUpAndConfirm(page, user);
  await createCompany(page, 'Not Found Ltd');

  await page.goto('/no-such-screen');
  await expect(page.getByText('Page not found: /no-such-screen')).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  await page.goto('/settings/addresses/not-a-uuid');
  await expect(page.getByText('Page Not Found: /settings/addresses/not-a-uuid')).toBeVisible();
});
