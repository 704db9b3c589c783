import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expandFiles } from './expand';
import { zipFileNames } from './zip-names';

const zip = (files: Record<string, string | Uint8Array>, level: 0 | 6 = 6) =>
  zipSync(
    Object.fromEntries(Object.entries(files).map(([k, v]) => [k, typeof v === 'string' ? strToU8(v) : v])),
    { level },
  );

/** A reader over bytes in memory that counts what it was asked for. */
function reader(bytes: Uint8Array) {
  const reader = {
    read: 0,
    at: async (offset: number, length: number) => {
      const out = bytes.slice(offset, offset + length);
      reader.read += out.length;
      return out;
    },
  };
  return reader;
}

describe('zipFileNames', () => {
  it('names the files as expandFiles does: folders, a zip inside, hidden files and directories left out', async () => {
    const inner = zip({ 'deep/board.STEP': 'ISO', 'deep/.hidden': 'x', 'deep/c.gbr': 'C' });
    const archive = zip({
      'top/a.gbr': 'A',
      'top/sub/b.drl': 'B',
      'top/inner.zip': inner,
      '__MACOSX/top/._a.gbr': 'fork',
      'top/.DS_Store': 'x',
      'top/empty/': new Uint8Array(0),
      'model.stp': 'ISO',
    });
    const names = await zipFileNames('p.zip', archive.length, reader(archive).at);
    expect(names).toEqual(expandFiles([{ name: 'p.zip', bytes: archive }]).files.map((f) => f.name));
    expect(names).toEqual([
      'p.zip/top/a.gbr',
      'p.zip/top/sub/b.drl',
      'p.zip/top/inner.zip/deep/board.STEP',
      'p.zip/top/inner.zip/deep/c.gbr',
      'p.zip/model.stp',
    ]);
  });

  it('reads the directory, not the archive', async () => {
    // 4 MB stored (not compressed) before the directory.
    const archive = zip({ 'gerbers/top.gbr': new Uint8Array(4 * 1024 * 1024), 'board.step': 'ISO' }, 0);
    const r = reader(archive);
    expect(await zipFileNames('m.zip', archive.length, r.at)).toEqual([
      'm.zip/gerbers/top.gbr',
      'm.zip/board.step',
    ]);
    expect(r.read).toBeLessThan(70_000);
  });

  it('lists an inner zip it cannot open, or one past the limit, as a file', async () => {
    const inner = zip({ 'x.step': 'ISO' });
    const archive = zip({ 'broken.zip': strToU8('not a zip'), 'big.zip': inner });
    expect(await zipFileNames('p.zip', archive.length, reader(archive).at, { maxExpandedBytes: 10 })).toEqual(
      ['p.zip/broken.zip', 'p.zip/big.zip'],
    );
  });

  it('refuses what is not a zip', async () => {
    const bytes = strToU8('PK\u0003\u0004 and nothing else');
    await expect(zipFileNames('bad.zip', bytes.length, reader(bytes).at)).rejects.toThrow(
      /no end-of-central-directory record/,
    );
  });
});
