import { type Diagnostic, DiagnosticSink } from '../../board/diagnostics';
import { clip } from '../shared/clip';
import { GerberJobCode } from './codes';

/** One file the job names: its path as written and its X2 file function fields. */
export interface JobFile {
  path: string;
  /** `FileFunction` split at commas, e.g. `['Copper', 'L1', 'Top']`. */
  fileFunction: string[];
}

/**
 * What a Gerber job file (`*.gbrjob`, Ucamco's Gerber Job Format: JSON) says about the board and its
 * files. Lengths in mm (the format's unit).
 */
export interface GerberJob {
  file: string;
  files: JobFile[];
  /** `GeneralSpecs.BoardThickness`; null when absent or not a plausible thickness. */
  thicknessMm: number | null;
  /** `GeneralSpecs.LayerNumber`: copper layers; null when absent. */
  copperLayers: number | null;
  /** `GeneralSpecs.Size` (the board's extents); null when absent. */
  size: { x: number; y: number } | null;
  diagnostics: Diagnostic[];
}

/** Job files are a few kilobytes; anything past this is not one. */
const MAX_CHARS = 4 * 1024 * 1024;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The 1-based line of a character offset, for JSON errors that give one. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function number(
  specs: Json,
  key: string,
  min: number,
  max: number,
  sink: DiagnosticSink<GerberJobCode>,
): number | null {
  const v = specs[key];
  if (v === undefined) return null;
  if (typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max) return v;
  sink.warn(
    GerberJobCode.fieldBad,
    `GeneralSpecs.${key} is ${clip(JSON.stringify(v))}: expected a number from ${min} to ${max}; ignored`,
    { line: 1 },
  );
  return null;
}

function readFiles(list: unknown, sink: DiagnosticSink<GerberJobCode>): JobFile[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    sink.warn(GerberJobCode.fieldBad, 'FilesAttributes is not a list; the files it names are unknown', {
      line: 1,
    });
    return [];
  }
  const out: JobFile[] = [];
  let bad = 0;
  for (const f of list) {
    if (isObject(f) && typeof f.Path === 'string' && typeof f.FileFunction === 'string' && f.Path !== '')
      out.push({ path: f.Path, fileFunction: f.FileFunction.split(',').map((s) => s.trim()) });
    else bad++;
  }
  if (bad > 0)
    sink.warn(
      GerberJobCode.fieldBad,
      `${bad} FilesAttributes entr${bad === 1 ? 'y has' : 'ies have'} no Path or FileFunction; ignored`,
      { line: 1 },
    );
  return out;
}

/**
 * Reads a Gerber job file: the files of the set with their file functions, the board thickness, the
 * copper layer count and the board size (`GeneralSpecs`). Never throws: broken JSON, the older
 * Gerber-syntax job (`%TJ…*%`, KiCad 5.0) or a bad field is a diagnostic and the job says less.
 */
export function readGerberJob(text: string, file: string): GerberJob {
  const sink = new DiagnosticSink<GerberJobCode>(file);
  const job: GerberJob = {
    file,
    files: [],
    thicknessMm: null,
    copperLayers: null,
    size: null,
    diagnostics: [],
  };
  const body = text.replace(/^\uFEFF/, '');
  if (body.length > MAX_CHARS) {
    sink.warn(GerberJobCode.tooLarge, `${body.length} characters is not a Gerber job file; not read`, {
      line: 1,
    });
  } else if (!body.trimStart().startsWith('{')) {
    sink.info(
      GerberJobCode.oldSyntax,
      'a job file in the older Gerber syntax (%TJ attributes), not the JSON Gerber Job Format: not read',
      { line: 1 },
    );
  } else {
    try {
      const root: unknown = JSON.parse(body);
      if (isObject(root)) fill(job, root, sink);
      else sink.warn(GerberJobCode.json, 'the job file is JSON but not an object; not read', { line: 1 });
    } catch (e) {
      const at = /position (\d+)/.exec(e instanceof Error ? e.message : '');
      sink.warn(
        GerberJobCode.json,
        `not valid JSON (${clip(e instanceof Error ? e.message : String(e), 80)})`,
        {
          line: at ? lineAt(body, Number(at[1])) : 1,
        },
      );
    }
  }
  job.diagnostics = sink.list;
  return job;
}

function fill(job: GerberJob, root: Json, sink: DiagnosticSink<GerberJobCode>): void {
  const specs = isObject(root.GeneralSpecs) ? root.GeneralSpecs : {};
  job.thicknessMm = number(specs, 'BoardThickness', 0.01, 20, sink);
  const layers = number(specs, 'LayerNumber', 1, 128, sink);
  job.copperLayers = layers !== null && Number.isInteger(layers) ? layers : null;
  const size = specs.Size;
  if (isObject(size) && typeof size.X === 'number' && typeof size.Y === 'number' && size.X > 0 && size.Y > 0)
    job.size = { x: size.X, y: size.Y };
  job.files = readFiles(root.FilesAttributes, sink);
}
