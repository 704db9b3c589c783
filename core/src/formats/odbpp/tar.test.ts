import { gzipSync, strFromU8, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readTarball, TarError, untar } from './tar';
import { writeTar } from './test-trees';

const limits = { maxExpandedBytes: 1_000_000, maxFiles: 100 };
const file = (name: string, text: string) => ({ name, bytes: strToU8(text) });

describe('tar reader', () => {
  it('reads files of a tar and of a tgz, with their paths', () => {
    const tar = writeTar([file('odb/matrix/matrix', 'STEP {\n}\n'), file('odb/misc/info', 'UNITS=MM\n')]);
    for (const bytes of [tar, gzipSync(tar)]) {
      const r = readTarball(bytes, limits);
      expect(r.files.map((f) => [f.name, strFromU8(f.bytes)])).toEqual([
        ['odb/matrix/matrix', 'STEP {\n}\n'],
        ['odb/misc/info', 'UNITS=MM\n'],
      ]);
      expect(r.skipped).toEqual([]);
    }
  });

  it('reads long names: ustar prefix, GNU long name, pax path', () => {
    const long = `job/${'a'.repeat(90)}/steps/pcb/layers/${'b'.repeat(60)}/features`;
    expect(untar(writeTar([file(long, 'x')]), limits).files[0]!.name).toBe(long);
    const gnu = untar(
      writeTar([file('short', 'y')], [{ name: '././@LongLink', type: 'L', data: strToU8(`${long}\0`) }]),
      limits,
    );
    expect(gnu.files.map((f) => f.name)).toEqual([long]);
    // A pax record's length counts its own digits: find the self-consistent one.
    let record = '';
    for (let n = 10; n < 1000 && !record; n++)
      if (`${n} path=${long}\n`.length === n) record = `${n} path=${long}\n`;
    const p = untar(
      writeTar([file('short', 'z')], [{ name: 'PaxHeader', type: 'x', data: strToU8(record) }]),
      limits,
    );
    expect(p.files.map((f) => f.name)).toEqual([long]);
  });

  it('skips entries whose path leaves the archive, and links', () => {
    const r = untar(
      writeTar(
        [file('../evil', 'x'), file('/etc/passwd', 'x'), file('odb/../../x', 'x'), file('odb/ok', 'y')],
        [{ name: 'odb/link', type: '2' }],
      ),
      limits,
    );
    expect(r.files.map((f) => f.name)).toEqual(['odb/ok']);
    expect(r.skipped.map((s) => s.name)).toEqual(['odb/link', '../evil', '/etc/passwd', 'odb/../../x']);
    expect(r.skipped[1]!.reason).toBe('its path leaves the archive (absolute or "..")');
  });

  it('enforces the file count and byte limits', () => {
    const many = writeTar(Array.from({ length: 5 }, (_, i) => file(`f${i}`, 'x')));
    expect(() => untar(many, { maxExpandedBytes: 1000, maxFiles: 4 })).toThrow(
      expect.objectContaining({ code: 'odbpp.tar.limit', message: 'the archive holds more than 4 files' }),
    );
    const big = writeTar([file('a', 'x'.repeat(600)), file('b', 'x'.repeat(600))]);
    expect(() => untar(big, { maxExpandedBytes: 1000, maxFiles: 10 })).toThrow(
      expect.objectContaining({ code: 'odbpp.tar.limit' }),
    );
    // A gzip bomb is cut off while it expands, not after.
    const bomb = gzipSync(writeTar([{ name: 'zeros', bytes: new Uint8Array(30_000_000) }]));
    expect(() => readTarball(bomb, { maxExpandedBytes: 1_000_000, maxFiles: 10 })).toThrow(
      expect.objectContaining({ code: 'odbpp.tar.limit' }),
    );
  });

  it('reports damaged archives', () => {
    const tar = writeTar([file('a', 'hello')]);
    const bad = tar.slice();
    bad[0] = 'z'.charCodeAt(0);
    expect(() => untar(bad, limits)).toThrow(
      expect.objectContaining({
        code: 'odbpp.tar.corrupt',
        message: 'tar header at byte 0 is damaged (checksum mismatch)',
      }),
    );
    expect(() => untar(tar.slice(0, 514), limits)).toThrow(
      expect.objectContaining({
        code: 'odbpp.tar.corrupt',
        message: 'tar entry at byte 0 runs past the end of the archive',
      }),
    );
    expect(() => readTarball(gzipSync(tar).slice(0, 30), limits)).toThrow(TarError);
    expect(untar(new Uint8Array(0), limits).files).toEqual([]);
  });
});
