import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';

// Screenshots of every DUT screen and state, for a person to look at: not a check, so only on demand
// (DUT_SHOTS=1). They go to /tmp/dut-shots, outside the repository.
const SHOTS = '/tmp/dut-shots';
// Dozens of full page loads a minute: run with RATE_LIMIT_MAX raised (the server's default is 600 a minute).
test.skip(!process.env.DUT_SHOTS, 'screenshots only with DUT_SHOTS=1 (and RATE_LIMIT_MAX=100000)');
test.setTimeout(600_000);

const VIEWPORTS = { sm: { width: 600, height: 900 }, lg: { width: 1440, height: 900 } } as const;
const THEMES = ['light', 'dark'] as const;

const BROKEN = Buffer.from(
  '(kicad_pcb (version 20211014) (generator pcbnew)\n  (general (thickness 1.6)\n  (layers\n',
);

async function setPreferences(page: Page, body: Record<string, string>) {
  const response = await page.request.patch('/api/v1/me/preferences', {
    headers: { Origin: new URL(page.url()).origin },
    data: body,
  });
  expect(response.ok()).toBe(true);
}

/** Shows the DUT as importing whatever the server says (the real import is too quick to catch). */
async function pretendImporting(page: Page, id: string) {
  await page.route(`**/api/v1/duts/${id}`, async (route) => {
    const response = await route.fetch();
    const json = { ...(await response.json()), status: 'importing', board: null };
    await route.fulfill({ response, json });
  });
  await page.route(`**/api/v1/duts/${id}/files?*`, async (route) => {
    const response = await route.fetch();
    const json = await response.json();
    for (const f of json.items) f.status = 'importing';
    await route.fulfill({ response, json });
  });
}

async function shoot(page: Page, name: string, size: keyof typeof VIEWPORTS, theme: string) {
  // Bounded: a held upload (the create-flow shot) keeps the network busy on purpose.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  // A focused field scrolls the page; full-page shots are taken from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${size}-${theme}.png`, fullPage: true });
}

const SIZES = Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[];

/** Runs `shots` at every size in every theme. */
async function everyLook(page: Page, shots: (size: keyof typeof VIEWPORTS, theme: string) => Promise<void>) {
  for (const theme of THEMES) {
    await setPreferences(page, { theme });
    for (const size of SIZES) {
      await page.setViewportSize(VIEWPORTS[size]);
      await shots(size, theme);
    }
  }
}

const KICAD = () => readTestdata('kicad/pic_programmer.kicad_pcb');

test('screenshots of the DUT screens', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await signUpWithCompany(page, 'dutshots');

  await everyLook(page, async (size, theme) => {
    await page.goto('/dut');
    await expect(page.getByRole('heading', { name: 'No DUTs yet' })).toBeVisible();
    await shoot(page, 'list-empty', size, theme);
    await page.goto('/dut/create');
    await shoot(page, 'create', size, theme);
    await page.getByLabel('Choose design package files').setInputFiles([
      { name: 'pic_programmer.kicad_pcb', mimeType: 'text/plain', buffer: KICAD() },
      {
        name: 'pic_programmer.d356',
        mimeType: 'text/plain',
        buffer: readTestdata('kicad-exports/pic_programmer/pic_programmer.d356'),
      },
      { name: 'board.step', mimeType: 'text/plain', buffer: Buffer.from('ISO-10303-21;\nHEADER;\n') },
    ]);
    await page.getByLabel('Name').fill('x'.repeat(130));
    await page.getByRole('button', { name: /Create DUT/ }).click();
    await shoot(page, 'create-picked-invalid', size, theme);
  });

  const ready = await createDutByApi(page, 'PIC programmer', 'C');
  await uploadByApi(page, ready, [{ name: 'pic_programmer.kicad_pcb', buffer: KICAD() }]);
  const failed = await createDutByApi(page, 'Broken board', '1');
  await uploadByApi(page, failed, [{ name: 'broken.kicad_pcb', buffer: BROKEN }]);
  const empty = await createDutByApi(page, 'Empty DUT', 'A');
  const importing = await createDutByApi(page, 'Importing DUT', 'B');
  await uploadByApi(page, importing, [{ name: 'pic_programmer.kicad_pcb', buffer: KICAD() }]);
  expect(await waitForImport(page, ready)).toBe('ready');
  expect(await waitForImport(page, failed)).toBe('failed');
  await waitForImport(page, importing);
  await pretendImporting(page, importing);

  await everyLook(page, async (size, theme) => {
    await page.goto('/dut');
    await shoot(page, 'list', size, theme);
    await page.goto('/');
    await shoot(page, 'dashboard', size, theme);
    for (const [name, id] of [
      ['detail-failed', failed],
      ['detail-empty', empty],
      ['detail-importing', importing],
    ] as const) {
      await page.goto(`/dut/${id}`);
      await shoot(page, name, size, theme);
    }
    await page.goto(`/dut/${ready}`);
    await expect(page.locator('[data-board-ready="true"]')).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'detail-ready', size, theme);
    await page.locator('label').filter({ hasText: 'Bottom (mirrored)' }).click();
    const search = page.getByRole('textbox', { name: 'Find a component, pad or net' });
    await search.fill('VPP');
    await search.press('Enter');
    await expect(page.getByText('Highlighted net: VPP')).toBeVisible();
    await shoot(page, 'detail-bottom-net', size, theme);
    await search.fill('U1');
    await search.press('Enter');
    await shoot(page, 'detail-selected', size, theme);
  });

  // The create flow itself: files held at "uploaded" until the shot is taken, then the outcome.
  await everyLook(page, async (size, theme) => {
    await page.goto('/dut/create');
    await page.getByLabel('Name').fill(`Flow ${size} ${theme}`);
    await page.getByLabel('Choose design package files').setInputFiles({
      name: 'pic_programmer.kicad_pcb',
      mimeType: 'text/plain',
      buffer: KICAD(),
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/duts/*/files', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: /Create DUT/ }).click();
    await expect(
      page.getByRole('progressbar', { name: 'Upload of pic_programmer.kicad_pcb' }),
    ).toBeAttached();
    await shoot(page, 'create-uploading', size, theme);
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible({ timeout: 90_000 });
    await page.unroute('**/api/v1/duts/*/files');
    await shoot(page, 'create-imported', size, theme);
  });
});
