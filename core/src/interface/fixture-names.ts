/**
 * Names of the fixture's own parts, never a board reference (issue 25 "Wiring", decision 0061): a
 * wiring list that says probe `P3` on `J1.7` goes to `J1` pin 3 makes a wirer ask which J1. Probes
 * are `P<n>` and interface connectors `IF<n>` unless the board uses that prefix with a number as a
 * reference (`P3`, `IF1`, any case): then the next free prefix of the list is taken. The names
 * depend only on the board's references, so they stay the same while the selection changes.
 */

const PROBE_PREFIXES = ['P', 'PR', 'FP', 'PRB', 'TPP'];
const CONNECTOR_PREFIXES = ['IF', 'XF', 'FJ', 'IFC', 'FXJ'];

export interface FixtureNames {
  /** Prefix of probe ids (`P` → `P1`, `P2`, …). */
  probe: string;
  /** Prefix of the fixture's interface connectors (`IF` → `IF1`, …). */
  connector: string;
}

/** The prefixes the board's references use before a number (upper case): "J12" → "J". */
export function referencePrefixes(refs: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const ref of refs) {
    const m = /^(.*?)(\d+)$/.exec(ref.trim().toUpperCase());
    if (m) used.add(m[1]!);
  }
  return used;
}

function firstFree(candidates: string[], used: Set<string>, avoid: string): string {
  for (const c of candidates) if (!used.has(c) && c !== avoid) return c;
  // Every candidate taken (a board that names its parts like a fixture): number the last one.
  for (let n = 2; ; n++) {
    const c = `${candidates[candidates.length - 1]}${n}X`;
    if (!used.has(c) && c !== avoid) return c;
  }
}

/** The fixture's name prefixes for a board with these references. */
export function fixtureNames(boardRefs: Iterable<string>): FixtureNames {
  const used = referencePrefixes(boardRefs);
  const probe = firstFree(PROBE_PREFIXES, used, '');
  return { probe, connector: firstFree(CONNECTOR_PREFIXES, used, probe) };
}

/** The number of a fixture name (`P12` → 12, `IF3` → 3); NaN when it has none. */
export function nameNumber(name: string): number {
  const m = /(\d+)$/.exec(name);
  return m ? Number(m[1]) : Number.NaN;
}
