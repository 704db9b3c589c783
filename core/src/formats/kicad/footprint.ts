import { componentId, holeId, padId } from '../../board/ids';
import { isSingleHoleFootprint } from '../../board/single-hole';
import { WordSet } from '../sexpr/index';
import type { Side } from '../../board/model';
import { type KicadContext, where } from './context';
import { addLinePoints, readShape } from './graphics';
import { fabBodyOf, type PadTally } from './fab-body';
import { FabPoints } from './fab-points';
import { L_BACK_CU, L_EDGE, L_FAB, layerFlags } from './layers';
import { addOutlineShape } from './outline';
import { noteCopperless } from './copperless';
import { readPad } from './pad';
import { type Placement, placementAt } from './transform';
import { KicadCode } from './codes';

/** Component flags from `(attr ...)` and friends. */
interface Attributes {
  dnp: boolean;
  excludeFromBom: boolean;
  excludeFromPosFiles: boolean;
}

interface Texts {
  ref: string;
  value: string;
  heightMm: number | null;
  /** The footprint's other properties (`Component.fields`); made on the first one, as most have none. */
  fields: Record<string, string> | undefined;
}

/**
 * Property keys KiCad itself writes on every footprint (6+): the reference and value (read), and the
 * standard fields a test plan has no use for. Any other key is the designer's own field (Tolerance,
 * MPN, Voltage, Sim.Pins …) and is kept in `Component.fields`; `ki_*` keys are KiCad's internal ones.
 */
const PROPERTY_KEYS = new WordSet<number>([
  ['Reference', 0],
  ['Value', 1],
  ...['Footprint', 'Datasheet', 'Description', 'Sheetfile', 'Sheetname', 'Sheet file', 'Sheet name'].map(
    (w) => [w, 2] as const,
  ),
]);

/**
 * A plated pad is a hole of the board (a tooling / mounting candidate) when its footprint is one
 * drilled hole (`isSingleHoleFootprint`: a mounting hole, whatever its name — KiCad's D-sub names
 * contain `MountingHolesOffset` and their pins are no holes), or when its reference names a hole
 * (H1, MH2) and the pad has no net.
 */
const MOUNTING_REF = /^M?H\d+[A-Z]?$/i;

/** Children of a footprint the reader dispatches on (index = case in the loop). */
const FP_CHILDREN = [
  'pad',
  'fp_text',
  'property',
  'attr',
  'dnp',
  'exclude_from_bom',
  'exclude_from_pos_files',
  'fp_line',
  'fp_arc',
  'fp_circle',
  'fp_rect',
  'fp_poly',
  'fp_curve',
];
const FP_WORDS = new WordSet(FP_CHILDREN.map((w, i) => [w, i] as const));
/** Index of `fp_line`, the first graphic. */
const FIRST_SHAPE = 7;
/** The fabrication points of the footprint being read (readFootprint does not nest). */
const FAB = new FabPoints();
const SHAPE_KINDS = ['line', 'arc', 'circle', 'rect', 'poly', 'curve'];

/**
 * Reads a `(footprint ...)` (KiCad 6+) or `(module ...)` (KiCad 5): the component, its pads, its
 * Edge.Cuts graphics (into the board outline), its body outline and its holes, in one pass over
 * the children. The body is the fabrication drawing's hull (`fabBody`: F.Fab / B.Fab shapes), or
 * null when the drawing outlines nothing; the courtyard is a placement keep-out, not a body, and is
 * not read (decision 0043). Consumers fall back to the pads' extent (`collectBodyOutlines`).
 */
export function readFootprint(ctx: KicadContext, node: number): void {
  const { t, board } = ctx;
  const name = t.strArg(node, 0);
  const fp = readPlacement(ctx, node, name);
  const side: Side = (layerFlags(t, ctx.layers, t.child(node, 'layer')) & L_BACK_CU) !== 0 ? 'bottom' : 'top';
  const texts: Texts = { ref: '', value: '', heightMm: null, fields: undefined };
  const attrs: Attributes = { dnp: false, excludeFromBom: false, excludeFromPosFiles: false };
  const padNodes: number[] = [];
  const fab = FAB;
  fab.clear();
  for (let c = t.first(node), e = t.end(node); c < e; c = t.end(c)) {
    const which = t.lookupHead(c, FP_WORDS);
    if (which === undefined) continue;
    if (which === 0)
      padNodes.push(c); // read once the reference is known
    else if (which < FIRST_SHAPE) readField(ctx, c, which, texts, attrs);
    else {
      const layer = layerFlags(t, ctx.layers, t.child(c, 'layer'));
      if ((layer & (L_EDGE | L_FAB)) === 0) continue;
      // a body line (most of a fab drawing): its two points, no shape
      if (which === FIRST_SHAPE && (layer & L_EDGE) === 0) {
        addLinePoints(t, c, fp, fab);
        continue;
      }
      const shape = readShape(t, c, SHAPE_KINDS[which - FIRST_SHAPE]!, fp);
      if (!shape) continue;
      if (layer & L_EDGE) addOutlineShape(ctx, shape, t.line(c));
      if (layer & L_FAB) fab.addPoints(shape.points);
    }
  }
  const pads = readPads(ctx, padNodes, fp, side, texts.ref);
  board.components.push({
    id: componentId(board.components.length),
    ref: texts.ref,
    value: texts.value,
    footprint: name,
    side,
    x: fp.x,
    y: fp.y,
    rotationDeg: fp.rotationDeg,
    body: fabBodyOf(fab, pads),
    heightMm: texts.heightMm,
    // Written out, not spread: a spread adds these by map transitions, and such maps die with the
    // last component of an import — taking the optimised code that reads components with them.
    dnp: attrs.dnp,
    excludeFromBom: attrs.excludeFromBom,
    excludeFromPosFiles: attrs.excludeFromPosFiles,
    fields: texts.fields,
  });
}

function readPlacement(ctx: KicadContext, node: number, name: string): Placement {
  const { t } = ctx;
  const at = t.child(node, 'at');
  const kx = t.numArg(at, 0);
  const ky = t.numArg(at, 1);
  const rot = t.numArg(at, 2);
  if (Number.isFinite(kx) && Number.isFinite(ky)) return placementAt(kx, ky, Number.isFinite(rot) ? rot : 0);
  ctx.sink.error(
    KicadCode.footprintBadPosition,
    `footprint ${name} without a valid (at x y); placed at 0, 0`,
    where(ctx, node),
  );
  return placementAt(0, 0, Number.isFinite(rot) ? rot : 0);
}

/**
 * Adds the pads to the board; NPTH pads and the plated pads of mounting holes also become holes.
 * Returns their copper and how many were on no copper layer (kept as mask openings) for `fabBody`.
 */
function readPads(ctx: KicadContext, nodes: number[], fp: Placement, side: Side, ref: string): PadTally {
  const { board } = ctx;
  const mountingByRef = MOUNTING_REF.test(ref);
  const tally: PadTally = { copperPads: 0, copperMm2: 0, apertures: 0 };
  const first = board.pads.length;
  for (const c of nodes) {
    const read = readPad(ctx, c, fp, side, ref);
    if (!read) continue;
    const { pad, copperless } = read;
    if (copperless) {
      noteCopperless(ctx, pad, copperless, c);
      tally.apertures++;
      continue;
    }
    pad.id = padId(board.pads.length);
    board.pads.push(pad);
    if (pad.type !== 'npth') {
      tally.copperPads++;
      tally.copperMm2 += pad.widthMm * pad.heightMm;
    }
  }
  const own = board.pads.slice(first);
  let singleHole: boolean | null = null;
  for (const pad of own) {
    if (pad.drillMm === null || pad.type === 'smd') continue;
    if (pad.type === 'th') {
      singleHole ??= isSingleHoleFootprint(own);
      if (!singleHole && !(mountingByRef && pad.net === null)) continue;
    }
    board.holes.push({
      id: holeId(board.holes.length),
      x: pad.x,
      y: pad.y,
      diameterMm: pad.drillMm,
      slotLengthMm: pad.slotLengthMm,
      plated: pad.type === 'th',
      ref,
    });
  }
  return tally;
}

/**
 * Reference, value, height, fields and flags. Reference and value are `fp_text reference/value` up to
 * KiCad 7 and `property "Reference"/"Value"` from KiCad 8; the other properties (KiCad 6+) are the
 * part's fields. A KiCad 5 board keeps no symbol fields (only `fp_text user` texts, which are not named). `(attr ...)` carries exclude_from_pos_files,
 * exclude_from_bom and (KiCad 8+) dnp; KiCad 5's `virtual` became KiCad 6's "excluded from BOM and
 * position files". Spellings as `(dnp yes)` children are accepted too.
 */
function readField(ctx: KicadContext, c: number, which: number, texts: Texts, attrs: Attributes): void {
  const { t } = ctx;
  switch (FP_CHILDREN[which]) {
    case 'fp_text': {
      const kind = t.arg(c, 0);
      if (t.is(kind, 'reference')) texts.ref = t.strArg(c, 1);
      else if (t.is(kind, 'value')) texts.value = t.strArg(c, 1);
      return;
    }
    case 'property': {
      const key = t.arg(c, 0);
      const known = t.lookup(key, PROPERTY_KEYS);
      if (known === 0) texts.ref = t.strArg(c, 1);
      else if (known === 1) texts.value = t.strArg(c, 1);
      else if (known === undefined) readOtherProperty(ctx, c, key, texts);
      return;
    }
    case 'attr': {
      const virtual = t.hasFlag(c, 'virtual');
      attrs.dnp ||= t.hasFlag(c, 'dnp');
      attrs.excludeFromBom ||= virtual || t.hasFlag(c, 'exclude_from_bom');
      attrs.excludeFromPosFiles ||= virtual || t.hasFlag(c, 'exclude_from_pos_files');
      return;
    }
    case 'dnp':
      attrs.dnp ||= t.is(t.arg(c, 0), 'yes');
      return;
    case 'exclude_from_bom':
      attrs.excludeFromBom ||= t.is(t.arg(c, 0), 'yes');
      return;
    case 'exclude_from_pos_files':
      attrs.excludeFromPosFiles ||= t.is(t.arg(c, 0), 'yes');
      return;
  }
}

/**
 * A property that is not KiCad's own: its height (when the key says height) and, unless it is empty or
 * a `ki_` key, the field itself. `__proto__` is no field name (it would set the object's prototype).
 */
function readOtherProperty(ctx: KicadContext, c: number, key: number, texts: Texts): void {
  const { t } = ctx;
  const text = t.strArg(c, 1);
  if (t.containsIgnoringCase(key, 'height')) texts.heightMm = parseHeightMm(text) ?? texts.heightMm;
  const name = t.str(key);
  if (text === '' || name === '' || name.startsWith('ki_') || name === '__proto__') return;
  if (texts.fields === undefined) texts.fields = {};
  texts.fields[name] = text;
}

/** A height property value: "1.2", "1.2mm", "1.2 mm", "50mil", "0.1in"; null when unreadable. */
export function parseHeightMm(text: string): number | null {
  const s = text.trim();
  // unambiguous pattern (no nested or adjacent quantifiers over the same characters): linear time
  const m =
    s.length <= 64 ? /^\+?(\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*(mm|mils?|in|inch|")?$/i.exec(s) : null;
  if (!m) return null;
  const v = Number.parseFloat(s);
  const unit = (m[2] ?? 'mm').toLowerCase();
  const mm = unit === 'mm' ? v : unit.startsWith('mil') ? v * 0.0254 : v * 25.4;
  return Number.isFinite(mm) && mm >= 0 ? mm : null;
}
