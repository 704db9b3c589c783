import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeUtf8 } from '../shared/text-codec';
import { parseDecimal, parseSexpr, SexprSyntaxError, type SexprTree, WordSet } from './index';

/** Rebuilds a plain nested-array view of node `i` (test helper). */
function toJs(t: SexprTree, i: number): unknown {
  if (!t.isList(i)) return t.isQuoted(i) ? { s: t.str(i) } : t.str(i);
  const out: unknown[] = [];
  for (let c = t.first(i), e = t.end(i); c < e; c = t.end(c)) out.push(toJs(t, c));
  return out;
}
const roots = (t: SexprTree) => {
  const out: unknown[] = [];
  for (let r = 0; r < t.size; r = t.end(r)) out.push(toJs(t, r));
  return out;
};

describe('parseSexpr', () => {
  it.each([
    ['()', [[]]],
    ['(a)', [['a']]],
    ['(a b c)', [['a', 'b', 'c']]],
    ['(a (b c) d)', [['a', ['b', 'c'], 'd']]],
    ['  (a\n\t(b)\r\n)  ', [['a', ['b']]]],
    ['(a "b c" d)', [['a', { s: 'b c' }, 'd']]],
    ['(a "")', [['a', { s: '' }]]],
    ['(a "x\\"y\\\\z\\n")', [['a', { s: 'x"y\\z\n' }]]],
    ['(a "(not a list)")', [['a', { s: '(not a list)' }]]],
    ['(net 3 Net-(C2-Pad1))', [['net', '3', 'Net-', ['C2-Pad1']]]],
    ['(a)(b)', [['a'], ['b']]],
    ['(x"y")', [['x', { s: 'y' }]]],
    ['(a µF)', [['a', 'µF']]],
    ['', []],
  ])('parses %j', (text, expected) => {
    expect(roots(parseSexpr(text))).toEqual(expected);
  });

  it('records 1-based lines of every node', () => {
    const t = parseSexpr('(a\n  (b "multi\nline" c)\n  d)');
    expect(t.line(0)).toBe(1);
    const b = t.child(0, 'b');
    expect(t.line(b)).toBe(2);
    expect(t.line(t.arg(b, 1))).toBe(3); // c, after the string spanning lines 2-3
    expect(t.line(t.arg(0, 1))).toBe(4); // d
  });

  it.each([
    ['(a', 1, 'unterminated list'],
    ['(a\n(b)', 1, 'unterminated list'],
    [')', 1, 'unexpected ")"'],
    ['(a)\n\n)', 3, 'unexpected ")"'],
    ['(a "b)', 1, 'unterminated string'],
    ['(a\n "b\n)', 2, 'unterminated string'],
  ])('rejects %j at line %i', (text, line, message) => {
    try {
      parseSexpr(text);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SexprSyntaxError);
      expect((e as SexprSyntaxError).line).toBe(line);
      expect((e as Error).message).toContain(message);
    }
  });

  it('handles 100k-deep nesting without recursion', () => {
    const depth = 100_000;
    const t = parseSexpr('('.repeat(depth) + 'x' + ')'.repeat(depth));
    expect(t.size).toBe(depth + 1);
    expect(t.end(0)).toBe(depth + 1);
    expect(() => parseSexpr('('.repeat(depth))).toThrow(SexprSyntaxError);
  });

  it('skips lists by head and depth without losing line numbers', () => {
    const text = '(root\n (segment (a "x)\n") b)\n (keep 1)\n (inner (segment 2))\n)';
    const t = parseSexpr(text, { skip: [[], ['segment', 'other']] });
    expect(roots(t)).toEqual([['root', ['keep', '1'], ['inner', ['segment', '2']]]]);
    expect(t.line(t.child(0, 'keep'))).toBe(4);
    expect(t.line(t.child(0, 'inner'))).toBe(5);
    expect(() => parseSexpr('(root (segment (a)', { skip: [[], ['segment']] })).toThrow(SexprSyntaxError);
    expect(roots(parseSexpr('(segment)(segmentx 1)', { skip: [['segment']] }))).toEqual([['segmentx', '1']]);
  });

  it('answers accessors', () => {
    const t = parseSexpr('(pad "1" smd rect locked (at 1.5 -2 90) (size 1 2))');
    expect(t.head(0)).toBe('pad');
    expect(t.headIs(0, 'pad')).toBe(true);
    expect(t.strArg(0, 0)).toBe('1');
    expect(t.isQuoted(t.arg(0, 0))).toBe(true);
    expect(t.hasFlag(0, 'locked')).toBe(true);
    expect(t.hasFlag(0, 'pad')).toBe(false); // the head is not a flag
    const at = t.child(0, 'at');
    expect([t.numArg(at, 0), t.numArg(at, 1), t.numArg(at, 2)]).toEqual([1.5, -2, 90]);
    expect(t.numArg(at, 3)).toBeNaN();
    expect(t.child(0, 'drill')).toBe(-1);
    expect(t.arg(0, 99)).toBe(-1);
  });
});

describe('parseDecimal', () => {
  const dec = (s: string) => {
    const b = encodeUtf8(s);
    return parseDecimal(b, 0, b.length);
  };
  it.each([
    ['0', 0],
    ['-0.5', -0.5],
    ['+3', 3],
    ['147.357', 147.357],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['-2.5E-2', -0.025],
    ['12345678901234567890', 1.2345678901234567e19],
    ['0.000000000000000000000000001', 1e-27],
  ])('%s', (s, v) => expect(dec(s)).toBe(v));
  it.each(['', '-', '.', 'F.Cu', '1.2.3', '1e', '1e+', 'e5', '0x10', '1-2', 'yes'])('%j is NaN', (s) => {
    expect(dec(s)).toBeNaN();
  });
  it('agrees with Number() on random decimals', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 8 }),
        (d, k) => {
          const s = d.toFixed(k);
          expect(dec(s)).toBe(Number(s));
          expect(dec(String(d))).toBe(Number(String(d)));
        },
      ),
    );
  });
});

describe('cached atom texts and containsIgnoringCase', () => {
  const atoms = [
    'height',
    '"Height"',
    '"Component HEIGHT (mm)"',
    'heigh',
    '"he\\ight"',
    '"HEİGHT"',
    '"heıght"',
    '"hé"',
    '"ĥeight"',
    'x_height_y',
    '""',
    '"a\\"b"',
    '"\\u00e9"',
  ];
  const t = parseSexpr(`(k ${atoms.join(' ')} (height) ${atoms.join(' ')})`);

  it('answers as the case-insensitive pattern on the decoded text', () => {
    for (let c = t.first(0); c < t.end(0); c = t.end(c)) {
      expect(t.containsIgnoringCase(c, 'height'), t.str(c)).toBe(t.isAtom(c) && /height/i.test(t.str(c)));
    }
  });

  it('gives the same text for an atom read again (from the cache) as the first time', () => {
    const first: string[] = [];
    for (let c = t.first(0); c < t.end(0); c = t.end(c)) first.push(t.str(c));
    const again: string[] = [];
    for (let c = t.first(0); c < t.end(0); c = t.end(c)) again.push(t.str(c));
    expect(again).toEqual(first);
    expect(first).toContain('Component HEIGHT (mm)');
    expect(first).toContain('a"b');
  });

  it('keeps texts apart whatever their hash slot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9_.]{1,70}$/), { minLength: 1, maxLength: 300 }),
        (words) => {
          const tree = parseSexpr(`(${words.join(' ')} ${words.join(' ')})`);
          const read: string[] = [];
          for (let c = tree.first(0); c < tree.end(0); c = tree.end(c)) read.push(tree.str(c));
          expect(read).toEqual([...words, ...words]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('WordSet', () => {
  it('finds exactly its words among any bytes, as a map of the words would', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9_.*&]{1,12}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { maxLength: 60 }),
        fc.array(word, { maxLength: 60 }),
        (words, probes) => {
          const set = new WordSet(words.map((w, i) => [w, i] as const));
          const map = new Map(words.map((w, i) => [w, i] as const));
          for (const p of [...words, ...probes]) {
            const bytes = encodeUtf8(` ${p} `);
            expect(set.lookup(bytes, 1, bytes.length - 1)).toBe(map.get(p));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
