import { describe, expect, it } from 'vitest';
import { blocksOfLines } from './pdf-blocks';
import type { PdfLine } from './pdf-lines';

// Lines as pdfjs-dist lays them out, top of an A4 page down: 11 pt body text, 13.2 pt apart.
const BODY = 11;
function page(...rows: (string | [string, Partial<PdfLine>])[]): PdfLine[] {
  let y = 800;
  return rows.map((row) => {
    const [text, over] = typeof row === 'string' ? [row, {}] : row;
    const line = { text, x: 72, y, size: BODY, ...over };
    y = line.y - 13.2;
    return line;
  });
}
const heading = (text: string, size: number, y?: number): [string, Partial<PdfLine>] => [
  text,
  { size, ...(y ? { y } : {}) },
];
const view = (pages: PdfLine[][]) =>
  blocksOfLines(pages, BODY).map((b) => [b.page, b.headings.join(' › '), b.text]);

describe('blocksOfLines', () => {
  it('nests headings by size, and joins a heading that wrapped', () => {
    const pages = [
      page(
        heading('Power', 16),
        'Rails come first.',
        heading('Rail tolerances of the', 13, 740),
        heading('controller board', 13, 725),
        'Plus or minus 5 %.',
        heading('Sequencing', 13, 680),
        'VDD_IO before VDD_CORE.',
      ),
      page(heading('Probes', 16), 'Crown tips.'),
    ];
    expect(view(pages)).toEqual([
      [1, 'Power', 'Rails come first.'],
      [1, 'Power › Rail tolerances of the controller board', 'Plus or minus 5 %.'],
      [1, 'Power › Sequencing', 'VDD_IO before VDD_CORE.'],
      [2, 'Probes', 'Crown tips.'],
    ]);
  });

  it('takes Word’s Heading 2 (13 pt over 11 pt) for a heading, and a slightly larger line for text', () => {
    expect(view([page(heading('Limits', 13), ['Note', { size: 12 }], 'Body.')])).toEqual([
      [1, 'Limits', 'Note Body.'],
    ]);
  });

  it('makes each list item a block: bullets dropped, numbers kept, the item ends where the indent does', () => {
    const lines = page(
      'Use these probes:',
      ['• P100-FC-4: crown tip, for through-hole', { x: 77 }],
      ['test points.', { x: 90 }],
      ['• P75-SP-2: spear tip.', { x: 77 }],
      'Replace a probe after 100 000 cycles.',
      ['1. Shorts and opens.', { x: 77 }],
      ['2. Rails.', { x: 77 }],
    );
    expect(view([lines]).map(([, , text]) => text)).toEqual([
      'Use these probes:',
      'P100-FC-4: crown tip, for through-hole test points.',
      'P75-SP-2: spear tip.',
      'Replace a probe after 100 000 cycles.',
      '1. Shorts and opens.',
      '2. Rails.',
    ]);
  });

  it('undoes hyphenation, keeps the hyphen of a name, and completes a word hyphenated across pages', () => {
    const pages = [
      page(
        'Representatives shall be appor-',
        'tioned among the States: Rhode-',
        'Island, New-',
        'York and the',
        'Union, ac-',
      ),
      page('cording to their Numbers.'),
    ];
    expect(view(pages)).toEqual([
      [
        1,
        '',
        'Representatives shall be apportioned among the States: Rhode-Island, New-York and the Union, according',
      ],
      [2, '', 'to their Numbers.'],
    ]);
  });

  it('starts a paragraph at a gap wider than one and a half lines', () => {
    expect(view([page('One.', ['Two.', { y: 760 }])]).map(([, , t]) => t)).toEqual(['One.', 'Two.']);
  });
});
