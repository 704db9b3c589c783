import { describe, expect, it } from 'vitest';
import { addPicked, removePicked } from './picked-files';
import type { PickedFile } from './upload-request';

const f = (name: string, size = 1) => ({ name, size }) as unknown as PickedFile;

describe('the file selection', () => {
  it('adds files in order and replaces a file of the same name', () => {
    const first = addPicked([], [f('a.gbr', 1), f('b.drl')]);
    const second = addPicked(first, [f('a.gbr', 2)]);
    expect(second.map((p) => [p.name, p.file.size])).toEqual([
      ['b.drl', 1],
      ['a.gbr', 2],
    ]);
    expect(new Set(second.map((p) => p.key)).size).toBe(2);
  });

  it('removes by key', () => {
    const picked = addPicked([], [f('a'), f('b')]);
    expect(removePicked(picked, picked[0]!.key).map((p) => p.name)).toEqual(['b']);
  });
});
