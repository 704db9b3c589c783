import { describe, expect, it } from 'vitest';
import { fitRect, identityTransform, panBy, zoomAt } from '../view-transform';
import { blitRect, FrameCache } from './frame-cache';
import type { Program } from './program';

/** A WebGL2 stand-in that records the calls made on it (name and arguments). */
function recordingGl() {
  const calls: [string, ...unknown[]][] = [];
  let serial = 0;
  const gl = new Proxy({} as Record<string | symbol, unknown>, {
    get(_, name) {
      if (typeof name === 'symbol') return undefined;
      // Constants (FRAMEBUFFER, TEXTURE_2D…) are their own names; everything else is a method.
      if (/^[A-Z0-9_]+$/.test(name)) return name;
      return (...args: unknown[]) => {
        calls.push([name, ...args]);
        return name.startsWith('create') ? `${name.slice(6).toLowerCase()}#${++serial}` : undefined;
      };
    },
  }) as unknown as WebGL2RenderingContext;
  return { gl, calls };
}

const board = { minX: 0, minY: 0, maxX: 100, maxY: 50 };

describe('frame cache blit rectangle (clip space)', () => {
  it.each(['top', 'bottom'] as const)('covers the viewport exactly when nothing moved (%s)', (side) => {
    const t = fitRect(identityTransform(200, 100, side), board, 10);
    expect(blitRect(t, t)).toEqual([-1, -1, 1, 1]);
  });

  it.each(['top', 'bottom'] as const)('follows a pan in screen px (%s)', (side) => {
    const t = fitRect(identityTransform(200, 100, side), board, 10);
    const [x0, y0, x1, y1] = blitRect(t, panBy(t, 20, 10));
    // +20 px right is +0.2 in clip x (200 px wide); +10 px down is −0.2 in clip y (100 px high).
    expect(x0).toBeCloseTo(-0.8, 12);
    expect(x1).toBeCloseTo(1.2, 12);
    expect(y0).toBeCloseTo(-1.2, 12);
    expect(y1).toBeCloseTo(0.8, 12);
  });

  it('scales about the zoom point', () => {
    const t = fitRect(identityTransform(200, 100), board, 10);
    const [x0, y0, x1, y1] = blitRect(t, zoomAt(t, { x: 100, y: 50 }, 2));
    expect([x0, y0, x1, y1].map((v) => Math.round(v * 1e9) / 1e9)).toEqual([-2, -2, 2, 2]);
  });
});

describe('frame cache warm-up', () => {
  it('draws into its own framebuffer, blits it to the canvas once, and lets everything go', () => {
    const { gl, calls } = recordingGl();
    const cache = new FrameCache(gl);
    const blit = {
      program: 'blit',
      uniforms: new Map([
        ['u_tex', 't'],
        ['u_rect', 'r'],
      ]),
    } as unknown as Program;
    cache.warmUp(blit, () => calls.push(['draw']));
    const names = calls.map((c) => c[0]);
    // Made in this order by allocate(): the texture, then the framebuffer.
    const [texture, fbo] = ['texture#1', 'framebuffer#2'];
    expect(names.filter((n) => n === 'createTexture' || n === 'createFramebuffer')).toEqual([
      'createTexture',
      'createFramebuffer',
    ]);
    // The warm-up draw lands in the cache's framebuffer, then the canvas (null) gets the blit.
    const bindFbo = calls.findLastIndex((c) => c[0] === 'bindFramebuffer' && c[2] === fbo);
    const draw = names.indexOf('draw');
    const unbind = calls.findIndex((c, i) => i > draw && c[0] === 'bindFramebuffer' && c[2] === null);
    const blitDraw = names.indexOf('drawArrays');
    expect(bindFbo).toBeGreaterThan(-1);
    expect(bindFbo).toBeLessThan(draw);
    expect(draw).toBeLessThan(unbind);
    expect(unbind).toBeLessThan(blitDraw);
    expect(calls).toContainEqual(['useProgram', 'blit']);
    // To an empty rectangle: the canvas keeps what it shows.
    expect(calls).toContainEqual(['uniform4f', 'r', 0, 0, 0, 0]);
    expect(calls).toContainEqual(['deleteTexture', texture]);
    expect(calls).toContainEqual(['deleteFramebuffer', fbo]);
    // Nothing is kept: the first real frame draws afresh.
    expect(cache.drawnWith).toBeNull();
    expect(cache.isExact(identityTransform(10, 10))).toBe(false);
  });
});
