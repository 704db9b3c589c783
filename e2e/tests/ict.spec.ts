import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import { expect, type Page, test } from '@playwright/test';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';
import { everyLook, originOf, shoot } from '../support/shots';

// The in-circuit test plan on a strategy's page (issue 26): pic_programmer drafted from a test-config
// version with Studio's proposal (its through-hole pads probed from the bottom) — the tests with their
// nodes, guards and limits, the parts no test covers and why, the ICT exports; a version saved
// without a plan says so. WEB_SHOTS=1 also takes the section's screenshots at 390 and 1440 px in both
// themes, into WEB_SHOTS_DIR.
test.setTimeout(300_000);

async function json<T>(response: Awaited<ReturnType<Page['request']['get']>>, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

async function picProgrammerStrategy(page: Page): Promise<string> {
  const dutId = await createDutByApi(page, 'pic_programmer', 'C');
  await uploadByApi(page, dutId, [
    { name: 'pic_programmer.kicad_pcb', buffer: readTestdata('kicad/pic_programmer.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  // The proposal is made from the server's own board, so every id in it is one the server knows.
  const board = decodeBoard(
    await json<CompactBoard>(await page.request.get(`/api/v1/duts/${dutId}/board`), 200),
  );
  const config = await json<{ id: string }>(
    await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
      headers: originOf(page),
      data: { name: 'Proposal', config: proposeTestConfig(board).config },
    }),
    201,
  );
  const strategy = await json<{ id: string }>(
    await page.request.post(`/api/v1/duts/${dutId}/test-strategies`, {
      headers: originOf(page),
      data: { name: 'ICT first draft', testConfig: { id: config.id, versionNumber: 1 } },
    }),
    201,
  );
  return strategy.id;
}

test('the in-circuit test plan of pic_programmer: tests, guards, gaps, coverage and its exports', async ({
  page,
}) => {
  await signUpWithCompany(page, 'ict');
  const id = await picProgrammerStrategy(page);
  await page.goto(`/test-strategy/${id}`);
  const ict = page.getByRole('region', { name: 'In-circuit test' });
  await expect(ict).toBeVisible();

  // R15 (6.2 kΩ) measured between its nets; D8 (a red LED) in its window; C6 and C7 measured together.
  const tests = ict.getByRole('table', { name: 'In-circuit tests' });
  await ict.getByRole('button', { name: 'Show all' }).first().click();
  await expect(tests.locator('tr[data-test="r15"]')).toContainText('6.2 kΩ');
  await expect(tests.locator('tr[data-test="d8"]')).toContainText('1.4 V … 2.2 V');
  await expect(tests.locator('tr[data-test="c6+c7"]')).toContainText('C6, C7');

  // The parts no test covers come first, each with why: C4's value "0" is no capacitance.
  const coverage = ict.getByRole('table', { name: 'In-circuit coverage per part' });
  await expect(ict.getByRole('radio', { name: /^Not tested/ })).toBeChecked();
  await expect(coverage.locator('tr[data-part="C4"]')).toContainText('gives no capacitance');
  await ict.getByText(/^All \(/).click();
  await expect(coverage.locator('tr[data-part="R15"]')).toBeVisible();

  // The ICT exports are offered and answer files.
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: /In-circuit tests \(CSV\)/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Keysight i3070 tests/ })).toBeVisible();
  await page.keyboard.press('Escape');
  const csv = await page.request.get(`/api/v1/test-strategies/${id}/versions/1/export?format=ict-csv`);
  expect(csv.status()).toBe(200);
  expect((await csv.text()).split('\r\n')[0]).toMatch(/^# studio-ict-csv\/1/);

  if (process.env.WEB_SHOTS)
    await everyLook(page, async (look) => {
      await page.reload();
      const section = page.getByRole('region', { name: 'In-circuit test' });
      await expect(section).toBeVisible();
      await shoot(page, 'ict-section', look, section);
      await shoot(
        page,
        'ict-coverage',
        look,
        section.getByRole('table', { name: 'In-circuit coverage per part' }),
      );
    });
});

test('a version saved without an in-circuit plan says so and offers no ICT export', async ({ page }) => {
  await signUpWithCompany(page, 'ict-old');
  const id = await picProgrammerStrategy(page);
  const v1 = await json<{ document: Record<string, unknown> }>(
    await page.request.get(`/api/v1/test-strategies/${id}/versions/1`),
    200,
  );
  const { ict: _ict, ...older } = v1.document;
  await json(
    await page.request.post(`/api/v1/test-strategies/${id}/versions`, {
      headers: originOf(page),
      data: { document: older, note: 'as saved before ICT plans' },
    }),
    201,
  );
  await page.goto(`/test-strategy/${id}`);
  const ict = page.getByRole('region', { name: 'In-circuit test' });
  await expect(ict.getByText('This version has no in-circuit test plan')).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: /In-circuit tests \(CSV\)/ })).toBeDisabled();
  await page.keyboard.press('Escape');
  if (process.env.WEB_SHOTS)
    await everyLook(page, async (look) => {
      await page.reload();
      await shoot(page, 'ict-none', look, page.getByRole('region', { name: 'In-circuit test' }));
    });
});
