import { describe, expect, it } from 'vitest';
import { type AssignInterfaceInput, assignInterface } from './assign-interface';
import { GENERIC_STATION, PYTEST_STATION } from './builtin-stations';
import type { InterfaceProbe, NetDemand } from './model';

const PLATE = { minX: 0, minY: 0, maxX: 200, maxY: 150 };

/** Probes on nets, in wiring order, 5 mm apart on a line (P100 rated 3 A unless told). */
function probes(nets: (string | null)[], rating = 3): InterfaceProbe[] {
  return nets.map((net, i) => ({
    id: `P${i + 1}`,
    testPointId: `tp${i + 1}`,
    label: `TP${i + 1}.1`,
    net,
    side: 'bottom',
    x: 20 + 5 * i,
    y: 40,
    probeClass: 'P100',
    receptaclePart: 'RC-100-WW',
    currentRatingA: rating,
  }));
}

const demand = (net: string, role: NetDemand['role'], voltageV: number | null, currentA: number | null) => ({
  net,
  role,
  voltageV,
  currentA,
  signal: null,
});

function input(extra: Partial<AssignInterfaceInput>): AssignInterfaceInput {
  return {
    probes: [],
    station: GENERIC_STATION,
    demands: [],
    names: { probe: 'P', connector: 'IF' },
    termination: 'wire-wrap',
    plate: PLATE,
    orientationDeg: 0,
    verticalMm: { top: 40, bottom: 20 },
    ...extra,
  };
}

const byProbe = (m: ReturnType<typeof assignInterface>) => new Map(m.rows.map((r) => [r.probe, r]));

describe('assignInterface: the generic N-pin interface', () => {
  it('wires every probe to the next pin in wiring order, 50 per connector, a net kept whole on the next connector', () => {
    const nets = [...Array.from({ length: 48 }, (_, i) => `N${i}`), 'BUS', 'BUS', 'BUS', 'X'];
    const m = assignInterface(input({ probes: probes(nets) }));
    const rows = byProbe(m);
    expect(rows.get('P1')).toMatchObject({
      connector: 'IF1',
      pin: '1',
      channel: { id: 'IF1.1', kind: 'relay' },
    });
    expect(rows.get('P48')).toMatchObject({ connector: 'IF1', pin: '48' });
    // BUS has three probes: two pins are left on IF1, so the net goes whole to IF2 …
    expect(['P49', 'P50', 'P51'].map((p) => `${rows.get(p)!.connector}.${rows.get(p)!.pin}`)).toEqual([
      'IF2.1',
      'IF2.2',
      'IF2.3',
    ]);
    // … and the next net takes a pin left free on IF1.
    expect(rows.get('P52')).toMatchObject({ connector: 'IF1', pin: '49' });
    expect(m.connectors.map((c) => c.ref)).toEqual(['IF1', 'IF2']);
    expect(m.findings).toEqual([]);
  });

  it('is deterministic: the same probes, demands and overrides in any order give the same mapping', () => {
    const ps = probes(['+5V', 'GND', 'A', '+5V', 'GND', 'B', '+3V3', 'GND']);
    const demands = [
      demand('+5V', 'supply', 5, 1),
      demand('+3V3', 'supply', 3.3, 0.5),
      demand('GND', 'ground', 0, null),
    ];
    const overrides = [
      { testPointId: 'tp3', channelId: 'MUX.7' },
      { testPointId: 'tp6', channelId: 'DIO.2' },
    ];
    const a = assignInterface(input({ probes: ps, station: PYTEST_STATION, demands, overrides }));
    const b = assignInterface(
      input({
        probes: ps,
        station: PYTEST_STATION,
        demands: [...demands].reverse(),
        overrides: [...overrides].reverse(),
      }),
    );
    expect(b).toEqual(a);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });
});

describe('assignInterface: supplies and grounds', () => {
  it('gives a 4 A supply two force probes and a sense probe on the supply that fits, sized wires, and the ground its return', () => {
    const ps = probes(['+5V', '+5V', '+5V', 'GND', 'GND', 'GND', 'SIG']);
    const m = assignInterface(
      input({
        probes: ps,
        station: PYTEST_STATION,
        demands: [demand('+5V', 'supply', 5, 4), demand('GND', 'ground', 0, null)],
      }),
    );
    const rows = byProbe(m);
    // PSU1 is 3 A: only PSU2 (6 V, 5 A) takes 4 A at 5 V.
    expect(['P1', 'P2', 'P3'].map((p) => [rows.get(p)!.function, rows.get(p)!.channel?.id])).toEqual([
      ['sense', 'PSU2.S+'],
      ['force', 'PSU2.F+'],
      ['force', 'PSU2.F+'],
    ]);
    // The ground carries the supplies' 4 A back on PSU2's return.
    expect(['P4', 'P5', 'P6'].map((p) => [rows.get(p)!.function, rows.get(p)!.channel?.id])).toEqual([
      ['sense', 'PSU2.S-'],
      ['force', 'PSU2.F-'],
      ['force', 'PSU2.F-'],
    ]);
    // Each force wire carries 2 A: 20 AWG (0.52 mm² at 4 A/mm² = 2.07 A); sense and signal 30 AWG.
    expect(rows.get('P2')!.wire).toMatchObject({ awg: 20, colour: 'RD', currentA: 2 });
    expect(rows.get('P1')!.wire).toMatchObject({ awg: 30, colour: 'OG', currentA: 0 });
    expect(rows.get('P5')!.wire).toMatchObject({ awg: 20, colour: 'BK' });
    expect(rows.get('P4')!.wire).toMatchObject({ awg: 30, colour: 'BN' });
    expect(rows.get('P7')).toMatchObject({
      function: 'signal',
      channel: { id: 'MUX.1' },
      wire: { awg: 30, colour: 'BU' },
    });
    // 20 AWG does not go on a 100 mil wire-wrap post (≤ 26 AWG): a warning per force wire, nothing else.
    expect(m.findings.map((f) => `${f.code} ${f.probes.join(',')} ${f.measured}/${f.limit}`)).toEqual([
      'interface.wire-termination P2 20/26',
      'interface.wire-termination P3 20/26',
      'interface.wire-termination P5 20/26',
      'interface.wire-termination P6 20/26',
    ]);
    const solder = assignInterface(
      input({
        probes: ps,
        station: PYTEST_STATION,
        demands: [demand('+5V', 'supply', 5, 4), demand('GND', 'ground', 0, null)],
        termination: 'solder-cup',
      }),
    );
    expect(solder.findings).toEqual([]);
    // Wire to buy: per gauge and colour.
    expect(m.wires.map((w) => `${w.awg} ${w.colour} ×${w.count}`)).toEqual([
      '20 BK ×2',
      '20 RD ×2',
      '30 BN ×1',
      '30 BU ×1',
      '30 OG ×1',
    ]);
  });

  it('fails a supply with fewer probes than its current needs, and warns when none is left to sense', () => {
    const few = assignInterface(
      input({ probes: probes(['VIN']), station: PYTEST_STATION, demands: [demand('VIN', 'supply', 5, 5)] }),
    );
    // 5 A on 3 A probes: 2 force + 1 sense; it has 1.
    const f = few.findings.find((x) => x.code === 'interface.supply-probes')!;
    expect(f).toMatchObject({ severity: 'fail', measured: 1, limit: 3, unit: 'probes', net: 'VIN' });
    expect(few.findings.find((x) => x.code === 'interface.probe-current')).toMatchObject({
      measured: 5,
      limit: 3,
    });
    const noSense = assignInterface(
      input({
        probes: probes(['VIN', 'VIN']),
        station: PYTEST_STATION,
        demands: [demand('VIN', 'supply', 5, 5)],
        termination: 'solder-cup',
      }),
    );
    expect(noSense.findings.map((x) => `${x.code} ${x.severity} ${x.measured}/${x.limit}`)).toEqual([
      'interface.sense-missing warning 2/3',
    ]);
    expect(noSense.rows.map((r) => r.function)).toEqual(['force', 'force']);
  });

  it('puts a supply above every supply limit on the closest one and fails its voltage', () => {
    const m = assignInterface(
      input({
        probes: probes(['+48V', '+48V']),
        station: PYTEST_STATION,
        demands: [demand('+48V', 'supply', 48, 1)],
      }),
    );
    expect(m.rows.map((r) => r.channel?.id)).toEqual(['PSU1.S+', 'PSU1.F+']);
    expect(m.findings.filter((f) => f.code === 'interface.channel-voltage')).toMatchObject([
      { channel: 'PSU1.S+', measured: 48, limit: 30, unit: 'V' },
      { channel: 'PSU1.F+', measured: 48, limit: 30, unit: 'V' },
    ]);
  });

  it('on a station without supplies, keeps force and sense and sizes the wires, on matrix pins', () => {
    const m = assignInterface(
      input({ probes: probes(['VBUS', 'VBUS', 'VBUS']), demands: [demand('VBUS', 'supply', 5, 2.5)] }),
    );
    expect(m.rows.map((r) => [r.function, r.channel?.id, r.wire?.awg])).toEqual([
      ['sense', 'IF1.1', 30],
      // 1.25 A each: 22 AWG (0.33 mm², 1.30 A); 24 AWG takes 0.82 A.
      ['force', 'IF1.2', 22],
      ['force', 'IF1.3', 22],
    ]);
  });
});

describe('assignInterface: channels and conflicts', () => {
  it('puts a programming net on the programmer channel of its signal (SWD and JTAG names of one pin) and digital nets on I/O', () => {
    const m = assignInterface(
      input({
        probes: probes(['TMS_NET', 'RESET', 'LED1', 'X']),
        station: PYTEST_STATION,
        demands: [
          { ...demand('TMS_NET', 'programming', 3.3, null), signal: 'TMS' },
          { ...demand('RESET', 'programming', 3.3, null), signal: 'nRESET' },
          demand('LED1', 'digital', 3.3, null),
        ],
      }),
    );
    expect(m.rows.map((r) => r.channel?.id)).toEqual(['PROG.SWDIO', 'PROG.NRST', 'DIO.1', 'MUX.1']);
    expect(m.rows.map((r) => r.connector)).toEqual(['IF3', 'IF3', 'IF2', 'IF2']);
    expect(m.rows[0]!.stationConnector).toBe('PROG');
  });

  it('fails probes the station has no channel for, naming them', () => {
    const m = assignInterface(
      input({ probes: probes(Array.from({ length: 70 }, (_, i) => `N${i}`)), station: PYTEST_STATION }),
    );
    // 48 matrix rows and 16 digital lines: 64 probes wired, 6 not.
    const f = m.findings.find((x) => x.code === 'interface.channels-exhausted')!;
    expect(f).toMatchObject({
      severity: 'fail',
      measured: 6,
      limit: 0,
      probes: ['P65', 'P66', 'P67', 'P68', 'P69', 'P70'],
    });
    expect(m.rows.filter((r) => r.channel === null).map((r) => r.wire)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('keeps the engineer overrides, refuses unknown or taken channels, and warns of unsuitable ones', () => {
    const m = assignInterface(
      input({
        probes: probes(['A', 'B', 'C', '+5V', 'D']),
        station: PYTEST_STATION,
        demands: [demand('+5V', 'supply', 5, 0.5)],
        overrides: [
          { testPointId: 'tp1', channelId: 'MUX.9' },
          { testPointId: 'tp2', channelId: 'MUX.9' },
          { testPointId: 'tp3', channelId: 'NOPE' },
          { testPointId: 'tp4', channelId: 'DIO.4' },
          { testPointId: 'tp5', channelId: null },
        ],
      }),
    );
    const rows = byProbe(m);
    expect(rows.get('P1')).toMatchObject({ channel: { id: 'MUX.9' }, overridden: true });
    expect(rows.get('P2')).toMatchObject({ channel: { id: 'MUX.1' }, overridden: false });
    expect(rows.get('P3')).toMatchObject({ channel: { id: 'MUX.2' }, overridden: false });
    expect(rows.get('P4')).toMatchObject({ channel: { id: 'DIO.4' }, overridden: true });
    expect(rows.get('P5')).toMatchObject({ channel: null, wire: null, overridden: true });
    expect(m.findings.map((f) => `${f.code} ${f.probes.join(',')}`)).toEqual([
      'interface.sense-missing P4',
      'interface.override-invalid P2',
      'interface.override-invalid P3',
      'interface.override-kind P4',
      'interface.channel-current P4',
    ]);
    expect(m.findings.find((f) => f.code === 'interface.channel-current')).toMatchObject({
      measured: 0.5,
      limit: 0.024,
      channel: 'DIO.4',
    });
  });

  it('grows the generic interface to the connector an override names', () => {
    const m = assignInterface(
      input({ probes: probes(['A', 'B']), overrides: [{ testPointId: 'tp2', channelId: 'IF3.10' }] }),
    );
    expect(m.rows.map((r) => `${r.connector}.${r.pin}`)).toEqual(['IF1.1', 'IF3.10']);
    expect(m.connectors.map((c) => c.ref)).toEqual(['IF1', 'IF3']);
  });
});

describe('assignInterface: connectors on the kit rear edge, wires cut to the route', () => {
  const refs = (orientationDeg: number) =>
    assignInterface(input({ probes: probes(['A', 'B', 'C']), orientationDeg })).connectors[0]!;

  it.each([
    [0, (p: { x: number; y: number }) => p.y, 150 - 10],
    [90, (p: { x: number; y: number }) => p.x, 200 - 10],
    [180, (p: { x: number; y: number }) => -p.y, -10],
    [270, (p: { x: number; y: number }) => -p.x, -10],
  ])(
    'at %i°, the row of pins is 10 mm in from the kit rear, pin 1 at the kit left',
    (deg, depth, expected) => {
      const c = refs(deg);
      // Pins 1 and 2 straddle the row's centre line by ±1.27 mm.
      expect((depth(c.pinsAt[0]!) + depth(c.pinsAt[1]!)) / 2).toBeCloseTo(expected, 9);
      expect(depth(c.pinsAt[0]!) - depth(c.pinsAt[1]!)).toBeCloseTo(2.54, 9);
      // Pin 3 is 2.54 mm to the kit right of pin 1: +X of the kit turned back into the board frame.
      const t = (deg * Math.PI) / 180;
      const right = { x: Math.cos(t), y: -Math.sin(t) };
      const d = { x: c.pinsAt[2]!.x - c.pinsAt[0]!.x, y: c.pinsAt[2]!.y - c.pinsAt[0]!.y };
      expect(d.x * right.x + d.y * right.y).toBeCloseTo(2.54, 9);
      expect(c.rotationDeg).toBe((360 - deg) % 360);
    },
  );

  it('cuts a wire to the X and Y run from the probe to its pin, the vertical run and the slack, up to 5 mm', () => {
    const m = assignInterface(input({ probes: probes(['A']) }));
    const pin = m.connectors[0]!.pinsAt[0]!;
    const route = Math.abs(pin.x - 20) + Math.abs(pin.y - 40) + 20 + 50;
    expect(m.rows[0]!.wire!.lengthMm).toBe(Math.ceil(route / 5) * 5);
    expect(m.rows[0]!.wire!.lengthMm % 5).toBe(0);
    // 30 AWG copper: 0.339 Ω/m at 20 °C.
    expect(m.rows[0]!.wire!.resistanceOhm / (m.rows[0]!.wire!.lengthMm / 1000)).toBeCloseTo(0.3386, 3);
  });
});
