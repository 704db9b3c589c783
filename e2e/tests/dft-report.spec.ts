import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';

// The DFT report pages (issue #5): the test config, its version and the DFT runs are made through the
// API (the workspace UI has its own flow); the report, its summary, the PDF and the company thresholds
// are checked in the browser. tomu-fpga: 12 bottom-side test points about 1 mm apart, 13 × 9.4 mm.

const origin = (page: Page) => ({ Origin: new URL(page.url()).origin });

async function json<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

interface Report {
  id: string;
  thresholdsSource: string;
  analysis: {
    status: string;
    facts: { nets: number; probedNets: number; smallestPadMm: number; testPoints: { selected: number } };
    coverage: { percent: number; unprobed: string[] };
    rules: { id: string; status: string; count: number }[];
    findings: { rule: string; severity: string; location: unknown }[];
  };
}

/**
 * A DUT with tomu-fpga imported and a test config whose version 1 is an engineer's choice on the
 * proposal's settings: the 12 bottom test points and two BGA balls (U5.B3, U5.C3: 0.2 mm pads 0.4 mm
 * apart), so that the report has fails to show. The proposal itself selects none of them: each
 * fails a minimum (decision 0020).
 */
async function dutWithTestConfig(page: Page): Promise<{ dutId: string; configId: string }> {
  const dutId = await createDutByApi(page, 'Tomu FPGA', 'B');
  await uploadByApi(page, dutId, [
    { name: 'tomu-fpga.kicad_pcb', buffer: readTestdata('kicad/tomu-fpga.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  // The proposal is made from the server's own board, so every id in it is one the server knows.
  const board = decodeBoard(
    await json<CompactBoard>(await page.request.get(`/api/v1/duts/${dutId}/board`), 200),
  );
  const picked = board.testPoints.filter(
    (t) => /^TP\d+$/.test(t.ref ?? '') || (t.ref === 'U5' && ['B3', 'C3'].includes(t.pad ?? '')),
  );
  expect(picked).toHaveLength(14);
  const config = {
    ...proposeTestConfig(board).config,
    probeSide: 'bottom' as const,
    testPoints: picked.map((t) => ({ id: t.id })),
  };
  const created = await json<{ id: string; versions: { number: number }[] }>(
    await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
      headers: origin(page),
      data: { name: 'Bottom bed', config, note: 'Test points and two BGA balls' },
    }),
    201,
  );
  expect(created.versions.map((v) => v.number)).toEqual([1]);
  return { dutId, configId: created.id };
}

const runDft = async (page: Page, configId: string, title: string | null = null) =>
  json<Report>(
    await page.request.post(`/api/v1/test-configs/${configId}/versions/1/dft-reports`, {
      headers: origin(page),
      data: { title },
    }),
    201,
  );

/** The value cell of one row of the facts table, by its exact label. */
const factValue = (page: Page, label: string) =>
  page
    .getByRole('table', { name: 'Board and configuration facts' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');

test('DFT report: facts, issues on the board, summary, PDF, and company thresholds', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpWithCompany(page, 'dftreport');
  const { dutId, configId } = await dutWithTestConfig(page);
  const report = await runDft(page, configId);
  const { analysis } = report;

  // The report page: its title and description, header, verdict and the facts of PRODUCT.md §5.
  await page.goto(`/dft-report/${report.id}`);
  await expect(page.getByTestId('dft-report')).toBeVisible();
  await expect(page).toHaveTitle('Studio - DFT Report');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Design for Test Report');
  await expect(page.getByRole('heading', { level: 1, name: 'DFT Report' })).toBeVisible();
  await expect(page.getByTestId('report-verdict')).toHaveText('Fail');
  await expect(page.getByRole('link', { name: 'Tomu FPGA · rev B' })).toHaveAttribute(
    'href',
    `/dut/${dutId}`,
  );
  await expect(page.getByText('Bottom bed · version 1')).toBeVisible();
  await expect(factValue(page, 'Board size')).toHaveText('13.00 × 9.40 mm');
  await expect(factValue(page, 'Sides probed')).toHaveText('Bottom');
  await expect(factValue(page, 'Smallest pad')).toHaveText(`${analysis.facts.smallestPadMm.toFixed(2)} mm`);
  await expect(factValue(page, 'Nets (connections)')).toHaveText(String(analysis.facts.nets));
  await expect(factValue(page, 'Probed nets')).toHaveText(String(analysis.facts.probedNets));
  await expect(
    page
      .getByRole('table', { name: 'Test points by type and side' })
      .getByRole('row', { name: /Test-point pads/ }),
  ).toContainText('12');
  await expect(page.getByTestId('coverage-percent')).toHaveText(`${analysis.coverage.percent.toFixed(1)} %`);
  // Decision 0037: the designed points and why each other net has no probe, measured, by ref.pad.
  await expect(page.getByTestId('designed-not-taken')).toContainText(
    'Designed test points: 12 of 12 selected',
  );
  const refused = page.getByTestId('nets-all-refused');
  await expect(refused).toContainText('Candidates, all refused');
  await expect(refused).toContainText(/[A-Z]+\d+\.\w+: pad 0\.\d\d mm, minimum 0\.60 mm/);
  if (process.env.DFT_REVIEW_SHOTS)
    await page
      .locator('#coverage')
      .screenshot({ path: `${process.env.DFT_REVIEW_SHOTS}/coverage-review.png` });
  await expect(page.getByRole('table', { name: 'Probes by class' })).toContainText('P50 (1.27 mm)');
  const spacingRule = analysis.rules.find((r) => r.id === 'tp-spacing')!;
  const spacingRow = page.getByRole('table', { name: 'Rule results' }).locator('tr[data-rule="tp-spacing"]');
  await expect(spacingRow).toHaveAttribute('data-status', spacingRule.status);
  await expect(spacingRow).toContainText('≥ 1.90 mm (min 0.99 mm)');

  // The thresholds used can be looked at.
  await page.getByRole('button', { name: 'view' }).click();
  await expect(page.getByRole('table', { name: 'Thresholds used' })).toContainText('≥ 0.99 mm');

  // Issues: groups collapsed with their counts; open the spacing fails and choose the worst one.
  const fails = analysis.findings.filter((f) => f.rule === 'tp-spacing' && f.severity === 'fail').length;
  const group = page.locator('[data-group="fail:tp-spacing"]');
  await expect(group.getByRole('button')).toContainText(String(fails));
  await expect(page.locator('[data-finding]')).toHaveCount(0);
  await group.getByRole('button').first().click();
  const first = group.locator('[data-finding]').first();
  await expect(first).toContainText('Measured');
  const index = await first.getAttribute('data-finding');
  // Keyboard: focus the issue and press Enter.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  const board = page.locator('[data-board-ready="true"]');
  await expect(board).toHaveAttribute('data-focused-finding', index!);
  await expect(board).toHaveAttribute('data-board-side', 'bottom');

  // The summary: one printable page with the key facts, rules, coverage, probes, top issues and a plot.
  await page.getByRole('link', { name: 'Summary' }).click();
  await expect(page).toHaveURL(`/dft-report/${report.id}/summary`);
  await expect(page.getByTestId('dft-summary')).toBeVisible();
  await expect(page).toHaveTitle('Studio - DFT Report');
  await expect(page.getByTestId('summary-plot')).toBeVisible();
  await expect(page.getByTestId('summary-plot')).toHaveJSProperty('complete', true);
  expect(
    await page.getByTestId('summary-plot').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(page.getByTestId('summary-top-issues')).toContainText('Fail:');
  await expect(page.getByRole('table', { name: 'Rule results' })).toContainText(
    'Test point ↔ test point, same side',
  );
  await expect(page.getByTestId('coverage-percent')).toHaveText(`${analysis.coverage.percent.toFixed(1)} %`);

  // The PDF comes from the server: a download, a PDF, not empty.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // Company thresholds: a minimum above its recommended is refused on the field; then loosen the pad
  // size rule so that tomu's smallest pads pass, save, run DFT again, and the new report shows it.
  await page.goto('/settings/company');
  const section = page.locator('#dft-thresholds');
  await expect(section.getByTestId('thresholds-source')).toHaveText(
    'Your company uses the product defaults.',
  );
  const pad = section.locator('[data-rule-row="Test-point pad size"]');
  await pad.getByLabel('Fail below (mm)').fill('0.9');
  await section.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(pad.getByText('Must not exceed the recommended 0.8 mm')).toBeVisible();
  await pad.getByLabel('Warning below (mm)').fill(String(analysis.facts.smallestPadMm));
  await pad.getByLabel('Fail below (mm)').fill('0.1');
  await section.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(section.getByTestId('thresholds-source')).toContainText('Your company’s own thresholds');

  const again = await runDft(page, configId, 'Loose pads');
  expect(again.thresholdsSource).toBe('company');
  await page.goto(`/dft-report/${again.id}`);
  await expect(page).toHaveTitle('Loose pads');
  await expect(page.getByRole('heading', { level: 1, name: 'Loose pads' })).toBeVisible();
  await expect(page.getByText('Company thresholds')).toBeVisible();
  const padRow = page.getByRole('table', { name: 'Rule results' }).locator('tr[data-rule="tp-pad-size"]');
  await expect(padRow).toHaveAttribute('data-status', 'pass');
  await expect(padRow).toContainText(`≥ ${analysis.facts.smallestPadMm.toFixed(2)} mm (min 0.10 mm)`);
  await expect(page.locator('[data-group="fail:tp-pad-size"]')).toHaveCount(0);
  // The first report keeps the thresholds it was run with.
  await page.goto(`/dft-report/${report.id}`);
  await expect(
    page.getByRole('table', { name: 'Rule results' }).locator('tr[data-rule="tp-pad-size"]'),
  ).toHaveAttribute('data-status', 'fail');

  // Back to the defaults.
  await page.goto('/settings/company');
  await section.getByRole('button', { name: 'Reset to defaults' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(section.getByTestId('thresholds-source')).toHaveText(
    'Your company uses the product defaults.',
  );
  await expect(pad.getByLabel('Fail below (mm)')).toHaveValue('0.6 mm');

  // Another company's member gets the not-found answer, for the report and its summary.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signUpWithCompany(stranger, 'dftstranger');
  await stranger.goto(`/dft-report/${report.id}`);
  await expect(stranger.getByTestId('report-not-found')).toBeVisible();
  await expect(stranger.getByText('Tomu FPGA')).toHaveCount(0);
  await stranger.goto(`/dft-report/${report.id}/summary`);
  await expect(stranger.getByTestId('report-not-found')).toBeVisible();
  await other.close();
});

test('DFT report: an unknown or malformed id is not found', async ({ page }) => {
  await signUpWithCompany(page, 'dftmissing');
  await page.goto('/dft-report/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('report-not-found')).toBeVisible();
  await page.goto('/dft-report/00000000-0000-4000-8000-000000000000/summary');
  await expect(page.getByTestId('report-not-found')).toBeVisible();
  await page.goto('/dft-report/not-a-uuid');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /dft-report/not-a-uuid');
});

// Screenshots of the report screens for a person to look at (DFT_SHOTS=1, with RATE_LIMIT_MAX raised):
// 390 and 1440 px, light and dark, the summary's print preview (A4 and Letter PDFs, page counts
// checked), the thresholds form with a validation error, and the error states.
const SHOTS = '/tmp/dftui-shots';
const WIDTHS = { phone: { width: 390, height: 844 }, wide: { width: 1440, height: 900 } } as const;

test('screenshots of the DFT report screens', async ({ page }) => {
  test.skip(!process.env.DFT_SHOTS, 'screenshots only with DFT_SHOTS=1');
  test.setTimeout(600_000);
  mkdirSync(SHOTS, { recursive: true });
  await signUpWithCompany(page, 'dftshots');
  const { configId } = await dutWithTestConfig(page);
  const report = await runDft(page, configId, 'Tomu FPGA bring-up fixture');
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    // A long phone page is also cut into readable parts.
    const { width } = page.viewportSize()!;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (width >= 600) return;
    for (let y = 0, part = 1; y < height; y += 1400, part++) {
      const clip = { x: 0, y, width, height: Math.min(1400, height - y) };
      await page.screenshot({ path: `${SHOTS}/${name}-part${part}.png`, fullPage: true, clip });
    }
  };

  for (const theme of ['light', 'dark'] as const) {
    const response = await page.request.patch('/api/v1/me/preferences', {
      headers: origin(page),
      data: { theme },
    });
    expect(response.ok()).toBe(true);
    for (const [size, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.goto(`/dft-report/${report.id}`);
      await expect(page.locator('[data-board-ready="true"]')).toBeVisible();
      await shot(`report-${size}-${theme}`);
      const group = page.locator('[data-group="fail:tp-spacing"]');
      await group.getByRole('button').first().click();
      await group.locator('[data-finding]').first().click();
      await page.waitForTimeout(500);
      await group.locator('[data-finding]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/report-issue-${size}-${theme}.png` });
      await page.goto(`/dft-report/${report.id}/summary`);
      await expect(page.getByTestId('summary-plot')).toBeVisible();
      await shot(`summary-${size}-${theme}`);
      await page.goto('/settings/company#dft-thresholds');
      await expect(page.locator('#dft-thresholds [data-rule-row]').first()).toBeVisible();
      const pad = page.locator('[data-rule-row="Test-point pad size"]');
      await pad.getByLabel('Fail below (mm)').fill('0.9');
      await page.getByRole('button', { name: 'Save thresholds' }).click();
      await pad.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/thresholds-error-${size}-${theme}.png` });
      await page.locator('#dft-thresholds').screenshot({ path: `${SHOTS}/thresholds-${size}-${theme}.png` });
    }
  }

  // Print: the summary as Chromium prints it, on A4 and on Letter: one page on both.
  await page.goto(`/dft-report/${report.id}/summary`);
  await expect(page.getByTestId('summary-plot')).toBeVisible();
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, printBackground: true });
    writeFileSync(`${SHOTS}/summary-print-${format}.pdf`, pdf);
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
    expect(pages, `summary printed on ${format}`).toBe(1);
  }
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 718, height: 980 });
  await page.screenshot({ path: `${SHOTS}/summary-print-preview.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Error states: the report fails to load; the board fails to load; nothing to list.
  await page.setViewportSize(WIDTHS.wide);
  await page.route(`**/api/v1/dft-reports/${report.id}`, (route) =>
    route.fulfill({
      status: 500,
      json: { code: 'internal', message: 'Database unavailable', requestId: 'r1' },
    }),
  );
  await page.goto(`/dft-report/${report.id}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await shot('report-error');
  await page.unroute(`**/api/v1/dft-reports/${report.id}`);
  await page.route(`**/api/v1/dft-reports/${report.id}/board`, (route) =>
    route.fulfill({ status: 503, body: 'unavailable' }),
  );
  await page.goto(`/dft-report/${report.id}`);
  await expect(page.getByText('Try again').first()).toBeVisible({ timeout: 20_000 });
  await page.locator('#issues').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/report-board-error.png` });
  await page.unroute(`**/api/v1/dft-reports/${report.id}/board`);
  await page.route(`**/api/v1/dft-reports/${report.id}`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.analysis.findings = [];
    await route.fulfill({ response, json: body });
  });
  await page.goto(`/dft-report/${report.id}`);
  await page.locator('#issues').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/report-no-issues.png` });
  await page.unroute(`**/api/v1/dft-reports/${report.id}`);
  await page.goto('/dft-report/00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('report-not-found')).toBeVisible();
  await shot('report-not-found');
  await page.setViewportSize(WIDTHS.phone);
  await shot('report-not-found-phone');
});
