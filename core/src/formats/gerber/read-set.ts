import type { CentroidFile } from '../centroid/types';
import { parseCentroid } from '../centroid/parse-centroid';
import { parseExcellon } from '../excellon/parse-excellon';
import type { DrillHit } from '../excellon/types';
import { type LayerInfo, layerFromFileFunction, layerFromName } from './layers';
import { parseGerber } from './parse-gerber';
import type { SetDiagnostics } from './set-diagnostics';
import type { GerberImage } from './types';

/** One file of a Gerber package, as the package importer hands it over. */
export type GerberSetFile = { name: string; text: string; kind: 'gerber' | 'excellon' | 'centroid' };

export interface Layer {
  img: GerberImage;
  info: LayerInfo;
}

/** Everything read from the files of one set, before it becomes a board. */
export interface ReadSet {
  layers: Layer[];
  hits: DrillHit[];
  placements: CentroidFile[];
  /** Files that yielded something usable. */
  usable: number;
}

function readGerber(f: GerberSetFile, diag: SetDiagnostics): Layer | null {
  const img = parseGerber(f.text, f.name);
  diag.addAll(img.diagnostics);
  if (img.commandCount === 0) {
    diag.at(f.name).error('gerber.file.empty', 'no Gerber commands in this file', { line: 1 });
    return null;
  }
  const info = layerFromFileFunction(img.fileAttributes['.FileFunction']) ?? layerFromName(f.name);
  if (!info) {
    diag
      .at(f.name)
      .warn(
        'gerber.layer.unknown',
        'cannot tell which layer this is (no X2 file function, file name not recognised); ignored',
        {
          line: 1,
        },
      );
    return null;
  }
  return { img, info };
}

/** A drill file written as Gerber (X2 `Plated` / `NonPlated`): flashes are holes, draws are slots. */
function hitsOfGerberDrill(layer: Layer): DrillHit[] {
  const { img, info } = layer;
  const hit = (
    x: number,
    y: number,
    d: number,
    slot: DrillHit['slot'],
    via: boolean,
    line: number,
  ): DrillHit => ({
    x,
    y,
    diameterMm: d,
    plated: info.plated,
    slot,
    function: via ? 'via' : null,
    tool: 0,
    file: img.file,
    line,
  });
  const hits = img.flashes.map((f) =>
    hit(f.x, f.y, f.shape.widthMm, null, f.aperFunction?.includes('ViaDrill') === true, f.line),
  );
  for (const d of img.draws) {
    const a = d.points[0]!;
    const b = d.points[d.points.length - 1]!;
    const slot = { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
    hits.push(hit((a.x + b.x) / 2, (a.y + b.y) / 2, d.widthMm, slot, false, d.line));
  }
  return hits;
}

/** Parses every file of the set; per-file diagnostics go into `diag`. */
export function readSet(files: GerberSetFile[], diag: SetDiagnostics): ReadSet {
  const set: ReadSet = { layers: [], hits: [], placements: [], usable: 0 };
  for (const f of files) {
    if (f.kind === 'gerber') {
      const layer = readGerber(f, diag);
      if (!layer) continue;
      set.usable++;
      if (layer.info.kind === 'drill') for (const h of hitsOfGerberDrill(layer)) set.hits.push(h);
      else set.layers.push(layer);
    } else if (f.kind === 'excellon') {
      const drill = parseExcellon(f.text, f.name);
      diag.addAll(drill.diagnostics);
      if (drill.hits.length > 0 || drill.tools.size > 0) set.usable++;
      for (const h of drill.hits) set.hits.push(h);
    } else {
      const placement = parseCentroid(f.text, f.name);
      diag.addAll(placement.diagnostics);
      if (placement.rows.length > 0) set.usable++;
      set.placements.push(placement);
    }
  }
  return set;
}
