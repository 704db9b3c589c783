import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { uploadByApi, waitForImport } from '../support/dut-session';
import { tomuWithBottomBed, tomuWithMovedFootprint } from '../support/tomu-revision';
import { everyLook, FAILURE, originOf, shoot } from '../support/shots';

// Revision compare (issue 19) in real Chromium against a real server: tomu-fpga uploaded as rev B
// with a saved test-config version (its 12 bottom test points), then a new revision C of it uploaded
// with TP1 moved 0.5 mm in the KiCad file. The DUT page of rev C says the fixture needs rework; the
// compare view shows both boards overlaid, lists the moved probe and pad, zooms to a chosen change,
// and downloads the delta files.
test.setTimeout(300_000);

async function revisions(page: Page): Promise<{ revA: string; revB: string }> {
  const revA = await tomuWithBottomBed(page, 'revisions');
  const created = await page.request.post(`/api/v1/duts/${revA}/revisions`, {
    headers: originOf(page),
    data: { revision: 'C' },
  });
  expect(created.status()).toBe(201);
  const revB = ((await created.json()) as { id: string }).id;
  await uploadByApi(page, revB, [
    { name: 'tomu-fpga.kicad_pcb', buffer: tomuWithMovedFootprint('TP1', 0.5) },
  ]);
  expect(await waitForImport(page, revB)).toBe('ready');
  return { revA, revB };
}

test('rev C of tomu with TP1 moved: the DUT page says rework, the compare view shows and lists it', async ({
  page,
}) => {
  const { revB } = await revisions(page);
  await page.goto(`/dut/${revB}`);
  const check = page.getByRole('region', { name: 'Fixture of the previous revision' });
  await expect(check.getByText('Needs rework', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(check).toContainText(
    'The fixture of rev B (test config “Bottom bed” v1) on rev C: needs rework.',
  );
  await expect(check).toContainText('1 probe(s) to move');

  await check.getByRole('link', { name: 'Compare revisions' }).click();
  await expect(page).toHaveURL(new RegExp(`/dut/${revB}/compare$`));
  await expect(page.getByRole('heading', { name: 'Compare revisions' })).toBeVisible();
  const list = page.getByTestId('change-list');
  const probe = list.getByRole('button', { name: /^Move P\d+ · TP1\.1/ });
  await expect(probe).toBeVisible({ timeout: 60_000 });
  await expect(list.getByRole('button', { name: /^TP1\.1 moved 0\.5 mm/ })).toBeVisible();
  // The board: ready, on the probe side of rev A's fixture; choosing a change zooms to it.
  const board = page.locator('[data-board-ready="true"]');
  await expect(board).toBeVisible();
  await expect(board).toHaveAttribute('data-board-side', 'bottom');
  await probe.click();
  await expect(probe).toHaveAttribute('aria-pressed', 'true');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download delta files/ }).click();
  const file = await (await download).path();
  const entries = unzipSync(new Uint8Array(readFileSync(file!)));
  expect(Object.keys(entries)).toEqual(
    expect.arrayContaining(['README.txt', 'delta/probe-plate-new-holes.drl']),
  );
  expect(strFromU8(entries['README.txt']!)).toContain('NEEDS REWORK');
});

// Screenshots for a person to look at (not a check): WEB_SHOTS=1, into WEB_SHOTS_DIR. The compare
// view and the DUT page's verdict in both themes at 390 and 1440 px, with a change chosen; the
// comparison failing; a revision of a board without a saved version (nothing to compare).
test('revision compare screenshots', async ({ page }) => {
  test.skip(!process.env.WEB_SHOTS, 'screenshots only with WEB_SHOTS=1');
  const { revA, revB } = await revisions(page);
  const bare = await page.request.post(`/api/v1/duts/${revB}/revisions`, {
    headers: originOf(page),
    data: { revision: 'D', copyFiles: true },
  });
  const revD = ((await bare.json()) as { id: string }).id;
  expect(await waitForImport(page, revD)).toBe('ready');
  await everyLook(page, async (look) => {
    await page.goto(`/dut/${revB}/compare`);
    const probe = page.getByTestId('change-list').getByRole('button', { name: /^Move P\d+ · TP1\.1/ });
    await expect(probe).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('[data-board-ready="true"]')).toBeVisible();
    await page.waitForTimeout(500);
    await shoot(page, 'revision-compare', look);
    await probe.click();
    await page.waitForTimeout(500);
    await shoot(page, 'revision-compare-chosen', look, page.locator('[data-board-ready="true"]'));
    await page.goto(`/dut/${revB}`);
    const check = page.getByRole('region', { name: 'Fixture of the previous revision' });
    await expect(check.getByText('Needs rework', { exact: true })).toBeVisible({ timeout: 60_000 });
    await shoot(page, 'revision-check', look, check);
    await page.goto(`/dut/${revD}`);
    const none = page.getByRole('region', { name: 'Fixture of the previous revision' });
    await expect(none.getByText(/has no saved test-config version/)).toBeVisible({ timeout: 60_000 });
    await shoot(page, 'revision-check-none', look, none);
    await page.route('**/api/v1/duts/*/revision-compare*', (route) => route.fulfill(FAILURE));
    await page.goto(`/dut/${revB}/compare`);
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'revision-compare-error', look);
    await page.unroute('**/api/v1/duts/*/revision-compare*');
  });
  expect(revA).not.toBe(revB);
});
