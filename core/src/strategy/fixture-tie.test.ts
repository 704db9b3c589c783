// The plan tied to its fixture (issue 26 item 5): each step names the probes and tester channels it
// uses, taken from the fixture's interface mapping, and the pytest export talks to those channels.
import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { proposeTestConfig } from '../dft/index';
import { designFixtureOnly } from '../fixture/design/design-fixture';
import { PYTEST_STATION_ID } from '../interface/builtin-stations';
import type { TestConfig } from '../test-config/model';
import { testCatalog } from '../testing/fixture-test-catalog';
import { strategyToPytest } from './export/pytest';
import { fixtureFromMapping, limitProbes, tieToFixture } from './fixture-tie';
import { generateTestStrategy } from './generate';
import { interfaceDemands } from './interface-demands';
import { upgradeStrategy } from './upgrade';

const board = realBoard('kicad/pic_programmer.kicad_pcb');
const proposed = proposeTestConfig(board).config;
/**
 * The proposal's points on the nets the plan uses, a second point on the input and on GND (force and
 * sense), wired to the station the pytest export simulates (power supplies, a 48-row matrix, digital I/O).
 */
const planNets = new Set(generateTestStrategy({ board, config: proposed }).steps.flatMap((s) => s.nets));
const byId = new Map(board.testPoints.map((t) => [t.id as string, t]));
const kept = proposed.testPoints.filter((t) => planNets.has(byId.get(t.id)?.net ?? ''));
const second = (net: string) =>
  board.testPoints.find(
    (t) =>
      t.net === net &&
      (t.side === proposed.probeSide || t.side === 'both') &&
      !t.covered &&
      t.kind !== 'smd' &&
      !kept.some((k) => k.id === t.id),
  )!;
const config: TestConfig = {
  ...proposed,
  testPoints: [...kept, { id: second('GND').id }, { id: second('Net-(D1-Pad2)').id }],
  fixture: {
    ...proposed.fixture,
    interface: { stationId: PYTEST_STATION_ID, station: null, overrides: [], nets: [] },
  },
};
const catalog = testCatalog();
/** As the app layers draft it (server's draftStrategyWithFixture): the plan's demands design the mapping. */
const untied = generateTestStrategy({ board, config });
const design = designFixtureOnly(board, config, catalog, {
  interface: { demands: interfaceDemands(untied) },
});
const plan = tieToFixture(untied, fixtureFromMapping(design.interface, 'proposal v1'));
const step = (id: string) => plan.steps.find((s) => s.id === id)!;

describe('tieToFixture on pic_programmer (proposal, pytest station)', () => {
  it('keeps the mapping of the fixture: same probes, same channels', () => {
    const rows = design.interface.rows.filter((r) => r.net !== null);
    expect(plan.fixture!.probes.map((p) => [p.probe, p.net, p.channel])).toEqual(
      rows.map((r) => [r.probe, r.net, r.channel?.id ?? null]),
    );
    expect(plan.fixture).toMatchObject({
      source: 'proposal v1',
      station: { id: PYTEST_STATION_ID, name: 'Pytest station (simulated instruments)' },
    });
  });

  it('powers the input through a supply’s force channel and returns it through the supply’s return', () => {
    const power = step('power-up');
    const input = power.supplies[0]!.net;
    expect(input).toBe('Net-(D1-Pad2)');
    const onInput = power.probes.filter((p) => p.net === input);
    expect(onInput.map((p) => p.channel)).toContain('PSU1.F+');
    const ground = power.probes.filter((p) => p.net === 'GND').map((p) => p.channel);
    expect(ground).toContain('PSU1.F-');
  });

  it('measures a rail on a matrix channel against the ground’s sense probe', () => {
    const vcc = step('rail:VCC');
    const { hi, lo } = limitProbes(vcc, vcc.limits[0]!);
    expect(hi).toMatchObject({ net: 'VCC', instrument: 'MUX', function: 'signal' });
    expect(hi!.channel).toMatch(/^MUX\.\d+$/);
    // GND has a force and a sense probe: a voltage is read on the sense one (no supply current in its wire).
    expect(lo).toMatchObject({ net: 'GND', function: 'sense', channel: 'PSU1.S-' });
  });

  it('names only the probes of the step’s nets, limits and supplies', () => {
    for (const s of plan.steps) {
      const nets = new Set([
        ...s.nets,
        ...s.limits.flatMap((l) => [l.net, l.reference]),
        ...s.supplies.map((x) => x.net),
      ]);
      for (const p of s.probes) expect(nets.has(p.net), `${s.id} ${p.probe}`).toBe(true);
    }
    // The LED step reaches its LEDs' nets through the fixture's probes.
    expect(step('leds').probes.length).toBeGreaterThan(0);
  });

  it('an open between two probes of one rail goes through two different probes', () => {
    const s = tieToFixture(
      { ...plan, fixture: { ...plan.fixture!, probes: [...plan.fixture!.probes] } },
      plan.fixture,
    );
    const shorts = s.steps.find((x) => x.id === 'shorts')!;
    const open = { quantity: 'resistance' as const, net: 'GND', reference: 'GND' };
    const { hi, lo } = limitProbes(shorts, open);
    expect(hi).not.toBeNull();
    expect(lo).not.toBeNull();
    expect(hi!.probe).not.toBe(lo!.probe);
  });

  it('writes the channels into the pytest project', () => {
    const files = strategyToPytest(plan, { title: 'pic' });
    const text = (p: string) => files.find((f) => f.path === p)!.text;
    const limits = JSON.parse(text('limits.json'));
    expect(limits.version).toBe(2);
    expect(limits.fixture.probes).toHaveLength(plan.fixture!.probes.length);
    const power = limits.steps.find((s: { id: string }) => s.id === 'power-up');
    expect(power.supplies[0]).toMatchObject({ net: 'Net-(D1-Pad2)', force: ['PSU1.F+'] });
    const vcc = limits.steps.find((s: { id: string }) => s.id === 'rail:VCC');
    expect(vcc.limits[0]).toMatchObject({ lo: 'PSU1.S-' });
    expect(text('test_sequence.py')).toContain(
      `    seq("rail:VCC", "L1", hi="${vcc.limits[0].hi}", lo="PSU1.S-")  # VCC at PR`,
    );
    expect(text('test_sequence.py')).toMatch(/ {4}# Net-\(D1-Pad2\): .*force PSU1\.F\+/);
    // A current is read at the supply: no reference end.
    expect(text('test_sequence.py')).toContain(
      '    seq("power-up", "L1", hi="PSU1.F+")  # Net-(D1-Pad2) at PR',
    );
    expect(text('README.md')).toContain('wired to the\nstation **Pytest station (simulated instruments)**');
  });
});

describe('untied plans', () => {
  it('a plan without a fixture names no probes; tying and untying re-derive them', () => {
    const plain = generateTestStrategy({ board, config });
    expect(plain.fixture).toBeNull();
    expect(plain.steps.every((s) => s.probes.length === 0)).toBe(true);
    expect(tieToFixture(plan, null).steps.every((s) => s.probes.length === 0)).toBe(true);
    expect(tieToFixture(plain, plan.fixture).steps).toEqual(plan.steps);
  });

  it('a stored version-2 document upgrades with no fixture and no probes', () => {
    const plain = generateTestStrategy({ board, config: null });
    const { fixture: _f, ...rest } = plain;
    const v2 = { ...rest, version: 2, steps: plain.steps.map(({ probes: _p, ...s }) => s) };
    const up = upgradeStrategy(v2);
    expect(up.version).toBe(3);
    expect(up.fixture).toBeNull();
    expect(up.steps.every((s) => s.probes.length === 0)).toBe(true);
  });
});
