import { expect, type Page, test } from '@playwright/test';
import { zipSync } from 'fflate';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { signUpWithCompany, testdata } from '../support/dut-session';

// Imports run in a worker thread of the server under test; the first one on a busy machine is slow.
test.setTimeout(120_000);

async function startDut(page: Page, name: string, revision: string) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'DUTs' }).click();
  await expect(page).toHaveURL(/\/dut$/);
  await page.getByRole('link', { name: 'New DUT' }).first().click();
  const form = page.getByRole('form', { name: 'New DUT' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Revision').fill(revision);
  return form;
}

test('create a DUT from a KiCad board, watch it import, flip to the bottom and find a net', async ({
  page,
}) => {
  await signUpWithCompany(page, 'dutkicad');
  await page.goto('/dut');
  // The empty list teaches the first step.
  await expect(page.getByRole('heading', { name: 'No DUTs yet' })).toBeVisible();
  await expect(page.getByText('a zip of Gerbers + drill + position files,')).toBeVisible();

  const form = await startDut(page, 'PIC programmer', 'C');
  await form.getByLabel('Part number').fill('PP-001');
  await form
    .getByLabel('Choose design package files')
    .setInputFiles(testdata('kicad/pic_programmer.kicad_pcb'));
  const picked = form.getByRole('listitem', { name: 'pic_programmer.kicad_pcb' });
  await expect(picked.getByText('KiCad board')).toBeVisible();
  await form.getByRole('button', { name: 'Create DUT and upload 1 file' }).click();

  // Upload, then the import, then the outcome in one line.
  const imported = page.getByRole('status').filter({ hasText: 'Imported' });
  await expect(imported).toBeVisible({ timeout: 90_000 });
  await expect(imported).toContainText('copper layers');
  await imported.getByRole('link', { name: 'Open the board' }).click();

  await expect(page).toHaveURL(/\/dut\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'PIC programmer' })).toBeVisible();
  const specs = page.getByRole('table', { name: 'Board' });
  await expect(specs.getByRole('row', { name: /Copper layers/ })).toContainText('2');
  const files = page.getByRole('list', { name: 'Package files' });
  await expect(files.getByRole('listitem', { name: 'pic_programmer.kicad_pcb' })).toContainText('Imported');

  const board = page.locator('[data-board-ready="true"]');
  await expect(board).toBeVisible({ timeout: 30_000 });
  // Mantine's segmented control hides its radio inputs: the label is what a person clicks.
  await page.locator('label').filter({ hasText: 'Bottom (mirrored)' }).click();
  await expect(page.getByRole('radio', { name: 'Bottom (mirrored)' })).toBeChecked();
  await expect(board).toHaveAttribute('data-board-side', 'bottom');
  await expect(page.getByRole('application', { name: 'Board view' })).toContainText('Bottom (mirrored)');

  const search = page.getByRole('textbox', { name: 'Find a component, pad or net' });
  await search.fill('VPP');
  await search.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Highlighted net: VPP' })).toBeVisible();

  // The list shows the imported board's facts and status.
  await page.goto('/dut');
  const row = page.getByRole('row', { name: /PIC programmer/ });
  await expect(row).toContainText('Ready');
  await expect(row).toContainText(' mm');

  // Search is kept in the address bar; a search that finds nothing says so and offers the way back.
  await page.getByRole('textbox', { name: 'Search' }).fill('no such board');
  await expect(page.getByText('No DUT matches “no such board”.')).toBeVisible();
  await expect(page).toHaveURL(/q=no\+such\+board/);
  await page.getByRole('button', { name: 'Clear search and filter' }).click();
  await expect(page.getByRole('row', { name: /PIC programmer/ })).toBeVisible();
});

test('a file over the server limit is refused with a message naming it; the DUT keeps nothing half-sent', async ({
  page,
}) => {
  await signUpWithCompany(page, 'dutbig');
  const form = await startDut(page, 'Too big', '1');
  // 9 MB of a plausible board file: over the e2e server's 8 MiB per-file limit.
  const head = '(kicad_pcb (version 20211014) (generator pcbnew)\n';
  const buffer = Buffer.concat([Buffer.from(head), Buffer.alloc(9 * 1024 * 1024, 0x20)]);
  await form.getByLabel('Choose design package files').setInputFiles({
    name: 'too-big.kicad_pcb',
    mimeType: 'application/octet-stream',
    buffer,
  });
  await form.getByRole('button', { name: 'Create DUT and upload 1 file' }).click();
  await expect(page.getByText('too-big.kicad_pcb is larger than the limit of 8 MB per file.')).toBeVisible({
    timeout: 60_000,
  });
  const failed = page.getByRole('alert').filter({ hasText: 'The upload failed' });
  await expect(failed).toContainText('Nothing was stored');
  await expect(page.getByRole('button', { name: 'Upload again' })).toBeVisible();
});

test('a broken board file fails the import with a diagnostic naming the file', async ({ page }) => {
  await signUpWithCompany(page, 'dutbroken');
  const form = await startDut(page, 'Broken board', '1');
  await form.getByLabel('Choose design package files').setInputFiles({
    name: 'broken.kicad_pcb',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(
      '(kicad_pcb (version 20211014) (generator pcbnew)\n  (general (thickness 1.6)\n  (layers\n    (0 "F.Cu" signal',
    ),
  });
  await form.getByRole('button', { name: 'Create DUT and upload 1 file' }).click();

  const failed = page.getByRole('alert').filter({ hasText: 'The import failed' });
  await expect(failed).toBeVisible({ timeout: 90_000 });
  await expect(failed).toContainText('broken.kicad_pcb');
  await failed.getByRole('link', { name: 'Open the DUT to fix it' }).click();

  // On the DUT page: the failed state, and the file's own diagnostics, opened.
  await expect(page.getByRole('alert').filter({ hasText: 'The import failed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload a fixed file' })).toBeVisible();
  const file = page
    .getByRole('list', { name: 'Package files' })
    .getByRole('listitem', { name: 'broken.kicad_pcb' });
  await expect(file).toContainText('Failed');
  await expect(file.getByRole('list', { name: 'Errors' })).toContainText('broken.kicad_pcb');

  // A DUT id is a UUID: anything else is a fatal 404 before any request.
  await page.goto('/dut/not-a-uuid');
  await expect(page.getByText('Page Not Found: /dut/not-a-uuid')).toBeVisible();
});

test('a zip of the KiCad-exported Gerber set imports into a board', async ({ page }) => {
  await signUpWithCompany(page, 'dutgerber');
  const dir = testdata('kicad-exports/pic_programmer/gerber');
  const entries = Object.fromEntries(
    readdirSync(dir).map((name) => [`gerber/${name}`, new Uint8Array(readFileSync(path.join(dir, name)))]),
  );
  const zip = Buffer.from(zipSync(entries));

  const form = await startDut(page, 'PIC programmer (Gerber)', 'C');
  await form
    .getByLabel('Choose design package files')
    .setInputFiles({ name: 'pic_programmer-gerber.zip', mimeType: 'application/zip', buffer: zip });
  await expect(
    form.getByRole('listitem', { name: 'pic_programmer-gerber.zip' }).getByText('Zip package'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Create DUT and upload 1 file' }).click();

  const imported = page.getByRole('status').filter({ hasText: 'Imported' });
  await expect(imported).toBeVisible({ timeout: 90_000 });
  await imported.getByRole('link', { name: 'Open the board' }).click();
  const specs = page.getByRole('table', { name: 'Board' });
  await expect(specs.getByRole('row', { name: /Components/ })).toContainText(/Components\s*[1-9]/);
  await expect(specs.getByRole('row', { name: /Copper layers/ })).toContainText('2');
  await expect(page.locator('[data-board-ready="true"]')).toBeVisible({ timeout: 30_000 });
});
