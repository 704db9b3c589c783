import type { Point } from '../board/model';
import type { HolePurpose, Plate } from '../fixture/design/model';
import { displayNetName } from '../board/net-display';
import { toAscii } from '../render/ascii-text';
import { type FileFrame, toFrame } from './frame';

/** Layer of the plate outline, the engraved labels and the notes. */
export const DXF_LAYER_OUTLINE = 'OUTLINE';
export const DXF_LAYER_LABELS = 'ENGRAVE_LABELS';
export const DXF_LAYER_NOTES = 'NOTES';
/** Through cut-outs (pockets with no depth). */
export const DXF_LAYER_CUTOUTS = 'CUTOUT_THROUGH';
/** A hold-down block's contact lands: left standing inside its face relief (decision 0070). */
export const DXF_LAYER_CONTACT = 'CONTACT_LANDS';

/** The layer of a hole purpose: `HOLES_PROBE`, `HOLES_GUIDE_PIN`, … */
export const dxfHoleLayer = (purpose: HolePurpose): string =>
  `HOLES_${purpose.toUpperCase().replace(/-/g, '_')}`;
/** The layer of a blind pocket of a depth: `POCKET_1.60MM` (depth from the board-facing face). */
export const dxfPocketLayer = (depthMm: number): string => `POCKET_${depthMm.toFixed(2)}MM`;

/** AutoCAD colour index per layer kind (so a viewer tells them apart). */
const COLORS: Record<string, number> = {
  OUTLINE: 7,
  ENGRAVE_LABELS: 3,
  NOTES: 8,
  CUTOUT_THROUGH: 1,
  CONTACT_LANDS: 4,
};
const LABEL_HEIGHT_MM = 0.8;
/** Width of a character as a share of the text height (the standard TXT font: at most 1; typical 0.7). */
const LABEL_WIDTH = 0.8;
const NOTE_HEIGHT_MM = 2;

const n = (v: number) => {
  const s = v.toFixed(4);
  return /^-0\.?0*$/.test(s) ? s.slice(1) : s;
};

/**
 * A DXF (R12 / AC1009, pure 7-bit ASCII — Ø, ±, µ are spelled out — the dialect every CAM tool reads) of one plate in its drawing frame:
 * the outline, every hole as a CIRCLE, pockets and cut-outs as closed POLYLINEs, and the engraved
 * probe labels as TEXT, each on a named layer. Units mm ($INSUNITS 4, $MEASUREMENT 1); the header
 * comments (999) and a NOTES text say the frame.
 */
export function writeDxf(plate: Plate, frame: FileFrame, headerLines: string[]): string {
  const entities: string[] = [];
  const layers = new Set<string>([DXF_LAYER_OUTLINE, DXF_LAYER_LABELS, DXF_LAYER_NOTES]);
  const map = (p: Point) => toFrame(frame, p);
  const seen = plate.outline.map(map);
  const maxX = Math.max(...seen.map((p) => p.x));
  const [minY, maxY] = [Math.min(...seen.map((p) => p.y)), Math.max(...seen.map((p) => p.y))];
  polyline(entities, DXF_LAYER_OUTLINE, plate.outline.map(map));
  for (const pocket of plate.pockets) {
    const layer =
      pocket.purpose === 'contact-land'
        ? DXF_LAYER_CONTACT
        : pocket.depthMm === null
          ? DXF_LAYER_CUTOUTS
          : dxfPocketLayer(pocket.depthMm);
    layers.add(layer);
    polyline(entities, layer, pocket.ring.map(map));
  }
  for (const hole of plate.holes) {
    const layer = dxfHoleLayer(hole.purpose);
    layers.add(layer);
    const c = map(hole);
    entities.push(
      '0',
      'CIRCLE',
      '8',
      layer,
      '10',
      n(c.x),
      '20',
      n(c.y),
      '30',
      '0',
      '40',
      n(hole.diameterMm / 2),
    );
    if (hole.label) {
      // Right of the hole, or left of it when that would leave the plate: engraving stays on the plate.
      const r = hole.diameterMm / 2;
      const label = toAscii(displayNetName(hole.label));
      const width = label.length * LABEL_HEIGHT_MM * LABEL_WIDTH;
      const x = c.x + r + 0.2 + width <= maxX ? c.x + r + 0.2 : Math.max(0, c.x - r - 0.2 - width);
      const y = Math.min(Math.max(c.y - LABEL_HEIGHT_MM / 2, minY), maxY - LABEL_HEIGHT_MM);
      text(entities, DXF_LAYER_LABELS, { x, y }, LABEL_HEIGHT_MM, label);
    }
  }
  const noteY = minY - 2 * NOTE_HEIGHT_MM;
  [...headerLines, frame.note].forEach((line, i) => {
    text(entities, DXF_LAYER_NOTES, { x: 0, y: noteY - i * 1.6 * NOTE_HEIGHT_MM }, NOTE_HEIGHT_MM, line);
  });
  return [
    ...[...headerLines, frame.note].flatMap((line) => ['999', oneLine(line)]),
    ...header(),
    ...tables([...layers]),
    '0',
    'SECTION',
    '2',
    'ENTITIES',
    ...entities,
    '0',
    'ENDSEC',
    '0',
    'EOF',
    '',
  ].join('\n');
}

/** One line of pure ASCII (DXF R12 text has no code page every CAM tool honours). */
const oneLine = (s: string) => toAscii(s.replace(/[\r\n]+/g, ' '));

function header(): string[] {
  return [
    '0',
    'SECTION',
    '2',
    'HEADER',
    '9',
    '$ACADVER',
    '1',
    'AC1009',
    '9',
    '$INSUNITS',
    '70',
    '4',
    '9',
    '$MEASUREMENT',
    '70',
    '1',
    '0',
    'ENDSEC',
  ];
}

function tables(layers: string[]): string[] {
  const out = ['0', 'SECTION', '2', 'TABLES'];
  out.push('0', 'TABLE', '2', 'LTYPE', '70', '1');
  out.push('0', 'LTYPE', '2', 'CONTINUOUS', '70', '0', '3', 'Solid line', '72', '65', '73', '0', '40', '0.0');
  out.push('0', 'ENDTAB');
  out.push('0', 'TABLE', '2', 'LAYER', '70', String(layers.length));
  for (const name of layers) {
    const color = COLORS[name] ?? (name.startsWith('POCKET') ? 5 : 4);
    out.push('0', 'LAYER', '2', name, '70', '0', '62', String(color), '6', 'CONTINUOUS');
  }
  out.push('0', 'ENDTAB', '0', 'ENDSEC');
  return out;
}

function polyline(out: string[], layer: string, ring: Point[]) {
  out.push('0', 'POLYLINE', '8', layer, '66', '1', '10', '0', '20', '0', '30', '0', '70', '1');
  for (const p of ring) out.push('0', 'VERTEX', '8', layer, '10', n(p.x), '20', n(p.y), '30', '0');
  out.push('0', 'SEQEND', '8', layer);
}

function text(out: string[], layer: string, at: Point, height: number, value: string) {
  out.push(
    '0',
    'TEXT',
    '8',
    layer,
    '10',
    n(at.x),
    '20',
    n(at.y),
    '30',
    '0',
    '40',
    n(height),
    '1',
    oneLine(value),
  );
}
