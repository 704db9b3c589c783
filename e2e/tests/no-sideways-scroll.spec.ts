import { expect, type Page, test } from '@playwright/test';
import { signUpWithCompany } from '../support/dut-session';
import { json, orderableBoard } from '../support/orders';
import { everyLook, originOf, shoot } from '../support/shots';

// On a phone (390 px) no main screen may be wider than the screen: a page that scrolls sideways by a
// few pixels cuts the left edge of its content after any scrollIntoView. Each screen is opened at
// 390×844 and the document must be no wider than its viewport; on a failure the message names the
// elements whose right edge passes the viewport. WEB_SHOTS=1 also shoots each screen in both themes.
test.setTimeout(240_000);

const PHONE = { width: 390, height: 844 };

/** The document's overflow and the deepest elements reaching past the viewport's right edge. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const past = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .filter((el) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 0.5))
      .slice(0, 8)
      .map((el) => {
        const r = el.getBoundingClientRect();
        const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
        const table = el.closest('table');
        const where = table
          ? ` in table "${table.getAttribute('aria-label') ?? table.parentElement?.className}"`
          : '';
        return `${el.tagName.toLowerCase()}.${cls} "${(el.textContent ?? '').slice(0, 40)}"${where} [${Math.round(r.left)}..${Math.round(r.right)}]`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: width, past };
  });

async function expectNoSidewaysScroll(page: Page, screen: string) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  const m = await sideways(page);
  expect
    .soft(m.scrollWidth, `${screen} scrolls sideways; past the edge: ${m.past.join(', ')}`)
    .toBeLessThanOrEqual(m.clientWidth);
}

test('the main screens fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpWithCompany(page, 'phonewidth');
  const { dutId, configId, reportId } = await orderableBoard(page);
  const strategy = await json<{ id: string }>(
    await page.request.post(`/api/v1/duts/${dutId}/test-strategies`, {
      headers: originOf(page),
      data: { name: 'Bring-up', testConfig: { id: configId, versionNumber: 1 } },
    }),
    201,
  );

  const screens: [string, string, string][] = [
    ['dashboard', '/', 'main'],
    ['dut list', '/dut', 'main'],
    ['dut detail', `/dut/${dutId}`, 'table[aria-label="Board"]'],
    ['test-config workspace', `/dut/${dutId}?config=${configId}&version=1`, 'table[aria-label="Board"]'],
    ['dft report', `/dft-report/${reportId}`, '[data-testid="dft-report"]'],
    ['orders list', '/delivery-orders', 'main'],
    ['test strategy list', '/test-strategy', 'main'],
    ['test strategy', `/test-strategy/${strategy.id}`, 'table[aria-label="Component coverage"]'],
  ];
  for (const [screen, url, ready] of screens) {
    await page.goto(url);
    await expect(page.locator(ready).first()).toBeVisible();
    await expectNoSidewaysScroll(page, screen);
    if (screen !== 'test-config workspace') continue;
    for (const tab of ['Locating', 'Pressure', 'Board features', 'Fixture']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expectNoSidewaysScroll(page, `${screen}, ${tab} tab`);
    }
  }

  if (!process.env.WEB_SHOTS) return;
  await everyLook(page, async (look) => {
    if (look.size !== 'phone') {
      // The board specifications, whose values now wrap, on a wide screen as well.
      await page.goto(`/dut/${dutId}`);
      await expect(page.locator('table[aria-label="Board"]')).toBeVisible();
      await shoot(page, 'phone-width-board-specs', look, page.locator('#specs'));
      return;
    }
    for (const [screen, url, ready] of screens) {
      await page.goto(url);
      await expect(page.locator(ready).first()).toBeVisible();
      await shoot(page, `phone-width-${screen.replaceAll(' ', '-')}`, look);
    }
    // After scrolling an element into view the left edge must stay put (the symptom of the bug).
    await page.goto(`/dut/${dutId}`);
    await page.locator('main h1').first().scrollIntoViewIfNeeded();
    await page.getByText('ECC83 preamp').first().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});
