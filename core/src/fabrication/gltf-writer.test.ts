import { validateBytes } from 'gltf-validator';
import { describe, expect, it } from 'vitest';
import { writeFixtureGlb } from './gltf-writer';
import { sampleDesign } from '../testing/sample-design';

/** The JSON chunk of a GLB (glTF 2.0 §4.4: 12-byte header, then chunk length, type 'JSON', data). */
function glbJson(glb: Uint8Array): {
  nodes: {
    name: string;
    translation?: number[];
    scale?: number[];
    rotation?: number[];
    children?: number[];
  }[];
  asset: { generator: string; extras?: { note: string } };
} {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  expect(view.getUint32(0, true)).toBe(0x46546c67); // 'glTF'
  const length = view.getUint32(12, true);
  expect(view.getUint32(16, true)).toBe(0x4e4f534a); // 'JSON'
  return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length)));
}

describe('writeFixtureGlb', () => {
  it('writes a GLB the Khronos glTF validator accepts without errors or warnings', async () => {
    const glb = await writeFixtureGlb(sampleDesign(), 'note');
    const report = await validateBytes(glb);
    expect(report.issues.messages.filter((m) => m.severity <= 1)).toEqual([]);
    expect(report.issues.numErrors).toBe(0);
    expect(report.info.totalTriangleCount).toBeGreaterThan(100);
  });

  it('places probes and pins at their board-frame positions under a root that turns +Z up to +Y up in metres', async () => {
    const design = sampleDesign();
    const json = glbJson(await writeFixtureGlb(design, 'frame note'));
    const root = json.nodes.find((n) => n.name.startsWith('fixture'))!;
    expect(root.scale).toEqual([0.001, 0.001, 0.001]);
    expect(root.rotation![0]).toBeCloseTo(-Math.SQRT1_2, 6);
    expect(root.rotation![3]).toBeCloseTo(Math.SQRT1_2, 6);
    expect(root.children).toHaveLength(1 + design.plates.length + design.probes.length + 2 + 2);
    for (const probe of design.probes) {
      const node = json.nodes.find((n) => n.name === probe.id)!;
      expect(node.translation![0]).toBeCloseTo(probe.x, 4);
      expect(node.translation![1]).toBeCloseTo(probe.y, 4);
      // A bottom probe runs from the probe plate's back face (z = -18) up to the board's bottom face.
      expect(node.translation![2]).toBeCloseTo(-18, 4);
      expect(node.scale![2]).toBeCloseTo(18, 4);
    }
    const pp1 = json.nodes.find((n) => n.name === 'PP1')!;
    // A pressure pin on the top runs from the board's top face (1.6) over its part's length (25 mm:
    // the BOM's PP-3-25-FL), not to the lid's back face.
    expect(pp1.translation).toEqual([106, 58, 1.6]);
    expect(pp1.scale![2]).toBeCloseTo(25, 6);
    expect(json.asset.extras?.note).toBe('frame note');
  });
});
