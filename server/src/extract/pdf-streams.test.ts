import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flatePdf } from '../../test/helpers/flate-pdf';
import { checkPdfDecodedSize, flateStreamsOf } from './pdf-streams';
import { ExtractionError } from './types';

// Decision 0072: a PDF's flate streams are measured before pdf.js decodes them.

const MB = 1024 * 1024;

describe('flateStreamsOf', () => {
  it('finds the flate streams with their objects and leaves images and other filters out', () => {
    const flate = deflateSync(Buffer.alloc(1000, ' '));
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.7\n7 0 obj\n<< /Length 9 /Filter [/FlateDecode] >>\nstream\n'),
      flate,
      Buffer.from('\nendstream\nendobj\n8 0 obj\n<< /Subtype /Image /Filter /FlateDecode >>\nstream\n'),
      flate,
      Buffer.from('\nendstream\nendobj\n9 0 obj\n<< /Filter /LZWDecode >>\nstream\nxx\nendstream\nendobj\n'),
    ]);
    const streams = flateStreamsOf(new Uint8Array(pdf));
    expect(streams.map((s) => [s.object, s.data.length])).toEqual([['7 0', flate.length + 1]]);
  });
});

describe('checkPdfDecodedSize', () => {
  it('passes a PDF under the limit and refuses one over it, naming the file, the object and the limit', async () => {
    await expect(checkPdfDecodedSize(flatePdf(MB), 'small.pdf', 2 * MB)).resolves.toBeUndefined();
    const refused = await checkPdfDecodedSize(flatePdf(3 * MB), 'big.pdf', 2 * MB).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ExtractionError);
    expect((refused as ExtractionError).code).toBe('knowledge.pdf.too-large');
    expect((refused as ExtractionError).message).toMatch(
      /^big\.pdf is too large to read: its compressed content expands to more than 2 MB .*, past it at object 4 0\./,
    );
  });
});
