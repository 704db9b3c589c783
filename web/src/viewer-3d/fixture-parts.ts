import type { FixtureDesign, Plate } from '@studio/core';
import * as THREE from 'three';
import { litMesh } from './baked-light';
import { mergedPins, type Pins } from './merged-pins';
import type { ViewDetail } from './stage';

/** Colours of the fixture's parts (the same meaning as the glTF's). */
export const FIXTURE_COLOURS = {
  plate: 0xb0bec5,
  probe: 0xe8a33d,
  guidePin: 0x1e63d6,
  pressurePin: 0x2f9e44,
};

/**
 * While the camera moves, pins narrower than this on screen (drawing-buffer pixels) are drawn as
 * lines of one pixel (decision 0049). Still frames always draw them shaded.
 */
export const LINES_BELOW_PX = 2;

/** z of a plate's faces (board frame, mm, z up from the board's bottom face). */
const plateSpan = (p: Plate): [number, number] =>
  p.facesSide === 'bottom' ? [p.faceZMm - p.thicknessMm, p.faceZMm] : [p.faceZMm, p.faceZMm + p.thicknessMm];

function plateSlab(plate: Plate): THREE.Mesh {
  const [z0, z1] = plateSpan(plate);
  const xs = plate.outline.map((p) => p.x);
  const ys = plate.outline.map((p) => p.y);
  const [w, h] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  const slab = litMesh(new THREE.BoxGeometry(w, h, z1 - z0), FIXTURE_COLOURS.plate, 0.28);
  slab.position.set(Math.min(...xs) + w / 2, Math.min(...ys) + h / 2, (z0 + z1) / 2);
  slab.name = plate.name;
  slab.userData.part = 'plates';
  return slab;
}

/**
 * The fixture around the board, in the board frame (mm, z up from the board's bottom face): the
 * plates as translucent slabs, probes, guide pins and pressure pins as merged cylinders (each kind
 * one draw call). The board itself is `boardSlab`'s; `thicknessMm` is the one it is drawn at.
 * `detail` picks how pins are drawn for a frame (`LINES_BELOW_PX`).
 */
export function fixtureParts(
  design: FixtureDesign,
  thicknessMm: number,
): { group: THREE.Group; detail: (view: ViewDetail) => void } {
  const group = new THREE.Group();
  const t = thicknessMm;
  for (const plate of design.plates) group.add(plateSlab(plate));
  // Where a pin ends: the far face of the plate behind it on that side, or 20 mm out without one.
  const back = (side: 'top' | 'bottom', role: Plate['role']) => {
    const plate =
      design.plates.find((p) => p.facesSide === side && p.role === role) ??
      design.plates.find((p) => p.facesSide === side && p.role !== 'carrier');
    if (!plate) return side === 'bottom' ? -20 : t + 20;
    return side === 'bottom' ? plateSpan(plate)[0] : plateSpan(plate)[1];
  };
  const parts: [string, Pins][] = [
    [
      'probes',
      mergedPins(design.probes.length, FIXTURE_COLOURS.probe, (i) => {
        const p = design.probes[i]!;
        return {
          x: p.x,
          y: p.y,
          z0: p.side === 'bottom' ? 0 : t,
          z1: back(p.side, p.side === design.probeSide ? 'probe' : 'second-probe'),
          r: Math.max(p.drillMm / 2 - 0.1, 0.2),
        };
      }),
    ],
    [
      'guide-pins',
      mergedPins(design.guidePins.length, FIXTURE_COLOURS.guidePin, (i) => {
        const g = design.guidePins[i]!;
        // As the stack-up sets them (pressed into their plate, the catalog part's length); designs
        // made before the stack-up: from the base plate's back to 3 mm above the board.
        const gp = design.stackup?.guidePin;
        const z0 = gp ? gp.baseZMm : back('bottom', design.probeSide === 'bottom' ? 'probe' : 'pressure');
        return {
          x: g.x,
          y: g.y,
          z0,
          z1: gp ? z0 + gp.lengthMm : t + 3,
          r: g.holeDiameterMm / 2 - 0.05,
        };
      }),
    ],
    [
      'pressure-pins',
      mergedPins(design.pressurePins.length, FIXTURE_COLOURS.pressurePin, (i) => {
        const p = design.pressurePins[i]!;
        return {
          x: p.x,
          y: p.y,
          z0: p.side === 'bottom' ? 0 : t,
          // The whole pin (the BOM part's length): free length across the gap plus its seat in the plate.
          z1: p.side === 'bottom' ? -p.lengthMm : t + p.lengthMm,
          r: p.diameterMm / 2,
        };
      }),
    ],
  ];
  for (const [part, pins] of parts) {
    pins.group.userData.part = part;
    group.add(pins.group);
  }
  return {
    group,
    detail({ pxPerMm, moving }) {
      for (const [, pins] of parts) pins.setLines(moving && pins.widestMm * pxPerMm < LINES_BELOW_PX);
    },
  };
}
