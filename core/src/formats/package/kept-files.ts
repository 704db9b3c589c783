import { decodeText } from '../shared/decode-text';

/**
 * Files that CAD tools write beside a design and that Studio keeps with the package without reading
 * them (decision 0059): project settings, backups, locks, caches, libraries, rules, plots, reports,
 * documentation. A whole project folder dropped in is recognised file by file; none of these is a
 * failure. Each kind has a short label (the file list shows it) and a note saying why it is not used.
 */
export interface KeptKind {
  /** Short, for a badge: "KiCad project", "Altium schematic", "Backup". */
  label: string;
  /** Why Studio does not need it, for the file's info message. */
  note: string;
}

interface Rule extends KeptKind {
  /** Tested against the whole path inside the package (folders included), case-insensitive. */
  test: RegExp;
}

const kind = (test: RegExp, label: string, note: string): Rule => ({ test, label, note });

const KICAD_SETTINGS =
  'project settings; Studio reads the board (.kicad_pcb) and the schematics (.kicad_sch)';
const BACKUP = 'a backup or autosave copy; the current file beside it is the one read';
const LIBRARY = 'a library; the board and schematics already carry the parts they use';
const NATIVE_ALTIUM =
  "Altium's native files are not read: export IPC-2581, ODB++ or Gerber X2 with drill and pick-and-place files from the project's OutJob";
const NATIVE_EAGLE =
  'Eagle / Fusion electronics files are not read: export Gerber X2 (or ODB++) with drill and pick-and-place files';

/**
 * Decided by the name alone and before the content: a backup of a board holds a board, a backup
 * zip holds a project, a lock file may be empty — none of them may be read as the design.
 */
const FIRST: Rule[] = [
  // KiCad 6+ keeps project backups as `<project>-backups/<project>-YYYY-MM-DD_HHMMSS.zip`.
  kind(/(^|\/)[^/]*-backups\/[^/]*$|-\d{4}-\d{2}-\d{2}_\d{6}\.zip$/i, 'KiCad backup', BACKUP),
  kind(/(^|\/)_autosave-[^/]*$|\.(kicad_pcb|kicad_sch|sch|pro|net)-bak$|\.bak$|\.bck$|~$/i, 'Backup', BACKUP),
  kind(/\.[sbl]#\d+$/i, 'Eagle backup', BACKUP),
  kind(
    /(^|\/)~[^/]*\.lck$|\.lck$|(^|\/)\.~lock\.[^/]*#$/i,
    'Lock file',
    'a lock an open editor holds; no design data',
  ),
  kind(/\.kicad_pro$/i, 'KiCad project', KICAD_SETTINGS),
  kind(/\.kicad_prl$/i, 'KiCad local settings', 'the editor state of one user (visible layers, open sheets)'),
  kind(/(^|\/)(fp|sym|design-block)-lib-table$/i, 'KiCad library table', 'where KiCad finds libraries'),
  kind(/(^|\/)fp-info-cache$/i, 'KiCad cache', 'a footprint-list cache KiCad rebuilds'),
  kind(/\.kicad_dru$/i, 'KiCad design rules', 'custom DRC rules; Studio applies its own DFT rules'),
  kind(/\.kicad_wks$/i, 'KiCad drawing sheet', 'the title block and frame'),
  kind(/\.kicad_sym$|\.kicad_mod$|\.kicad_dbl$|\.kicad_blocks$/i, 'KiCad library', LIBRARY),
  kind(/\.pretty\/[^/]*$/i, 'KiCad footprint library', LIBRARY),
  kind(
    /\.kicad_jobset$/i,
    'KiCad jobset',
    'the list of outputs KiCad makes; the outputs themselves are read',
  ),
  kind(
    /\.(3dshapes|3dmodels?)\/[^/]*$|(^|\/)(3d|3d[-_ ]?models?|packages3d)\/[^/]*$|\.(wrl|vrml)$/i,
    'Footprint 3D model',
    "a part's 3D model from a library; the board's own STEP export is read for heights",
  ),
  kind(/\.prjpcb(structure)?$|\.prjmbd$|\.prjpcbvariants$/i, 'Altium project', NATIVE_ALTIUM),
  kind(/\.schdoc$|\.schdot$/i, 'Altium schematic', NATIVE_ALTIUM),
  kind(/\.pcbdoc$|\.pcbdot$/i, 'Altium board', NATIVE_ALTIUM),
  kind(/\.(schlib|pcblib|intlib|dblib|svndblib|pcb3dlib)$/i, 'Altium library', LIBRARY),
  kind(
    /\.outjob$|\.harness$|\.bomdoc$|\.ldp$|\.rul$|\.apr(_lib)?$/i,
    'Altium output settings',
    NATIVE_ALTIUM,
  ),
  kind(/\.cam$/i, 'CAM job settings', 'the settings that wrote the CAM files; the files themselves are read'),
  kind(
    /\.(schdocpreview|pcbdocpreview)$|(^|\/)__previews\/|(^|\/)history\/|(^|\/)project logs for /i,
    'Altium history',
    BACKUP,
  ),
  kind(
    /\.(drr|rep|extrep)$|(^|\/)status report\.txt$/i,
    'CAM report',
    'a report of the outputs; the outputs themselves are read',
  ),
  kind(
    /\.(dri|gpi)$/i,
    'CAM report',
    'an Eagle CAM report (drill or photoplotter info); the outputs themselves are read',
  ),
  kind(/\.epf$|\.lbr$|\.dru$|\.ulp$|\.scr$/i, 'Eagle project file', NATIVE_EAGLE),
];

/**
 * By content, for extensions several tools share: KiCad 5's legacy files, Eagle's XML, other tools'
 * netlists. Tested on the head of the text (a few KiB).
 */
const BY_CONTENT: { test: RegExp; kind: KeptKind }[] = [
  {
    test: /^EESchema Schematic File Version/,
    kind: {
      label: 'KiCad 5 schematic',
      note: 'KiCad 5 schematics are not read: open and save the project in KiCad 6 or newer, or add the netlist (.net)',
    },
  },
  {
    test: /^EESchema-LIBRARY|^EESchema-DOCLIB/,
    kind: { label: 'KiCad 5 library', note: LIBRARY },
  },
  {
    test: /^Cmp-Mod V\d/,
    kind: {
      label: 'KiCad 5 footprint links',
      note: 'the symbol-to-footprint links; the board already holds them',
    },
  },
  {
    test: /^# EESchema Netlist/,
    kind: {
      label: 'Netlist (legacy)',
      note: 'a netlist in a legacy format; the KiCad netlist (.net, version D or E) is read',
    },
  },
  {
    test: /^<\?xml[^>]*>\s*(<!DOCTYPE eagle[^>]*>\s*)?<eagle\b[\s\S]*<schematic\b/,
    kind: { label: 'Eagle schematic', note: NATIVE_EAGLE },
  },
  {
    test: /^<\?xml[^>]*>\s*(<!DOCTYPE eagle[^>]*>\s*)?<eagle\b[\s\S]*<board\b/,
    kind: { label: 'Eagle board', note: NATIVE_EAGLE },
  },
  {
    test: /^<\?xml[^>]*>\s*(<!DOCTYPE eagle[^>]*>\s*)?<eagle\b/,
    kind: { label: 'Eagle file', note: NATIVE_EAGLE },
  },
  {
    test: /^<\?xml[^>]*>\s*<export version="[A-Z]"/,
    kind: { label: 'KiCad XML netlist', note: "the BOM tools' netlist; the KiCad netlist (.net) is read" },
  },
  {
    test: /^Drill report for |^Drill Report for /,
    kind: { label: 'Drill report', note: 'a report of the drill files; the drill files themselves are read' },
  },
  {
    test: /^update=|^\[general\]|^\[eeschema\]|^\[pcbnew\]/,
    kind: { label: 'KiCad 5 project', note: KICAD_SETTINGS },
  },
  {
    // Specctra DSN / SES of an autorouter round trip.
    test: /^\s*\((pcb|session) \S+[\s\S]*\((parser|base_design|routes)\b/,
    kind: { label: 'Autorouter file', note: 'a Specctra session for an autorouter; the board is read' },
  },
];

/** Last, by name, when neither content nor any design format claimed the file. */
const LAST: Rule[] = [
  kind(/\.(sch|brd)$/i, 'Schematic or board (unread format)', 'not a format Studio reads'),
  kind(
    /\.(net|cmp)$/i,
    'Netlist (other tool)',
    'a netlist of another tool; the KiCad netlist (.net) is read',
  ),
  kind(/\.xml$/i, 'XML file', 'not IPC-2581 nor another format Studio reads'),
  kind(
    /\.(dxf|svg|ps|eps|hpgl|plt|dwg)$/i,
    'Drawing or plot',
    'a plot or drawing; Studio reads the board and CAM files',
  ),
  kind(/\.(rpt|erc|drc|log)$/i, 'Report', 'an editor or CAM report; no design data'),
  kind(/\.(png|jpe?g|gif|bmp|webp|tiff?|ico)$/i, 'Image', 'an image; kept with the package'),
  kind(
    /(^|\/)(readme|licen[cs]e|copying|changelog|authors|notes?)[^/]*$|\.(md|rst|txt|html?|docx?|odt|rtf|xlsx?|ods)$/i,
    'Documentation',
    'documentation (readme, licence, notes); kept with the package',
  ),
  kind(/\.(ibs|cir|sp|spice|sub)$/i, 'Simulation model', 'a SPICE or IBIS model; no board data'),
  kind(/\.(lib|mod|dcm)$/i, 'Library or model', 'a part library or simulation model; no board data'),
  kind(
    /\.(dsn|ses|hyp|idf|emn|emp|gencad|cad|asc|ses|kicad_pcb\.zip)$/i,
    'Other CAD export',
    'not a format Studio reads',
  ),
];

const first = (rules: Rule[], name: string): KeptKind | null => {
  const r = rules.find((k) => k.test.test(name));
  return r ? { label: r.label, note: r.note } : null;
};

/** A kept kind decided by the name alone, before any content is looked at (backups, locks, projects…). */
export const keptBeforeContent = (name: string): KeptKind | null => first(FIRST, name);

/** A kept kind decided by the head of the text (legacy KiCad, Eagle XML, reports). */
export function keptByContent(head: string): KeptKind | null {
  const trimmed = head.trimStart();
  return BY_CONTENT.find((c) => c.test.test(trimmed))?.kind ?? null;
}

/** A kept kind decided by the name when nothing else claimed the file. */
export const keptAfterEverything = (name: string): KeptKind | null => first(LAST, name);

/**
 * What a kept file is, from its name only (the file list's badge: the server stores the format,
 * not the content's verdict): the first name rule that matches, or a generic label.
 */
export function keptLabel(name: string): string {
  return keptBeforeContent(name)?.label ?? keptAfterEverything(name)?.label ?? 'Other file';
}

/** What a file detected as `kept` is: by name first, then by its head, then by name again. */
export function keptKind(name: string, bytes: Uint8Array): KeptKind {
  return (
    keptBeforeContent(name) ??
    keptByContent(decodeText(bytes.subarray(0, 4096))) ??
    keptAfterEverything(name) ?? { label: 'Other file', note: 'not a design file' }
  );
}
