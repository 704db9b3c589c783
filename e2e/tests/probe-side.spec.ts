import { expect, test } from '@playwright/test';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';

// Issue 11 item 3 in real Chromium: on tomu (its 12 designed test points are all on the bottom), the
// probe side changed in the workspace turns the board over and offers Studio's proposal for that
// side; "Propose…" is the same action for the bottom, the top or both sides, and undo takes it back.
test.setTimeout(300_000);

test('tomu: the probe side turns the board and re-proposes for that side', async ({ page }) => {
  await signUpWithCompany(page, 'side');
  const dutId = await createDutByApi(page, 'Tomu FPGA', 'A');
  await uploadByApi(page, dutId, [
    { name: 'tomu-fpga.kicad_pcb', buffer: readTestdata('kicad/tomu-fpga.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');

  await page.goto(`/dut/${dutId}?config=new`);
  const ws = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  // Studio's first proposal probes the top (the USB fingers), and the board opens on it.
  await expect(ws.locator('[data-board-side="top"]')).toBeVisible();
  await expect(ws.getByTestId('cursor-readout')).toHaveText('KiCad frame (+Y down)');

  await ws.getByRole('tab', { name: 'Fixture' }).click();
  await ws.getByText('Bottom', { exact: true }).first().click();
  await expect(ws.locator('[data-board-side="bottom"]')).toBeVisible();
  const offer = ws.getByRole('alert').filter({ hasText: 'Probing from the bottom now' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Propose for the bottom' }).click();
  await expect(offer).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByText(/^(Proposed for the bottom|No test point on the bottom)/)).toBeVisible();

  // The same action from the header, for the top: the board turns back over.
  await ws.getByRole('button', { name: 'Propose…' }).click();
  await page.getByRole('menuitem', { name: 'Propose for the top' }).click();
  await expect(ws.locator('[data-board-side="top"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/^Proposed for the top: \d+ test points?\./)).toBeVisible();
  await ws.getByRole('tab', { name: 'Fixture' }).click();
  await expect(ws.getByRole('tabpanel').getByRole('radio', { name: 'Top' })).toBeChecked();

  // One undo step takes the whole proposal back: the probe side is the bottom again.
  await ws.getByRole('button', { name: 'Undo' }).click();
  await expect(ws.getByRole('tabpanel').getByRole('radio', { name: 'Bottom' })).toBeChecked();
  await expect(ws.locator('[data-board-side="bottom"]')).toBeVisible();
});
