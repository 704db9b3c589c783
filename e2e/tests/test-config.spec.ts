import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';
import { inviteViewer } from '../support/session';

// The test-config workspace of issue #5 in real Chromium against a real server: accept Studio's
// proposal, change the selection and watch the live DFT status (the engine runs in a Web Worker),
// save version 1, run DFT and land on the report.
test.setTimeout(300_000);

const stat = (page: Page, label: string) =>
  page.getByRole('region', { name: 'DFT status' }).locator(`[data-stat="${label}"]`);

/** A small saved configuration (version 1) made through the API; returns its id. */
async function createConfigByApi(page: Page, dutId: string, name: string): Promise<string> {
  const created = await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      name,
      note: 'by API',
      config: {
        testPoints: [{ id: 'T0' }, { id: 'T5', highPowerA: 4 }, { id: 'T9', drillOnly: true }],
        probeSide: 'bottom',
        bothSides: false,
        locating: { method: 'cradle' },
        pressurePins: [],
        heightOverrides: {},
        fixture: { orientationDeg: 0, lidSwitch: false, signalInterface: 'hand-wired' },
      },
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

const settled = (page: Page) =>
  expect(page.getByRole('region', { name: 'DFT status' }).getByText('Analysing…')).toHaveCount(0);

test('create a test config from the proposal, edit it live, save a version and run DFT', async ({ page }) => {
  await signUpWithCompany(page, 'tcfg');
  const dutId = await createDutByApi(page, 'PIC programmer', 'C');
  await uploadByApi(page, dutId, [
    { name: 'pic_programmer.kicad_pcb', buffer: readTestdata('kicad/pic_programmer.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');

  await page.goto(`/dut/${dutId}`);
  const section = page.getByRole('region', { name: 'Test configurations' });
  await expect(section.getByText('No test configurations yet.')).toBeVisible();
  await section.getByRole('button', { name: 'New test config' }).click();
  await expect(page).toHaveURL(/[?&]config=new/);

  // The proposal arrives and is analysed in the worker.
  const workspace = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(workspace.getByText('not saved yet')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await settled(page);
  const proposed = Number((await stat(page, 'Test points').textContent())?.replace(/,/g, ''));
  expect(proposed).toBeGreaterThan(5);
  const coverage = await stat(page, 'Coverage').textContent();

  // Deselect one proposed point in the table: the live status follows.
  await workspace
    .locator('label')
    .filter({ hasText: /^Selected$/ })
    .click();
  const firstProbed = workspace
    .getByRole('table', { name: 'Test-point candidates' })
    .getByRole('checkbox')
    .first();
  await expect(firstProbed).toBeChecked();
  await firstProbed.click();
  await expect(stat(page, 'Test points')).toHaveText(String(proposed - 1));
  await settled(page);
  expect(await stat(page, 'Coverage').textContent()).not.toBe(coverage);

  // A row zooms the board to its point; clicking the point on the board toggles it.
  const row = workspace.getByRole('table', { name: 'Test-point candidates' }).getByRole('row').nth(1);
  await row.locator('td').nth(1).click();
  await expect(row).toHaveAttribute('data-active', 'true');
  await page.waitForTimeout(500);
  await workspace.locator('[data-board-ready="true"]').click();
  await expect(stat(page, 'Test points')).toHaveText(String(proposed - 2));
  // Undo from the keyboard brings it back.
  await page.keyboard.press('Control+z');
  await expect(stat(page, 'Test points')).toHaveText(String(proposed - 1));
  await settled(page);

  // A board feature from the suggestions, and a fixture setting.
  await workspace.getByRole('tab', { name: 'Board features' }).click();
  await workspace.getByRole('button', { name: /Add suggestions/ }).click();
  await expect(workspace.getByRole('table', { name: 'Board features' })).toBeVisible();
  await workspace.getByRole('tab', { name: 'Fixture' }).click();
  await workspace.getByRole('switch', { name: 'Lid switch' }).check({ force: true });
  await expect(workspace.getByRole('switch', { name: 'Lid switch' })).toBeChecked();

  // Save version 1 (name and note).
  await workspace.getByRole('button', { name: 'Save version…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save version 1' });
  await dialog.getByLabel('Name', { exact: true }).fill('Bottom probing');
  await dialog.getByLabel('Note').fill('Proposal minus one point');
  await dialog.getByRole('button', { name: 'Save version 1' }).click();
  await expect(page).toHaveURL(/[?&]version=1/);
  await expect(workspace.getByRole('heading', { name: 'Bottom probing' })).toBeVisible();
  await expect(workspace.getByTestId('unsaved')).toHaveCount(0);
  await expect(section.getByText('Bottom probing')).toBeVisible();

  // The saved version reads back as edited.
  const configId = new URL(page.url()).searchParams.get('config')!;
  const saved = await page.request.get(`/api/v1/test-configs/${configId}/versions/1`);
  const body = (await saved.json()) as {
    note: string;
    config: { testPoints: unknown[]; fixture: { lidSwitch: boolean }; boardFeatures: unknown[] };
  };
  expect(body.note).toBe('Proposal minus one point');
  expect(body.config.testPoints).toHaveLength(proposed - 1);
  expect(body.config.fixture.lidSwitch).toBe(true);
  expect(body.config.boardFeatures.length).toBeGreaterThan(0);

  // Run DFT on the saved version: the new report's page.
  await workspace.getByRole('button', { name: 'Run DFT' }).click();
  await expect(page).toHaveURL(/\/dft-report\/[0-9a-f-]{36}$/, { timeout: 60_000 });
});

test('unsaved changes hold navigation until confirmed', async ({ page }) => {
  await signUpWithCompany(page, 'tcguard');
  const dutId = await createDutByApi(page, 'Guarded', 'A');
  await uploadByApi(page, dutId, [
    { name: 'pic_programmer.kicad_pcb', buffer: readTestdata('kicad/pic_programmer.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  await page.goto(`/dut/${dutId}?config=new`);
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Close the workspace' }).click();
  const confirm = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/config=new/);
  await page.getByRole('button', { name: 'Close the workspace' }).click();
  await page
    .getByRole('dialog', { name: 'Leave without saving?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).not.toHaveURL(/config=/);
  await expect(page.getByRole('region', { name: 'Board', exact: true })).toBeVisible();
});

test('a viewer sees a saved version read-only', async ({ page, browser }) => {
  await signUpWithCompany(page, 'tcowner');
  const dutId = await createDutByApi(page, 'Read only', 'A');
  await uploadByApi(page, dutId, [
    { name: 'pic_programmer.kicad_pcb', buffer: readTestdata('kicad/pic_programmer.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  const configId = await createConfigByApi(page, dutId, 'Viewer check');

  const viewerPage = await inviteViewer(page, browser, 'tcviewer');
  await viewerPage.waitForLoadState('networkidle');

  await viewerPage.goto(`/dut/${dutId}?config=${configId}&version=1`);
  const workspace = viewerPage.getByRole('region', { name: 'Test-config workspace' });
  await expect(workspace.getByText('read only')).toBeVisible({ timeout: 60_000 });
  await expect(viewerPage.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  const boxes = workspace.getByRole('table', { name: 'Test-point candidates' }).getByRole('checkbox');
  await expect(boxes.first()).toBeDisabled();
  await expect(workspace.getByRole('button', { name: 'Save version…' })).toHaveCount(0);
  await expect(workspace.getByRole('button', { name: 'Run DFT' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: 'New test config' })).toHaveCount(0);
  await viewerPage.context().close();
});

// Screenshots of the workspace for a person to look at: not a check, so only on demand
// (TC_SHOTS=1, with RATE_LIMIT_MAX raised). They go to /tmp/tc-shots, outside the repository.
const SHOTS = '/tmp/tc-shots';
const SIZES = { sm: { width: 390, height: 844 }, lg: { width: 1440, height: 900 } } as const;

/** A viewport-sized shot with `focus` scrolled into view (the top of the page without one). */
async function shoot(page: Page, name: string, focus?: Locator) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  if (focus) await focus.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('screenshots of the test-config workspace', async ({ page }) => {
  test.skip(!process.env.TC_SHOTS, 'screenshots only with TC_SHOTS=1');
  test.setTimeout(900_000);
  await signUpWithCompany(page, 'tcshots');
  const dutId = await createDutByApi(page, 'PIC programmer', 'C');
  await uploadByApi(page, dutId, [
    { name: 'pic_programmer.kicad_pcb', buffer: readTestdata('kicad/pic_programmer.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  const origin = () => ({ Origin: new URL(page.url()).origin });
  const configId = await createConfigByApi(page, dutId, 'Saved by API');
  const ran = await page.request.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {
    headers: origin(),
    data: {},
  });
  expect(ran.status()).toBe(201);
  for (const theme of ['light', 'dark'] as const) {
    await page.request.patch('/api/v1/me/preferences', { headers: origin(), data: { theme } });
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      const tag = `${size}-${theme}`;
      await page.goto(`/dut/${dutId}`);
      await expect(page.getByRole('region', { name: 'Test configurations' })).toBeVisible();
      await shoot(page, `dut-no-configs-${tag}`);
      await page.goto(`/dut/${dutId}?config=new`);
      await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
      await settled(page);
      const ws = page.getByRole('region', { name: 'Test-config workspace' });
      const tabs = size === 'sm' ? ws.getByRole('tablist') : ws;
      await shoot(page, `board-${tag}`, ws);
      await shoot(page, `tab-points-${tag}`, tabs);
      await ws.getByRole('button', { name: 'Import CSV…' }).click();
      await page.getByLabel('Or paste the rows').fill('TP1\nU1.3\nNOPE\nGND\n');
      await shoot(page, `csv-import-${tag}`, tabs);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      for (const [tab, name] of [
        ['Locating', 'locating'],
        ['Pressure', 'pressure'],
        ['Board features', 'features'],
        ['Fixture', 'fixture'],
      ] as const) {
        await ws.getByRole('tab', { name: tab }).click();
        await shoot(page, `tab-${name}-${tag}`, tabs);
      }
      await page.route('**/api/v1/test-configs/**', (route) =>
        route.fulfill({
          status: 500,
          json: { code: 'internal', message: 'Internal Server Error', requestId: 'x' },
        }),
      );
      await page.goto(`/dut/${dutId}?config=00000000-0000-4000-8000-000000000000&version=1`);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await shoot(page, `error-${tag}`);
      await page.unrouteAll();
      await page.goto(`/dut/${dutId}?config=00000000-0000-4000-8000-000000000000&version=1`);
      await expect(page.getByRole('alert').first()).toBeVisible();
      await shoot(page, `not-found-${tag}`);
      // A saved version with its list entry, versions and a report.
      await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
      await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Versions of Saved by API' }).click();
      await shoot(page, `saved-${tag}`, ws);
      await ws
        .getByRole('table', { name: 'Test-point candidates' })
        .getByText('P3.2', { exact: true })
        .click();
      await page.waitForTimeout(800);
      await shoot(page, `zoom-${tag}`, ws);
      await shoot(page, `list-${tag}`, page.getByRole('region', { name: 'Test configurations' }));
    }
  }
  // Lengths in mil (the user's preference): pad sizes, positions, heights.
  await page.request.patch('/api/v1/me/preferences', {
    headers: origin(),
    data: { units: 'mil', theme: 'light' },
  });
  await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  const ws = page.getByRole('region', { name: 'Test-config workspace' });
  await shoot(page, 'mil-points', ws);
  await ws.getByRole('tab', { name: 'Pressure' }).click();
  await shoot(page, 'mil-pressure', ws);
});
