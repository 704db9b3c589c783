import type { Board } from '../board/model';
import { partCoverage } from './coverage';
import { ICT_DEFAULTS } from './defaults';
import { Findings } from './findings';
import { buildNetwork } from './network';
import type { ProbesByNet } from './probe-access';
import { shortsAndOpens } from './shorts-opens';
import { junctionTests } from './tests-junction';
import { passiveTests } from './tests-passive';
import {
  ICT_FORMAT,
  ICT_GENERATOR,
  ICT_TEST_TYPES,
  ICT_VERSION,
  type IctAllowances,
  type IctPlan,
  type IctTest,
} from './types';

export interface IctInput {
  board: Board;
  /** Probe labels per net: the test config's selection as the strategy reads it (`Probes.byNet`). */
  probes: ProbesByNet;
  allowances?: IctAllowances;
}

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function order(tests: IctTest[]): IctTest[] {
  const rank = new Map(ICT_TEST_TYPES.map((t, i) => [t, i]));
  return [...tests].sort((a, b) => rank.get(a.type)! - rank.get(b.type)! || natural.compare(a.id, b.id));
}

/**
 * The in-circuit test plan of a board probed at the given nets (issue 26, decision 0056): the shorts
 * scan and its adjacent pairs, opens, one analog test per resistor, capacitor, inductor, jumper, fuse,
 * bead, diode, zener and transistor (parallel parts merged, guards chosen), the gaps a missing probe
 * leaves, and every part's PCOLA/SOQ coverage. Deterministic; unpowered throughout; DNP parts are
 * listed and not tested.
 */
export function generateIctPlan(input: IctInput): IctPlan {
  const allowances = input.allowances ?? ICT_DEFAULTS;
  const net = buildNetwork(input.board);
  const findings = new Findings();
  const ctx = { net, probes: input.probes, findings, allowances };
  passiveTests(ctx);
  junctionTests(ctx);
  const padCount = new Map<string, number>();
  for (const p of input.board.pads) if (p.net) padCount.set(p.net, (padCount.get(p.net) ?? 0) + 1);
  const { pairs, rows } = shortsAndOpens(input.board, net, input.probes, allowances, findings, padCount);
  const tests = order(findings.tests);
  const coverage = partCoverage(net.parts, findings, input.probes, padCount);
  const tested = coverage.filter((c) => c.tests.length > 0 && c.tests.some((t) => t !== 'shorts')).length;
  const dnp = coverage.filter((c) => c.dnp).length;
  const withFindings = coverage.filter((c) => !c.dnp && findings.byRef.has(c.ref)).length;
  const gaps = findings.gaps.sort(
    (a, b) => natural.compare(a.ref ?? '~', b.ref ?? '~') || natural.compare(a.test, b.test),
  );
  return {
    format: ICT_FORMAT,
    version: ICT_VERSION,
    generator: ICT_GENERATOR,
    allowances,
    summary: {
      parts: coverage.length,
      tested,
      untested: withFindings - tested,
      notApplicable: coverage.length - withFindings - dnp,
      dnp,
      tests: tests.length,
      gaps: gaps.length,
      probedNets: rows.filter((r) => r.probes.length > 0).length,
      nets: rows.length,
      shortPairs: pairs.length,
      testableShortPairs: pairs.filter((p) => p.testable).length,
    },
    nets: rows,
    shortPairs: pairs,
    tests,
    gaps,
    coverage: coverage.sort((a, b) => natural.compare(a.ref, b.ref)),
    notes: planNotes(dnp, rows.filter((r) => r.probes.length > 0).length),
  };
}

function planNotes(dnp: number, probed: number): string[] {
  const notes = [
    'Every test is unpowered. Resistance and capacitance are measured at a low voltage (about 0.1–0.2 V) that keeps diodes and IC pins off; junction tests drive 1 mA.',
    'Guards: a guard node is held at the measuring node’s potential, so a parallel path through it carries none of the measured current (three-wire measurement). Parts on the same two nets cannot be guarded apart and are measured together.',
    'Alignment (the A of PCOLA) and joint quality (the Q of SOQ) are not seen by an in-circuit test: automated optical or X-ray inspection covers them.',
  ];
  if (probed === 0)
    notes.unshift(
      'No net is probed: every test is a gap. Draft the strategy from a test-config version with probes selected.',
    );
  if (dnp > 0)
    notes.push(
      `${dnp} part${dnp === 1 ? ' is' : 's are'} not fitted (DNP) and not tested; the shorts scan still covers their nets.`,
    );
  return notes;
}
