import { displayNetName } from '../../board/net-display';
import type { Point } from '../../board/model';
import type { FixtureDesign, HolePurpose, Plate } from '../../fixture/design/model';
import { PLATE_THICKNESS_TOLERANCE_MM, plateStockOf } from '../../fixture/stackup/materials';
import { formatFixed, formatNumber, roundTo } from '../../units/format-number';
import { drillTools } from '../drill-tools';
import { type FileFrame, plateFrame, toFrame } from '../frame';
import { HOLE_FITS, HOLE_PURPOSE_WORDS } from './hole-fits';

/** One dimension of a drawing: a distance along X or Y of the plate frame, from the datum (0) or between two lines. */
export interface DrawingDimension {
  axis: 'x' | 'y';
  from: number;
  to: number;
  /** Where the dimension line runs: below / left of the plate at this offset (mm, negative = outside). */
  offsetMm: number;
  text: string;
}

export interface HoleTableRow {
  tool: string;
  diameterMm: number;
  count: number;
  purposes: string;
  fit: string;
  depth: string;
}

export interface TitleBlock {
  dut: string;
  revision: string;
  configVersion: string;
  date: string;
  plate: string;
  material: string;
  thickness: string;
  /** "sheet n of m" is set by the renderer, which knows the page count. */
}

/**
 * Everything a plate's dimensioned drawing shows, in the plate's drawing frame (mm, decision 0021:
 * seen from its board-facing side, origin at the plate's lower-left corner as seen — the datum: X from
 * the left edge A, Y from the bottom edge B). The PDF and the web preview draw this one model.
 */
export interface PlateDrawing {
  role: Plate['role'];
  name: string;
  frame: FileFrame;
  widthMm: number;
  heightMm: number;
  outline: Point[];
  boardOutline: Point[][];
  holes: { x: number; y: number; diameterMm: number; tool: string; purpose: HolePurpose; label: string }[];
  pockets: { ring: Point[]; depthMm: number | null; purpose: string; ref: string }[];
  dimensions: DrawingDimension[];
  holeTable: HoleTableRow[];
  /** One row per pocket: ref, purpose, depth, box in the frame. */
  pocketTable: string[][];
  notes: string[];
  title: TitleBlock;
}

export interface DrawingMeta {
  boardName: string;
  revision: string | null;
  testConfig: { id: string; version: number } | null;
  /** ISO date the package was made (the caller's clock; core has none). */
  date: string | null;
}

const f3 = (v: number) => formatNumber(v, 3);

/** The dimensioned drawing of one plate (see PlateDrawing). */
export function plateDrawing(design: FixtureDesign, plate: Plate, meta: DrawingMeta): PlateDrawing {
  const frame = plateFrame(plate);
  const map = (p: Point) => {
    const q = toFrame(frame, p);
    return { x: roundTo(q.x, 3), y: roundTo(q.y, 3) };
  };
  const outline = plate.outline.map(map);
  const widthMm = roundTo(Math.max(...outline.map((p) => p.x)), 3);
  const heightMm = roundTo(Math.max(...outline.map((p) => p.y)), 3);
  const tools = drillTools(plate);
  const toolOf = new Map(tools.flatMap((t) => t.holes.map((h) => [h, `T${t.number}`] as const)));
  // A probe class whose receptacle sits below the face gets a counterbore at its holes (stack-up).
  const counterboreOf = (d: number): number | null => {
    if (plate.role === 'carrier') return null;
    const cls = (design.stackup?.probeClasses ?? []).find(
      (c) =>
        c.side === plate.facesSide &&
        c.counterboreMm > 0 &&
        design.probes.some(
          (p) => p.probeClass === c.probeClass && p.side === c.side && Math.abs(p.drillMm - d) < 1e-3,
        ),
    );
    return cls?.counterboreMm ?? null;
  };
  const holes = plate.holes.map((h) => ({
    ...map(h),
    diameterMm: h.diameterMm,
    tool: toolOf.get(h) ?? '?',
    purpose: h.purpose,
    label: displayNetName(h.label),
  }));
  const holeTable: HoleTableRow[] = tools.map((t) => {
    const purposes = [...new Set(t.holes.map((h) => h.purpose))];
    const cb = purposes.includes('probe') ? counterboreOf(t.diameterMm) : null;
    return {
      tool: `T${t.number}`,
      diameterMm: t.diameterMm,
      count: t.holes.length,
      purposes: purposes.map((p) => HOLE_PURPOSE_WORDS[p]).join(', '),
      fit: [...new Set(purposes.map((p) => HOLE_FITS[p]))].join('; '),
      depth: cb ? `through; counterbore dia. ${f3(t.diameterMm + 1)} x ${f3(cb)} deep` : 'through',
    };
  });
  const pockets = plate.pockets.map((k) => ({
    ring: k.ring.map(map),
    depthMm: k.depthMm,
    purpose: k.purpose,
    ref: displayNetName(k.ref),
  }));
  const pocketTable = pockets.map((k, i) => {
    const xs = k.ring.map((p) => p.x);
    const ys = k.ring.map((p) => p.y);
    return [
      `K${i + 1}`,
      k.ref,
      k.purpose,
      k.depthMm === null ? 'through' : `${formatFixed(k.depthMm, 2)} deep`,
      `${formatFixed(Math.min(...xs), 2)} .. ${formatFixed(Math.max(...xs), 2)}`,
      `${formatFixed(Math.min(...ys), 2)} .. ${formatFixed(Math.max(...ys), 2)}`,
    ];
  });
  // Dimensions from the datum: the overall size, the board pocket (or the board's place), the guide
  // pins and standoffs (the holes that locate the plate and the board), each ordinate from 0.
  const dimensions: DrawingDimension[] = [
    { axis: 'x', from: 0, to: widthMm, offsetMm: -14, text: f3(widthMm) },
    { axis: 'y', from: 0, to: heightMm, offsetMm: -14, text: f3(heightMm) },
  ];
  const located = holes.filter(
    (h) => h.purpose === 'guide-pin' || h.purpose === 'standoff' || h.purpose === 'guide-pin-clearance',
  );
  const xs = [...new Set(located.map((h) => roundTo(h.x, 3)))].sort((a, b) => a - b);
  const ys = [...new Set(located.map((h) => roundTo(h.y, 3)))].sort((a, b) => a - b);
  for (const x of xs) dimensions.push({ axis: 'x', from: 0, to: x, offsetMm: -7, text: f3(x) });
  for (const y of ys) dimensions.push({ axis: 'y', from: 0, to: y, offsetMm: -7, text: f3(y) });
  const boardOutline = design.board.outline.map((r) => r.map(map));
  const bxs = boardOutline.flat().map((p) => p.x);
  const bys = boardOutline.flat().map((p) => p.y);
  if (bxs.length) {
    dimensions.push(
      { axis: 'x', from: 0, to: Math.min(...bxs), offsetMm: heightMm + 6, text: f3(Math.min(...bxs)) },
      { axis: 'x', from: 0, to: Math.max(...bxs), offsetMm: heightMm + 11, text: f3(Math.max(...bxs)) },
      { axis: 'y', from: 0, to: Math.min(...bys), offsetMm: widthMm + 6, text: f3(Math.min(...bys)) },
      { axis: 'y', from: 0, to: Math.max(...bys), offsetMm: widthMm + 11, text: f3(Math.max(...bys)) },
    );
  }
  const material =
    design.stackup?.plates.find((p) => p.role === plate.role)?.material ?? plateStockOf(plate.role).name;
  const thickness = `${f3(plate.thicknessMm)} +/- ${f3(PLATE_THICKNESS_TOLERANCE_MM)} mm`;
  return {
    role: plate.role,
    name: plate.name,
    frame,
    widthMm,
    heightMm,
    outline,
    boardOutline,
    holes,
    pockets,
    dimensions,
    holeTable,
    pocketTable,
    notes: [
      `Datum A: the plate's left edge, datum B: its bottom edge, as seen from the board-facing side (${frame.mirroredX ? 'mirrored in X' : 'not mirrored'}). Dimensions in mm from A and B.`,
      'General tolerances ISO 2768-m; hole positions +/-0.02 mm (CNC); hole sizes per the hole table; break sharp edges.',
      `Material ${material}, ${thickness}.`,
    ],
    title: {
      dut: meta.boardName,
      revision: meta.revision ?? '-',
      configVersion: meta.testConfig ? `${meta.testConfig.id} v${meta.testConfig.version}` : 'not stored',
      date: meta.date ?? '-',
      plate: plate.name,
      material,
      thickness,
    },
  };
}
