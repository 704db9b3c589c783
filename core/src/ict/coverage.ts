import type { PartKind } from '../values/index';
import type { Findings, PartFinding } from './findings';
import { formatSi, formatTolerance } from './format';
import { type IctPart, isElectrolytic, toleranceOf } from './network';
import type { ProbesByNet } from './probe-access';
import type { IctGrade, IctPartCoverage } from './types';

const RANK: Record<IctGrade, number> = { 'n/a': 0, none: 1, partial: 2, full: 3 };
const best = (grades: IctGrade[], fallback: IctGrade): IctGrade =>
  grades.reduce<IctGrade>((b, g) => (RANK[g] > RANK[b] ? g : b), fallback);

/** Kinds whose orientation matters (a reversed one fails or does harm). */
const POLARISED: ReadonlySet<PartKind> = new Set([
  'diode',
  'schottky',
  'zener',
  'led',
  'tvs',
  'bjt',
  'mosfet',
  'transistor',
  'regulator',
  'ic',
  'oscillator',
  'battery',
]);

/** Why a kind has no in-circuit test at all (its coverage comes from elsewhere). */
const NOT_ICT: Partial<Record<PartKind, string>> = {
  ic: 'no analog in-circuit test for an IC: its pins need a vectorless open test (capacitive sensing over the package) or a digital or boundary-scan test, not generated here',
  regulator:
    'no analog in-circuit test for a regulator: the strategy’s powered rail steps measure its output; a vectorless open test would cover its pins',
  connector:
    'a connector is not measured in circuit: its pins are covered by the shorts scan and by mating it in a functional step',
  crystal: 'a crystal is not tested unpowered: its frequency is the strategy’s clock step',
  oscillator: 'an oscillator is an active part: its output is the strategy’s clock step',
  switch: 'a switch is open at rest: pressing it is the strategy’s button step',
  relay:
    'a relay coil could be measured as a resistance, but its value is not in the design data: not generated',
  transformer:
    'a transformer’s windings could be measured as resistances, but their values are not in the design data',
  battery: 'a battery is not measured in circuit (and is usually fitted after test)',
  buzzer: 'a buzzer or speaker is not measured in circuit',
  'resistor-network':
    'a resistor network: its inside (bussed or isolated, which pins) is not in the design data',
  unknown: 'its kind is not known, so no test can be planned',
};

function describeRead(part: IctPart): string {
  const v = part.read.value;
  const kind = part.read.class.kind;
  const tol = () => {
    const t = toleranceOf(part);
    return `${formatTolerance(t.tolerance)}${t.from.startsWith('assumed') ? ' (assumed)' : ''}`;
  };
  if ((kind === 'resistor' || kind === 'potentiometer') && v.resistanceOhms !== null)
    return `${formatSi(v.resistanceOhms, 'Ω')} ${tol()}`;
  if (kind === 'capacitor' && v.capacitanceF !== null)
    return `${formatSi(v.capacitanceF, 'F')} ${tol()}${v.voltageRatingV !== null ? ` ${formatSi(v.voltageRatingV, 'V')}` : ''}${v.dielectric ? ` ${v.dielectric}` : ''}${isElectrolytic(part) ? ' polarised' : ''}`;
  if (kind === 'inductor' && v.inductanceH !== null) return `${formatSi(v.inductanceH, 'H')} ${tol()}`;
  if (kind === 'zener' && v.zenerV !== null)
    return `zener ${formatSi(v.zenerV, 'V')}${v.tolerance ? ` ${formatTolerance(v.tolerance)}` : ''}`;
  if ((kind === 'crystal' || kind === 'oscillator') && v.frequencyHz !== null)
    return formatSi(v.frequencyHz, 'Hz');
  const what = part.read.class.transistor?.what ?? part.read.class.diode?.what ?? kind.replace('-', ' ');
  if (kind === 'jumper' && v.resistanceOhms === 0) return '0 Ω link';
  return v.partNumber ? `${what} (${v.partNumber})` : what;
}

/**
 * Each part's coverage in PCOLA / SOQ terms, from its tests and the probes on its nets: presence,
 * correctness, orientation, live from the tests that measure it; alignment and joint quality are not
 * seen by an in-circuit test (optical or X-ray inspection); shorts from the shorts scan over its nets;
 * opens from the tests whose path runs through its joints. DNP parts are listed, not tested.
 */
export function partCoverage(
  parts: IctPart[],
  findings: Findings,
  probes: ProbesByNet,
  padCount: ReadonlyMap<string, number>,
): IctPartCoverage[] {
  return parts.map((part) => {
    const kind = part.read.class.kind;
    const base = {
      ref: part.ref,
      kind,
      value: part.component.value,
      read: describeRead(part),
      dnp: part.dnp,
    };
    if (part.dnp)
      return {
        ...base,
        presence: 'n/a',
        correctness: 'n/a',
        orientation: 'n/a',
        live: 'n/a',
        alignment: 'n/a',
        shorts: 'n/a',
        opens: 'n/a',
        quality: 'n/a',
        tests: [],
        missing: [],
        reason: `not fitted (${part.dnpReason}): not tested`,
      };
    const connected = part.nets.filter((n) => (padCount.get(n) ?? 0) >= 2);
    const probedNets = connected.filter((n) => (probes.get(n)?.length ?? 0) > 0);
    const shorts: IctGrade =
      connected.length === 0
        ? 'n/a'
        : probedNets.length === connected.length
          ? 'full'
          : probedNets.length > 0
            ? 'partial'
            : 'none';
    const found: PartFinding[] = findings.byRef.get(part.ref) ?? [];
    const polarised = POLARISED.has(kind) || (kind === 'capacitor' && isElectrolytic(part));
    const none: IctGrade = 'none';
    const notIct = found.length === 0 ? (NOT_ICT[kind] ?? part.read.class.reason) : null;
    const reasons = [...new Set(found.map((f) => f.reason.replace(/;\s*$/, '')).filter((r) => r !== ''))];
    const shortsReason =
      shorts === 'partial'
        ? `shorts: ${connected.length - probedNets.length} of its ${connected.length} nets have no probe`
        : shorts === 'none'
          ? 'shorts: none of its nets has a probe'
          : '';
    return {
      ...base,
      presence: best(
        found.map((f) => f.presence),
        none,
      ),
      correctness: best(
        found.map((f) => f.correctness),
        none,
      ),
      orientation: polarised
        ? best(
            found.map((f) => f.orientation).filter((g) => g !== 'n/a'),
            none,
          )
        : 'n/a',
      live: best(
        found.map((f) => f.live),
        none,
      ),
      alignment: none,
      shorts,
      opens: best(
        found.map((f) => f.opens),
        none,
      ),
      quality: none,
      tests: [...new Set(found.flatMap((f) => (f.test ? [f.test] : [])))],
      missing: [...new Set(found.flatMap((f) => f.missing))].sort(),
      reason: [notIct, ...reasons, shortsReason].filter((r): r is string => !!r).join('; '),
    } satisfies IctPartCoverage;
  });
}
