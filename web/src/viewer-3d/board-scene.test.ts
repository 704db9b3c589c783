import type { BodyOutline, Component } from '@studio/core';
import { BoardBuilder } from '@studio/core/testing';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import { buildBoardScene } from './board-scene';
import { bodyParts } from './body-parts';

const zSpan = (o: THREE.Object3D) => {
  const box = new THREE.Box3().setFromObject(o);
  return [Number(box.min.z.toFixed(3)), Number(box.max.z.toFixed(3))];
};

const body = (side: 'top' | 'bottom', mm: number, source: string): BodyOutline => ({
  component: { side } as Component,
  outline: [
    { x: 0, y: 0 },
    { x: 2, y: 0 },
    { x: 2, y: 1 },
    { x: 0, y: 1 },
  ],
  height: { mm, source, packageClass: null } as BodyOutline['height'],
  bodyFromPads: false,
});

describe('the 3D board scene (board frame, mm, z up from the bottom face)', () => {
  it('stands top bodies on the top face and hangs bottom bodies from the bottom face, one mesh per height source', () => {
    const { group, sources } = bodyParts(
      [body('top', 3, 'model'), body('top', 2, 'default'), body('bottom', 1.5, 'model')],
      1.6,
    );
    expect(sources.map((s) => [s.source, s.count])).toEqual([
      ['model', 2],
      ['default', 1],
    ]);
    expect(group.children).toHaveLength(2);
    const model = group.children.find((m) => m.userData.source === 'model')!;
    expect(zSpan(model)).toEqual([-1.5, 4.6]); // 1.6 + 3 above, 1.5 below
    expect(zSpan(group.children.find((m) => m.userData.source === 'default')!)).toEqual([1.6, 3.6]);
  });

  it('names a height source it does not know as itself, with a colour of its own', () => {
    const { sources } = bodyParts([body('top', 1, 'scan'), body('top', 1, 'default')], 1.6);
    expect(sources.map((s) => s.label)).toEqual(['package default (a guess)', 'scan']);
    expect(new Set(sources.map((s) => s.colour)).size).toBe(2);
  });

  it('draws the board at its thickness with its cut-outs and round holes, bodies at the heights core resolves', () => {
    const board = new BoardBuilder()
      .outline(0, 0, 40, 30, [
        [
          { x: 10, y: 10 },
          { x: 14, y: 10 },
          { x: 14, y: 14 },
          { x: 10, y: 14 },
        ],
      ])
      .thickness(1.2)
      .hole(3, 3, { diameter: 2 })
      .part('U1', 25, 15, { w: 6, h: 4, heightMm: 4 })
      .part('C1', 20, 20, { side: 'bottom', heightMm: null, footprint: 'Capacitor_SMD:C_0603_1608Metric' })
      .build();
    const scene = buildBoardScene(board)!;
    expect(scene.summary).toMatchObject({
      thicknessMm: 1.2,
      thicknessAssumed: false,
      holesCut: 1,
      fixture: null,
    });
    expect(scene.summary.bodies.map((b) => [b.source, b.count])).toEqual([
      ['model', 1],
      ['default', 1],
    ]);
    const slab = scene.group.children.find((o) => o.userData.part === 'board')!;
    expect(zSpan(slab)).toEqual([0, 1.2]);
    expect(scene.centre.toArray().map((v) => Number(v.toFixed(3)))).toEqual([20, 15, 0.6]);
  });

  it('has nothing to draw without an outline, and assumes 1.6 mm without a thickness', () => {
    expect(buildBoardScene(new BoardBuilder().part('U1', 5, 5).build())).toBeNull();
    const scene = buildBoardScene(new BoardBuilder().outline(0, 0, 10, 10).thickness(null).build())!;
    expect(scene.summary).toMatchObject({ thicknessMm: 1.6, thicknessAssumed: true });
  });
});
