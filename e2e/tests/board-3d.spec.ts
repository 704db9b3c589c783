import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { type CompactBoard, collectBodyOutlines, decodeBoard } from '@studio/core';
import {
  createDutByApi,
  dutFromTestdata,
  saveBottomProbes,
  uploadByApi,
  waitForImport,
} from '../support/dut-session';
import { everyLook, type Look, SHOTS_DIR, shoot } from '../support/shots';

// The board in 3D (issue 19) in real Chromium (WebGL on SwiftShader) against a real server: a real
// KiCad board uploaded, the DUT page's Board section switched to 3D; the canvas draws, the legend
// counts the component bodies by where their heights came from — the counts core's
// collectBodyOutlines gives for the server's own board — and the views answer. Then the empty
// state (a board without an outline) and the error state (no WebGL).
test.setTimeout(240_000);

const pic = (page: Page, prefix: string) =>
  dutFromTestdata(page, { prefix, name: 'PIC programmer', file: 'kicad/pic_programmer.kicad_pcb' });

async function open3d(page: Page, dutId: string) {
  await page.goto(`/dut/${dutId}`);
  const section = page.locator('section#board');
  await section.getByRole('radiogroup', { name: 'Board view' }).getByText('3D').click();
  return section;
}

/** Makes every WebGL context request fail in `page` (a browser without WebGL). */
const withoutWebGl = (page: Page) =>
  page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      if (kind.startsWith('webgl')) return null;
      return (original as (...a: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof original;
  });

/** A DUT from a test-point list: points, and no outline. */
async function outlineLessDut(page: Page): Promise<string> {
  const bare = await createDutByApi(page, 'Test points only', 'A');
  const csv = 'Net,Name,X,Y,Side,Type\nGND,TP1,10,10,Bottom,SMD\nVCC,TP2,20,10,Bottom,SMD\n';
  await uploadByApi(page, bare, [{ name: 'points.csv', buffer: Buffer.from(csv) }]);
  expect(await waitForImport(page, bare)).toBe('ready');
  return bare;
}

const painted = async (page: Page) => Number(await page.getByTestId('board-3d').getAttribute('data-painted'));

test('the DUT page shows the board in 3D: bodies counted by height source, views, legend', async ({
  page,
}) => {
  const dutId = await pic(page, 'board3d');
  const res = await page.request.get(`/api/v1/duts/${dutId}/board`);
  const board = decodeBoard((await res.json()) as CompactBoard);
  const bySource = new Map<string, number>();
  for (const b of collectBodyOutlines(board, {}))
    if (b.height.mm > 0) bySource.set(b.height.source, (bySource.get(b.height.source) ?? 0) + 1);
  expect(bySource.size).toBeGreaterThan(0);

  const section = await open3d(page, dutId);
  const view = section.getByTestId('board-3d');
  await expect(view.locator('canvas')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => painted(page), { timeout: 60_000 }).toBeGreaterThan(0.05);
  const total = [...bySource.values()].reduce((a, b) => a + b, 0);
  await expect(view).toHaveAttribute(
    'aria-label',
    new RegExp(`^3D view of the board: ${total} component bodies`),
  );
  const legend = section.getByRole('list', { name: '3D legend' });
  await expect(legend).toContainText(`Board, ${board.thicknessMm} mm`);
  const labels: Record<string, string> = { model: 'design data', default: 'package default (a guess)' };
  for (const [source, count] of bySource)
    await expect(legend).toContainText(
      `${count} ${count === 1 ? 'body' : 'bodies'}, height from ${labels[source] ?? source}`,
    );
  // No test config here: no fixture to show.
  await expect(section.getByRole('switch', { name: 'Fixture' })).toHaveCount(0);

  // Each view draws a new frame, and something is on it.
  for (const button of ['Top', 'Bottom', 'Reset view']) {
    const before = Number(await view.getAttribute('data-frames'));
    await section.getByRole('button', { name: button }).click();
    await expect.poll(async () => Number(await view.getAttribute('data-frames'))).toBeGreaterThan(before);
    await expect.poll(() => painted(page)).toBeGreaterThan(0.05);
  }
  // Dragging orbits the camera (frames drawn while it moves).
  const box = (await view.boundingBox())!;
  const before = Number(await view.getAttribute('data-frames'));
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 30, { steps: 6 });
  // While it moves it draws at reduced resolution (the frame budget's share, decision 0049) …
  await expect.poll(async () => Number(await view.getAttribute('data-scale'))).toBeLessThan(1);
  await page.mouse.up();
  await expect.poll(async () => Number(await view.getAttribute('data-frames'))).toBeGreaterThan(before + 1);
  // … and the still picture once it stops at full resolution.
  await expect(view).toHaveAttribute('data-scale', '1.000');

  // Back to 2D: the 2D viewer again.
  await section.getByRole('radiogroup', { name: 'Board view' }).getByText('2D').click();
  await expect(view).toHaveCount(0);
});

test('without WebGL the 3D view says so; a board without an outline has nothing to draw', async ({
  page,
}) => {
  const dutId = await pic(page, 'board3d-states');
  await withoutWebGl(page);
  const section = await open3d(page, dutId);
  await expect(section.getByText('The 3D view could not start')).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText(/could not open WebGL/)).toBeVisible();

  const bare = await outlineLessDut(page);
  const outline = decodeBoard(
    (await (await page.request.get(`/api/v1/duts/${bare}/board`)).json()) as CompactBoard,
  ).outline;
  expect(outline).toEqual([]);
  const empty = await open3d(page, bare);
  await expect(empty.getByText('Nothing to draw in 3D')).toBeVisible({ timeout: 60_000 });
});

// Screenshots for a person to look at (not a check): WEB_SHOTS=1, into WEB_SHOTS_DIR. The DUT page's
// 3D view and the Fixture tab's (board, bodies and fixture), desktop and phone, both themes.
test('board 3D screenshots', async ({ page }) => {
  test.skip(!process.env.WEB_SHOTS, 'screenshots only with WEB_SHOTS=1');
  mkdirSync(SHOTS_DIR, { recursive: true });
  const dutId = await pic(page, 'board3d-shots');
  const configId = await saveBottomProbes(page, dutId);
  const bare = await outlineLessDut(page);
  await everyLook(page, async (look: Look) => {
    const section = await open3d(page, dutId);
    await expect.poll(() => painted(page), { timeout: 60_000 }).toBeGreaterThan(0.05);
    await shoot(page, 'board-3d', look, section);
    await section.getByRole('button', { name: 'Bottom' }).click();
    await page.waitForTimeout(500);
    await shoot(page, 'board-3d-bottom', look, section);

    await page.goto(`/dut/${dutId}?config=${configId}&version=1`);
    const workspace = page.getByRole('region', { name: 'Test-config workspace' });
    await workspace.getByRole('tab', { name: 'Fixture' }).click();
    const three = workspace.getByTestId('fixture-3d');
    await expect
      .poll(async () => Number(await three.getAttribute('data-painted')), { timeout: 90_000 })
      .toBeGreaterThan(0.05);
    await shoot(page, 'fixture-3d', look, three);
    // While orbiting (mouse held down after a drag): the frame drawn at reduced resolution.
    const at = (await three.boundingBox())!;
    await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
    await page.mouse.down();
    await page.mouse.move(at.x + at.width / 2 + 60, at.y + at.height / 2 + 10, { steps: 4 });
    await expect.poll(async () => Number(await three.getAttribute('data-scale'))).toBeLessThan(1);
    await shoot(page, 'fixture-3d-moving', look, three);
    await page.mouse.up();
    await expect(three).toHaveAttribute('data-scale', '1.000');

    const empty = await open3d(page, bare);
    await expect(empty.getByText('Nothing to draw in 3D')).toBeVisible({ timeout: 60_000 });
    await shoot(page, 'board-3d-empty', look, empty);
    const nogl = await page.context().newPage();
    await nogl.setViewportSize(page.viewportSize()!);
    await withoutWebGl(nogl);
    const failed = await open3d(nogl, dutId);
    await expect(failed.getByText('The 3D view could not start')).toBeVisible({ timeout: 60_000 });
    await shoot(nogl, 'board-3d-error', look, failed);
    await nogl.close();
  });
});
