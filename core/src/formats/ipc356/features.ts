import { holeId, padId, viaId } from '../../board/ids';
import type { CopperSides, Hole, Pad, Via } from '../../board/model';
import { normalizeDeg } from '../../geometry/vec';
import type { DiagnosticTally } from './tally';
import type { TestRecord } from './test-record';
import { Ipc356Code } from './codes';

/** Everything a record needs to become a board feature. */
export interface FeatureContext {
  mmPerUnit: number;
  /** Factor for hole diameters (see quirks.ts). */
  drillScale: number;
  /** The access code of the secondary (bottom) side: the board's number of copper layers. */
  secondaryAccess: number;
  /** How `secondaryAccess` was found, for the diagnostics. */
  secondaryFrom: string;
  aliases: Map<string, string>;
  tally: DiagnosticTally;
}

export interface Features {
  pads: Pad[];
  vias: Via[];
  holes: Hole[];
  /** Source line of each pad / via, by index (for cross-file diagnostics). */
  padLines: number[];
  viaLines: number[];
}

/** Coordinates beyond 10 m are corrupt data, not a board. */
const LIMIT_MM = 10_000;

/** Net as the board names it: aliases resolved, `N/C` and blank → null (unconnected). */
export function resolveNet(field: string, aliases: Map<string, string>): string | null {
  if (field === '' || field.toUpperCase() === 'N/C') return null;
  return aliases.get(field.toUpperCase()) ?? field;
}

/**
 * Access code → copper side (IPC-D-356A "Feature side and layer designation": 00 both sides, 01 the
 * primary side, the board's highest layer number the secondary side). Any other code names an inner
 * layer: a buried via or an inner-layer pad reaches no outer side, so it cannot be probed and the
 * model has no side for it (null: left out, as the KiCad reader leaves buried vias out). KiCad 9
 * writes buried vias with codes past the layer count (its layer ids), which are inner too.
 */
function sideOf(r: TestRecord, ctx: FeatureContext): CopperSides | null {
  const smd = r.code[1] === '2';
  if (r.access === null) {
    ctx.tally.add(
      'info',
      Ipc356Code.accessMissing,
      'No access code; through-holes taken as both sides, SMD as top',
      r.line,
    );
    return smd ? 'top' : 'both';
  }
  if (r.access === 0) return smd ? 'top' : 'both';
  if (r.access === 1) return 'top';
  if (r.access === ctx.secondaryAccess) return 'bottom';
  ctx.tally.add(
    'info',
    Ipc356Code.accessInner,
    `Access code A${String(r.access).padStart(2, '0')} is an inner layer (the secondary side is A${String(ctx.secondaryAccess).padStart(2, '0')}, ${ctx.secondaryFrom}): a buried feature reaches no outer side and is left out`,
    r.line,
  );
  return null;
}

/** Solder-mask code (S0 none, S1 primary, S2 secondary, S3 both covered) → is the copper covered on every side it reaches? */
function coveredOf(r: TestRecord, side: CopperSides, ctx: FeatureContext): boolean | null {
  if (r.mask === null) return null;
  if (!Number.isInteger(r.mask) || r.mask < 0 || r.mask > 3) {
    ctx.tally.add(
      'warning',
      Ipc356Code.maskInvalid,
      `Invalid solder-mask code S${r.mask}; expected S0..S3, mask state unknown`,
      r.line,
    );
    return null;
  }
  const top = (r.mask & 1) !== 0;
  const bottom = (r.mask & 2) !== 0;
  return side === 'top' ? top : side === 'bottom' ? bottom : top && bottom;
}

const mm = (v: number | null, ctx: FeatureContext): number | null => (v === null ? null : v * ctx.mmPerUnit);

function drillOf(r: TestRecord, ctx: FeatureContext): number | null {
  return r.drill !== null && r.drill > 0 ? r.drill * ctx.mmPerUnit * ctx.drillScale : null;
}

/** Feature size (mm): Y absent or 0 means round (IPC-D-356A; KiCad writes Y0000 for circles). */
function sizeOf(
  r: TestRecord,
  drill: number | null,
  ctx: FeatureContext,
): { w: number; h: number; round: boolean } {
  let w = mm(r.sizeX, ctx) ?? 0;
  const h = mm(r.sizeY, ctx) ?? 0;
  if (w <= 0 && drill !== null) {
    ctx.tally.add(
      'info',
      Ipc356Code.sizeFromDrill,
      'No feature size (X0000); the hole diameter is used as the pad size',
      r.line,
    );
    w = drill;
  } else if (w <= 0) {
    ctx.tally.add('warning', Ipc356Code.sizeMissing, 'No feature size; the pad has size 0', r.line);
  }
  return h > 0 ? { w, h, round: false } : { w, h: w, round: true };
}

function addPad(r: TestRecord, x: number, y: number, out: Features, ctx: FeatureContext): void {
  const smd = r.code[1] === '2';
  const side = sideOf(r, ctx);
  if (side === null) return;
  const drill = smd ? null : drillOf(r, ctx);
  const size = sizeOf(r, drill, ctx);
  if (!smd && drill === null)
    ctx.tally.add('warning', Ipc356Code.drillMissing, 'Through-hole record without a hole diameter', r.line);
  const plated = smd ? false : r.plated !== false;
  out.padLines.push(r.line);
  out.pads.push({
    id: padId(out.pads.length),
    ref: r.ref === '' ? null : r.ref,
    number: r.pin,
    x,
    y,
    net: resolveNet(r.net, ctx.aliases),
    side,
    shape: size.round ? 'circle' : 'rect',
    widthMm: size.w,
    heightMm: size.h,
    // As written: KiCad's writer negates its (CCW) pad angle, so 356 angles may run clockwise;
    // IPC features are round or rectangular, where only the angle modulo 180° matters.
    rotationDeg: normalizeDeg(r.rotation ?? 0),
    type: smd ? 'smd' : plated ? 'th' : 'npth',
    drillMm: drill,
    slotLengthMm: null,
    plated,
    polygon: null,
    mask: coveredOf(r, side, ctx) === true ? 'covered' : 'open',
    testpointFlag: false,
  });
}

function addVia(r: TestRecord, x: number, y: number, out: Features, ctx: FeatureContext): void {
  const side = sideOf(r, ctx);
  if (side === null) return;
  const drill = drillOf(r, ctx);
  if (drill === null)
    ctx.tally.add('warning', Ipc356Code.drillMissing, 'Via record without a hole diameter', r.line);
  out.viaLines.push(r.line);
  out.vias.push({
    id: viaId(out.vias.length),
    x,
    y,
    drillMm: drill ?? 0,
    diameterMm: sizeOf(r, drill, ctx).w,
    net: resolveNet(r.net, ctx.aliases),
    side,
    tented: coveredOf(r, side, ctx),
  });
}

function addHole(r: TestRecord, x: number, y: number, out: Features, ctx: FeatureContext): void {
  const diameter = drillOf(r, ctx) ?? mm(r.sizeX, ctx) ?? 0;
  if (diameter <= 0)
    ctx.tally.add('warning', Ipc356Code.holeNoSize, 'Tooling hole without a diameter', r.line);
  // 367 is the non-plated tooling hole; 347 a (plated) tooling hole. An explicit P/U wins.
  const plated = r.plated ?? r.code[1] === '4';
  out.holes.push({
    id: holeId(out.holes.length),
    x,
    y,
    diameterMm: diameter,
    slotLengthMm: null,
    plated,
    ref: r.ref || null,
  });
}

function tooBig(r: TestRecord, ctx: FeatureContext): boolean {
  const values = [r.x, r.y, r.sizeX, r.sizeY, (r.drill ?? 0) * ctx.drillScale];
  return values.some((v) => v !== null && Math.abs(v) * ctx.mmPerUnit > LIMIT_MM);
}

/** Turns test records into pads, vias and holes in the board frame (mm, the 356 file's own origin, +Y up). */
export function recordsToFeatures(records: TestRecord[], ctx: FeatureContext): Features {
  const out: Features = { pads: [], vias: [], holes: [], padLines: [], viaLines: [] };
  for (const r of records) {
    const x = mm(r.x, ctx);
    const y = mm(r.y, ctx);
    if (x === null || y === null) {
      ctx.tally.add(
        'error',
        Ipc356Code.recordNoLocation,
        'Test record without an X/Y location; skipped',
        r.line,
      );
      continue;
    }
    if (tooBig(r, ctx)) {
      ctx.tally.add(
        'error',
        Ipc356Code.recordOutOfRange,
        'Test record with a coordinate or size beyond 10 m; skipped',
        r.line,
      );
      continue;
    }
    if (r.shifted)
      ctx.tally.add(
        'info',
        Ipc356Code.columnsShifted,
        'Reference / pin not in columns 21–31; fields located by their letters',
        r.line,
      );
    if (r.junkColumn !== null) {
      ctx.tally.add(
        'warning',
        Ipc356Code.recordJunk,
        `Unreadable text from column ${r.junkColumn}; the rest of the record is ignored`,
        r.line,
      );
    }
    const kind = r.code[1];
    if (kind === '1' && r.ref.toUpperCase() === 'VIA') addVia(r, x, y, out, ctx);
    else if (kind === '1' || kind === '2') addPad(r, x, y, out, ctx);
    else addHole(r, x, y, out, ctx);
  }
  return out;
}
