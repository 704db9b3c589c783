import { componentId, holeId, padId } from '../../board/ids';
import type { Component, Point, Side } from '../../board/model';
import { type KicadContext, where } from './context';
import { readShape, shapeKind } from './graphics';
import { convexHull } from './hull';
import { L_BACK_CU, L_CRTYD, L_EDGE, L_FAB, layerFlags } from './layers';
import { addOutlineShape } from './outline';
import { type ReadPad, readPad } from './pad';
import { placementAt } from './transform';

/** Flags of `(attr ...)`; KiCad 5's `virtual` became KiCad 6's "excluded from BOM and position files". */
interface Attributes {
  dnp: boolean;
  excludeFromBom: boolean;
  excludeFromPosFiles: boolean;
}

/** Footprints that are mounting holes by name; by reference (H1, MH2) only when the pad has no net. */
const MOUNTING_NAME = /mounting[\s_-]?hole/i;
const MOUNTING_REF = /^M?H\d+[A-Z]?$/i;

/**
 * Reads a `(footprint ...)` (KiCad 6+) or `(module ...)` (KiCad 5): the component, its pads, its
 * Edge.Cuts graphics (into the board outline), its body outline and its holes.
 */
export function readFootprint(ctx: KicadContext, node: number): void {
  const { t, board } = ctx;
  const name = t.strArg(node, 0);
  const at = t.child(node, 'at');
  let kx = t.numArg(at, 0);
  let ky = t.numArg(at, 1);
  if (!Number.isFinite(kx) || !Number.isFinite(ky)) {
    ctx.sink.error(
      'kicad.footprint.bad-position',
      `footprint ${name} without a valid (at x y); placed at 0, 0`,
      where(ctx, node),
    );
    kx = 0;
    ky = 0;
  }
  const rot = t.numArg(at, 2);
  const fp = placementAt(kx, ky, Number.isFinite(rot) ? rot : 0);
  const side: Side = (layerFlags(t, ctx.layers, t.child(node, 'layer')) & L_BACK_CU) !== 0 ? 'bottom' : 'top';
  const texts = readTexts(ctx, node);
  const ref = texts.ref;
  const pads: ReadPad[] = [];
  const courtyard: Point[] = [];
  const fab: Point[] = [];
  for (let c = t.first(node), e = t.end(node); c < e; c = t.end(c)) {
    if (!t.isList(c)) continue;
    if (t.headIs(c, 'pad')) {
      const pad = readPad(ctx, c, fp, side, ref);
      if (pad) pads.push(pad);
      continue;
    }
    const kind = shapeKind(t.head(c));
    if (kind === '' || kind === 'text' || kind === 'text_box') continue;
    const layer = layerFlags(t, ctx.layers, t.child(c, 'layer'));
    if ((layer & (L_EDGE | L_CRTYD | L_FAB)) === 0) continue;
    const shape = readShape(t, c, kind, fp);
    if (!shape) continue;
    if (layer & L_EDGE) addOutlineShape(ctx, shape, t.line(c));
    const into = layer & L_CRTYD ? courtyard : layer & L_FAB ? fab : null;
    if (into) for (const p of shape.points) into.push(p);
  }
  const attrs = readAttributes(ctx, node);
  const component: Component = {
    id: componentId(board.components.length),
    ref,
    value: texts.value,
    footprint: name,
    side,
    x: fp.x,
    y: fp.y,
    rotationDeg: fp.rotationDeg,
    body: convexHull(courtyard) ?? convexHull(fab),
    heightMm: texts.heightMm,
    ...attrs,
  };
  board.components.push(component);
  const mountingByName = MOUNTING_NAME.test(name);
  const mountingByRef = MOUNTING_REF.test(ref);
  for (const { pad, drill } of pads) {
    pad.id = padId(board.pads.length);
    board.pads.push(pad);
    if (!drill || pad.drillMm === null) continue;
    const mounting = pad.type === 'th' && (mountingByName || (mountingByRef && pad.net === null));
    if (pad.type !== 'npth' && !mounting) continue;
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
}

/** Reference, value and height: `fp_text reference/value` (KiCad ≤ 7) or `property "Reference"/"Value"` (8+). */
function readTexts(ctx: KicadContext, node: number): { ref: string; value: string; heightMm: number | null } {
  const { t } = ctx;
  let ref = '';
  let value = '';
  let heightMm: number | null = null;
  for (let c = t.first(node), e = t.end(node); c < e; c = t.end(c)) {
    if (t.headIs(c, 'fp_text')) {
      const which = t.arg(c, 0);
      if (t.is(which, 'reference')) ref = t.strArg(c, 1);
      else if (t.is(which, 'value')) value = t.strArg(c, 1);
    } else if (t.headIs(c, 'property')) {
      const key = t.strArg(c, 0);
      if (key === 'Reference') ref = t.strArg(c, 1);
      else if (key === 'Value') value = t.strArg(c, 1);
      else if (/height/i.test(key)) heightMm = parseHeightMm(t.strArg(c, 1)) ?? heightMm;
    }
  }
  return { ref, value, heightMm };
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

function readAttributes(ctx: KicadContext, node: number): Attributes {
  const { t } = ctx;
  const out: Attributes = { dnp: false, excludeFromBom: false, excludeFromPosFiles: false };
  const attr = t.child(node, 'attr');
  if (attr >= 0) {
    const virtual = t.hasFlag(attr, 'virtual');
    out.dnp = t.hasFlag(attr, 'dnp');
    out.excludeFromBom = virtual || t.hasFlag(attr, 'exclude_from_bom');
    out.excludeFromPosFiles = virtual || t.hasFlag(attr, 'exclude_from_pos_files');
  }
  // later spellings as yes/no children, accepted too
  const yes = (name: string) => t.is(t.arg(t.child(node, name), 0), 'yes');
  out.dnp ||= yes('dnp');
  out.excludeFromBom ||= yes('exclude_from_bom');
  out.excludeFromPosFiles ||= yes('exclude_from_pos_files');
  return out;
}
