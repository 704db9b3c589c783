import { strFromU8, strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expandFiles } from './expand';
import { listZipEntries, readZipEntry } from './unzip';

const zip = (files: Record<string, string | Uint8Array>) =>
  zipSync(
    Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])),
  );

/** Overwrites the declared uncompressed size of every entry (local and central headers): a lying archive. */
function lieAboutSizes(archive: Uint8Array, size: number): Uint8Array {
  const out = archive.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return out;
}

describe('expandFiles', () => {
  it('expands nested folders and a zip inside a zip, skipping __MACOSX, dot files and directories', () => {
    const inner = zip({ 'deep/c.gbr': 'C' });
    const archive = zip({
      'top/a.gbr': 'A',
      'top/sub/b.drl': 'B',
      'top/inner.zip': inner,
      '__MACOSX/top/._a.gbr': 'fork',
      'top/.DS_Store': 'x',
      '.hidden/d.gbr': 'D',
      'top/empty/': new Uint8Array(0),
    });
    const { files, diagnostics } = expandFiles([{ name: 'p.zip', bytes: archive }]);
    expect(files.map((f) => [f.name, strFromU8(f.bytes)])).toEqual([
      ['p.zip/top/a.gbr', 'A'],
      ['p.zip/top/sub/b.drl', 'B'],
      ['p.zip/top/inner.zip/deep/c.gbr', 'C'],
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('refuses an archive whose declared size is over the limit before inflating anything', () => {
    const archive = zip({ 'a.gbr': 'x'.repeat(5000) });
    const { files, diagnostics } = expandFiles([{ name: 'big.zip', bytes: archive }], {
      maxExpandedBytes: 1000,
    });
    expect(files).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.location.file])).toEqual([['package.zip.limit', 'big.zip']]);
  });

  it('stops a zip bomb that lies about its size as soon as it passes the limit', () => {
    const bomb = lieAboutSizes(zip({ 'bomb.gbr': new Uint8Array(4_000_000) }), 10);
    const { files, diagnostics } = expandFiles([{ name: 'bomb.zip', bytes: bomb }], {
      maxExpandedBytes: 1_000_000,
    });
    expect(files).toEqual([]);
    expect(diagnostics.map((d) => d.code)).toEqual(['package.zip.too-large']);
    expect(diagnostics[0]!.message).toMatch(/bomb\.gbr/);
  });

  it('enforces the file count', () => {
    const archive = zip({ 'a.gbr': 'A', 'b.gbr': 'B', 'c.gbr': 'C' });
    expect(expandFiles([{ name: 'n.zip', bytes: archive }], { maxFiles: 2 }).diagnostics[0]!.code).toBe(
      'package.zip.limit',
    );
    const loose = [1, 2, 3].map((n) => ({ name: `${n}.gbr`, bytes: strToU8('x') }));
    const r = expandFiles(loose, { maxFiles: 2 });
    expect([r.files.length, r.diagnostics.map((d) => d.code)]).toEqual([2, ['package.files.limit']]);
  });

  it('reports a damaged archive and keeps the other files', () => {
    const broken = zip({ 'a.gbr': 'A' }).slice(0, 20);
    const { files, diagnostics } = expandFiles([
      { name: 'broken.zip', bytes: broken },
      { name: 'ok.gbr', bytes: strToU8('G04*') },
    ]);
    expect(files.map((f) => f.name)).toEqual(['ok.gbr']);
    expect(diagnostics.map((d) => [d.code, d.location.file, d.location.line])).toEqual([
      ['package.zip.corrupt', 'broken.zip', 1],
    ]);
  });
});

describe('readZipEntry', () => {
  it('reads stored and deflated entries and honours the budget', () => {
    const archive = zipSync({
      's.txt': [strToU8('stored'), { level: 0 }],
      'd.txt': strToU8('deflated '.repeat(100)),
    });
    const [s, d] = listZipEntries(archive);
    expect([s!.method, d!.method]).toEqual([0, 8]);
    expect(strFromU8(readZipEntry(archive, s!, 100))).toBe('stored');
    expect(strFromU8(readZipEntry(archive, d!, 10_000))).toBe('deflated '.repeat(100));
    expect(() => readZipEntry(archive, d!, 100)).toThrow(/limit/);
  });
});
