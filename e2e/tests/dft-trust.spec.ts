import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import { dutFromTestdata } from '../support/dut-session';
import { everyLook, type Look, SHOTS_DIR, shoot } from '../support/shots';

// Issue 11 in real Chromium, on tomu-fpga (its 12 designed test points are all on the bottom, each
// closer than a minimum to the edge or to a part): the workspace probing from the bottom says why each
// designed point is not taken; the designed points saved as a version give a report whose probe list
// names them by ref.pad, and whose CSV states its units and frame.
test.setTimeout(300_000);

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** tomu-fpga imported into a new company's DUT; its id. */
const importTomu = (page: Page, prefix: string) =>
  dutFromTestdata(page, { prefix, name: 'Tomu FPGA', file: 'kicad/tomu-fpga.kicad_pcb' });

/** A new config in the workspace, proposed for the bottom, its review opened; the review's region. */
async function bottomReview(page: Page, dutId: string): Promise<Locator> {
  await page.goto(`/dut/${dutId}?config=new`);
  const ws = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await ws.getByRole('button', { name: 'Propose…' }).click();
  await page.getByRole('menuitem', { name: 'Propose for the bottom' }).click();
  await expect(ws.locator('[data-board-side="bottom"]')).toBeVisible({ timeout: 60_000 });
  const review = ws.getByTestId('workspace-review');
  await review.getByRole('button', { name: 'Why test points and nets are not probed' }).click();
  return review;
}

/**
 * The designer's own choice — the 12 designed test points, probed from the bottom — saved as a
 * version through the API (as a CI job would), and its DFT report's id.
 */
async function designedPointsReport(page: Page, dutId: string): Promise<string> {
  const board = decodeBoard(
    (await (await page.request.get(`/api/v1/duts/${dutId}/board`)).json()) as CompactBoard,
  );
  const designedPoints = board.testPoints.filter((t) => /^TP\d+$/.test(t.ref ?? ''));
  expect(designedPoints).toHaveLength(12);
  const config = {
    ...proposeTestConfig(board).config,
    probeSide: 'bottom' as const,
    bothSides: false,
    testPoints: designedPoints.map((t) => ({ id: t.id })),
  };
  const created = await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
    headers: origin(page),
    data: { name: 'Designed', config },
  });
  expect(created.status(), await created.text()).toBe(201);
  const configId = ((await created.json()) as { id: string }).id;
  const ran = await page.request.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {
    headers: origin(page),
    data: {},
  });
  expect(ran.status(), await ran.text()).toBe(201);
  return ((await ran.json()) as { id: string }).id;
}

test('tomu: bottom → the reasons in the workspace → report → probe list and its CSV', async ({ page }) => {
  const dutId = await importTomu(page, 'trust');

  // The workspace, probing from the bottom: the proposal takes none of the 12, and says why.
  const review = await bottomReview(page, dutId);
  const designed = review.getByTestId('designed-not-taken');
  await expect(designed).toContainText('Designed test points: 0 of 12 selected');
  // Every one of the 12 has its reason, measured against the minimum it fails.
  const reasons = designed.getByRole('listitem');
  await expect(reasons).toHaveCount(12);
  for (const text of await reasons.allTextContents())
    expect(text).toMatch(/^TP\d+(\.\w+)? \([^)]+\): .*\d\.\d\d mm.*minimum \d\.\d\d mm/);
  await expect(review.getByTestId('nets-all-refused')).toContainText('Candidates, all refused');
  if (process.env.DFT_REVIEW_SHOTS)
    await review.screenshot({ path: `${process.env.DFT_REVIEW_SHOTS}/workspace-review.png` });

  const reportId = await designedPointsReport(page, dutId);

  // The report page's probe list: the 12 designed points by ref.pad, bottom side, with parts.
  await page.goto(`/dft-report/${reportId}`);
  const list = page.getByRole('table', { name: 'Probe list' });
  await expect(list.locator('tbody tr')).toHaveCount(12, { timeout: 30_000 });
  await expect(list.locator('tbody tr').first()).toHaveAttribute('data-probe', /^TP\d+\.\d+$/);
  for (const side of await list.locator('tbody tr td:nth-child(3)').allTextContents())
    expect(side).toBe('bottom');
  await expect(page.locator('#probe-list')).toContainText(
    "the board's top view (+X right, +Y up), not mirrored",
  );
  if (process.env.DFT_REVIEW_SHOTS)
    await page.locator('#probe-list').screenshot({ path: `${process.env.DFT_REVIEW_SHOTS}/probe-list.png` });

  // Its CSV: a download in the reader's units, frame lines first, one row per probe by ref.pad.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Probe list CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path())!, 'utf8');
  const lines = csv.split(/\r?\n/).filter(Boolean);
  const comments = lines.filter((l) => l.startsWith('#'));
  const header = lines.find((l) => !l.startsWith('#'))!;
  const rows = lines.filter((l) => !l.startsWith('#') && l !== header);
  expect(comments.join('\n')).toMatch(/top view/);
  expect(header.split(',').slice(0, 5)).toEqual(['test_point', 'net', 'side', 'x_mm', 'y_mm']);
  expect(rows).toHaveLength(12);
  for (const row of rows) expect(row).toMatch(/^TP\d+\.\d+,[^,]*,bottom,-?\d/);
});

// Screenshots for a person to look at (not a check): WEB_SHOTS=1, into WEB_SHOTS_DIR. Both themes at
// 390 and 1440 px: the DUT page's candidate count, the workspace's review on the bottom, and the
// report of the designed points (its review and probe list).
test('tomu trust screenshots', async ({ page }) => {
  test.skip(!process.env.WEB_SHOTS, 'screenshots only with WEB_SHOTS=1');
  mkdirSync(SHOTS_DIR, { recursive: true });
  const dutId = await importTomu(page, 'trust-shots');
  const reportId = await designedPointsReport(page, dutId);

  await everyLook(page, async (look: Look) => {
    await page.goto(`/dut/${dutId}`);
    const specs = page.locator('#specs');
    await expect(specs).toContainText('Probe-able test-point candidates');
    await shoot(page, 'dut-candidates', look, specs);

    const review = await bottomReview(page, dutId);
    await expect(review.getByTestId('designed-not-taken')).toBeVisible();
    await shoot(page, 'workspace-review', look, review);

    await page.goto(`/dft-report/${reportId}`);
    await expect(page.getByRole('table', { name: 'Probe list' }).locator('tbody tr')).toHaveCount(12, {
      timeout: 30_000,
    });
    await shoot(page, 'report-summary', look);
    await shoot(page, 'report-probe-list', look, page.locator('#probe-list'));
  });
});
