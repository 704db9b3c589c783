import { type SexprTree, WordSet } from '../sexpr/index';

/** What a layer is for the importer, as bit flags so that a pad's layer list folds into one number. */
export const L_FRONT_CU = 1;
export const L_BACK_CU = 2;
export const L_INNER_CU = 4;
export const L_FRONT_MASK = 8;
export const L_BACK_MASK = 16;
export const L_FRONT_PASTE = 32;
export const L_BACK_PASTE = 64;
export const L_EDGE = 128;
export const L_FRONT_FAB = 256;
export const L_BACK_FAB = 512;

export const L_OUTER_CU = L_FRONT_CU | L_BACK_CU;
export const L_ANY_CU = L_OUTER_CU | L_INNER_CU;
export const L_FAB = L_FRONT_FAB | L_BACK_FAB;

/** Layer types KiCad gives copper layers in the `(layers ...)` table. */
const COPPER_TYPES = new Set(['signal', 'power', 'mixed', 'jumper']);

/**
 * The non-copper layers we care about (courtyards are not among them: a placement keep-out is not a
 * body, decision 0043), by number, before (legacy) and after KiCad 9's renumbering.
 */
const LEGACY_NUMBERS: Record<number, number> = {
  34: L_BACK_PASTE,
  35: L_FRONT_PASTE,
  38: L_BACK_MASK,
  39: L_FRONT_MASK,
  44: L_EDGE,
  48: L_BACK_FAB,
  49: L_FRONT_FAB,
};
const V9_NUMBERS: Record<number, number> = {
  1: L_FRONT_MASK,
  3: L_BACK_MASK,
  13: L_FRONT_PASTE,
  15: L_BACK_PASTE,
  25: L_EDGE,
  33: L_BACK_FAB,
  35: L_FRONT_FAB,
};

/**
 * First board format written with KiCad 9's layer numbering (F.Cu 0, B.Cu 2, inner copper 4, 6, …;
 * technical layers on odd numbers). The renumbering landed without its own version bump; files from
 * this version on use it.
 */
const V9_LAYER_NUMBERING = 20240819;

/** Canonical names and wildcards, used when the file's layer table does not name a layer. */
function defaultNames(): Map<string, number> {
  const m = new Map<string, number>([
    ['F.Cu', L_FRONT_CU],
    ['B.Cu', L_BACK_CU],
    ['F.Mask', L_FRONT_MASK],
    ['B.Mask', L_BACK_MASK],
    ['F.Paste', L_FRONT_PASTE],
    ['B.Paste', L_BACK_PASTE],
    ['Edge.Cuts', L_EDGE],
    ['F.Fab', L_FRONT_FAB],
    ['B.Fab', L_BACK_FAB],
    // wildcards (KiCad's parser init): these never name a single table entry
    ['*.Cu', L_ANY_CU],
    ['*In.Cu', L_INNER_CU],
    ['F&B.Cu', L_OUTER_CU],
    ['*.Mask', L_FRONT_MASK | L_BACK_MASK],
    ['*.Paste', L_FRONT_PASTE | L_BACK_PASTE],
    ['*.Fab', L_FAB],
  ]);
  for (let i = 1; i <= 30; i++) m.set(`In${i}.Cu`, L_INNER_CU);
  return m;
}

/** The board's layers: name → role flags, and the copper layer count. */
export interface LayerMap {
  byName: Map<string, number>;
  /** The same names, to match atoms in the file without allocating strings. */
  words: WordSet<number>;
  copperCount: number | null;
}

function layerMap(byName: Map<string, number>, copperCount: number | null): LayerMap {
  return { byName, words: new WordSet(byName), copperCount };
}

/**
 * Reads the `(layers (N name type [user-name]) ...)` table. Copper layers are recognised by their
 * type (signal / power / mixed / jumper), front and back copper by NUMBER (legacy: 0 and 31; KiCad 9+:
 * 0 and 2), never by name: Duet2 calls its copper layers `Front`, `Inner3`, `Inner2`, `Back`, and its
 * items refer to them by those names.
 */
export function readLayerTable(t: SexprTree, node: number, version: number): LayerMap {
  const byName = defaultNames();
  if (node < 0) return layerMap(byName, null);
  type Entry = { num: number; name: string; user: string; type: string };
  const entries: Entry[] = [];
  for (let c = t.first(node), e = t.end(node); c < e; c = t.end(c)) {
    if (!t.isList(c)) continue;
    const num = t.num(c + 1);
    if (!Number.isInteger(num)) continue;
    entries.push({ num, name: t.strArg(c, 0), type: t.strArg(c, 1), user: t.strArg(c, 2) });
  }
  const legacy31 = entries.some((x) => x.num === 31 && COPPER_TYPES.has(x.type));
  const v9 = version >= V9_LAYER_NUMBERING && !legacy31;
  const back = v9 ? 2 : 31;
  const isCopper = (x: Entry) =>
    COPPER_TYPES.has(x.type) || (x.type === '' && (x.num === 0 || x.num === back));
  let copperCount = 0;
  for (const x of entries) {
    let role: number;
    if (isCopper(x)) {
      copperCount++;
      role = x.num === 0 ? L_FRONT_CU : x.num === back ? L_BACK_CU : L_INNER_CU;
    } else role = (v9 ? V9_NUMBERS : LEGACY_NUMBERS)[x.num] ?? 0;
    if (x.name) byName.set(x.name, role);
    // KiCad 6+ tables carry a user name as a 4th field; items still use the canonical one, but map
    // both (a user name that is a type keyword like "hide" is not a name).
    if (x.user && x.user !== 'hide' && !byName.has(x.user)) byName.set(x.user, role);
  }
  return layerMap(byName, copperCount > 0 ? copperCount : null);
}

/** Folds the layer names of a `(layers ...)` or `(layer ...)` node into role flags. */
export function layerFlags(t: SexprTree, layers: LayerMap, node: number): number {
  if (node < 0) return 0;
  let flags = 0;
  for (let c = t.end(t.first(node)), e = t.end(node); c < e; c = t.end(c))
    flags |= t.lookup(c, layers.words) ?? 0;
  return flags;
}
