import type { Board } from '../board/model';
import { generateIctPlan } from '../ict/index';
import type { TestConfig } from '../test-config/model';
import { type BoardIndex, indexBoard, netsOf } from './board-index';
import { classifyComponents, type RoleVerdict } from './component-roles';
import { shownName } from './net-names';
import { findPower } from './power';
import { compileUserParts } from './power/match-part';
import type { PowerPartRule } from './power/power-parts';
import { buildPowerTree } from './power-tree';
import { findProbes, type Probes } from './probes';
import { refreshStrategy } from './refresh';
import { byPortOrder, byRef, findSignals, PROGRAMMING_PORTS } from './signals';
import { findDebugHeaders } from './ports/debug-headers';
import { findPartPorts } from './ports/part-ports';
import { boundaryScanStep } from './steps-boundary-scan';
import { busSteps, buttonStep, clockSteps, ledStep } from './steps-function';
import { currentStep, powerUpStep, railSteps, shortsStep } from './steps-power';
import { programmingSteps } from './steps-programming';
import {
  type Bus,
  type PartUse,
  type Port,
  type Step,
  STRATEGY_FORMAT,
  STRATEGY_GENERATOR,
  STRATEGY_VERSION,
  type StrategyComponent,
  type StrategyNet,
  type TestStrategy,
} from './types';

export interface StrategyInput {
  board: Board;
  /** The selected test-config version: its probed points and board features. */
  config?: TestConfig | null;
  /**
   * Power parts the built-in table does not know (the company's table, a plan's own): tried before
   * the built-in families (decision 0057).
   */
  powerParts?: readonly PowerPartRule[];
  /**
   * false: leave out the in-circuit test plan (`ict`), which nothing else in the strategy reads, for
   * callers that need only the rest (the fixture's interface demands): it is most of the time on a
   * large board. Default true.
   */
  ict?: boolean;
}

function partUses(
  index: BoardIndex,
  roles: Map<string, RoleVerdict>,
  role: 'led' | 'button' | 'connector',
  grounds: Set<string>,
  rails: Set<string> = new Set(),
): PartUse[] {
  return index.board.components
    .filter((c) => roles.get(c.ref)?.role === role && !c.dnp)
    .map((c) => {
      const nets = netsOf(index, c.ref).filter((n) => !grounds.has(n) && (index.padCount.get(n) ?? 0) >= 2);
      // An LED or a button is driven and read on its signal nets; the rail it hangs on is measured elsewhere.
      const signals = nets.filter((n) => !rails.has(n));
      return {
        ref: c.ref,
        value: c.value,
        nets: signals.length > 0 ? signals : nets,
        reason: roles.get(c.ref)!.reason,
      };
    })
    .sort((a, b) => byRef(a.ref, b.ref));
}

function strategyNets(
  index: BoardIndex,
  probes: Probes,
  connectorsOnNet: Map<string, string[]>,
): StrategyNet[] {
  return index.nets
    .filter((n) => index.padCount.has(n))
    .map((name) => ({
      name,
      pads: index.padCount.get(name) ?? 0,
      probes: (probes.byNet.get(name) ?? []).map((p) => p.label),
      connectors: connectorsOnNet.get(name) ?? [],
    }));
}

function strategyComponents(index: BoardIndex, roles: Map<string, RoleVerdict>): StrategyComponent[] {
  return index.board.components
    .filter((c) => !c.dnp)
    .map((c) => {
      const role = roles.get(c.ref)!;
      return {
        ref: c.ref,
        value: c.value,
        role: role.role,
        nets: netsOf(index, c.ref),
        polarised: role.polarised,
      };
    });
}

/**
 * Drafts the test strategy of a board (PRODUCT.md §7): power rails, grounds and regulators; ports,
 * buses, clocks, LEDs, buttons and connectors; then the ordered steps — shorts and opens before any
 * power, power-up with a current limit, each rail's voltage in power-up order, idle current,
 * programming, bus tests, clocks, LEDs and buttons — with the test points, limits, equipment and
 * time of each, the coverage matrix and the component scores. Deterministic: the same board and
 * config give the same plan. Everything read from names and values says so in its reason.
 */
export function generateTestStrategy(input: StrategyInput): TestStrategy {
  const { board } = input;
  const config = input.config ?? null;
  const index = indexBoard(board);
  const userParts = compileUserParts(input.powerParts ?? []);
  const roles = classifyComponents(index, config?.boardFeatures ?? [], userParts);
  const power = findPower(index, roles, userParts);
  const groundNets = new Set(power.grounds.map((g) => g.net));
  const connectors = partUses(index, roles, 'connector', groundNets);
  const connectorsOnNet = new Map<string, string[]>();
  for (const c of connectors)
    for (const n of c.nets) connectorsOnNet.set(n, [...(connectorsOnNet.get(n) ?? []), c.ref]);
  const tree = buildPowerTree(power.rails, power.feeds, power.inputs);
  const powerNets = new Set([...power.rails.map((r) => r.net), ...groundNets]);
  const signals = findSignals(index, roles, powerNets);
  const railNets = new Set(power.rails.map((r) => r.net));
  const leds = partUses(index, roles, 'led', groundNets, railNets);
  // A switch the rails pass through is set once for the test, not pressed in a button check.
  const buttons = partUses(index, roles, 'button', groundNets, railNets).filter(
    (b) => !power.switches.has(b.ref),
  );
  const probes = findProbes(board, config);
  const ground = power.grounds[0]?.net ?? null;
  const valueOfRef = (ref: string) => index.componentByRef.get(ref)?.value ?? '';

  const switches = [...power.switches].filter(
    (ref) => roles.get(ref)?.role === 'button' || /^(SW|S)\d/i.test(ref),
  );
  const powerCtx = { tree, ground, regulators: power.regulators, connectorsOnNet, probes, switches };
  const headers = findDebugHeaders(index, roles, groundNets, railNets);
  const partPorts = findPartPorts(
    { index, roles, grounds: groundNets, rails: railNets, buses: signals.buses },
    signals.ports,
    headers,
  );
  const ports = sortPorts([...signals.ports, ...partPorts.ports]);
  const partOf = (ref: string) => index.componentByRef.get(ref)!;
  const programming = programmingSteps({ ports, buses: signals.buses, valueOfRef, partOf, ground });
  const boundaryScan = ports
    .filter((p) => p.kind === 'jtag')
    .map((p) => boundaryScanStep(p, index, probes, powerNets));
  const fnCtx = { ground, valueOfRef, connectorsOnNet, controllers: controllersOf(signals) };
  const testedBuses = signals.buses.filter((b) => !programming.usedBuses.includes(b));
  const steps: Step[] = [
    shortsStep(powerCtx),
    powerUpStep(powerCtx),
    ...railSteps(powerCtx),
    currentStep(powerCtx),
    ...boundaryScan,
    ...programming.steps,
    ...busSteps(testedBuses, fnCtx),
    ...clockSteps(signals.clocks, fnCtx),
    ledStep(leds),
    buttonStep(buttons, fnCtx),
  ].filter((s): s is Step => s !== null);

  const debugBuses: Bus[] = ports
    .filter((p) => p.kind === 'jtag' || p.kind === 'swd')
    .map((p) => ({
      kind: p.kind as 'jtag' | 'swd',
      name: p.kind.toUpperCase(),
      nets: p.nets,
      chipSelects: [],
      devices: p.devices,
      reason: p.reason,
    }));

  return refreshStrategy({
    format: STRATEGY_FORMAT,
    version: STRATEGY_VERSION,
    generator: STRATEGY_GENERATOR,
    probeSource: probes.source,
    rails: tree.ordered,
    inputs: [...(tree.primary?.inputs ?? []), ...tree.otherInputs],
    grounds: power.grounds,
    regulators: power.regulators,
    passes: power.passes,
    ports,
    buses: [...signals.buses, ...debugBuses],
    clocks: signals.clocks,
    leds,
    buttons,
    connectors,
    steps,
    equipment: [],
    nets: strategyNets(index, probes, connectorsOnNet),
    components: strategyComponents(index, roles),
    coverage: { nets: 0, touched: 0, untouched: [], singlePad: 0, matrix: [], componentScore: null },
    componentCoverage: [],
    seconds: 0,
    notes: [
      ...draftNotes(power.rails.length, ground, probes, power.notRails, tree.primary?.inputs[0]?.net ?? null),
      ...power.notes,
      ...signals.notes,
      ...partPorts.notes,
      ...portNotes(ports),
    ],
    ...(input.ict === false ? {} : { ict: generateIctPlan({ board, probes: probes.byNet }) }),
    fixture: null,
  });
}

/**
 * The programmed parts (targets of SWD, JTAG, UPDI, ISP, ICSP) and ICs on three or more buses: they
 * run the buses, so a bus test asks the other devices to answer.
 */
function controllersOf(signals: { ports: { kind: string; devices: string[] }[]; buses: Bus[] }): Set<string> {
  const out = new Set<string>();
  for (const p of signals.ports)
    if (['swd', 'jtag', 'updi', 'isp', 'icsp'].includes(p.kind)) for (const d of p.devices) out.add(d);
  const count = new Map<string, number>();
  for (const b of signals.buses) for (const d of b.devices) count.set(d, (count.get(d) ?? 0) + 1);
  for (const [d, n] of count) if (n >= 3) out.add(d);
  return out;
}

/** A port that programs nothing says why (the programmer board's ICSP lines go to empty sockets). */
function portNotes(ports: Port[]): string[] {
  return ports
    .filter((p) => PROGRAMMING_PORTS.has(p.kind) && p.devices.length === 0)
    .map(
      (p) =>
        `${p.kind.toUpperCase()} (${p.nets.map(shownName).join(', ')}): no part on it is programmed at test — ${
          p.skipped.length ? p.skipped.map((x) => x.reason).join('; ') : 'no programmable part is on its nets'
        }. No programming step.`,
    );
}

const sortPorts = (ports: Port[]) => [...ports].sort(byPortOrder);

function draftNotes(
  rails: number,
  ground: string | null,
  probes: Probes,
  notRails: { net: string; reason: string }[],
  input: string | null,
): string[] {
  const notes: string[] = [];
  notes.push(
    probes.source === 'test-config'
      ? 'Probed test points: the test config’s selection.'
      : 'No test config: the board’s own test points are taken as the probed ones; draft from a test-config version to plan with its selection.',
  );
  if (rails === 0)
    notes.push('No power rail was recognised from the net names: add the power steps by hand.');
  if (!ground) notes.push('No ground net was recognised: measurements name no reference.');
  if (input === null && rails > 0)
    notes.push('No power input could be told: set the power-up step’s supply.');
  for (const n of notRails) notes.push(`${shownName(n.net)}: ${n.reason}.`);
  return notes;
}
