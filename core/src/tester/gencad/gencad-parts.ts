import type { Component, Pad, Point } from '../../board/model';
import { normalizeDeg, rotate } from '../../geometry/vec';
import { decimal as d } from '../decimal';
import { type TesterFrame, toTester } from '../frame';
import type { DeviceValue } from '../model';
import type { GencadPads, StackLayers } from './gencad-pads';
import { gencadString as s } from './gencad-string';

/** A pin's name as GenCAD writes it: the pad number, `NOPINn` for a pad the design left unnamed. */
export function pinName(pad: Pad, unnamed: Map<string, string>): string {
  if (pad.number !== '') return pad.number;
  const key = pad.id as string;
  const found = unnamed.get(key);
  if (found) return found;
  const name = `NOPIN${unnamed.size + 1}`;
  unnamed.set(key, name);
  return name;
}

interface Placement {
  mirror: '0' | 'MIRRORX';
  flip: '0' | 'FLIP';
  /** Board frame → shape frame. */
  local(p: Point): Point;
  /** A pad's absolute angle → its angle in the shape. */
  angle(abs: number): number;
}

/**
 * How a component sits on its shape (GenCAD 1.4 §2 COMPONENTS, Appendix B): PLACE at the component
 * origin, ROTATION its angle; a bottom component uses its shape mirrored about the board's X axis and
 * flipped (`MIRRORX FLIP`, as KiCad's exporter writes it), so its shape is the footprint as seen from
 * its own side. A reader maps a shape point p to PLACE + R(ROTATION)·M·p, mirroring first (Appendix B
 * rule 3); the shape's pins are therefore M·R(−ROTATION)·(pin − PLACE).
 */
function placementOf(c: Component): Placement {
  const bottom = c.side === 'bottom';
  return {
    mirror: bottom ? 'MIRRORX' : '0',
    flip: bottom ? 'FLIP' : '0',
    local: (p) => {
      const q = rotate({ x: p.x - c.x, y: p.y - c.y }, -c.rotationDeg);
      return bottom ? { x: q.x, y: -q.y } : q;
    },
    angle: (abs) => normalizeDeg(bottom ? c.rotationDeg - abs : abs - c.rotationDeg),
  };
}

/** Copper sides of a pad in its component's shape frame (a flipped shape swaps them back). */
function shapeLayers(pad: Pad, bottomComponent: boolean): StackLayers {
  if (pad.side === 'both') return 'TOP+BOTTOM';
  const onTop = (pad.side === 'top') !== bottomComponent;
  return onTop ? 'TOP' : 'BOTTOM';
}

/** Writes $SHAPES, $COMPONENTS and $DEVICES; shapes with identical geometry are shared. */
export function writeParts(
  components: readonly Component[],
  padsByRef: ReadonlyMap<string, Pad[]>,
  pads: GencadPads,
  unnamed: Map<string, string>,
  frame: TesterFrame,
  devices: Readonly<Record<string, DeviceValue>>,
): { shapes: string[]; components: string[]; devices: string[] } {
  const shapeByKey = new Map<string, string>();
  const shapeNames = new Set<string>();
  const shapes: string[] = ['$SHAPES'];
  const comps: string[] = ['$COMPONENTS'];
  const devs: string[] = ['$DEVICES'];
  for (const c of components) {
    const place = placementOf(c);
    const own = padsByRef.get(c.ref) ?? [];
    const body = c.step?.outline ?? c.body;
    const lines: string[] = [];
    if (body && body.length >= 3) {
      const ring = body.map((p) => place.local(p));
      ring.forEach((p, i) => {
        const q = ring[(i + 1) % ring.length]!;
        lines.push(`LINE ${d(p.x)} ${d(p.y)} ${d(q.x)} ${d(q.y)}`);
      });
    }
    const height = c.step?.heightMm ?? c.heightMm;
    lines.push(`INSERT ${own.some((p) => p.type !== 'smd') ? 'TH' : 'SMD'}`);
    if (height !== null && height !== undefined) lines.push(`HEIGHT ${d(height)}`);
    for (const pad of own) {
      const at = place.local(pad);
      const stack = pads.stack(pad, shapeLayers(pad, c.side === 'bottom'), c.side === 'bottom');
      lines.push(
        `PIN ${s(pinName(pad, unnamed))} ${stack} ${d(at.x)} ${d(at.y)} TOP ${d(place.angle(pad.rotationDeg))} 0`,
      );
    }
    const key = `${c.footprint}\n${lines.join('\n')}`;
    let shape = shapeByKey.get(key);
    if (!shape) {
      shape = uniqueShapeName(c.footprint || c.ref, shapeNames);
      shapeByKey.set(key, shape);
      shapes.push(`SHAPE ${s(shape)}`, ...lines);
    }
    const at = toTester(frame, c);
    comps.push(
      `COMPONENT ${s(c.ref)}`,
      `DEVICE ${s(c.ref)}`,
      `PLACE ${d(at.x)} ${d(at.y)}`,
      `LAYER ${c.side === 'bottom' ? 'BOTTOM' : 'TOP'}`,
      `ROTATION ${d(normalizeDeg(c.rotationDeg))}`,
      `SHAPE ${s(shape)} ${place.mirror} ${place.flip}`,
    );
    devs.push(...deviceLines(c, devices[c.ref]));
  }
  shapes.push('$ENDSHAPES');
  comps.push('$ENDCOMPONENTS');
  devs.push('$ENDDEVICES');
  return { shapes, components: comps, devices: devs };
}

function uniqueShapeName(base: string, taken: Set<string>): string {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}_${i}`;
  taken.add(name);
  return name;
}

const MPN_FIELDS = ['mpn', 'manufacturer part number', 'mfr part number', 'mfr. part number', 'part number'];

const TYPE_OF = { resistor: 'RES', capacitor: 'CAP', inductor: 'IND' } as const;

/**
 * One DEVICE per component, named by its reference (GenCAD 1.4 §2 DEVICES allows a device per
 * component). VALUE is the design's own text; TYPE and tolerances only when a value parser read them
 * (Studio does not guess them: absent keywords are GenCAD's "unknown").
 */
function deviceLines(c: Component, parsed: DeviceValue | undefined): string[] {
  const out = [`DEVICE ${s(c.ref)}`];
  const fields = c.fields ?? {};
  const mpnKey = Object.keys(fields).find((k) => MPN_FIELDS.includes(k.toLowerCase()) && fields[k]);
  if (mpnKey) out.push(`PART ${s(fields[mpnKey]!)}`);
  if (parsed) out.push(`TYPE ${TYPE_OF[parsed.kind]}`);
  if (c.footprint) out.push(`PACKAGE ${s(c.footprint)}`);
  if (c.value && c.value !== '~') out.push(`VALUE ${s(c.value)}`);
  if (parsed && parsed.plusTolerancePct !== null && parsed.minusTolerancePct !== null) {
    if (parsed.plusTolerancePct === parsed.minusTolerancePct) out.push(`TOL ${d(parsed.plusTolerancePct)}`);
    else out.push(`PTOL ${d(parsed.plusTolerancePct)}`, `NTOL ${d(parsed.minusTolerancePct)}`);
  }
  if (c.dnp) out.push('ATTRIBUTE studio dnp "do not populate"');
  return out;
}
