import { expect, type Locator, type Page } from '@playwright/test';

// Screenshot helpers for the opt-in screenshot flows (WEB_SHOTS=1): every shot at 390 and 1440 px
// in both themes, into WEB_SHOTS_DIR (default /tmp/web-shots), outside the repository. The same
// conventions as tests/web-shots.spec.ts (which keeps its own copy for now).

export const SHOTS_DIR = process.env.WEB_SHOTS_DIR ?? '/tmp/web-shots';
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type Look = { size: keyof typeof VIEWPORTS; theme: 'light' | 'dark' };
export const FAILURE = {
  status: 500,
  json: { code: 'internal', message: 'Internal Server Error', requestId: 'x' },
};

export const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** A shot: the whole page, or the viewport with `focus` scrolled to its top. */
export async function shoot(page: Page, name: string, look: Look, focus?: Locator) {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  // A dialog still fading in shows the page through it: wait for running transitions (at most 2 s).
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    )
    .catch(() => undefined);
  if (focus)
    await focus.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${look.size}-${look.theme}.png`, fullPage: !focus });
}

/** Runs `shots` in both themes at both sizes (the theme is the signed-in user's preference). */
export async function everyLook(page: Page, shots: (look: Look) => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    const saved = await page.request.patch('/api/v1/me/preferences', {
      headers: originOf(page),
      data: { theme },
    });
    expect(saved.ok()).toBe(true);
    for (const size of Object.keys(VIEWPORTS) as Look['size'][]) {
      await page.setViewportSize(VIEWPORTS[size]);
      await shots({ size, theme });
    }
  }
}
