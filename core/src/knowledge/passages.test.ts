import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutToLength, normalizeText, splitIntoPassages, type TextBlock } from './passages';

const block = (text: string, page: number | null = null, headings: string[] = []): TextBlock => ({
  text,
  page,
  headings,
});

describe('normalizeText', () => {
  it.each([
    ['a  \t b', 'a b'],
    ['  line one  \r\n  line two ', 'line one\nline two'],
    ['a\n\n\n\nb', 'a\n\nb'],
    ['soft\u00adhyphen\u0000', 'softhyphen'],
    ['\ufeffBOM', 'BOM'],
  ])('%j → %j', (input, expected) => expect(normalizeText(input)).toBe(expected));
});

describe('splitIntoPassages', () => {
  it('joins short blocks of one page and heading, and starts anew at a new page or heading', () => {
    const { passages } = splitIntoPassages([
      block('Rails are checked first.', 1, ['Power']),
      block('Each rail has a tolerance.', 1, ['Power']),
      block('Page two starts here.', 2, ['Power']),
      block('Clocks come later.', 2, ['Power', 'Clocks']),
    ]);
    expect(passages).toEqual([
      { seq: 0, page: 1, heading: 'Power', text: 'Rails are checked first.\nEach rail has a tolerance.' },
      { seq: 1, page: 2, heading: 'Power', text: 'Page two starts here.' },
      { seq: 2, page: 2, heading: 'Power › Clocks', text: 'Clocks come later.' },
    ]);
  });

  it('starts a new passage when the target size would be passed', () => {
    const sentence = 'word '.repeat(30).trim(); // 149 characters
    const { passages } = splitIntoPassages(
      Array.from({ length: 5 }, () => block(sentence)),
      { targetChars: 320, maxChars: 400 },
    );
    expect(passages.map((p) => p.text.length)).toEqual([299, 299, 149]);
  });

  it('cuts a long block at sentence ends rather than mid-sentence', () => {
    const text = `${'A sentence about rails. '.repeat(40)}`.trim();
    const { passages } = splitIntoPassages([block(text, 3)], { targetChars: 200, maxChars: 250 });
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(p.text.length).toBeLessThanOrEqual(250);
      expect(p.text.endsWith('rails.')).toBe(true);
      expect(p.page).toBe(3);
    }
  });

  it('skips empty blocks and reports the characters kept', () => {
    const split = splitIntoPassages([block('  '), block('abc'), block('\n\n')]);
    expect(split).toEqual({
      passages: [{ seq: 0, page: null, heading: '', text: 'abc' }],
      charCount: 3,
      truncated: false,
    });
  });

  it('stops at the total limit and says so', () => {
    const split = splitIntoPassages([block('one two three'), block('four five six seven')], {
      maxTotalChars: 20,
    });
    expect(split.truncated).toBe(true);
    expect(split.passages.map((p) => p.text).join('\n')).toBe('one two three\nfour');
  });

  it('keeps every character but white space, in order, within the size limit, for any input', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            text: fc.string({ maxLength: 400 }),
            page: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
            headings: fc.array(fc.constantFrom('A', 'B'), { maxLength: 2 }),
          }),
          { maxLength: 30 },
        ),
        (blocks) => {
          const { passages } = splitIntoPassages(blocks, { targetChars: 60, maxChars: 80 });
          // A word longer than the limit is cut, so compare the text without its white space.
          const ink = (s: string) => s.replace(/\s+/g, '');
          expect(passages.map((p) => ink(p.text)).join('')).toBe(
            blocks.map((b) => ink(normalizeText(b.text))).join(''),
          );
          for (const [i, p] of passages.entries()) {
            expect(p.seq).toBe(i);
            expect(p.text.length).toBeGreaterThan(0);
            expect(p.text.length).toBeLessThanOrEqual(80);
          }
        },
      ),
    );
  });
});

describe('cutToLength', () => {
  it('cuts a word longer than the limit anywhere', () => {
    expect(cutToLength('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });
});
