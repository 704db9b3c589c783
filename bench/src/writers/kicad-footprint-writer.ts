import { type Component, type Pad, type Point, rotate } from '@studio/core';
import { formatDecimal } from './format-number';

/** Numbers in KiCad files: mm with up to 6 decimals. */
export const kn = (n: number): string => formatDecimal(n, 6);

/** What a footprint writer needs from the board writer: net numbers and fresh stamps. */
export interface KicadContext {
  netNumber(name: string | null): number;
  stamp(): string;
}

/**
 * KiCad's footprint-local frame: unrotated footprint, +Y DOWN. A board-frame point (mm, top view,
 * +Y up) is brought there by undoing the placement and the rotation, then flipping y. Bottom-side
 * footprints need no extra mirroring: KiCad stores their pads already flipped.
 */
export function toFootprintLocal(component: Component, p: Point): Point {
  const r = rotate({ x: p.x - component.x, y: p.y - component.y }, -component.rotationDeg);
  return { x: r.x, y: -r.y };
}

const at = (p: Point, deg = 0): string => `(at ${kn(p.x)} ${kn(p.y)}${deg ? ` ${kn(deg)}` : ''})`;

const SIDE_LAYERS = {
  top: {
    cu: '"F.Cu"',
    paste: '"F.Paste"',
    mask: '"F.Mask"',
    silk: '"F.SilkS"',
    fab: '"F.Fab"',
    crtyd: '"F.CrtYd"',
  },
  bottom: {
    cu: '"B.Cu"',
    paste: '"B.Paste"',
    mask: '"B.Mask"',
    silk: '"B.SilkS"',
    fab: '"B.Fab"',
    crtyd: '"B.CrtYd"',
  },
} as const;

function padLayers(pad: Pad): string {
  const masked = pad.mask === 'open';
  if (pad.type !== 'smd') return masked ? '*.Cu *.Mask' : '*.Cu';
  const l = SIDE_LAYERS[pad.side === 'bottom' ? 'bottom' : 'top'];
  return [l.cu, l.paste, masked ? l.mask : ''].filter(Boolean).join(' ');
}

const PAD_TYPES: Record<Pad['type'], string> = { smd: 'smd', th: 'thru_hole', npth: 'np_thru_hole' };

/** KiCad's pad shape keyword; shapes KiCad describes with extra geometry are written as custom or rect. */
function padShape(pad: Pad): string {
  if (pad.shape === 'circle' || pad.shape === 'rect' || pad.shape === 'oval' || pad.shape === 'roundrect') {
    return pad.shape;
  }
  return pad.polygon && pad.polygon.length >= 3 ? 'custom' : 'rect';
}

function drill(pad: Pad): string {
  if (pad.drillMm === null) return '';
  if (pad.slotLengthMm !== null) return ` (drill oval ${kn(pad.slotLengthMm)} ${kn(pad.drillMm)})`;
  return ` (drill ${kn(pad.drillMm)})`;
}

/** The primitives of a custom pad: its polygon in the pad's own frame (unrotated, +Y down). */
function customPrimitives(pad: Pad): string {
  const points = (pad.polygon ?? []).map((p) => {
    const r = rotate({ x: p.x - pad.x, y: p.y - pad.y }, -pad.rotationDeg);
    return `(xy ${kn(r.x)} ${kn(-r.y)})`;
  });
  return `\n      (options (clearance outline) (anchor circle))\n      (primitives\n        (gr_poly (pts ${points.join(' ')}) (width 0) (fill yes))\n      )`;
}

function writePad(component: Component, pad: Pad, ctx: KicadContext): string {
  const local = toFootprintLocal(component, pad);
  const shape = padShape(pad);
  const size = shape === 'custom' ? Math.min(pad.widthMm, pad.heightMm) / 4 : null;
  const sizeText = size === null ? `${kn(pad.widthMm)} ${kn(pad.heightMm)}` : `${kn(size)} ${kn(size)}`;
  const ratio = shape === 'roundrect' ? ' (roundrect_rratio 0.25)' : '';
  const net = pad.net === null ? '' : ` (net ${ctx.netNumber(pad.net)} "${escapeKicad(pad.net)}")`;
  const prop = pad.testpointFlag ? ' (property pad_prop_testpoint)' : '';
  const custom = shape === 'custom' ? customPrimitives(pad) : '';
  return (
    `    (pad "${escapeKicad(pad.number)}" ${PAD_TYPES[pad.type]} ${shape} ${at(local, pad.rotationDeg)} (size ${sizeText})${drill(pad)} (layers ${padLayers(pad)})${ratio}${prop}${custom}\n` +
    `     ${net} (pintype "passive") (tstamp ${ctx.stamp()}))`
  );
}

function writeBody(component: Component, layer: string, widthMm: number, ctx: KicadContext): string[] {
  const body = component.body;
  if (!body || body.length < 2) return [];
  const local = body.map((p) => toFootprintLocal(component, p));
  return local.map((p, i) => {
    const q = local[(i + 1) % local.length]!;
    return `    (fp_line (start ${kn(p.x)} ${kn(p.y)}) (end ${kn(q.x)} ${kn(q.y)}) (layer ${layer}) (width ${kn(widthMm)}) (tstamp ${ctx.stamp()}))`;
  });
}

function writeText(
  kind: 'reference' | 'value',
  text: string,
  y: number,
  layer: string,
  mirror: boolean,
  ctx: KicadContext,
): string {
  return [
    `    (fp_text ${kind} "${escapeKicad(text)}" (at 0 ${kn(y)}) (layer ${layer})`,
    `      (effects (font (size 1 1) (thickness 0.15))${mirror ? ' (justify mirror)' : ''})`,
    `      (tstamp ${ctx.stamp()})`,
    '    )',
  ].join('\n');
}

function attributes(component: Component, pads: Pad[]): string {
  const kind = pads.some((p) => p.type === 'th')
    ? 'through_hole'
    : pads.some((p) => p.type === 'smd')
      ? 'smd'
      : '';
  const flags = [
    kind,
    component.excludeFromPosFiles ? 'exclude_from_pos_files' : '',
    component.excludeFromBom ? 'exclude_from_bom' : '',
  ];
  const text = flags.filter(Boolean).join(' ');
  return text ? `    (attr ${text})\n` : '';
}

/** One `(footprint …)` block in KiCad 6 syntax (file version 20211014). */
export function writeFootprint(component: Component, pads: Pad[], ctx: KicadContext): string {
  const l = SIDE_LAYERS[component.side];
  const mirror = component.side === 'bottom';
  const [lib, name] = component.footprint.includes(':')
    ? component.footprint.split(':', 2)
    : ['', component.footprint];
  return [
    `  (footprint "${escapeKicad(component.footprint)}" (layer ${l.cu})`,
    `    (tedit 5F68FEEE) (tstamp ${ctx.stamp()})`,
    `    ${at({ x: component.x, y: -component.y }, component.rotationDeg)}`,
    `    (descr "${escapeKicad(name ?? '')} footprint, synthetic board")`,
    `    (property "Sheetfile" "synthetic.kicad_sch")`,
    `    (property "Sheetname" "")`,
    `    (path "/${ctx.stamp()}")`,
    `${attributes(component, pads)}${writeText('reference', component.ref, -1.5, l.silk, mirror, ctx)}`,
    writeText('value', component.value, 1.5, l.fab, mirror, ctx),
    ...writeBody(component, l.fab, 0.1, ctx),
    ...writeBody(component, l.crtyd, 0.05, ctx),
    ...pads.map((pad) => writePad(component, pad, ctx)),
    `    (model "\${KICAD6_3DMODEL_DIR}/${escapeKicad(lib ?? '')}.3dshapes/${escapeKicad(name ?? '')}.wrl"`,
    '      (offset (xyz 0 0 0))',
    '      (scale (xyz 1 1 1))',
    '      (rotate (xyz 0 0 0))',
    '    )',
    '  )',
  ].join('\n');
}

/** Escapes a string for a KiCad quoted atom. */
export const escapeKicad = (s: string): string =>
  s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
