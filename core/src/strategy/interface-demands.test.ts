import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importKicad } from '../formats/kicad/index';
import { generateTestStrategy } from './generate';
import { interfaceDemands } from './interface-demands';

const TESTDATA = path.resolve(__dirname, '../../../../shared/testdata');

describe('interfaceDemands', () => {
  it("turns tomu-fpga's plan into the interface's net roles: the supplied input, the ground, measured rails", () => {
    const board = importKicad(
      readFileSync(path.join(TESTDATA, 'kicad/tomu-fpga.kicad_pcb'), 'utf8'),
      'tomu-fpga.kicad_pcb',
    ).board;
    const strategy = generateTestStrategy({ board });
    const demands = interfaceDemands(strategy);
    const byNet = new Map(demands.map((d) => [d.net, d]));
    expect(byNet.size).toBe(demands.length);
    const supply = strategy.steps.find((s) => s.supplies.length > 0)!.supplies[0]!;
    expect(byNet.get(supply.net)).toEqual({
      net: supply.net,
      role: 'supply',
      voltageV: supply.voltageV,
      currentA: supply.currentLimitA,
      signal: null,
    });
    expect(byNet.get('GND')).toMatchObject({ role: 'ground', voltageV: 0 });
    expect(byNet.get('+3V3')).toMatchObject({ role: 'rail', voltageV: 3.3 });
    for (const p of strategy.ports)
      for (const net of p.nets)
        if (!strategy.rails.some((r) => r.net === net)) expect(byNet.get(net)?.role).toBe('programming');
  });

  it('is the same without the in-circuit test plan (the fixture package drafts the strategy with ict: false)', () => {
    for (const name of ['tomu-fpga', 'pic_programmer', 'Duet2']) {
      const file = path.join(TESTDATA, `kicad/${name}.kicad_pcb`);
      const board = importKicad(readFileSync(file, 'utf8'), `${name}.kicad_pcb`).board;
      const whole = generateTestStrategy({ board });
      const without = generateTestStrategy({ board, ict: false });
      expect(whole.ict, name).toBeDefined();
      expect(without.ict, name).toBeUndefined();
      const { ict: _, ...rest } = whole;
      expect(without, name).toEqual(rest);
      expect(interfaceDemands(without), name).toEqual(interfaceDemands(whole));
    }
  });
});
