import { describe, expect, it } from 'vitest';
import { BUILTIN_STATIONS, GENERIC_STATION, PYTEST_STATION } from './builtin-stations';
import { checkStationProfile } from './check-station';
import { expandStation } from './expand-station';
import { fixtureNames, nameNumber } from './fixture-names';
import type { StationProfile } from './station-profile';

describe('fixtureNames', () => {
  it('names probes P and connectors IF unless the board uses them with a number', () => {
    expect(fixtureNames(['J1', 'U3', 'R10', 'TP4'])).toEqual({ probe: 'P', connector: 'IF' });
    // pic_programmer's kind of board: a P1 connector and J1 … so probes are not P3 and connectors not J1.
    expect(fixtureNames(['J1', 'P1', 'TP3'])).toEqual({ probe: 'PR', connector: 'IF' });
    expect(fixtureNames(['p2', 'pr7', 'if1', 'Xf3'])).toEqual({ probe: 'FP', connector: 'FJ' });
    // A reference without a number takes no prefix: "P" alone is not "P<n>".
    expect(fixtureNames(['P', 'IF'])).toEqual({ probe: 'P', connector: 'IF' });
    // Every candidate taken: numbered past the list, never a board prefix.
    const refs = ['P1', 'PR1', 'FP1', 'PRB1', 'TPP1', 'IF1', 'XF1', 'FJ1', 'IFC1', 'FXJ1'];
    const names = fixtureNames(refs);
    expect(refs.some((r) => r.startsWith(names.probe) && /^\d+$/.test(r.slice(names.probe.length)))).toBe(
      false,
    );
    expect(names.probe).not.toBe(names.connector);
    expect(nameNumber('PR12')).toBe(12);
  });
});

describe('station profiles', () => {
  it('ships two profiles without a problem', () => {
    expect(BUILTIN_STATIONS.map((s) => [s.id, checkStationProfile(s)])).toEqual([
      ['builtin:generic', []],
      ['builtin:pytest', []],
    ]);
    expect(PYTEST_STATION.channels.filter((c) => c.kind === 'power-supply')).toHaveLength(8);
  });

  it('names every problem of a broken profile by field', () => {
    const broken: StationProfile = {
      id: 'x',
      name: ' ',
      description: '',
      connectors: [
        { name: 'A', description: '', pins: ['1', '1', ''], pinCurrentA: 0 },
        { name: 'A', description: '', pins: [], pinCurrentA: null },
      ],
      channels: [
        {
          id: 'C1',
          instrument: 'PSU',
          kind: 'power-supply',
          role: 'io',
          signal: null,
          connector: 'A',
          pin: '1',
          maxVoltageV: 5,
          maxCurrentA: 1,
        },
        {
          id: 'C1',
          instrument: 'P',
          kind: 'programmer',
          role: 'signal',
          signal: null,
          connector: 'A',
          pin: '1',
          maxVoltageV: -1,
          maxCurrentA: null,
        },
        {
          id: 'C3',
          instrument: 'M',
          kind: 'relay',
          role: 'switch',
          signal: null,
          connector: 'B',
          pin: '1',
          maxVoltageV: null,
          maxCurrentA: null,
        },
        {
          id: 'C4',
          instrument: 'M',
          kind: 'relay',
          role: 'switch',
          signal: null,
          connector: 'A',
          pin: '9',
          maxVoltageV: null,
          maxCurrentA: null,
        },
      ],
      growth: null,
    };
    expect(checkStationProfile(broken).map((p) => p.field)).toEqual([
      'name',
      'connectors[0].pins[1]',
      'connectors[0].pins[2]',
      'connectors[0].pinCurrentA',
      'connectors[1].name',
      'connectors[1].pins',
      'channels[0].role',
      'channels[1].id',
      'channels[1].signal',
      'channels[1].pin',
      'channels[1].maxVoltageV',
      'channels[2].connector',
      'channels[3].pin',
    ]);
  });

  it('grows the generic interface by whole connectors named with the fixture prefix', () => {
    const x = expandStation(GENERIC_STATION, 'XF', 101);
    expect(x.connectors.map((c) => [c.ref, c.name, c.pins.length])).toEqual([
      ['XF1', 'XF1', 50],
      ['XF2', 'XF2', 50],
      ['XF3', 'XF3', 50],
    ]);
    expect(x.channels[50]).toMatchObject({
      id: 'XF2.1',
      kind: 'relay',
      role: 'switch',
      connector: 'XF2',
      pin: '1',
    });
    const fixed = expandStation(PYTEST_STATION, 'IF', 500);
    expect(fixed.connectors.map((c) => `${c.ref}=${c.name}`)).toEqual(['IF1=PWR', 'IF2=SIG', 'IF3=PROG']);
    expect(fixed.channels).toHaveLength(PYTEST_STATION.channels.length);
  });
});
