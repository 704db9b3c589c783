import type { PartClass } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { descendantsOf, moveTargets, subtreeCounts, TOP_LEVEL } from './class-tree';

const cls = (id: string, parentId: string | null, path: string, partCount: number): PartClass => ({
  id,
  parentId,
  name: path.split(' / ').at(-1)!,
  path,
  depth: path.split(' / ').length - 1,
  partCount,
});

const TREE = [
  cls('probes', null, 'Probes', 0),
  cls('p100', 'probes', 'Probes / 100 mil', 12),
  cls('p100s', 'p100', 'Probes / 100 mil / Special', 2),
  cls('p75', 'probes', 'Probes / 75 mil', 8),
  cls('kits', null, 'Fixture kits', 3),
];

describe('part class tree', () => {
  it('finds the subtree of a class', () => {
    expect([...descendantsOf(TREE, 'probes')].sort()).toEqual(['p100', 'p100s', 'p75']);
    expect(descendantsOf(TREE, 'kits').size).toBe(0);
  });

  it('counts parts of a class with its subclasses', () => {
    const counts = subtreeCounts(TREE);
    expect(counts.get('probes')).toBe(22);
    expect(counts.get('p100')).toBe(14);
    expect(counts.get('kits')).toBe(3);
  });

  it('offers moves outside its own subtree only', () => {
    const targets = moveTargets(TREE, 'p100').map((t) => t.value);
    expect(targets).toEqual([TOP_LEVEL, 'p75', 'kits']);
    // A top-level class is not offered the top level again.
    expect(moveTargets(TREE, 'kits').map((t) => t.value)).toEqual(['probes', 'p100', 'p100s', 'p75']);
  });

  it('survives a cycle in the data', () => {
    const cyclic = [cls('a', 'b', 'A', 1), cls('b', 'a', 'B', 1)];
    expect(descendantsOf(cyclic, 'a')).toEqual(new Set(['b', 'a']));
  });
});
