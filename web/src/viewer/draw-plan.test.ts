import { describe, expect, it } from 'vitest';
import { planFrame } from './draw-plan';
import { buildScene } from './scene/scene-build';
import { makeTestBoard } from '@studio/core/testing';
import { DEFAULT_LAYERS } from './board-viewer';

describe('draw plan', () => {
  const scene = buildScene(makeTestBoard());

  it('draws far-side copper first and dimmed, near-side copper after it', () => {
    const top = planFrame(scene, 'top', DEFAULT_LAYERS);
    const far = top.findIndex((s) => s.kind === 'inst' && s.far);
    const near = top.findIndex((s) => s.kind === 'inst' && !s.far && s.range === scene.instGroups.pads.top);
    expect(far).toBeGreaterThanOrEqual(0);
    expect(top[far]).toMatchObject({ range: scene.instGroups.pads.bottom });
    expect(near).toBeGreaterThan(far);
  });

  it('swaps near and far from the bottom', () => {
    const bottom = planFrame(scene, 'bottom', DEFAULT_LAYERS);
    const far = bottom.find((s) => s.kind === 'inst' && s.far);
    expect(far).toMatchObject({ range: scene.instGroups.pads.top });
  });

  it('leaves out hidden layers; both-sided copper stays while either side is shown', () => {
    const steps = planFrame(scene, 'top', {
      ...DEFAULT_LAYERS,
      padsTop: false,
      vias: false,
      outline: false,
      testPoints: false,
    });
    expect(steps.some((s) => s.kind === 'fill')).toBe(false);
    expect(steps.some((s) => s.kind === 'inst' && s.range === scene.instGroups.vias)).toBe(false);
    expect(steps.some((s) => s.kind === 'inst' && s.range === scene.instGroups.pads.both)).toBe(true);
    const none = planFrame(scene, 'top', { ...DEFAULT_LAYERS, padsTop: false, padsBottom: false });
    expect(none.some((s) => s.kind === 'inst' && s.range === scene.instGroups.pads.both)).toBe(false);
  });

  it('draws test-point rings only once they are a few pixels big', () => {
    const has = (pxPerMm: number) =>
      planFrame(scene, 'top', DEFAULT_LAYERS, pxPerMm).some((s) => s.kind === 'markers');
    // The typical candidate here is 1–2 mm across: rings appear between 1 and 10 px/mm.
    expect(has(1)).toBe(false);
    expect(has(10)).toBe(true);
  });
});
