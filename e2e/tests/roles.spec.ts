import { expect, test } from '@playwright/test';
import { createCompany, inviteViewer, newUser, signUpAndConfirm } from '../support/session';

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

  const viewerPage = await inviteViewer(page, browser, 'roleviewer');

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
  await viewerPage.context().close();
});
