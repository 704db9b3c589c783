import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUpWithCompany } from '../support/dut-session';
import { everyLook, SHOTS_DIR, shoot } from '../support/shots';

// A whole KiCad 6 project folder dropped on the new-DUT form (core/test/fixtures/kicad-sch/
// divider-project: board, schematic, project and local settings, library tables, cache, design
// rules, a backup zip in its -backups folder, a .kicad_pcb-bak, a lock file, a library 3D model):
// the board imports, the schematic's values are on the parts, no file is red (decision 0059).
test.setTimeout(180_000);

const PROJECT = fileURLToPath(new URL('../../core/test/fixtures/kicad-sch/divider-project', import.meta.url));

/** The folder's files named as a folder drop names them: `divider/…`, sub-folders kept. */
function folder(dir: string, prefix = 'divider/'): { name: string; mimeType: string; buffer: Buffer }[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    return statSync(full).isDirectory()
      ? folder(full, `${prefix}${f}/`)
      : [{ name: `${prefix}${f}`, mimeType: 'application/octet-stream', buffer: readFileSync(full) }];
  });
}

test('drop a KiCad 6 project folder: the board, the schematic values, no red file', async ({ page }) => {
  await signUpWithCompany(page, 'kicadproject');
  await page.goto('/dut/create');
  const form = page.getByRole('form', { name: 'New DUT' });
  await form.getByLabel('Name').fill('Divider');
  await form.getByLabel('Revision').fill('A');
  const files = folder(PROJECT);
  await form.getByLabel('Choose design package files').setInputFiles(files);

  // Before the upload, each file says what it is; the side files are grey "kept, not used".
  const picked = form.getByRole('list', { name: 'Files to upload' });
  await expect(picked.getByRole('listitem')).toHaveCount(files.length);
  const item = (name: string) => picked.getByRole('listitem').filter({ hasText: name }).first();
  await expect(item('divider.kicad_pcb').getByText('KiCad board', { exact: true })).toBeVisible();
  await expect(item('divider.kicad_sch')).toContainText('KiCad schematic');
  await expect(item('divider.kicad_pro')).toContainText('KiCad project · kept, not used');
  await expect(item('divider-2026-12-01_093000.zip')).toContainText('KiCad backup · kept, not used');
  await expect(item('R_0603_1608Metric.step')).toContainText('Footprint 3D model · kept, not used');
  await expect(picked).not.toContainText('Unrecognised');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shoot(page, 'kicad-project-picked', { size: 'desktop', theme: 'light' }, picked);

  await form.getByRole('button', { name: `Create DUT and upload ${files.length} files` }).click();
  const imported = page.getByRole('status').filter({ hasText: 'Imported' });
  await expect(imported).toBeVisible({ timeout: 120_000 });
  await imported.getByRole('link', { name: 'Open the board' }).click();
  await expect(page).toHaveURL(/\/dut\/[0-9a-f-]{36}$/);

  // The DUT page's files: the board and the schematic imported, every other file kept; none failed.
  const list = page.getByRole('list', { name: 'Package files' });
  const row = (name: string) => list.getByRole('listitem', { name, exact: true });
  await expect(row('divider/divider.kicad_pcb')).toContainText('Imported', { timeout: 60_000 });
  await expect(row('divider/divider.kicad_sch')).toContainText('Imported');
  for (const kept of [
    'divider/divider.kicad_pro',
    'divider/divider.kicad_prl',
    'divider/fp-lib-table',
    'divider/divider.kicad_pcb-bak',
    'divider/~divider.kicad_pcb.lck',
    'divider/divider-backups/divider-2026-12-01_093000.zip',
    'divider/3dmodels/R_0603_1608Metric.step',
  ])
    await expect(row(kept)).toContainText('Kept, not used');
  await expect(list.locator('[data-status="failed"]')).toHaveCount(0);
  await expect(list).not.toContainText('Failed');
  // The schematic's own messages: it agrees with the board, and C1's value came from it.
  await row('divider/divider.kicad_sch')
    .getByRole('button', { name: /warning/ })
    .click();
  await expect(row('divider/divider.kicad_sch')).toContainText('agrees with the board');
  await expect(row('divider/divider.kicad_sch')).toContainText('C1: "100n" on the board, "100nF"');

  // The board view: C1's details give the schematic's value, say so, and list its fields.
  await expect(page.locator('[data-board-ready="true"]')).toBeVisible({ timeout: 30_000 });
  const search = page.getByRole('textbox', { name: 'Find a component, pad or net' });
  const details = page.getByRole('complementary', { name: 'Feature details' });
  await search.fill('R1');
  await search.press('Enter');
  await expect(details).toContainText('RC0603FR-0710KL');
  await search.fill('C1');
  await search.press('Enter');
  await expect(details).toContainText('100nF (from the schematic)');
  await expect(details).toContainText('Voltage');
  await expect(details).toContainText('50V');

  await everyLook(page, async (look) => {
    await shoot(page, 'kicad-project-files', look, list);
    await shoot(page, 'kicad-project-details', look, details);
  });
  console.log(`kicad-project: screenshots in ${SHOTS_DIR}`);
});
