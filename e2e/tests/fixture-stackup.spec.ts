import { expect, test } from '@playwright/test';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';
import { everyLook, type Look, shoot } from '../support/shots';
import { labAndHqAddresses, origin } from '../support/orders';

// Issue 25's stack-up and drawings in real Chromium against a real server: upload pic_programmer,
// accept Studio's proposal, see the Fixture tab's stack-up (cross-section, per-class travel) and a
// plate's dimensioned drawing, save the version, run DFT, and find the version orderable in the
// configurator's review (no block).
test.setTimeout(process.env.WEB_SHOTS ? 900_000 : 300_000);

test('upload pic_programmer → propose → the Fixture tab shows the stack-up and a dimensioned drawing → the order review is orderable', async ({
  page,
}) => {
  await signUpWithCompany(page, 'stackup');
  const dutId = await createDutByApi(page, 'PIC programmer', 'C');
  await uploadByApi(page, dutId, [
    { name: 'pic_programmer.kicad_pcb', buffer: readTestdata('kicad/pic_programmer.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  await labAndHqAddresses(page);

  // Studio's proposal, designed live in the worker.
  await page.goto(`/dut/${dutId}`);
  const section = page.getByRole('region', { name: 'Test configurations' });
  await section.getByRole('button', { name: 'New test config' }).click();
  const workspace = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(workspace.getByText('not saved yet')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await workspace.getByRole('tab', { name: 'Fixture' }).click();

  // The stack-up: the section drawing and the travel of each probe class within its stroke window.
  const stack = workspace.getByRole('region', { name: 'Stack-up' });
  await expect(stack.getByRole('img', { name: 'Stack cross-section of the closed fixture' })).toBeVisible({
    timeout: 60_000,
  });
  const travel = stack.getByRole('table', { name: 'Probe travel by class' });
  const p100 = travel.getByRole('row').filter({ hasText: 'P100 bottom' });
  await expect(p100).toContainText('6.35 mm'); // the catalog's full stroke
  await expect(p100).toContainText('16.3 mm'); // set height = 12 mm gap + 4.3 mm working travel
  await expect(p100).toContainText('4.3 (4.05–4.55) mm');
  await expect(p100).toContainText('3.175–5.398 mm');
  await expect(stack).toContainText('Below: probe plate 12 ± 0.15 mm closed, 17.8 mm open');
  await expect(stack).toContainText(/Pressure pins: \d+ × PP-3-25-FL, 25 mm = 19 mm free \+ 6 mm seat/);
  await expect(stack).toContainText('The stack closes');

  // The probe plate's dimensioned drawing, as the PDF sheet draws it.
  await workspace.getByRole('radiogroup', { name: 'Show as' }).getByText('Dimensioned drawing').click();
  const drawing = workspace.getByRole('img', { name: /Dimensioned drawing of the Probe plate/ });
  await expect(drawing).toBeVisible();
  await expect
    .poll(() => drawing.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(workspace.getByText(/^250 × 180 mm from datum A \(left edge\) and B/)).toBeVisible();
  const holes = workspace.getByRole('table', { name: 'Hole table' });
  // The receptacles' tool with its count and fit, the guide pins' reamed fit.
  await expect(holes.getByRole('row').filter({ hasText: '1.700' })).toContainText(
    /\d+probe \/ receptacle; through.*press fit: drill to the stated size/,
  );
  await expect(holes).toContainText('guide pin; throughpress fit: ream H7');
  // Its title block names the DUT and its revision, as the package's PDF sheet does (not "this board").
  await expect(drawing).toHaveAttribute('alt', /title block of PIC programmer rev C$/);

  // Save version 1 and run DFT on it.
  await workspace.getByRole('button', { name: 'Save version…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save version 1' });
  await dialog.getByLabel('Name', { exact: true }).fill('Proposal');
  await dialog.getByRole('button', { name: 'Save version 1' }).click();
  await expect(page).toHaveURL(/[?&]version=1/);
  const configId = new URL(page.url()).searchParams.get('config')!;
  const ran = await page.request.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {
    headers: origin(page),
    data: {},
  });
  expect(ran.status(), await ran.text()).toBe(201);
  expect(((await ran.json()) as { analysis: { status: string } }).analysis.status).not.toBe('fail');

  // The configurator: the version can be chosen, and its review has nothing that blocks the order.
  await page.goto(`/test-solution/configure?dut=${dutId}&step=1`);
  const version = page.getByRole('radio', { name: 'Proposal version 1' });
  await expect(version).toBeEnabled({ timeout: 60_000 });
  await version.click();
  await expect(page.getByTestId('solution-total')).toHaveText(/^EUR [\d,]+\.\d\d$/, { timeout: 60_000 });
  await page.goto(`/test-solution/configure?dut=${dutId}&config=${configId}&v=1&step=5`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('You can save this draft, but not order it yet')).toHaveCount(0);
  await expect(page.getByText('Save the draft to get its quote (PDF)')).toBeVisible();

  // Screenshots for a person to look at: the stack-up and the drawing, 390 / 1440 px, light / dark.
  if (process.env.WEB_SHOTS)
    await everyLook(page, async (look: Look) => {
      await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
      await workspace.getByRole('tab', { name: 'Fixture' }).click();
      const region = workspace.getByRole('region', { name: 'Stack-up' });
      await expect(region.getByTestId('stack-section')).toBeVisible({ timeout: 60_000 });
      await shoot(page, 'fixture-stackup', look, region);
      await workspace.getByRole('radiogroup', { name: 'Show as' }).getByText('Dimensioned drawing').click();
      await expect(workspace.getByTestId('plate-drawing')).toBeVisible();
      await shoot(
        page,
        'fixture-drawing',
        look,
        workspace.getByRole('radiogroup', { name: 'Plate', exact: true }),
      );
    });
});
