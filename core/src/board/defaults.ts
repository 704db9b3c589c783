import { componentId, padId } from './ids';
import type { Component, Pad } from './model';

/**
 * A pad with neutral defaults (1 mm round SMD pad on top at the origin, no net, mask open), with
 * `fields` on top. For tests, generators and low-volume builders: it spreads an object, so
 * per-pad hot loops of importers build their literals directly.
 */
export function makePad(n: number, fields: Partial<Pad> = {}): Pad {
  return {
    id: padId(n),
    ref: null,
    number: '1',
    x: 0,
    y: 0,
    net: null,
    side: 'top',
    shape: 'circle',
    widthMm: 1,
    heightMm: 1,
    rotationDeg: 0,
    type: 'smd',
    drillMm: null,
    slotLengthMm: null,
    plated: false,
    polygon: null,
    mask: 'open',
    testpointFlag: false,
    ...fields,
  };
}

/** A component with neutral defaults (top side at the origin, no body, height unknown), with `fields` on top. */
export function makeComponent(n: number, ref: string, fields: Partial<Component> = {}): Component {
  return {
    id: componentId(n),
    ref,
    value: '',
    footprint: '',
    side: 'top',
    x: 0,
    y: 0,
    rotationDeg: 0,
    body: null,
    heightMm: null,
    dnp: false,
    excludeFromBom: false,
    excludeFromPosFiles: false,
    ...fields,
  };
}
