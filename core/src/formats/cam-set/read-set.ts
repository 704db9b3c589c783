import type { CentroidFile } from '../centroid/types';
import { parseCentroid } from '../centroid/parse-centroid';
import { parseExcellon } from '../excellon/parse-excellon';
import type { DrillHit } from '../excellon/types';
import { type GerberJob, readGerberJob } from '../gerber-job/index';
import { type LayerInfo, layerFromFileFunction, layerFromName } from './layers';
import { parseGerber } from '../gerber/parse-gerber';
import type { SetDiagnostics } from './set-diagnostics';
import type { GerberImage } from '../gerber/types';
import { CamSetCode } from './codes';
import { dropDuplicateDrills, dropDuplicateLayers } from './duplicates';

/** One file of a Gerber package, as the package importer hands it over. */
export type GerberSetFile = { name: string; text: string; kind: 'gerber' | 'excellon' | 'centroid' | 'job' };

export interface Layer {
  img: GerberImage;
  info: LayerInfo;
}

/** Everything read from the files of one set, before it becomes a board. */
export interface ReadSet {
  layers: Layer[];
  hits: DrillHit[];
  placements: CentroidFile[];
  /** The set's Gerber job file, when it has one (the first, if several). */
  job: GerberJob | null;
  /** Files that yielded something usable. */
  usable: number;
}

const baseName = (name: string) => name.replace(/^.*[\\/]/, '').toLowerCase();

/** The job file's file function for a file of the set, matched by base name. */
function jobFunction(job: GerberJob | null, name: string): readonly string[] | undefined {
  const base = baseName(name);
  return job?.files.find((f) => baseName(f.path) === base)?.fileFunction;
}

function readGerber(f: GerberSetFile, job: GerberJob | null, diag: SetDiagnostics): Layer | null {
  const img = parseGerber(f.text, f.name);
  diag.addAll(img.diagnostics);
  if (img.commandCount === 0) {
    diag.at(f.name).error(CamSetCode.fileEmpty, 'no Gerber commands in this file', { line: 1 });
    return null;
  }
  const info =
    layerFromFileFunction(img.fileAttributes['.FileFunction']) ??
    layerFromFileFunction(jobFunction(job, f.name), 'job') ??
    layerFromName(f.name);
  if (!info) {
    diag
      .at(f.name)
      .warn(
        CamSetCode.layerUnknown,
        'cannot tell which layer this is (no X2 file function, not in a job file, file name not recognised); ignored',
        { line: 1 },
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
    span: info.span,
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

/** The set's job file (the first; more are reported), read before the layers it names. */
function readJob(files: GerberSetFile[], diag: SetDiagnostics): GerberJob | null {
  const jobs = files.filter((f) => f.kind === 'job');
  const [first, ...more] = jobs;
  if (!first) return null;
  const job = readGerberJob(first.text, first.name);
  diag.addAll(job.diagnostics);
  for (const m of more)
    diag
      .at(m.name)
      .warn(CamSetCode.jobExtra, `a second Gerber job file; only ${first.name} is used`, { line: 1 });
  return job;
}

/**
 * Parses every file of the set; per-file diagnostics go into `diag`. A layer or drill file given
 * twice (an X2 copy beside the original) is kept once.
 */
export function readSet(files: GerberSetFile[], diag: SetDiagnostics): ReadSet {
  const job = readJob(files, diag);
  const set: ReadSet = { layers: [], hits: [], placements: [], job, usable: 0 };
  const drills: DrillHit[][] = [];
  for (const f of files) {
    if (f.kind === 'gerber') {
      const layer = readGerber(f, job, diag);
      if (!layer) continue;
      set.usable++;
      if (layer.info.kind === 'drill') drills.push(hitsOfGerberDrill(layer));
      else set.layers.push(layer);
    } else if (f.kind === 'excellon') {
      const drill = parseExcellon(f.text, f.name);
      diag.addAll(drill.diagnostics);
      if (drill.hits.length > 0 || drill.tools.size > 0) set.usable++;
      drills.push(drill.hits);
    } else if (f.kind === 'centroid') {
      const placement = parseCentroid(f.text, f.name);
      diag.addAll(placement.diagnostics);
      if (placement.rows.length > 0) set.usable++;
      set.placements.push(placement);
    }
  }
  set.layers = dropDuplicateLayers(set.layers, diag);
  for (const hits of dropDuplicateDrills(drills, diag)) for (const h of hits) set.hits.push(h);
  return set;
}
