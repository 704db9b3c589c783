import { writeStepBoxes } from '@studio/core/testing';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { capWasmMemory, readStepModel, StepReadError, stepEntryOf, type WasmMemory } from './read-step';

// The reader itself, in this thread (the job runs it in the STEP worker thread): OpenCascade's
// answer reduced to solids, garbage refused with the file's name, zips opened, memory capped.

const LIMITS = { maxExpandedBytes: 1_000_000, maxStepBytes: 1_000_000 };

describe('readStepModel', () => {
  it('reads a STEP of boxes into solids with their names, outlines and heights', async () => {
    const text = writeStepBoxes([
      { name: 'board_PCB', cx: 25, cy: 15, w: 50, h: 30, rotationDeg: 0, z0: 0, z1: 1.6 },
      { name: 'U1', cx: 30, cy: 20, w: 5, h: 4, rotationDeg: 30, z0: 1.6, z1: 3.85 },
      { name: 'C7', cx: 10, cy: 5, w: 2, h: 1, rotationDeg: 90, z0: -1.1, z1: 0 },
    ]);
    const { model, display } = await readStepModel(
      { name: 'b.step', bytes: new TextEncoder().encode(text) },
      2048,
      () => {},
    );
    expect(model.file).toBe('b.step');
    // A display mesh per solid: a box is 12 triangles over its 8 corners (the faces' copies welded).
    expect(display!.meshes.map((m) => [m.indices.length / 3, m.positions.length / 3])).toEqual([
      [12, 8],
      [12, 8],
      [12, 8],
    ]);
    expect(display!.trianglesOut).toBe(36);
    const zs = Array.from(display!.meshes[2]!.positions.filter((_, i) => i % 3 === 2));
    expect(Math.min(...zs)).toBeCloseTo(-1.1, 4);
    expect(Math.max(...zs)).toBeCloseTo(0, 4);
    expect(model.solids.map((s) => s.names.at(-1))).toEqual(['board_PCB', 'U1', 'C7']);
    const u1 = model.solids[1]!;
    expect(u1.zMinMm).toBeCloseTo(1.6, 3);
    expect(u1.zMaxMm).toBeCloseTo(3.85, 3);
    // A 5 × 4 box turned by 30°: its hull has the box's four corners (area 20 mm²).
    const area = u1.hull.reduce((a, p, i) => {
      const q = u1.hull[(i + 1) % u1.hull.length]!;
      return a + (p.x * q.y - q.x * p.y) / 2;
    }, 0);
    expect(u1.hull).toHaveLength(4);
    expect(area).toBeCloseTo(20, 2);
    expect(model.solids[2]!.zMinMm).toBeCloseTo(-1.1, 3);
  }, 120_000);

  it('refuses garbage with a message naming the file', async () => {
    const read = readStepModel(
      { name: 'junk.stp', bytes: new TextEncoder().encode('PK? not a model') },
      2048,
      () => {},
    );
    await expect(read).rejects.toThrow(StepReadError);
    await expect(read).rejects.toThrow(/^junk\.stp is not a STEP model OpenCascade can read/);
  }, 120_000);
});

describe('stepEntryOf', () => {
  it('finds the STEP model inside a zip, and says when a zip holds none', () => {
    const zip = zipSync({
      'readme.txt': new TextEncoder().encode('hi'),
      '3d/Board.STP': new TextEncoder().encode('ISO'),
    });
    expect(stepEntryOf('m.zip', zip, LIMITS)?.name).toBe('m.zip/3d/Board.STP');
    expect(stepEntryOf('n.zip', zipSync({ 'a.txt': new Uint8Array(3) }), LIMITS)).toBeNull();
    expect(stepEntryOf('x.step', new TextEncoder().encode('ISO'), LIMITS)?.name).toBe('x.step');
  });

  it('refuses a zip inside a zip that expands past the limit, naming it', () => {
    const inner = zipSync({ 'big.step': new Uint8Array(200_000) });
    const zip = zipSync({ 'inner.zip': inner });
    expect(() => stepEntryOf('huge.zip', zip, { maxExpandedBytes: 10_000, maxStepBytes: 1_000_000 })).toThrow(
      /^huge\.zip: /,
    );
  });

  it('refuses a STEP model over STEP_MAX_MB from its declared size, naming it and the limit', () => {
    const zip = zipSync({ 'board.step': new Uint8Array(3 * 1048576) });
    const read = () => stepEntryOf('board.zip', zip, { maxExpandedBytes: 1 << 30, maxStepBytes: 1048576 });
    expect(read).toThrow(StepReadError);
    expect(read).toThrow(
      /^board\.zip\/board\.step declares 3 MB, more than the 1 MB a STEP model may have \(STEP_MAX_MB\): it is not read\./,
    );
    expect(() =>
      stepEntryOf('m.step', new Uint8Array(2 * 1048576), {
        maxExpandedBytes: 1 << 30,
        maxStepBytes: 1048576,
      }),
    ).toThrow(/^m\.step holds 2 MB, more than the 1 MB/);
  });

  it('stops inflating a STEP model at the limit when the zip understates its size', () => {
    const zip = zipSync({ 'board.step': new Uint8Array(3 * 1048576) });
    // The central directory's "uncompressed size" (offset 24 of its entry) made to say 1000 bytes.
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    let central = zip.length - 22;
    while (view.getUint32(central, true) !== 0x02014b50) central--;
    view.setUint32(central + 24, 1000, true);
    expect(() => stepEntryOf('board.zip', zip, { maxExpandedBytes: 1 << 30, maxStepBytes: 1048576 })).toThrow(
      /^board\.zip\/board\.step expands past its declared size, more than the 1 MB a STEP model may have \(STEP_MAX_MB\)/,
    );
  });
});

describe('capWasmMemory', () => {
  it('refuses WebAssembly memory growth past the cap', () => {
    capWasmMemory(2);
    const { Memory } = (
      globalThis as unknown as {
        WebAssembly: { Memory: new (d: { initial: number; maximum: number }) => WasmMemory };
      }
    ).WebAssembly;
    const memory = new Memory({ initial: 1, maximum: 1000 });
    expect(() => memory.grow(16)).not.toThrow(); // 17 pages: 1.06 MB
    expect(() => memory.grow(32)).toThrow(/WebAssembly memory over 2 MB/);
    capWasmMemory(2048);
    expect(() => memory.grow(32)).not.toThrow();
  });
});
