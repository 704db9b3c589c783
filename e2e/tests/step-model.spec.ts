import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { bodyTest, type CompactBoard, decodeBoard } from '@studio/core';
import { boxesForBoard, writeStepBoxes } from '@studio/core/testing';
import {
  createDutByApi,
  readTestdata,
  signUpWithCompany,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';
import { everyLook, shoot } from '../support/shots';

// STEP models (issue 19 part 1, decision 0040) in real Chromium against a real server: tomu-fpga
// imported, then its STEP model (boxes of known heights, written for the test) added from the DUT
// page: the reading's progress, then "Heights in use" with how many components matched; a broken
// file shows its reason. With WEB_SHOTS=1 the section is photographed at 390 and 1440 px, both themes.
test.setTimeout(300_000);

test('adds a STEP model from the DUT page and shows what it matched, and a broken one’s reason', async ({
  page,
}) => {
  await signUpWithCompany(page, 'step');
  const dutId = await createDutByApi(page, 'Tomu FPGA', 'B');
  await uploadByApi(page, dutId, [
    { name: 'tomu-fpga.kicad_pcb', buffer: readTestdata('kicad/tomu-fpga.kicad_pcb') },
  ]);
  expect(await waitForImport(page, dutId)).toBe('ready');
  const board = decodeBoard(
    (await (await page.request.get(`/api/v1/duts/${dutId}/board`)).json()) as CompactBoard,
  );
  const hasBody = bodyTest(board);
  const heightOf = (c: (typeof board.components)[number]) => (hasBody(c) ? 0.5 + (c.ref.length % 5) : null);
  const step = writeStepBoxes(boxesForBoard(board, { heightOf, named: true, shift: { x: 12, y: -7 } }));
  const withBodies = board.components.filter((c) => heightOf(c) !== null).length;

  await page.goto(`/dut/${dutId}`);
  const section = page.getByRole('region', { name: '3D model (STEP)' });
  await expect(section).toContainText('No STEP model yet.');
  if (process.env.WEB_SHOTS) await everyLook(page, (look) => shoot(page, 'step-model-empty', look, section));

  const chooser = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Add a STEP model' }).click();
  await (await chooser).setFiles({
    name: 'tomu.step',
    mimeType: 'application/step',
    buffer: Buffer.from(step),
  });
  const row = section.getByRole('listitem', { name: 'tomu.step' });
  await expect(row.getByText('Heights in use')).toBeVisible({ timeout: 120_000 });
  await expect(section.getByTestId('step-matched')).toContainText(
    `Heights from this model for ${withBodies} of ${withBodies} components`,
  );

  const broken = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Add a STEP model' }).click();
  await (await broken).setFiles({
    name: 'broken.step',
    mimeType: 'application/step',
    buffer: Buffer.from('not a model'),
  });
  const failed = section.getByRole('listitem', { name: 'broken.step' });
  await expect(failed.getByRole('alert')).toContainText(
    'broken.step is not a STEP model OpenCascade can read',
    {
      timeout: 120_000,
    },
  );
  // The Files section says the same of each file, not "Supporting".
  const files = page.getByRole('list', { name: 'Package files' });
  await expect(files.getByRole('listitem', { name: 'broken.step' })).toContainText('3D model: Failed');
  await expect(files.getByRole('listitem', { name: 'tomu.step' })).toContainText('3D model: Heights in use');
  await expect(files.getByRole('listitem', { name: 'tomu.step' })).not.toContainText('Supporting');
  if (process.env.WEB_SHOTS)
    await everyLook(page, async (look) => {
      await page.goto(`/dut/${dutId}`);
      await shoot(page, 'step-model-files', look, page.getByRole('region', { name: 'Files' }));
      const s = page.getByRole('region', { name: '3D model (STEP)' });
      await expect(s.getByText('Heights in use')).toBeVisible({ timeout: 60_000 });
      await shoot(page, 'step-model', look, s);
    });
});

// The display mesh (decision 0048): the STEP model KiCad 6 exported of tomu-fpga (its footprints given
// box models of known heights, server/test/fixtures/step-kicad) uploaded with the board; the 3D view
// draws the model's own shapes for the STEP bodies, asked for only once the board has them.
test('draws the STEP bodies in 3D with the shapes of the model KiCad exported', async ({ page }) => {
  await signUpWithCompany(page, 'step-shapes');
  const dutId = await createDutByApi(page, 'Tomu FPGA with its model', 'C');
  const fixture = fileURLToPath(
    new URL('../../server/test/fixtures/step-kicad/tomu-fpga.step.gz', import.meta.url),
  );
  await uploadByApi(page, dutId, [
    { name: 'tomu-fpga.kicad_pcb', buffer: readTestdata('kicad/tomu-fpga.kicad_pcb') },
    { name: 'tomu-fpga.step', buffer: gunzipSync(readFileSync(fixture)) },
  ]);
  await expect
    .poll(
      async () => {
        const readings = (await (await page.request.get(`/api/v1/duts/${dutId}/step-models`)).json()) as {
          items: { applied: boolean; matched: number | null }[];
        };
        const dut = (await (await page.request.get(`/api/v1/duts/${dutId}`)).json()) as { status: string };
        return dut.status === 'ready' ? (readings.items[0]?.matched ?? null) : null;
      },
      { timeout: 180_000 },
    )
    .toBe(40);
  await page.goto(`/dut/${dutId}`);
  const section = page.locator('section#board');
  await section.getByRole('radiogroup', { name: 'Board view' }).getByText('3D').click();
  const view = section.getByTestId('board-3d');
  await expect(view).toHaveAttribute('data-step-shapes', '40', { timeout: 60_000 });
  await expect(section.getByRole('list', { name: '3D legend' })).toContainText(
    "40 bodies, height from STEP model (all drawn with the model's shapes)",
  );
  await expect
    .poll(async () => Number(await view.getAttribute('data-painted')), { timeout: 60_000 })
    .toBeGreaterThan(0.02);
  // The Fixture tab's assembled fixture draws the same shapes around the same board.
  await page.goto(`/dut/${dutId}?config=new`);
  const workspace = page.getByRole('region', { name: 'Test-config workspace' });
  await expect(page.getByTestId('dft-verdict')).toBeVisible({ timeout: 60_000 });
  await workspace.getByRole('tab', { name: 'Fixture' }).click();
  const fixture3d = workspace.getByTestId('fixture-3d');
  await expect(fixture3d).toHaveAttribute('data-step-shapes', '40', { timeout: 60_000 });
  await expect(workspace.getByRole('list', { name: '3D legend' })).toContainText(
    "drawn with the model's shapes",
  );
  if (process.env.WEB_SHOTS)
    await everyLook(page, async (look) => {
      await page.goto(`/dut/${dutId}`);
      const s = page.locator('section#board');
      await s.getByRole('radiogroup', { name: 'Board view' }).getByText('3D').click();
      await expect(s.getByTestId('board-3d')).toHaveAttribute('data-step-shapes', '40', { timeout: 60_000 });
      await s.getByRole('button', { name: 'Bottom' }).click();
      await page.waitForTimeout(1500);
      await shoot(page, 'step-shapes-bottom', look, s);
      await s.getByRole('button', { name: 'Reset view' }).click();
      await page.waitForTimeout(1500);
      await shoot(page, 'step-shapes', look, s);
      await page.goto(`/dut/${dutId}?config=new&tab=fixture`);
      const w = page.getByRole('region', { name: 'Test-config workspace' });
      await w.getByRole('tab', { name: 'Fixture' }).click();
      await expect(w.getByTestId('fixture-3d')).toHaveAttribute('data-step-shapes', '40', {
        timeout: 60_000,
      });
      await page.waitForTimeout(1500);
      await shoot(page, 'step-shapes-fixture', look, w.getByTestId('fixture-3d'));
    });
});
