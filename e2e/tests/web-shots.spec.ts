import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createDutByApi, readTestdata, uploadByApi, waitForImport } from '../support/dut-session';
import { createCompany, newUser } from '../support/session';
import { signUpAsStaff } from '../support/staff';

// Screenshots of the list screens (DUTs, catalog, stock: filled, empty, nothing found, failed), the DUT
// page's net names as KiCad shows them, the Pressure tab's heights, the new-DUT drop zone and the
// failed-import alerts, for a person to look at: not a check, so only on demand (WEB_SHOTS=1). They go
// to WEB_SHOTS_DIR (default /tmp/web-shots), outside the repository.
const SHOTS = process.env.WEB_SHOTS_DIR ?? '/tmp/web-shots';
test.skip(!process.env.WEB_SHOTS, 'screenshots only with WEB_SHOTS=1');
test.setTimeout(1_800_000);

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
type Look = { size: keyof typeof VIEWPORTS; theme: 'light' | 'dark' };

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });
const BROKEN = Buffer.from('(kicad_pcb (version 20211014) (generator pcbnew)\n  (general (thickness 1.6)\n');
const FAILURE = { status: 500, json: { code: 'internal', message: 'Internal Server Error', requestId: 'x' } };

/** A shot: the whole page, or the viewport with `focus` scrolled to its top. */
async function shoot(page: Page, name: string, look: Look, focus?: Locator) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  // Below the 56 px header, with a little of what comes before.
  if (focus)
    await focus.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-${look.size}-${look.theme}.png`, fullPage: !focus });
}

/** Runs `shots` in both themes at both sizes. */
async function everyLook(page: Page, shots: (look: Look) => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    const saved = await page.request.patch('/api/v1/me/preferences', {
      headers: origin(page),
      data: { theme },
    });
    expect(saved.ok()).toBe(true);
    for (const size of Object.keys(VIEWPORTS) as Look['size'][]) {
      await page.setViewportSize(VIEWPORTS[size]);
      await shots({ size, theme });
    }
  }
}

/** A list screen in its four states: filled, nothing found, and its API failing. */
async function listStates(page: Page, look: Look, name: string, path: string, api: string) {
  await page.goto(path);
  await expect(page.getByRole('textbox', { name: 'Search' })).toBeVisible();
  await shoot(page, name, look);
  await page.goto(`${path}?q=no-such-thing`);
  await expect(page.getByText(/matches “no-such-thing”/)).toBeVisible();
  await shoot(page, `${name}-no-match`, look);
  await page.route(api, (route) => route.fulfill(FAILURE));
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
  await shoot(page, `${name}-error`, look);
  await page.unroute(api);
}

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const response = await page.request.post(url, { headers: origin(page), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A handful of probes (one with a long name), a shelf, and stock of each. */
async function fillCatalog(page: Page) {
  const classId = await post(page, '/api/v1/part-classes', { name: 'Screenshot probes' });
  const shelf = await post(page, '/api/v1/inventory/locations', {
    code: 'SHOTS-01',
    name: 'Shelf for the screenshots',
  });
  const names = [
    ['SHOT-SP75-SPEAR-0.9', 'Spear probe 75 mil, 0.9 mm tip'],
    ['SHOT-SP100-CROWN-1.5', 'Crown probe 100 mil, 1.5 mm tip, gold-plated plunger for through-hole leads'],
    ['SHOT-SP50-CONE-0.6', 'Cone probe 50 mil'],
  ];
  for (const [i, [partNumber, name]] of names.entries()) {
    const partId = await post(page, '/api/v1/parts', {
      kind: 'probe',
      partNumber,
      name,
      classId,
      manufacturer: 'Example Probes GmbH',
      unitPrice: 2.1 + i,
      leadTimeDays: 5 + i,
      specs: {
        pitchClass: ['P75', 'P100', 'P50'][i],
        tipStyle: ['spear', 'crown', 'cone'][i],
        tipDiameterMm: [0.9, 1.5, 0.6][i],
        fullTravelMm: 6.4,
        workingTravelMm: 4.3,
        forceAtWorkingTravelN: 1.5,
        currentRatingA: 3,
      },
    });
    await post(page, '/api/v1/inventory/movements', {
      kind: 'receipt',
      partId,
      locationId: shelf,
      quantity: 40 * (i + 1),
    });
  }
}

test('screenshots of the list screens, net names, heights, the drop zone and failed imports', async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const staff = newUser('webshots');
  await signUpAsStaff(page, staff);
  await page.goto('/');
  await createCompany(page, `${staff.name} Fixtures`);

  // Nothing yet: the first-visit states of the three lists, and the new-DUT drop zone. The catalog
  // and its stock are seeded on a new instance: their lists are answered empty here.
  const EMPTY_PAGE = { status: 200, json: { items: [], total: 0, page: 1, pageSize: 25 } };
  await everyLook(page, async (look) => {
    for (const [name, path, heading, api] of [
      ['duts-empty', '/dut', 'No DUTs yet', null],
      ['catalog-empty', '/parts-management/parts', /no parts yet|in the catalog yet/, '**/api/v1/parts?*'],
      ['stock-empty', '/parts-management/inventory', 'No stock recorded yet', '**/api/v1/inventory/stock?*'],
    ] as const) {
      if (api) await page.route(api, (route) => route.fulfill(EMPTY_PAGE));
      await page.goto(path);
      await expect(page.getByText(heading)).toBeVisible();
      await shoot(page, name, look);
      if (api) await page.unroute(api);
    }
    await page.goto('/dut/create');
    await shoot(page, 'create-drop-zone', look);
  });

  await fillCatalog(page);
  const ready = await createDutByApi(page, 'PIC programmer', 'C');
  await uploadByApi(page, ready, [
    { name: 'pic_programmer.kicad_pcb', buffer: readTestdata('kicad/pic_programmer.kicad_pcb') },
  ]);
  const failed = await createDutByApi(page, 'Broken board with a rather long name for a DUT', '1');
  await uploadByApi(page, failed, [{ name: 'broken.kicad_pcb', buffer: BROKEN }]);
  const readyStatus = await waitForImport(page, ready);
  const readyFiles = await (await page.request.get(`/api/v1/duts/${ready}/files?page=1`)).text();
  expect(readyStatus, readyFiles).toBe('ready');
  expect(await waitForImport(page, failed)).toBe('failed');

  await everyLook(page, async (look) => {
    await listStates(page, look, 'duts', '/dut', '**/api/v1/duts?*');
    await listStates(page, look, 'catalog', '/parts-management/parts', '**/api/v1/parts?*');
    await listStates(page, look, 'probes', '/parts-management/probes', '**/api/v1/parts?*');
    await listStates(page, look, 'stock', '/parts-management/inventory', '**/api/v1/inventory/stock?*');

    // The failed import on the DUT page.
    await page.goto(`/dut/${failed}`);
    await expect(page.getByRole('alert').filter({ hasText: 'The import failed' })).toBeVisible();
    await shoot(page, 'dut-failed', look);

    // Net names as KiCad shows them: the board's search and the feature details.
    await page.goto(`/dut/${ready}`);
    await expect(page.locator('[data-board-ready="true"]')).toBeVisible({ timeout: 30_000 });
    const search = page.getByRole('textbox', { name: 'Find a component, pad or net' });
    const details = page.getByRole('complementary', { name: 'Feature details' });
    await search.fill('VPP/MCLR');
    await search.press('Enter');
    await expect(details).toContainText('Highlighted net: /VPP/MCLR');
    await shoot(page, 'board-search-vpp', look, look.size === 'phone' ? details : undefined);
    await search.fill('U6.4');
    await search.press('Enter');
    await expect(details).toContainText('U6 pin 4');
    await shoot(page, 'feature-details-vpp', look, look.size === 'phone' ? details : undefined);

    // The workspace: the test-points table found by the net's name, and the Pressure tab's heights.
    await page.goto(`/dut/${ready}?config=new`);
    await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
    const ws = page.getByRole('region', { name: 'Test-config workspace' });
    const tabs = look.size === 'phone' ? ws.getByRole('tablist') : ws;
    await ws.getByRole('textbox', { name: 'Search test points' }).fill('VPP');
    await expect(ws.getByRole('table', { name: 'Test-point candidates' })).toContainText('/VPP/MCLR');
    await shoot(page, 'test-points-vpp', look, tabs);
    await ws.getByRole('tab', { name: 'Pressure' }).click();
    await expect(ws.getByRole('table', { name: 'Component heights' })).toBeVisible();
    await shoot(page, 'pressure-heights', look, tabs);
    await shoot(page, 'pressure-heights-table', look, ws.getByRole('table', { name: 'Component heights' }));

    // A new DUT whose board is broken: the outcome under the form.
    await page.goto('/dut/create');
    await page.getByLabel('Name').fill(`Broken ${look.size} ${look.theme}`);
    await page
      .getByLabel('Choose design package files')
      .setInputFiles({ name: 'broken.kicad_pcb', mimeType: 'text/plain', buffer: BROKEN });
    await page.getByRole('button', { name: /Create DUT/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The import failed' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('alert').filter({ hasText: 'broken.kicad_pcb' })).toBeVisible();
    await shoot(page, 'create-failed', look);
  });
});
