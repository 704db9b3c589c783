// The IPC-2581 importer reads bytes in chunks (importIpc2581Bytes), decoded piece by piece into the
// XML parser: whatever the chunk boundaries — inside a tag, an attribute, a multi-byte UTF-8
// character — the result and the errors (file, line, column) are those of the decoded text.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../shared/decode-text';
import { cutBytes, importOutcome } from '../../testing/chunked-input';
import { encodeUtf8 } from '../shared/text-codec';
import { importIpc2581, importIpc2581Bytes } from './import-ipc2581';

const DIR = path.resolve(__dirname, '../../../../../shared/testdata/ipc2581');
const FILE = 'chunks.xml';

const testcase3 = readFileSync(path.join(DIR, 'testcase3-revc-test.xml'));
const testcase9 = readFileSync(path.join(DIR, 'testcase9-revc-full.xml'));
/** Testcase 9 with multi-byte characters (2, 3 and 4 bytes) in every part name and one net name. */
const unicode = encodeUtf8(
  decodeText(testcase9)
    .replace(/part="([^"]*)"/g, 'part="$1 µ✓😀"')
    .replace(/name="N100"/g, 'name="N100Ω"'),
);

describe('importIpc2581Bytes in chunks', () => {
  it.each([
    ['testcase3', testcase3],
    ['testcase9', testcase9],
    ['testcase9 (unicode)', unicode],
  ])('%s: the same as the decoded text, whole and cut anywhere', (_name, bytes) => {
    const whole = importOutcome(() => importIpc2581(decodeText(bytes), FILE));
    expect(whole).toHaveProperty('result');
    expect(importOutcome(() => importIpc2581Bytes(bytes, FILE))).toEqual(whole);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (at) => {
        expect(importOutcome(() => importIpc2581Bytes(cutBytes(bytes, at), FILE))).toEqual(whole);
      }),
      { numRuns: 4 },
    );
  });

  it('cuts inside every kind of multi-byte character', () => {
    const inside: number[] = [];
    for (let i = 0; i < unicode.length; i++) if ((unicode[i]! & 0xc0) === 0x80) inside.push(i);
    expect(inside.length).toBeGreaterThan(100);
    const whole = importOutcome(() => importIpc2581(decodeText(unicode), FILE));
    expect(JSON.stringify(whole)).toContain('µ✓😀');
    expect(importOutcome(() => importIpc2581Bytes(cutBytes(unicode, inside), FILE))).toEqual(whole);
  });

  it('gives the same errors, line and column included, for broken files', () => {
    const text = decodeText(unicode);
    const broken = [
      text.slice(0, text.length / 2),
      text.replace('<Step ', '<Step <'),
      text.replace('</Content>', ''),
      `\uFEFF\uFEFF${text}`,
      'not xml at all',
      '',
    ];
    for (const t of broken) {
      const bytes = encodeUtf8(t);
      const whole = importOutcome(() => importIpc2581(decodeText(bytes), FILE));
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 10 }), (at) => {
          expect(importOutcome(() => importIpc2581Bytes(cutBytes(bytes, at), FILE))).toEqual(whole);
        }),
        { numRuns: 3 },
      );
    }
  });

  it('mutated files read the same whole and in chunks', () => {
    const NOISE = ['<', '>', '"', '&', '/', '=', ' ', '\n', 'µ', '\u{1F600}', '<!--', ']]>'];
    const base = decodeText(testcase3);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.array(fc.nat(), { maxLength: 12 }), (a, b, at) => {
        let text = base;
        for (let i = 0; i < 1 + (b % 6); i++) {
          const p = (a * (i + 7) + b * 31 * i) % text.length;
          text = text.slice(0, p) + NOISE[(b + i) % NOISE.length] + text.slice(p + 1);
        }
        const bytes = encodeUtf8(text);
        const whole = importOutcome(() => importIpc2581(decodeText(bytes), FILE));
        expect(importOutcome(() => importIpc2581Bytes(cutBytes(bytes, at), FILE))).toEqual(whole);
      }),
      { numRuns: 12 },
    );
  });
});
