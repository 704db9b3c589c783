import type { FixtureCatalog, OptionPart } from '../fixture/design/catalog';
import type { BomLine } from '../fixture/design/model';
import { SOLUTION_LIMITS } from './solution-model';

/** What a catalog option allows on a solution: how many the design has, how many more may be chosen, and why. */
export interface OptionAvailability {
  partNumber: string;
  name: string;
  adds: string;
  /** How many the design itself includes per fixture (they are priced as design lines). */
  included: number;
  /** The most a customer may add per fixture (0: cannot be added). */
  maxExtra: number;
  /** Why it cannot be added, or what adding it means. */
  note: string;
}

export interface OptionContext {
  /** The design's BOM (per fixture). */
  bom: BomLine[];
  /** The test config's signal interface (a carrier board replaces the receptacles' wiring). */
  signalInterface: string;
}

/** One per fixture: a second lid switch, counter or presence detector has nothing to do. */
const ONE_PER_FIXTURE = new Set(['lid-switch', 'presence-detection', 'cycle-counter', 'carrier-board']);

const NOTES: Record<string, string> = {
  'lid-switch': 'Reports the lid closed to the tester (uses one interface pin pair).',
  'presence-detection': 'Detects a loaded board before the test starts (uses one interface pin pair).',
  'cycle-counter': 'Counts actuations for probe maintenance; the kit states its rated cycles.',
  'interface-connector': 'Extra connectors are spares: the design wires one per 50 probes.',
};

/**
 * The options of the catalog (active parts of kind `option`) with the limits each imposes on this
 * design: included ones are shown as part of the design; a carrier board comes only with the
 * carrier-board signal interface (it changes the receptacles), the others up to their maximum.
 */
export function optionAvailability(catalog: FixtureCatalog, ctx: OptionContext): OptionAvailability[] {
  const included = new Map<string, number>();
  for (const l of ctx.bom) included.set(l.partNumber, (included.get(l.partNumber) ?? 0) + l.quantity);
  return catalog.parts
    .filter((p): p is OptionPart => p.kind === 'option' && p.active)
    .sort((a, b) => (a.partNumber < b.partNumber ? -1 : a.partNumber > b.partNumber ? 1 : 0))
    .map((p) => {
      const adds = p.specs.adds;
      const have = included.get(p.partNumber) ?? 0;
      let maxExtra: number = ONE_PER_FIXTURE.has(adds)
        ? Math.max(0, 1 - have)
        : SOLUTION_LIMITS.maxOptionQuantity;
      let note = NOTES[adds] ?? '';
      if (adds === 'carrier-board' && have === 0 && ctx.signalInterface !== 'carrier-board') {
        maxExtra = 0;
        note =
          "A carrier board replaces the receptacles' hand wiring: choose the carrier-board signal interface in the test config's Fixture settings and save a version (the design then uses solder-cup receptacles and includes it).";
      } else if (have > 0 && maxExtra === 0) note = `The design includes ${have === 1 ? 'it' : `${have}`}.`;
      return { partNumber: p.partNumber, name: p.name, adds, included: have, maxExtra, note };
    });
}

/** The chosen options that break a limit, as messages (the server refuses them; the page prevents them). */
export function optionProblems(
  choices: { partNumber: string; quantity: number }[],
  available: OptionAvailability[],
): string[] {
  const byPart = new Map(available.map((o) => [o.partNumber, o]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const c of choices) {
    if (seen.has(c.partNumber)) problems.push(`${c.partNumber} is chosen twice.`);
    seen.add(c.partNumber);
    const o = byPart.get(c.partNumber);
    if (!o) problems.push(`${c.partNumber} is not an option the catalog offers.`);
    else if (c.quantity > o.maxExtra)
      problems.push(
        o.maxExtra === 0
          ? `${c.partNumber} cannot be added: ${o.note}`
          : `${c.partNumber}: at most ${o.maxExtra} per fixture.`,
      );
  }
  return problems;
}
