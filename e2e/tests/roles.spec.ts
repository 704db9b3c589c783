import { expect, test } from '@playwright/test';
import { waitForMailLink } from '../support/outbox';
import { createCompany, newUser, signUpAndConfirm } from '../support/session';

test('a viewer sees company data but cannot edit it, in the UI or through the API', async ({
  page,
  browser,
}) => {
  const owner = newUser('roleowner');
  await signUpAndConfirm(page, owner);
  await createCompany(page, 'Viewer Check Ltd');
  const created = await page.request.post('/api/v1/addresses', {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      kind: 'billing',
      recipient: 'Accounts payable',
      line1: '1 Market Street',
      city: 'San Francisco',
      postalCode: '94105',
      countryCode: 'US',
    },
  });
  expect(created.status()).toBe(201);

  const viewer = newUser('roleviewer');
  await page.goto('/settings/company');
  const invite = page.getByRole('form', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail').fill(viewer.email);
  await invite.getByLabel('Role').click();
  await page.getByRole('option', { name: /viewer/i }).click();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const inviteLink = await waitForMailLink(viewer.email, 'invitation');

  const context = await browser.newContext();
  const viewerPage = await context.newPage();
  await viewerPage.goto(inviteLink);
  await viewerPage.getByRole('button', { name: 'Create account' }).click();
  await signUpAndConfirm(viewerPage, viewer);
  await viewerPage.getByRole('button', { name: 'Accept invitation' }).click();

  await viewerPage.goto('/settings/addresses');
  await expect(viewerPage.getByText('1 Market Street')).toBeVisible();
  await expect(viewerPage.getByRole('link', { name: /Add (shipping|billing) address/ })).toHaveCount(0);
  await viewerPage.goto('/settings/company');
  await expect(viewerPage.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
  await expect(viewerPage.getByRole('button', { name: 'Send invitation' })).toBeDisabled();

  const refused = await viewerPage.request.post('/api/v1/addresses', {
    headers: { Origin: new URL(viewerPage.url()).origin },
    data: { kind: 'shipping', recipient: 'X', line1: 'Y', city: 'Z', postalCode: '94105', countryCode: 'US' },
  });
  expect(refused.status()).toBe(403);
  await context.close();
});
