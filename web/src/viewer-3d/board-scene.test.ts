import {
  type BodyOutline,
  type Component,
  matchStepModel,
  type StepDisplayMesh,
  type StepSolidMesh,
  withStepBodies,
} from '@studio/core';
import { BoardBuilder, type StepBox, stepSolidOfBox } from '@studio/core/testing';
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

  it('draws the STEP bodies with the model’s own shapes, placed as the matcher places them; an override keeps its prism', () => {
    const board = new BoardBuilder()
      .outline(0, 0, 40, 30)
      .thickness(1.2)
      .part('U1', 25, 15, { w: 6, h: 4, heightMm: 9 })
      .part('C1', 10, 8, { side: 'bottom', w: 2, h: 1, heightMm: 9 })
      .build();
    // The model's frame is 100 mm off and its board 1.6 mm thick: the shapes must land on this board.
    const boxes: StepBox[] = [
      { name: 'PCB', cx: 120, cy: 15, w: 40, h: 30, rotationDeg: 0, z0: 0, z1: 1.6 },
      { name: 'U1', cx: 125, cy: 15, w: 6, h: 4, rotationDeg: 0, z0: 1.6, z1: 3.6 },
      { name: 'C1', cx: 110, cy: 8, w: 2, h: 1, rotationDeg: 0, z0: -0.5, z1: 0 },
    ];
    const model = { file: 'm.step', solids: boxes.map(stepSolidOfBox) };
    const display: StepDisplayMesh = { model, meshes: boxes.map(boxMesh) };
    const withStep = withStepBodies(board, matchStepModel(board, model));
    const scene = buildBoardScene(withStep, { stepMesh: display })!;
    expect(scene.summary.stepShapes).toEqual({ components: 2, triangles: 24 });
    expect(scene.summary.bodies.map((b) => [b.source, b.count])).toEqual([['step', 2]]);
    const shapes = scene.group.children.find((o) => o.userData.part === 'step-shapes')!;
    const box = new THREE.Box3().setFromObject(shapes);
    expect([box.min.x, box.max.x, box.min.y, box.max.y].map((v) => Number(v.toFixed(3)))).toEqual([
      9, 28, 7.5, 17,
    ]);
    // U1 stands 2 mm on the top face (1.2), C1 hangs 0.5 mm below the bottom face (0).
    expect(zSpan(shapes)).toEqual([-0.5, 3.2]);
    const bodies = scene.group.children.find((o) => o.userData.part === 'bodies')!;
    expect(bodies.children).toHaveLength(0);

    const u1 = withStep.components.find((c) => c.ref === 'U1')!;
    const overridden = buildBoardScene(withStep, { stepMesh: display, heightOverrides: { [u1.id]: 5 } })!;
    expect(overridden.summary.stepShapes).toEqual({ components: 1, triangles: 12 });
    expect(zSpan(overridden.group.children.find((o) => o.userData.part === 'bodies')!)).toEqual([1.2, 6.2]);
  });
});

/** A box's 12 triangles over its 8 corners (STEP frame). */
function boxMesh(b: StepBox): StepSolidMesh {
  const positions = new Float32Array(24);
  for (let i = 0; i < 8; i++) {
    positions[i * 3] = b.cx + ((i & 1 ? 1 : -1) * b.w) / 2;
    positions[i * 3 + 1] = b.cy + ((i & 2 ? 1 : -1) * b.h) / 2;
    positions[i * 3 + 2] = i & 4 ? b.z1 : b.z0;
  }
  const quads = [
    [0, 2, 3, 1],
    [4, 5, 7, 6],
    [0, 1, 5, 4],
    [2, 6, 7, 3],
    [0, 4, 6, 2],
    [1, 3, 7, 5],
  ];
  const indices = new Uint16Array(quads.flatMap(([a, b, c, d]) => [a!, b!, c!, a!, c!, d!]));
  return { positions, indices };
}
