import type { Board, Pad, Point, Via } from '@studio/core';
import { formatDecimal } from './format-number';
import type { TrackSegment } from './types';

export interface Ipc2581WriteOptions {
  /** Copper tracks to draw as Line features (the board model has none; real files are mostly traces). */
  tracks?: TrackSegment[];
  /**
   * Also write the bare-board test data of FULL-mode exports: a PhyNetGroup with a PhyNetPoint per
   * net pad and via on each outer side it reaches (exposure from its mask, testPoint flags).
   */
  phyNets?: boolean;
}

/** Coordinates to 0.1 µm, the synthesizer's grid. */
const n4 = (v: number): string => formatDecimal(v, 4);
const xml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/>/g, '&gt;');
const loc = (p: Point): string => `<Location x="${n4(p.x)}" y="${n4(p.y)}"/>`;

const SHAPES: Record<Pad['shape'], string> = {
  circle: 'Circle',
  rect: 'RectCenter',
  oval: 'Oval',
  roundrect: 'RectRound',
  'chamfered-rect': 'RectCenter',
  trapezoid: 'RectCenter',
  custom: 'RectCenter',
};

/** The dictionary: one standard primitive per distinct pad shape and size. */
class Dictionary {
  private readonly entries = new Map<string, { id: string; element: string }>();
  id(shape: string, w: number, h: number): string {
    const attrs =
      shape === 'Circle'
        ? `diameter="${n4(w)}"`
        : `width="${n4(w)}" height="${n4(h)}"${shape === 'RectRound' ? ' radius="0.05"' : ''}`;
    const element = `<${shape} ${attrs}/>`;
    let entry = this.entries.get(element);
    if (entry === undefined) {
      entry = { id: `P${this.entries.size}`, element };
      this.entries.set(element, entry);
    }
    return entry.id;
  }
  lines(): string[] {
    return [...this.entries.values()].map(
      (e) => `      <EntryStandard id="${e.id}">${e.element}</EntryStandard>`,
    );
  }
}

const padPrimitive = (d: Dictionary, p: Pad): string =>
  d.id(SHAPES[p.shape], p.shape === 'circle' ? p.widthMm : p.widthMm, p.heightMm);

const onSide = (sides: Pad['side'] | Via['side'], side: 'top' | 'bottom'): boolean =>
  sides === 'both' || sides === side;

/**
 * Writes a board as an IPC-2581 revision C file (FULL mode, MILLIMETER): the layer table (solder mask,
 * copper and drill of both sides), a standard-primitive dictionary, the profile, components (refDes,
 * part, side, rotation, position), logical nets, and per copper layer the pads (with PinRef), vias
 * and track Lines, per mask layer the openings, and in the drill layer the holes. Coordinates are
 * the board frame (mm, top view, +Y up) — IPC-2581's own. Custom, chamfered and trapezoid pads are
 * written as their bounding rectangle; components carry no Package (the importer takes pads from the
 * copper layers). `emit` receives lines, to be joined with newlines.
 */
export function emitIpc2581(
  board: Board,
  name: string,
  options: Ipc2581WriteOptions,
  emit: (line: string) => void,
): void {
  const dict = new Dictionary();
  for (const p of board.pads) padPrimitive(dict, p);
  const viaShapes = new Map(
    board.vias.map((v) => [v.diameterMm, dict.id('Circle', v.diameterMm, v.diameterMm)]),
  );
  const step = xml(name);
  emit('<?xml version="1.0" encoding="UTF-8"?>');
  emit('<IPC-2581 revision="C" xmlns="http://webstds.ipc.org/2581">');
  emit('  <Content roleRef="Owner">');
  emit('    <FunctionMode mode="FULL"/>');
  emit(`    <StepRef name="${step}"/>`);
  for (const l of ['SOLDERMASK_TOP', 'TOP', 'BOTTOM', 'SOLDERMASK_BOTTOM', 'DRILL'])
    emit(`    <LayerRef name="${l}"/>`);
  emit('    <DictionaryStandard units="MILLIMETER">');
  for (const line of dict.lines()) emit(line);
  emit('    </DictionaryStandard>');
  emit('  </Content>');
  emit('  <Ecad name="Design">');
  emit('    <CadHeader units="MILLIMETER"/>');
  emit('    <CadData>');
  emit('      <Layer name="SOLDERMASK_TOP" layerFunction="SOLDERMASK" side="TOP" polarity="POSITIVE"/>');
  emit('      <Layer name="TOP" layerFunction="CONDUCTOR" side="TOP" polarity="POSITIVE"/>');
  emit('      <Layer name="BOTTOM" layerFunction="CONDUCTOR" side="BOTTOM" polarity="POSITIVE"/>');
  emit(
    '      <Layer name="SOLDERMASK_BOTTOM" layerFunction="SOLDERMASK" side="BOTTOM" polarity="POSITIVE"/>',
  );
  emit('      <Layer name="DRILL" layerFunction="DRILL" side="ALL" polarity="POSITIVE"/>');
  emit(`      <Step name="${step}">`);
  const aux = board.auxOrigin ?? { x: 0, y: 0 };
  emit(`        <Datum x="${n4(aux.x)}" y="${n4(aux.y)}"/>`);
  for (const poly of board.outline) {
    emit('        <Profile>');
    const ring = (tag: string, r: Point[]) => {
      emit(`          <${tag}>`);
      emit(`            <PolyBegin x="${n4(r[0]!.x)}" y="${n4(r[0]!.y)}"/>`);
      for (const p of [...r.slice(1), r[0]!])
        emit(`            <PolyStepSegment x="${n4(p.x)}" y="${n4(p.y)}"/>`);
      emit(`          </${tag}>`);
    };
    ring('Polygon', poly.outer);
    for (const h of poly.holes) ring('Cutout', h);
    emit('        </Profile>');
  }
  for (const c of board.components) {
    emit(
      `        <Component refDes="${xml(c.ref)}" packageRef="${xml(c.footprint)}" layerRef="${c.side === 'top' ? 'TOP' : 'BOTTOM'}" part="${xml(c.value)}" mountType="SMT">`,
    );
    emit(`          <Xform rotation="${formatDecimal(c.rotationDeg, 3)}"/>`);
    emit(`          ${loc(c)}`);
    emit('        </Component>');
  }
  const byNet = new Map<string, Pad[]>();
  for (const p of board.pads) {
    if (p.net === null || p.ref === null) continue;
    const list = byNet.get(p.net);
    if (list) list.push(p);
    else byNet.set(p.net, [p]);
  }
  for (const [net, pads] of byNet) {
    emit(`        <LogicalNet name="${xml(net)}">`);
    for (const p of pads) emit(`          <PinRef pin="${xml(p.number)}" componentRef="${xml(p.ref!)}"/>`);
    emit('        </LogicalNet>');
  }
  if (options.phyNets) emitPhyNets(board, dict, viaShapes, emit);
  for (const side of ['top', 'bottom'] as const) {
    emit(`        <LayerFeature layerRef="${side === 'top' ? 'TOP' : 'BOTTOM'}">`);
    for (const p of board.pads) {
      if (p.type === 'npth' || !onSide(p.side, side)) continue;
      const net = p.net === null ? '' : ` net="${xml(p.net)}"`;
      emit(`          <Set${net} padUsage="TERMINATION">`);
      emit('            <Pad>');
      if (p.rotationDeg !== 0) emit(`              <Xform rotation="${formatDecimal(p.rotationDeg, 3)}"/>`);
      emit(`              ${loc(p)}`);
      emit(`              <StandardPrimitiveRef id="${padPrimitive(dict, p)}"/>`);
      if (p.ref !== null) emit(`              <PinRef pin="${xml(p.number)}" componentRef="${xml(p.ref)}"/>`);
      emit('            </Pad>');
      emit('          </Set>');
    }
    for (const v of board.vias) {
      if (!onSide(v.side, side)) continue;
      const net = v.net === null ? '' : ` net="${xml(v.net)}"`;
      emit(`          <Set${net} padUsage="VIA" geometry="VIA">`);
      emit(`            <Pad>${loc(v)}<StandardPrimitiveRef id="${viaShapes.get(v.diameterMm)}"/></Pad>`);
      emit('          </Set>');
    }
    for (const t of options.tracks ?? []) {
      if (t.side !== side) continue;
      emit(`          <Set net="${xml(t.net)}">`);
      emit('            <Features>');
      emit(
        `              <Line startX="${n4(t.start.x)}" startY="${n4(t.start.y)}" endX="${n4(t.end.x)}" endY="${n4(t.end.y)}"><LineDesc lineEnd="ROUND" lineWidth="${n4(t.widthMm)}"/></Line>`,
      );
      emit('            </Features>');
      emit('          </Set>');
    }
    emit('        </LayerFeature>');
  }
  for (const side of ['top', 'bottom'] as const) {
    emit(`        <LayerFeature layerRef="SOLDERMASK_${side === 'top' ? 'TOP' : 'BOTTOM'}">`);
    for (const p of board.pads) {
      if (p.mask !== 'open' || !onSide(p.side, side) || p.type === 'npth') continue;
      emit(`          <Set><Pad>${loc(p)}<StandardPrimitiveRef id="${padPrimitive(dict, p)}"/></Pad></Set>`);
    }
    for (const v of board.vias) {
      if (v.tented !== false || !onSide(v.side, side)) continue;
      emit(
        `          <Set><Pad>${loc(v)}<StandardPrimitiveRef id="${viaShapes.get(v.diameterMm)}"/></Pad></Set>`,
      );
    }
    emit('        </LayerFeature>');
  }
  emit('        <LayerFeature layerRef="DRILL">');
  for (const p of board.pads) {
    if (p.drillMm === null) continue;
    const net = p.net === null ? '' : ` net="${xml(p.net)}"`;
    const plating = p.plated ? 'PLATED' : 'NONPLATED';
    const ref = p.ref === null ? '' : ` componentRef="${xml(p.ref)}"`;
    emit(
      `          <Set${net}${ref}><Hole name="H" diameter="${n4(p.drillMm)}" platingStatus="${plating}" plusTol="0" minusTol="0" x="${n4(p.x)}" y="${n4(p.y)}"/></Set>`,
    );
  }
  for (const v of board.vias) {
    const net = v.net === null ? '' : ` net="${xml(v.net)}"`;
    emit(
      `          <Set${net} geometry="VIA"><Hole name="V" diameter="${n4(v.drillMm)}" platingStatus="VIA" plusTol="0" minusTol="0" x="${n4(v.x)}" y="${n4(v.y)}"/></Set>`,
    );
  }
  emit('        </LayerFeature>');
  emit('      </Step>');
  emit('    </CadData>');
  emit('  </Ecad>');
  emit('</IPC-2581>');
  emit('');
}

/** The PhyNetGroup: per net, a point per pad and via on each outer side it reaches. */
function emitPhyNets(
  board: Board,
  dict: Dictionary,
  viaShapes: Map<number, string>,
  emit: (line: string) => void,
): void {
  const points = new Map<string, string[]>();
  const add = (net: string | null, line: string) => {
    if (net === null) return;
    const list = points.get(net);
    if (list) list.push(line);
    else points.set(net, [line]);
  };
  for (const p of board.pads) {
    if (p.type === 'npth') continue;
    const exposure = p.mask === 'open' ? 'EXPOSED' : 'COVERED';
    const test = p.testpointFlag ? ' testPoint="true"' : '';
    for (const side of ['top', 'bottom'] as const) {
      if (!onSide(p.side, side)) continue;
      add(
        p.net,
        `            <PhyNetPoint x="${n4(p.x)}" y="${n4(p.y)}" layerRef="${side === 'top' ? 'TOP' : 'BOTTOM'}" netNode="END" exposure="${exposure}" via="false"${test}><StandardPrimitiveRef id="${padPrimitive(dict, p)}"/></PhyNetPoint>`,
      );
    }
  }
  for (const v of board.vias) {
    const exposure = v.tented === true ? 'COVERED' : 'EXPOSED';
    for (const side of ['top', 'bottom'] as const) {
      if (!onSide(v.side, side)) continue;
      add(
        v.net,
        `            <PhyNetPoint x="${n4(v.x)}" y="${n4(v.y)}" layerRef="${side === 'top' ? 'TOP' : 'BOTTOM'}" netNode="MIDDLE" exposure="${exposure}" via="true"><StandardPrimitiveRef id="${viaShapes.get(v.diameterMm)}"/></PhyNetPoint>`,
      );
    }
  }
  emit('        <PhyNetGroup name="PHYNETS">');
  for (const [net, lines] of points) {
    emit(`          <PhyNet name="${xml(net)}">`);
    for (const line of lines) emit(line);
    emit('          </PhyNet>');
  }
  emit('        </PhyNetGroup>');
}

/** emitIpc2581 as one string (boards up to a few hundred thousand pads). */
export function writeIpc2581(board: Board, name: string, options: Ipc2581WriteOptions = {}): string {
  const lines: string[] = [];
  emitIpc2581(board, name, options, (l) => lines.push(l));
  return lines.join('\n');
}
