import { sampleDesign } from '@studio/core/testing';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { fixtureParts, LINES_BELOW_PX } from './fixture-parts';

/** The drawn object (quads or lines) of each pin kind that is visible. */
function shown(group: THREE.Group): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kind of group.children.filter((c) => c.userData.part && c.userData.part !== 'plates')) {
    const visible = kind.children.filter((c) => c.visible);
    out[kind.userData.part] = visible
      .map((c) => (c instanceof THREE.LineSegments ? 'lines' : 'quads'))
      .join();
  }
  return out;
}

describe('the fixture in 3D: pins drawn by their size on screen (decision 0049)', () => {
  const design = sampleDesign();
  const { group, detail } = fixtureParts(design, 1.6);

  it('draws every pin kind as shaded quads at rest, however small', () => {
    detail({ pxPerMm: 0.1, moving: false });
    expect(shown(group)).toEqual({ probes: 'quads', 'guide-pins': 'quads', 'pressure-pins': 'quads' });
  });

  it('while moving, draws pins narrower than LINES_BELOW_PX as lines, one segment per pin along its axis', () => {
    // The probes' widest diameter is under 1.7 mm (drill 1.7 − 0.2); guide pins are wider.
    detail({ pxPerMm: LINES_BELOW_PX / 1.7, moving: true });
    expect(shown(group).probes).toBe('lines');
    const probes = group.children.find((c) => c.userData.part === 'probes')!;
    const lines = probes.children.find((c) => c instanceof THREE.LineSegments) as THREE.LineSegments;
    const ends = lines.geometry.getAttribute('position');
    expect(ends.count).toBe(design.probes.length * 2);
    // The first probe's segment stands at its x, y.
    expect([ends.getX(0), ends.getY(0), ends.getX(1), ends.getY(1)]).toEqual([
      design.probes[0]!.x,
      design.probes[0]!.y,
      design.probes[0]!.x,
      design.probes[0]!.y,
    ]);
    // Close up, the same motion draws them shaded again.
    detail({ pxPerMm: 20, moving: true });
    expect(shown(group)).toEqual({ probes: 'quads', 'guide-pins': 'quads', 'pressure-pins': 'quads' });
  });

  it('leaves a kind hidden by the view (setPartVisible) hidden whichever way it is drawn', () => {
    const probes = group.children.find((c) => c.userData.part === 'probes')!;
    probes.visible = false;
    detail({ pxPerMm: 0.1, moving: true });
    expect(probes.visible).toBe(false);
    probes.visible = true;
  });
});
