import { describe, expect, it } from 'vitest';
import { matchFeatures } from './match-features';
import { isSameNet, mapNets } from './net-map';

const f = (name: string | null, x: number, y: number, side = 'top') => ({ name, x, y, side });
const rules = {
  key: (t: ReturnType<typeof f>) => t.name,
  compatible: (p: ReturnType<typeof f>, q: ReturnType<typeof f>) => p.side === q.side,
  positionRadiusMm: 0.5,
};

describe('matchFeatures', () => {
  it('pairs by name at any distance, then the unnamed by position within the radius, nearest first', () => {
    const a = [f('R1.1', 0, 0), f(null, 10, 10), f(null, 20, 20), f(null, 30, 30)];
    const b = [f(null, 30.6, 30), f(null, 10.2, 10), f('R1.1', 5, 5), f(null, 20.1, 20, 'bottom')];
    const m = matchFeatures(a, b, rules);
    expect(m.pairs.map((p) => [p.a, p.b, Math.round(p.distanceMm * 100) / 100])).toEqual([
      [0, 2, 7.07],
      [1, 1, 0.2],
    ]);
    expect(m.removed).toEqual([2, 3]); // the other side; too far
    expect(m.added).toEqual([0, 3]);
  });

  it('a name on several features (split pads of one pin): the nearest pairs first', () => {
    const a = [f('U1.9', 0, 0), f('U1.9', 2, 0)];
    const b = [f('U1.9', 2.1, 0), f('U1.9', 0.1, 0)];
    expect(matchFeatures(a, b, rules).pairs.map((p) => [p.a, p.b])).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });
});

describe('mapNets', () => {
  it('tells renamed, split and merged nets, and which probes are still on the same net', () => {
    const m = mapNets(
      [
        ['GND', 'GND'],
        ['GND', 'GND'],
        ['SDA', 'I2C_SDA'],
        ['A', 'A'],
        ['A', 'A2'],
        ['B', 'C'],
        ['D', 'C'],
        ['E', null],
      ],
      ['GND', 'SDA', 'A', 'B', 'D', 'E', 'OLD'],
      ['GND', 'I2C_SDA', 'A', 'A2', 'C', 'NEW'],
    );
    expect(m.changes).toEqual({
      renamed: [{ from: 'SDA', to: 'I2C_SDA' }],
      split: [{ net: 'A', into: ['A', 'A2'] }],
      merged: [{ net: 'C', from: ['B', 'D'] }],
      removed: ['E', 'OLD'],
      added: ['NEW'],
      unchanged: 1,
    });
    expect(isSameNet(m, 'SDA', 'I2C_SDA')).toBe(true);
    expect(isSameNet(m, 'A', 'A2')).toBe(true); // the part of a split the probe is on
    expect(isSameNet(m, 'B', 'C')).toBe(false); // merged with D
    expect(isSameNet(m, 'GND', 'I2C_SDA')).toBe(false);
  });
});
