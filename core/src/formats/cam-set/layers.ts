import { spanOfFileFunction } from '../excellon/header';
import type { DrillSpan } from '../excellon/types';

/** What a Gerber file is, as far as building a board goes. */
export type LayerKind =
  | 'copper'
  | 'soldermask'
  | 'paste'
  | 'legend'
  | 'profile'
  /** A mechanical layer (.GM1…): may hold the board outline among other drawings. */
  | 'mechanical'
  /** A drill or rout file written as Gerber (X2 `Plated` / `NonPlated`). */
  | 'drill'
  | 'drill-drawing'
  | 'other';

export interface LayerInfo {
  kind: LayerKind;
  /** For 'drill' layers: the copper layers its holes join (blind / buried pairs); null = through. */
  span: DrillSpan | null;
  side: 'top' | 'bottom' | 'inner' | null;
  /** Copper layer number, 1 = top (X2 `L1`); null when unknown. */
  copperIndex: number | null;
  /** For 'drill' layers: plated or not. */
  plated: boolean | null;
  /** How the layer was recognised: its own X2 file function, the set's Gerber job file, its name. */
  by: 'x2' | 'job' | 'name';
}

const SIDES: Record<string, LayerInfo['side']> = { Top: 'top', Bot: 'bottom', Inr: 'inner' };

const info = (
  kind: LayerKind,
  side: LayerInfo['side'],
  by: LayerInfo['by'],
  copperIndex: number | null = null,
): LayerInfo => ({
  kind,
  span: null,
  side,
  copperIndex,
  plated: null,
  by,
});

type By = LayerInfo['by'];
type FunctionReader = (fields: readonly string[], by: By) => LayerInfo;

const drill = (f: readonly string[], by: By, plated: boolean): LayerInfo => {
  const span = spanOfFileFunction(f);
  return { ...info('drill', null, by), plated, span: span?.kind === 'through' ? null : span };
};

/**
 * `%TF.FileFunction` values (spec §5.6.3) → layer, by lower-case name: the Gerber Job Format writes
 * some with other capitals or names (KiCad: `SolderMask`, `SolderPaste`).
 */
const FILE_FUNCTIONS: Record<string, FunctionReader> = {
  copper: (f, by) => {
    const n = Number((f[1] ?? '').replace(/^L/, ''));
    return info('copper', SIDES[f[2] ?? ''] ?? null, by, Number.isInteger(n) && n > 0 ? n : null);
  },
  soldermask: (f, by) => info('soldermask', SIDES[f[1] ?? ''] ?? null, by),
  paste: (f, by) => info('paste', SIDES[f[1] ?? ''] ?? null, by),
  solderpaste: (f, by) => info('paste', SIDES[f[1] ?? ''] ?? null, by),
  legend: (f, by) => info('legend', SIDES[f[1] ?? ''] ?? null, by),
  profile: (_f, by) => info('profile', null, by),
  plated: (f, by) => drill(f, by, true),
  nonplated: (f, by) => drill(f, by, false),
  drillmap: (_f, by) => info('drill-drawing', null, by),
};

/**
 * Identifies a layer from an X2 file function (the file's own `%TF.FileFunction`, or what the set's
 * job file says of it); null when there is none.
 */
export function layerFromFileFunction(
  fields: readonly string[] | undefined,
  by: By = 'x2',
): LayerInfo | null {
  if (!fields || fields.length === 0) return null;
  const reader = FILE_FUNCTIONS[fields[0]!.toLowerCase()];
  return reader ? reader(fields, by) : info('other', null, by);
}

type NameRule = [RegExp, (m: RegExpExecArray) => LayerInfo];

const named =
  (kind: LayerKind, side: LayerInfo['side'], copperIndex: number | null = null) =>
  () =>
    info(kind, side, 'name', copperIndex);

/**
 * File-name conventions, tried in order on the lower-case name: KiCad (`-F_Cu.gbr`, `-Edge_Cuts.gbr`),
 * Protel / Altium extensions (`.GTL` … `.GM1`), Eagle (`.cmp` … `.dim`) and common spelled-out names.
 */
const NAME_RULES: NameRule[] = [
  [/[-_.]f[._]cu\b/, named('copper', 'top', 1)],
  [/[-_.]b[._]cu\b/, named('copper', 'bottom')],
  [/[-_.]in(\d+)[._]cu\b/, (m) => info('copper', 'inner', 'name', Number(m[1]) + 1)],
  [/[-_.]f[._]mask\b/, named('soldermask', 'top')],
  [/[-_.]b[._]mask\b/, named('soldermask', 'bottom')],
  [/[-_.]f[._]paste\b/, named('paste', 'top')],
  [/[-_.]b[._]paste\b/, named('paste', 'bottom')],
  [/[-_.]f[._]silk/, named('legend', 'top')],
  [/[-_.]b[._]silk/, named('legend', 'bottom')],
  [/[-_.]edge[._]cuts\b/, named('profile', null)],
  [/\.(gtl|cmp|top)$/, named('copper', 'top', 1)],
  [/\.(gbl|sol|bot)$/, named('copper', 'bottom')],
  [/\.(g|gp|ly)(\d+)$/, (m) => info('copper', 'inner', 'name', Number(m[2]) + 1)],
  [/\.(gts|stc|smt)$/, named('soldermask', 'top')],
  [/\.(gbs|sts|smb)$/, named('soldermask', 'bottom')],
  [/\.(gto|plc|sst)$/, named('legend', 'top')],
  [/\.(gbo|pls|ssb)$/, named('legend', 'bottom')],
  [/\.(gtp|crc|spt)$/, named('paste', 'top')],
  [/\.(gbp|crs|spb)$/, named('paste', 'bottom')],
  [/\.(gko|dim|gml|mil|oln|outline)$/, named('profile', null)],
  [/\.gm\d+$/, named('mechanical', null)],
  [/\.(gd\d+|gg\d+|dri)$/, named('drill-drawing', null)],
  [/\.(gpt|gpb)$/, named('other', null)],
  [/(board[-_ ]?outline|outline|profile|edge[-_ ]?cuts)/, named('profile', null)],
  [/(top|front)[-_ .]?(copper|layer|cu)|(copper|cu)[-_ .]?(top|front)/, named('copper', 'top', 1)],
  [
    /(bottom|bot|back)[-_ .]?(copper|layer|cu)|(copper|cu)[-_ .]?(bottom|bot|back)/,
    named('copper', 'bottom'),
  ],
  [/(top|front)[-_ .]?(solder)?[-_ .]?mask|(solder)?mask[-_ .]?(top|front)/, named('soldermask', 'top')],
  [
    /(bottom|bot|back)[-_ .]?(solder)?[-_ .]?mask|(solder)?mask[-_ .]?(bottom|bot|back)/,
    named('soldermask', 'bottom'),
  ],
  [
    /(top|front)[-_ .]?(silk|overlay|legend)|(silk|overlay|legend)[a-z]*[-_ .]?(top|front)/,
    named('legend', 'top'),
  ],
  [
    /(bottom|bot|back)[-_ .]?(silk|overlay|legend)|(silk|overlay|legend)[a-z]*[-_ .]?(bottom|bot|back)/,
    named('legend', 'bottom'),
  ],
];

/** Identifies a layer from its file name; null when no convention matches. */
export function layerFromName(name: string): LayerInfo | null {
  const base = name.toLowerCase().replace(/^.*[\\/]/, '');
  for (const [re, make] of NAME_RULES) {
    const m = re.exec(base);
    if (m) return make(m);
  }
  return null;
}
