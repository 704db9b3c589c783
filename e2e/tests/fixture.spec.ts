import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { dutFromTestdata, saveBottomProbes } from '../support/dut-session';

// The Fixture tab of a test-config version (issue 15) in real Chromium against a real server: open a
// DUT, open a saved version, go to Fixture, see the plates (2D, each in its view) and the 3D view
// (three.js in its own chunk: board, bodies and fixture), the priced BOM, then download the fabrication package.
test.setTimeout(300_000);

async function pic(page: Page): Promise<{ dutId: string; configId: string }> {
  const dutId = await dutFromTestdata(page, {
    prefix: 'fixture',
    name: 'PIC programmer',
    revision: 'C',
    file: 'kicad/pic_programmer.kicad_pcb',
  });
  return { dutId, configId: await saveBottomProbes(page, dutId) };
}

test('open a DUT → test config version → Fixture: plates, 3D, BOM, generate and download the package', async ({
  page,
}) => {
  const { dutId, configId } = await pic(page);
  await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
  const workspace = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await workspace.getByRole('tab', { name: 'Fixture' }).click();

  await expect(workspace.getByRole('heading', { name: 'Fixture design' })).toBeVisible();
  const plate = workspace.getByRole('img', { name: /Probe plate .* seen from above, not mirrored/ });
  await expect(plate).toBeVisible({ timeout: 60_000 });
  await workspace.getByRole('radiogroup', { name: 'Plate' }).getByText('Pressure plate').click();
  await expect(
    workspace.getByRole('img', { name: /Pressure plate .* seen from below, mirrored in X/ }),
  ).toBeVisible();
  const three = workspace.getByTestId('fixture-3d');
  await expect(three.locator('canvas')).toBeVisible({ timeout: 60_000 });
  // Drawn on demand: at least one frame, with the fixture on it.
  await expect.poll(async () => Number(await three.getAttribute('data-frames'))).toBeGreaterThan(0);
  await expect.poll(async () => Number(await three.getAttribute('data-painted'))).toBeGreaterThan(0.05);
  await expect(workspace.getByRole('list', { name: '3D legend' })).toContainText('24 probes');
  const bom = workspace.getByRole('table', { name: 'Bill of materials' });
  await expect(bom).toContainText('FK-DEV-M'); // 160 × 99 mm + margins: the S kit's 150 × 100 is too small
  await expect(bom).toContainText('OPT-LID-SW');

  // The package is generated on the server as a job, followed live, then downloaded.
  const box = workspace.getByTestId('fixture-package');
  await box.getByRole('button', { name: 'Generate fabrication package' }).click();
  const link = box.getByRole('link', { name: 'Download fabrication package' });
  await expect(link).toBeVisible({ timeout: 120_000 });
  await expect(box).toHaveAttribute('data-status', 'ready');
  await expect(box).toContainText('PIC-programmer-Bottom-probes-v1-fixture.zip');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();
  const entries = unzipSync(new Uint8Array(readFileSync(file!)));
  const manifest = JSON.parse(strFromU8(entries['manifest.json']!));
  expect(manifest.testConfig).toEqual({ id: 'Bottom probes', version: 1 });
  expect(manifest.files.find((f: { path: string }) => f.path === 'plates/probe.drl').mirroredX).toBe(false);
  expect(manifest.files.find((f: { path: string }) => f.path === 'plates/pressure.drl').mirroredX).toBe(true);

  // The tester files (issue 27): listed under the package, each written on request and saved under
  // the name its tester reads; the same bytes as the package's tester/ file.
  const tester = box.getByRole('list', { name: 'Tester files of version 1' });
  await expect(tester.getByRole('listitem')).toHaveCount(5);
  const gencad = page.waitForEvent('download');
  await tester.getByRole('listitem').filter({ hasText: 'GenCAD 1.4' }).getByRole('link').click();
  const saved = await gencad;
  expect(saved.suggestedFilename()).toBe('board.cad');
  const gencadText = readFileSync((await saved.path())!, 'utf8');
  expect(gencadText.startsWith('$HEADER\r\nGENCAD 1.4\r\n')).toBe(true);
  expect(gencadText).toBe(strFromU8(entries['tester/board.cad']!));
  const xy = page.waitForEvent('download');
  await tester.getByRole('listitem').filter({ hasText: 'i3070 board_xy' }).getByRole('link').click();
  expect((await xy).suggestedFilename()).toBe('board_xy');
});

// Screenshots of the Fixture tab for a person to look at (not a check): WEB_SHOTS=1, into
// WEB_SHOTS_DIR. Both themes, phone and desktop, and the catalog failing.
test('fixture tab screenshots', async ({ page }) => {
  test.skip(!process.env.WEB_SHOTS, 'screenshots only with WEB_SHOTS=1');
  const shots = process.env.WEB_SHOTS_DIR ?? '/tmp/web-shots';
  const { dutId, configId } = await pic(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.request.patch('/api/v1/me/preferences', {
      headers: { Origin: new URL(page.url()).origin },
      data: { theme },
    });
    for (const [size, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
      const workspace = page.getByRole('region', { name: 'Test-config workspace' });
      await workspace.getByRole('tab', { name: 'Fixture' }).click();
      const heading = workspace.getByRole('heading', { name: 'Fixture design' });
      await expect(workspace.getByTestId('fixture-3d').locator('canvas')).toBeVisible({ timeout: 60_000 });
      await heading.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72),
      );
      await page.screenshot({ path: `${shots}/fixture-${size}-${theme}.png` });
      await workspace
        .getByTestId('fixture-3d')
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
      await page.screenshot({ path: `${shots}/fixture-3d-${size}-${theme}.png` });
      const box = workspace.getByTestId('fixture-package');
      await box.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 300));
      if ((await box.getAttribute('data-status')) === 'none') {
        await page.screenshot({ path: `${shots}/fixture-package-none-${size}-${theme}.png` });
        await box.getByRole('button', { name: 'Generate fabrication package' }).click();
      }
      await expect(box).toHaveAttribute('data-status', 'ready', { timeout: 120_000 });
      await page.screenshot({ path: `${shots}/fixture-package-${size}-${theme}.png` });
      await box
        .getByRole('list', { name: 'Tester files of version 1' })
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 260));
      await page.screenshot({ path: `${shots}/fixture-tester-files-${size}-${theme}.png` });
      await page.route('**/api/v1/fixture-catalog', (route) =>
        route.fulfill({
          status: 500,
          json: { code: 'internal', message: 'Internal Server Error', requestId: 'x' },
        }),
      );
      await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
      await workspace.getByRole('tab', { name: 'Fixture' }).click();
      const failed = workspace.getByText('The catalog could not be loaded');
      await expect(failed).toBeVisible({ timeout: 30_000 });
      await failed.evaluate((el) =>
        window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200),
      );
      await page.screenshot({ path: `${shots}/fixture-error-${size}-${theme}.png` });
      await page.unroute('**/api/v1/fixture-catalog');
    }
  }
});
