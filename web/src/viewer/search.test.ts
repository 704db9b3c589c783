import { describe, expect, it } from 'vitest';
import { buildScene } from './scene/scene-build';
import { searchBoard } from './search';
import { makeTestBoard } from '@studio/core/testing';

describe('search', () => {
  const scene = buildScene(makeTestBoard());
  const find = (q: string) => searchBoard(scene.board, scene.nets, q);

  it('finds a component by ref, case-insensitively, with bounds that cover its pads', () => {
    const [m] = find('r1');
    expect(m).toMatchObject({ type: 'component', name: 'R1', ids: ['C1'] });
    expect(m!.bounds.minX).toBeCloseTo(89, 9);
    expect(m!.bounds.maxX).toBeCloseTo(96, 9);
  });

  it('finds a net with every pad and via on it', () => {
    const m = find('B').find((x) => x.type === 'net');
    expect(m).toMatchObject({ name: 'B' });
    expect(m!.ids.sort()).toEqual(['P1', 'P2', 'V0']);
  });

  it('finds a KiCad-escaped net name by what the engineer reads, and keeps the stored name', () => {
    const board = makeTestBoard();
    board.pads[0] = { ...board.pads[0]!, net: '/VPP{slash}MCLR' };
    board.nets.push({ id: 'N-vpp' as (typeof board.nets)[number]['id'], name: '/VPP{slash}MCLR' });
    const s = buildScene(board);
    const m = searchBoard(s.board, s.nets, 'vpp/mclr').find((x) => x.type === 'net');
    expect(m).toMatchObject({ name: '/VPP{slash}MCLR', ids: [board.pads[0]!.id] });
  });

  it('finds a pad as REF.PIN and ranks exact matches before prefixes', () => {
    expect(find('U1.2')[0]).toMatchObject({ type: 'pad', name: 'U1.2', ids: ['P4'] });
    const refs = find('T').map((m) => m.name);
    expect(refs).toContain('TP1');
    expect(find('')).toEqual([]);
    expect(find('nothing-here')).toEqual([]);
  });
});
