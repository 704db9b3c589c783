import { expect, type Locator, type Page, test } from '@playwright/test';
import { signUpWithCompany } from '../support/dut-session';
import { orderableBoard } from '../support/orders';
import { everyLook, type Look, originOf } from '../support/shots';

// Issue 30 item 5, the small things a newcomer met, in real Chromium at 390 and 1440 px in both themes:
// a toast never covers the order pages' buttons (the solution's title-row actions, the order's
// actions and packing list, the configurator's sticky Back / Next), the strategy's version select
// shows its whole label, and Escape ends measuring with the Measure button following.
// WEB_SHOTS=1 also writes the screenshots (into WEB_SHOTS_DIR).
test.setTimeout(300_000);

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

type ToastWatch = { boxes: Box[] | null; since: number | null; frame: number };

/**
 * Starts recording, in the page, the boxes of the next toasts shown: sampled every frame and kept
 * once they have been on screen for 400 ms (past their entrance). Call it before the action whose
 * toast `toastBoxes` reads: a toast lives 5 s, and on a loaded machine the steps between the action
 * and the read took longer (the toast was gone and the wait never ended).
 */
async function watchToasts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { toastWatch?: ToastWatch };
    if (w.toastWatch) cancelAnimationFrame(w.toastWatch.frame);
    const watch: ToastWatch = { boxes: null, since: null, frame: 0 };
    w.toastWatch = watch;
    const sample = (now: number) => {
      const els = Array.from(document.querySelectorAll('[data-testid="notification"]'));
      if (els.length === 0) watch.since = null;
      else if (watch.since === null) watch.since = now;
      else if (now - watch.since >= 400 && watch.boxes === null)
        watch.boxes = els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        });
      if (watch.boxes === null) watch.frame = requestAnimationFrame(sample);
    };
    watch.frame = requestAnimationFrame(sample);
  });
}

/** The boxes of the toasts `watchToasts` saw, waiting until it has seen one. */
async function toastBoxes(page: Page): Promise<Box[]> {
  const found = await page.waitForFunction(
    () => (window as unknown as { toastWatch?: ToastWatch }).toastWatch?.boxes ?? null,
  );
  return (await found.jsonValue()) as Box[];
}

/** Every one of `targets` that is on screen lies clear of every toast box. */
async function expectClear(toasts: Box[], targets: Locator[]) {
  for (const t of toasts) {
    for (const target of targets) {
      for (const one of await target.all()) {
        const b = await one.boundingBox();
        if (!b) continue;
        const name = (await one.textContent())?.trim();
        expect(overlaps(t, b), `toast over "${name}"`).toBe(false);
      }
    }
  }
}

async function json<T>(response: ReturnType<Page['request']['post']>, status: number) {
  const r = await response;
  expect(r.status(), await r.text()).toBe(status);
  return (await r.json()) as T;
}

const shots = !!process.env.WEB_SHOTS;
const maybeShoot = async (page: Page, name: string, look: Look) => {
  if (shots)
    await page.screenshot({
      path: `${process.env.WEB_SHOTS_DIR ?? '/tmp/web-shots'}/${name}-${look.size}-${look.theme}.png`,
    });
};

test('issue 30 item 5: toasts clear of the order pages’ buttons, the version select whole, Escape ends measuring', async ({
  page,
}) => {
  await signUpWithCompany(page, 'small');
  const { dutId, configId } = await orderableBoard(page);
  const headers = originOf(page);
  const draft = await json<{ id: string }>(
    page.request.post('/api/v1/test-solutions', {
      headers,
      data: { testConfigId: configId, versionNumber: 1, title: 'Line 3 fixture' },
    }),
    201,
  );
  const addresses = await (await page.request.get('/api/v1/addresses')).json();
  const ordered = await json<{ id: string }>(
    page.request.post('/api/v1/test-solutions', {
      headers,
      data: {
        testConfigId: configId,
        versionNumber: 1,
        title: 'Line 4 fixture',
        selection: { quantity: 1, spareProbesPercent: 10, options: [] },
        shippingAddressId: addresses.find((a: { kind: string }) => a.kind === 'shipping').id,
        billingAddressId: addresses.find((a: { kind: string }) => a.kind === 'billing').id,
      },
    }),
    201,
  );
  const order = await json<{ id: string }>(
    page.request.post(`/api/v1/test-solutions/${ordered.id}/submit`, {
      headers,
      data: { poNumber: 'PO-1' },
    }),
    201,
  );
  const strategy = await json<{ id: string }>(
    page.request.post(`/api/v1/duts/${dutId}/test-strategies`, {
      headers,
      data: { name: 'ECC83 bring-up', testConfig: { id: configId, versionNumber: 1 } },
    }),
    201,
  );

  await everyLook(page, async (look) => {
    const main = page.locator('main');

    // The draft: "Issue quote" answers with a toast; the title row's actions stay clear of it.
    await page.goto(`/test-solution/${draft.id}`);
    await expect(page.getByRole('heading', { name: 'Line 3 fixture' })).toBeVisible();
    await watchToasts(page);
    await main.getByRole('button', { name: 'Issue quote' }).click();
    const quoteToast = await toastBoxes(page);
    await maybeShoot(page, 'ui30-toast-solution', look);
    await expectClear(quoteToast, [
      main.getByRole('button', { name: /Issue quote|Edit|Delete|Submit order/ }),
      main.getByRole('link', { name: /\(PDF\)/ }),
    ]);

    // The order: a note answers with a toast; the actions and the packing list stay clear of it.
    await page.goto(`/delivery-orders/${order.id}`);
    await expect(page.getByTestId('order-status')).toBeVisible();
    await main.getByRole('button', { name: 'Add a note' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Note').fill(`Dock 2, ${look.size} ${look.theme}`);
    await watchToasts(page);
    await dialog.getByRole('button', { name: 'Add a note' }).click();
    await expect(dialog).toHaveCount(0);
    const noteToast = await toastBoxes(page);
    await maybeShoot(page, 'ui30-toast-order', look);
    await expectClear(noteToast, [
      main.getByRole('button', { name: /Add a note|Cancel order/ }),
      main.getByRole('link', { name: 'Packing list' }),
    ]);

    // The configurator: Back / Next stick to the bottom of the window; toasts rise above the bar.
    await page.goto(`/test-solution/configure?dut=${dutId}&config=${configId}&v=1&step=2`);
    await expect(page.getByTestId('solution-total').first()).toBeVisible({ timeout: 60_000 });
    const bar = page.getByTestId('sticky-action-bar');
    await expect(bar.getByRole('button', { name: 'Next' })).toBeInViewport();
    const barBox = (await bar.boundingBox())!;
    const lifted = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--studio-action-bar-height'),
    );
    expect(Number.parseFloat(lifted)).toBeGreaterThanOrEqual(Math.floor(barBox.height));
    await maybeShoot(page, 'ui30-configure-bar', look);

    // The strategy: the version field shows "Version 1 (latest)" whole, at either width.
    await page.goto(`/test-strategy/${strategy.id}`);
    const version = page.locator('input[aria-label="Version"]');
    await expect(version).toHaveValue('Version 1 (latest)');
    const fits = await version.evaluate((el) => el.scrollWidth <= el.clientWidth);
    expect(fits, 'the version label is not cut').toBe(true);
    await version.click();
    await expect(page.getByTestId('version-note').first()).toHaveText(/^Drafted from Proposal v1/);
    await maybeShoot(page, 'ui30-strategy-version', look);
    await page.keyboard.press('Escape');

    // The board: Measure on, two clicks, Escape → the mode ends and the button is off again.
    await page.goto(`/dut/${dutId}`);
    const canvas = page.locator('[data-board-ready="true"]');
    await expect(canvas).toBeVisible({ timeout: 60_000 });
    const options = page.getByRole('button', { name: 'View options' });
    const narrow = look.size === 'phone';
    const measure = page.getByRole('button', { name: 'Measure' });
    // On a phone, Measure is in the "View options" popover.
    const openOptions = async () => {
      if (!narrow) return;
      await expect(measure).toBeHidden(); // closed by the click on the board or by Escape
      await options.click();
    };
    const box = (await canvas.boundingBox())!;
    await openOptions();
    await measure.click();
    await expect(measure).toHaveAttribute('aria-pressed', 'true');
    await expect(measure).toHaveAttribute('data-variant', 'filled');
    // (on a phone the first click closes the options)
    await canvas.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
    await canvas.click({ position: { x: box.width * 0.6, y: box.height * 0.6 } });
    if (!narrow) await expect(measure).toHaveAttribute('aria-pressed', 'true');
    await maybeShoot(page, 'ui30-measuring', look);
    await page.keyboard.press('Escape'); // the board has the focus since the clicks
    await openOptions();
    await expect(measure).toHaveAttribute('aria-pressed', 'false');
    await expect(measure).toHaveAttribute('data-variant', 'default');
    // Escape on the focused button ends measuring too.
    await measure.click();
    await expect(measure).toHaveAttribute('aria-pressed', 'true');
    await measure.focus();
    await page.keyboard.press('Escape');
    await openOptions();
    await expect(measure).toHaveAttribute('aria-pressed', 'false');
    await maybeShoot(page, 'ui30-measure-escaped', look);
  });
});
