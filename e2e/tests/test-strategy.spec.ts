import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';
import { inviteViewer } from '../support/session';
import { everyLook, originOf, shoot } from '../support/shots';

// Test strategies (issue #17) in real Chromium against a real server: draft one for tomu-fpga from
// its DUT page — "Probes from" starts on the saved test config, so the plan is tied to its fixture and
// each step names its probes and tester channels (issue 26) — reorder a step, change a limit, leave
// (held by the guard), save version 2, and export the pytest project, which then runs under Python's
// pytest (Debian's python3-pytest) with the engineer's limit in it and talks to the channels: the
// proposal probes no +1V2, so the shorts gate fails on it. A viewer reads the same strategy but cannot
// change it. WEB_SHOTS=1 also shoots a step's probes at 390 and 1440 px in both themes.
test.setTimeout(300_000);

/** A Python with pytest (Debian's first), or null: the export's own run is then skipped, said so. */
function pythonWithPytest(): string | null {
  for (const python of ['/usr/bin/python3', 'python3']) {
    if (spawnSync(python, ['-c', 'import pytest'], { encoding: 'utf8' }).status === 0) return python;
  }
  return null;
}

async function tomuDut(page: Page): Promise<string> {
  const dutId = await createDutByApi(page, 'tomu-fpga', 'B');
  await uploadByApi(page, dutId, [
    { name: 'tomu-fpga.kicad_pcb', buffer: readTestdata('kicad/tomu-fpga.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  return dutId;
}

/** The editor's steps by id, in plan order (once all 13 are there). */
async function stepIds(page: Page): Promise<(string | null)[]> {
  const items = page.getByRole('list', { name: 'Steps' }).locator('li[data-step]');
  await expect(items).toHaveCount(13);
  return items.evaluateAll((all) => all.map((li) => li.getAttribute('data-step')));
}

test('draft a strategy for tomu-fpga, reorder a step, change a limit, save a version and export the pytest project', async ({
  page,
  browser,
}) => {
  await signUpWithCompany(page, 'strat');
  const dutId = await tomuDut(page);

  // The list starts empty and says where a strategy comes from.
  await page.goto('/test-strategy');
  await expect(page.getByRole('heading', { name: 'No test strategies yet' })).toBeVisible();

  // A saved test config (Studio's proposal, made from the server's own board).
  const board = decodeBoard(
    (await (await page.request.get(`/api/v1/duts/${dutId}/board`)).json()) as CompactBoard,
  );
  const saved = await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
    headers: originOf(page),
    data: { name: 'Proposal', config: proposeTestConfig(board).config },
  });
  expect(saved.status()).toBe(201);

  // Draft from the DUT page: the probes come from the saved config unless told otherwise.
  await page.goto(`/dut/${dutId}`);
  const section = page.getByRole('region', { name: 'Test strategies' });
  await expect(section.getByText('No test strategy yet.')).toBeVisible({ timeout: 60_000 });
  await section.getByRole('button', { name: 'Draft a test strategy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draft a test strategy' });
  await expect(dialog.getByRole('combobox', { name: 'Probes from' })).toHaveValue('Proposal, version 1');
  await expect(
    dialog.getByText('The version’s fixture: each step names its probes and tester channels.'),
  ).toBeVisible();
  await dialog.getByLabel('Name').fill('tomu bring-up');
  await dialog.getByRole('button', { name: 'Draft' }).click();
  await expect(page).toHaveURL(/\/test-strategy\/[0-9a-f-]{36}$/);
  const strategyUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'tomu bring-up' })).toBeVisible();
  await expect(page.getByText(/version 1 saved/)).toBeVisible();

  // The document: the shorts step first, the rails, the coverage heat map with every net touched.
  const steps = page.getByRole('region', { name: 'Steps' });
  await expect(steps.locator('li[data-step]')).toHaveCount(13);
  await expect(steps.locator('li[data-step]').first()).toHaveAttribute('data-step', 'shorts');
  const matrix = page.getByRole('table', { name: 'Coverage matrix: nets by steps' });
  await expect(matrix.locator('tbody tr')).toHaveCount(27);
  await expect(matrix.locator('tr[data-net="+5V"] td[data-state="measured"]')).not.toHaveCount(0);
  await page.locator('label', { hasText: /^Untouched \(/ }).click();
  await expect(page.getByText('Every counted net is touched by at least one step.')).toBeVisible();

  // Tied to the proposal's fixture: the power-up step's probes on +5V and GND with their channels, and
  // each measurement's channels; +1V2 has no probe.
  const powerUp = steps.locator('li[data-step="power-up"]');
  const probes = powerUp.getByRole('list', { name: 'Probes' });
  await expect(probes.locator('li[data-probe]')).toHaveCount(2);
  await expect(probes.locator('li[data-probe]').first()).toContainText(/· \+5V \(force\) → IF1\.\d+/);
  const shortsStep = steps.locator('li[data-step="shorts"]');
  await expect(shortsStep.locator('tr[data-limit="L2"] td').nth(4)).toHaveText(/^no probe → IF1\.\d+$/);
  if (process.env.WEB_SHOTS)
    await everyLook(page, async (look) => {
      await shoot(page, 'strategy-step-probes', look, powerUp);
    });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Edit: move the +3V3 rail above the +1V2 rail, and narrow the +5V limit.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(/\/edit/);
  const before = await stepIds(page);
  expect(before.slice(0, 5)).toEqual(['shorts', 'power-up', 'rail:+5V', 'rail:+1V2', 'rail:+3V3']);
  await page.getByRole('button', { name: 'Move “Rail +3V3 (3.3 V)” up' }).click();
  expect((await stepIds(page)).slice(3, 5)).toEqual(['rail:+3V3', 'rail:+1V2']);
  await expect(page.getByTestId('unsaved')).toBeVisible();

  const rail = page.getByRole('listitem', { name: 'Step 3: Rail +5V (5 V)' });
  await rail.locator('button[aria-expanded]').click();
  await rail.getByLabel('+5V to GND: minimum').fill('4.9');
  await rail.getByLabel('+5V to GND: maximum').fill('5.1');
  await expect(rail.getByText('4.9 V … 5.1 V')).toBeVisible();

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('link', { name: 'Close', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/edit/);
  await expect(rail.getByLabel('+5V to GND: maximum')).toHaveValue('5.1');

  // Save version 2: back on the document, which shows it.
  await page.getByRole('button', { name: 'Save version 2…' }).click();
  const save = page.getByRole('dialog', { name: 'Save version 2' });
  await save.getByLabel('Note').fill('+3V3 before +1V2; +5V within 2 %');
  await save.getByRole('button', { name: 'Save version 2' }).click();
  await expect(page).toHaveURL(strategyUrl);
  await expect(page.getByText(/version 2 saved/)).toBeVisible();
  // The version's note above the steps (the version select's option carries it too, issue 30).
  await expect(page.getByText('+3V3 before +1V2; +5V within 2 %').first()).toBeVisible();
  await expect(steps.locator('li[data-step]').nth(3)).toHaveAttribute('data-step', 'rail:+3V3');
  await expect(steps.locator('li[data-step="rail:+5V"]').getByText('4.9 V … 5.1 V')).toBeVisible();

  // Export the pytest project of version 2.
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /pytest project/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('test-strategy-tomu-fpga-tomu-bring-up-v2-pytest.zip');
  const dir = mkdtempSync(path.join(tmpdir(), 'strategy-e2e-'));
  const zip = path.join(dir, 'project.zip');
  await download.saveAs(zip);
  const python = pythonWithPytest();
  test.skip(python === null, 'no python3 with pytest here — apt-get install python3-pytest; .ci/run does');
  expect(spawnSync(python!, ['-m', 'zipfile', '-e', zip, dir]).status).toBe(0);
  const project = path.join(dir, 'test-strategy-tomu-fpga-tomu-bring-up-v2');
  const limits = readFileSync(path.join(project, 'limits.json'), 'utf8');
  expect(limits).toContain('4.9');
  expect(limits).toContain('5.1');
  expect(readFileSync(path.join(project, 'test_sequence.py'), 'utf8')).toMatch(
    /seq\("rail:\+5V", "L1", hi="IF1\.\d+", lo="IF1\.\d+"\) {2}# \+5V at /,
  );
  const run = spawnSync(python!, ['-m', 'pytest', '-q', '--color=no', '-p', 'no:cacheprovider'], {
    cwd: project,
    encoding: 'utf8',
  });
  // The proposal's fixture reaches +5V and GND but not +1V2: the shorts gate cannot pass.
  expect(run.stdout + run.stderr).toContain('+1V2 to GND: no probe on +1V2 is wired to a tester channel');
  expect(run.stdout + run.stderr).toContain('1 failed, 12 skipped');
  expect(run.status).toBe(1);

  // The list shows it with its latest version; a viewer reads it but cannot edit it.
  await page.goto('/test-strategy');
  await expect(page.getByRole('link', { name: 'tomu bring-up' })).toBeVisible();
  const viewerPage = await inviteViewer(page, browser, 'stratviewer');
  await viewerPage.waitForLoadState('networkidle');
  await viewerPage.goto(strategyUrl);
  await expect(viewerPage.getByRole('heading', { level: 1, name: 'tomu bring-up' })).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: 'Export' })).toBeVisible();
  await expect(viewerPage.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await viewerPage.goto(`${strategyUrl}/edit`);
  await expect(viewerPage.getByText('read only')).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: /Save version/ })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: /Move “/ })).toHaveCount(0);
  await viewerPage.context().close();
});
