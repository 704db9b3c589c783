import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeJsonStreamed } from './json-stream';

async function streamed(value: Record<string, unknown>, highWaterMark = 16): Promise<string> {
  const out = new PassThrough({ highWaterMark });
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeJsonStreamed(out, value);
  out.end();
  return Buffer.concat(chunks).toString('utf8');
}

describe('writeJsonStreamed', () => {
  it('writes what JSON.stringify(value, null, 2) and console.log would, byte for byte', async () => {
    const value = {
      units: 'mm',
      thicknessMm: 1.6,
      skipped: undefined,
      outline: { points: [{ x: 0, y: -1.5 }], closed: true },
      pads: [
        { ref: 'J1', number: '1', net: '/VPP{slash}MCLR', polygon: null, tags: [] },
        { ref: 'U1', number: '2', net: 'line\nbreak "quoted" ✓', polygon: [{ x: 1, y: 2 }], tags: ['a'] },
      ],
      empty: [],
      nothing: {},
      diagnostics: [],
    };
    expect(await streamed(value)).toBe(`${JSON.stringify(value, null, 2)}\n`);
    expect(await streamed({})).toBe(`${JSON.stringify({}, null, 2)}\n`);
  });

  it('waits for a slow reader instead of holding everything (many elements through a small buffer)', async () => {
    const pads = Array.from({ length: 20_000 }, (_, i) => ({ i, net: `N${i}` }));
    const text = await streamed({ pads }, 1024);
    expect(JSON.parse(text).pads).toHaveLength(20_000);
    expect(text).toBe(`${JSON.stringify({ pads }, null, 2)}\n`);
  });

  it('is the same across array batches: lengths around the batch size, holes, undefined and functions', async () => {
    for (const n of [1, 511, 512, 513, 1024, 1537]) {
      const list: unknown[] = Array.from({ length: n }, (_, i) =>
        i % 97 === 5
          ? undefined
          : i % 101 === 7
            ? () => i
            : i % 3 === 0
              ? [i, { nested: [`a\nb${i}`] }]
              : { i },
      );
      const value = { list, tail: [[]], other: 1 };
      expect(await streamed(value, 1 << 16)).toBe(`${JSON.stringify(value, null, 2)}\n`);
    }
  });
});
