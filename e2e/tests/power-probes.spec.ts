import { expect, type Page, test } from '@playwright/test';
import { type CompactBoard, decodeBoard, proposeTestConfig } from '@studio/core';
import { dutFromTestdata } from '../support/dut-session';
import { everyLook, originOf, shoot } from '../support/shots';

// Power and ground nets sized by current (decision 0074) in real Chromium: pic_programmer's proposal
// saved through the API (one probe per net) has no probe left to sense GND or its 9 V input; the
// Fixture tab's finding offers the free candidate on each net, one click adds it to the draft, the
// live design plans it as the sense probe and the finding goes. The hold-down block switch edits the draft.
test.setTimeout(300_000);

async function picProposal(page: Page): Promise<{ dutId: string; configId: string }> {
  const dutId = await dutFromTestdata(page, {
    prefix: 'power',
    name: 'PIC programmer',
    revision: 'C',
    file: 'kicad/pic_programmer.kicad_pcb',
  });
  const board = decodeBoard(
    (await (await page.request.get(`/api/v1/duts/${dutId}/board`)).json()) as CompactBoard,
  );
  const created = await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
    headers: originOf(page),
    data: { name: 'Proposal', config: proposeTestConfig(board).config },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { dutId, configId: ((await created.json()) as { id: string }).id };
}

const findingsOf = (page: Page) =>
  page.getByRole('region', { name: 'Test-config workspace' }).getByRole('list', { name: 'Fixture findings' });

async function openFixture(page: Page, dutId: string, configId: string) {
  await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
  const workspace = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await workspace.getByRole('tab', { name: 'Fixture' }).click();
  await expect(findingsOf(page)).toContainText('GND: no probe is left to sense the ground', {
    timeout: 60_000,
  });
  return workspace;
}

test('a ground without its sense probe: the finding adds the free candidate in one click', async ({
  page,
}) => {
  const { dutId, configId } = await picProposal(page);
  const workspace = await openFixture(page, dutId, configId);
  const findings = findingsOf(page);
  await expect(findings).toContainText('Studio proposes');
  const gnd = findings.getByRole('button', { name: /^Add 1 probe on GND: / });
  const input = findings.getByRole('button', { name: /^Add 1 probe on Net-\(D1-Pad2\): / });
  await expect(gnd).toBeVisible();
  await expect(input).toBeVisible();
  await gnd.click();
  // The draft has the point; the live design plans it as GND's sense probe: the finding is gone.
  await expect(workspace.getByTestId('unsaved')).toBeVisible();
  await expect(findings).not.toContainText('GND: no probe is left to sense', { timeout: 60_000 });
  await expect(gnd).toHaveCount(0);
  await expect(findings).toContainText('Net-(D1-Pad2): no probe is left to sense the supply');
  await input.click();
  // Nothing else was wrong with this fixture: the list gives way to "Every fixture check passes".
  await expect(workspace.getByText('Every fixture check passes.')).toBeVisible({ timeout: 60_000 });
  await expect(workspace.getByText(/no probe is left to sense/)).toHaveCount(0);
  // Marked as Studio's in the Test points tab.
  await workspace.getByRole('tab', { name: 'Test points' }).click();
  await workspace
    .locator('label')
    .filter({ hasText: /^Selected$/ })
    .click();
  await expect(
    workspace.getByRole('table', { name: 'Test-point candidates' }).getByText('power', { exact: true }),
  ).toHaveCount(2);

  // The hold-down block switch (decision 0074): allowed by default, off is an edit of the draft.
  await workspace.getByRole('tab', { name: 'Fixture' }).click();
  const block = workspace.getByRole('switch', { name: 'Hold-down block allowed' });
  await expect(block).toBeChecked();
  await block.uncheck({ force: true });
  await expect(block).not.toBeChecked();
});

/**
 * tomu-fpga's 12 designed test points from the bottom with the hold-down block forbidden, saved
 * through the API: no free candidate on +5V or GND, and no pressure pin fits on the top.
 */
async function tomuNoBlock(page: Page): Promise<{ dutId: string; configId: string }> {
  const dutId = await dutFromTestdata(page, {
    prefix: 'power',
    name: 'Tomu FPGA',
    file: 'kicad/tomu-fpga.kicad_pcb',
  });
  const board = decodeBoard(
    (await (await page.request.get(`/api/v1/duts/${dutId}/board`)).json()) as CompactBoard,
  );
  const proposal = proposeTestConfig(board).config;
  const config = {
    ...proposal,
    probeSide: 'bottom' as const,
    bothSides: false,
    testPoints: board.testPoints.filter((t) => /^TP\d+$/.test(t.ref ?? '')).map((t) => ({ id: t.id })),
    fixture: { ...proposal.fixture, holdDownBlock: 'forbidden' as const },
  };
  const created = await page.request.post(`/api/v1/duts/${dutId}/test-configs`, {
    headers: originOf(page),
    data: { name: 'Designed, no block', config },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { dutId, configId: ((await created.json()) as { id: string }).id };
}

test('tomu: no free candidate left says where a pad would help; the block forbidden says so', async ({
  page,
}) => {
  const { dutId, configId } = await tomuNoBlock(page);
  await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
  const workspace = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await workspace.getByRole('tab', { name: 'Fixture' }).click();
  const findings = findingsOf(page);
  await expect(findings).toContainText(
    'No accessible candidate is left on +5V for 1 more probe: add 1 test pad on +5V near TP',
    {
      timeout: 60_000,
    },
  );
  await expect(findings.getByRole('button')).toHaveCount(0);
  await expect(findings).toContainText('the configuration forbids hold-down blocks');
  await expect(workspace.getByRole('switch', { name: 'Hold-down block allowed' })).not.toBeChecked();
  if (process.env.WEB_SHOTS)
    await everyLook(page, async (look) => {
      await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
      await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
      await workspace.getByRole('tab', { name: 'Fixture' }).click();
      await expect(findings).toContainText('No accessible candidate', { timeout: 60_000 });
      await shoot(page, 'fixture-power-no-candidate', look, findings);
    });
});

// Screenshots for a person to look at (not a check): WEB_SHOTS=1, into WEB_SHOTS_DIR.
test('power-probe finding screenshots', async ({ page }) => {
  test.skip(!process.env.WEB_SHOTS, 'screenshots only with WEB_SHOTS=1');
  const { dutId, configId } = await picProposal(page);
  await everyLook(page, async (look) => {
    await openFixture(page, dutId, configId);
    await shoot(page, 'fixture-power-probes', look, findingsOf(page));
    const block = page.getByRole('switch', { name: 'Hold-down block allowed' });
    await shoot(page, 'fixture-hold-down-switch', look, block);
  });
});
