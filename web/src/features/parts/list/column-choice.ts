/**
 * Which columns a catalog table shows, remembered per user and per screen in localStorage (a
 * preference of this browser, not worth a server round trip; decision 0012). The first column
 * (the part itself) can never be hidden.
 */

export interface ColumnChoiceSpec {
  /** Every column the screen can show, in display order. */
  keys: readonly string[];
  /** Shown when the user never chose (or the stored choice is unusable). */
  defaults: readonly string[];
  /** Always shown (the identifying first column). */
  required: readonly string[];
}

const VERSION = 'v1';

/** `studio.parts.columns.v1.{userId}.{screen}` */
export const columnStorageKey = (userId: string, screen: string): string =>
  `studio.parts.columns.${VERSION}.${userId}.${screen}`;

/** Puts the chosen keys in display order, drops unknown ones and adds the required ones. */
export function normaliseColumns(spec: ColumnChoiceSpec, chosen: readonly string[]): string[] {
  const set = new Set([...chosen, ...spec.required]);
  return spec.keys.filter((k) => set.has(k));
}

/** Parses a stored choice; anything unusable (not JSON, not a list, nothing known) gives the defaults. */
export function parseColumns(spec: ColumnChoiceSpec, stored: string | null): string[] {
  const defaults = normaliseColumns(spec, spec.defaults);
  if (stored === null) return defaults;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return defaults;
  }
  if (!Array.isArray(value)) return defaults;
  const known = value.filter((v): v is string => typeof v === 'string' && spec.keys.includes(v));
  if (known.length === 0) return defaults;
  return normaliseColumns(spec, known);
}

/** Shows or hides one column; the required ones stay. */
export function toggleColumn(spec: ColumnChoiceSpec, current: readonly string[], key: string): string[] {
  if (spec.required.includes(key)) return normaliseColumns(spec, current);
  const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
  return normaliseColumns(spec, next);
}

/** Minimal storage interface (window.localStorage in the browser; a Map in tests). */
export interface ColumnStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function loadColumns(store: ColumnStore | null, key: string, spec: ColumnChoiceSpec): string[] {
  let stored: string | null = null;
  try {
    stored = store?.getItem(key) ?? null;
  } catch {
    // Storage disabled (private mode, policy): the defaults.
  }
  return parseColumns(spec, stored);
}

/** Saves the choice; the defaults are stored as "no choice" so later default changes reach the user. */
export function saveColumns(
  store: ColumnStore | null,
  key: string,
  spec: ColumnChoiceSpec,
  columns: readonly string[],
): void {
  const normalised = normaliseColumns(spec, columns);
  const defaults = normaliseColumns(spec, spec.defaults);
  try {
    if (normalised.join() === defaults.join()) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(normalised));
  } catch {
    // Full or disabled storage: the choice lasts for this page only.
  }
}
