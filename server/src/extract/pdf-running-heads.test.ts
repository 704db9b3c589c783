import { describe, expect, it } from 'vitest';
import type { PdfLine } from './pdf-lines';
import { withoutRunningHeads } from './pdf-running-heads';

const line = (text: string, y: number, size = 11): PdfLine => ({ text, x: 72, y, size });
const texts = (pages: PdfLine[][]) => pages.map((lines) => lines.map((l) => l.text));

describe('withoutRunningHeads', () => {
  const pageOf = (n: number, body: string[], top: PdfLine[] = []) => [
    line('TS-0220 rev B · fixture test specification', 800, 8.5),
    ...top,
    ...body.map((text, i) => line(text, 760 - 14 * i)),
    line(`Page ${n} of 3`, 40, 8.5),
  ];

  it('drops the header and the numbered footer repeated on every page', () => {
    const pages = [pageOf(1, ['Scope.']), pageOf(2, ['Probes.']), pageOf(3, ['Sequence.'])];
    expect(texts(withoutRunningHeads(pages, 11))).toEqual([['Scope.'], ['Probes.'], ['Sequence.']]);
  });

  it('keeps a chapter title that opens every page (larger than the body) and lines that move', () => {
    const pages = [1, 2].map((n) => [
      line(`Chapter ${n}`, 780, 18),
      line('Same words at another height', 700 - 20 * n),
      line(n === 1 ? 'Alpha.' : 'Beta.', 600),
    ]);
    expect(texts(withoutRunningHeads(pages, 11))).toEqual(texts(pages));
  });

  it('keeps everything of a one-page document but its lone page number', () => {
    const pages = [pageOf(1, ['Scope.'])];
    expect(texts(withoutRunningHeads(pages, 11))).toEqual([
      ['TS-0220 rev B · fixture test specification', 'Scope.'],
    ]);
  });

  it('drops heads that change per chapter with their page number (TeX, Texinfo) and lone page numbers', () => {
    const head = (n: number) =>
      n <= 3 ? `Chapter 1: Getting started ${n}` : `${n} Chapter 2: Probes and receptacles`;
    const pages = [1, 2, 3, 4, 5, 6].map((n) => [
      line(head(n), 790),
      line(`Body ${'abcdef'[n - 1]}.`, 700),
      line(String(n), 40),
    ]);
    expect(texts(withoutRunningHeads(pages, 11))).toEqual(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((c) => [`Body ${c}.`]),
    );
  });
});
