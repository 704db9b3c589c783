import { expect, test } from '@playwright/test';
import { dutFromTestdata, saveBottomProbes } from '../support/dut-session';

// The interface mapping (issue 27, decision 0061) in real Chromium against a real server: the Fixture
// tab's mapping table and interface-board preview, a channel chosen by hand, the station changed to the
// pytest station; and /settings/stations: the shipped profiles, a new profile refused then saved.
// Screenshots (for a person to look at) go to WEB_SHOTS_DIR, default /tmp/web-shots.
test.setTimeout(300_000);
const shots = process.env.WEB_SHOTS_DIR ?? '/tmp/web-shots';

test('Fixture tab: the interface mapping, a channel by hand, the pytest station, the board preview', async ({
  page,
}) => {
  const dutId = await dutFromTestdata(page, {
    prefix: 'interface',
    name: 'PIC programmer',
    revision: 'C',
    file: 'kicad/pic_programmer.kicad_pcb',
  });
  const configId = await saveBottomProbes(page, dutId);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
  const workspace = page.getByRole('region', { name: 'Test-config workspace' });
  await workspace.getByRole('tab', { name: 'Fixture' }).click({ timeout: 120_000 });
  const table = workspace.getByRole('table', { name: 'Interface mapping' });
  await expect(table).toBeVisible({ timeout: 180_000 });
  // pic_programmer has a P1 and a J1: probes are PR<n> on connectors IF<n>, never a board reference.
  await expect(table.getByRole('row').nth(1)).toContainText(/^PR1/);
  await expect(table).toContainText('IF1.1');
  await expect(workspace.getByTestId('interface-preview')).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/interface-mapping-generic-1440.png`, fullPage: false });

  // The pytest station: supplies go to a power supply's force and sense.
  await workspace.getByRole('combobox', { name: 'Station' }).click();
  await page.getByRole('option', { name: 'Pytest station (simulated instruments)' }).click();
  await expect(table).toContainText(/PSU\d|MUX\.1/, { timeout: 60_000 });
  await expect(workspace.getByText(/of Pytest station/)).toBeVisible({ timeout: 60_000 });

  // One channel by hand: PR2 on MUX.40.
  await workspace.getByRole('combobox', { name: 'Channel of PR2', exact: true }).click();
  await page.getByRole('option', { name: /^MUX\.40 —/ }).click();
  await expect(table.getByRole('row', { name: /^PR2\s/ })).toContainText('IF2.40', { timeout: 60_000 });
  await expect(workspace.getByRole('button', { name: /Wire all automatically \(1 by hand\)/ })).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/interface-mapping-pytest-1440.png`, fullPage: false });
  await workspace.getByTestId('interface-preview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/interface-preview-1440.png`, fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/interface-mapping-390.png`, fullPage: false });
});

test('/settings/stations: shipped profiles read-only, a new profile refused with reasons, then saved', async ({
  page,
}) => {
  await dutFromTestdata(page, {
    prefix: 'stations',
    name: 'Stations owner board',
    revision: 'A',
    file: 'kicad/tomu-fpga.kicad_pcb',
  });
  for (const theme of ['light', 'dark'] as const) {
    await page.request.patch('/api/v1/me/preferences', {
      headers: { Origin: new URL(page.url()).origin },
      data: { theme },
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/settings/stations');
    await expect(page.getByRole('heading', { name: 'Test stations' })).toBeVisible();
    await expect(page.getByText('Generic N-pin interface')).toBeVisible();
    await page.getByText('Pytest station (simulated instruments)').click();
    await expect(page.getByText('Shipped by Studio, the same for every company')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Channel 1 id' })).toHaveValue('PSU1.F+');
    await expect(page.getByRole('heading', { name: 'Channels (78)' })).toBeVisible();
    await page.screenshot({ path: `${shots}/stations-pytest-${theme}-1440.png`, fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/stations-pytest-${theme}-390.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'New profile' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bench A');
  await page.getByRole('button', { name: 'Add a channel' }).click();
  await page.getByRole('textbox', { name: 'Channel 1 pin' }).fill('99');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'The profile was not saved' });
  await expect(refusal).toContainText('connector "X1" has no pin "99"');
  await page.screenshot({ path: `${shots}/stations-refused-1440.png`, fullPage: false });
  await page.getByRole('textbox', { name: 'Channel 1 pin' }).fill('7');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Station profile Bench A saved.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: /Bench A/ }).or(page.getByText('Bench A').first()),
  ).toBeVisible();
});
