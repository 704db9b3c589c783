import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PassageDraft } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { readFlatOdt, type SourceBlock } from '../../test/helpers/flat-odt';
import { extractDocument } from './extract';

// Extraction of files written by an independent office suite, LibreOffice 7.4 (how, in
// server/test/fixtures/documents/README.md): a public-domain text — the Preamble and Article I,
// Sections 1–2 of the US Constitution — and a fixture test specification with a title, headings,
// tables, a bulleted and a numbered list, running headers and footers, hyphenation, no-break spaces,
// a soft hyphen and curly quotes. What each file should hold is read from the .fodt source it was
// made from, not from what the extractor answers.

const FIXTURES = path.resolve(__dirname, '../../test/fixtures/documents');
const CONSTITUTION = readFlatOdt(path.join(FIXTURES, 'constitution-excerpt.fodt'));
const SPEC = readFlatOdt(path.join(FIXTURES, 'fixture-test-spec.fodt'));
/** The heading style of the specification that starts a new page. */
const NEW_PAGE = 'Heading_20_1_20_new_20_page';

type Format = 'pdf' | 'docx';

function extract(file: string) {
  const format: Format = file.endsWith('.pdf') ? 'pdf' : 'docx';
  const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, file)));
  return extractDocument({ bytes, name: file, format });
}

/**
 * A text as words, for comparing what was extracted with its source: pdfjs-dist folds compatibility
 * characters as Unicode's NFKC does (µ becomes μ), a no-break space is a space, a soft hyphen only
 * marks where a word may break, and " | " is how table cells are joined.
 */
const words = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/\u00ad/g, '')
    .split(/[\s|]+/u)
    .filter(Boolean);

interface Section {
  heading: string;
  words: string[];
}

/** Consecutive passages under one heading path, as one run of words. */
function sectionsOf(passages: PassageDraft[]): Section[] {
  const sections: Section[] = [];
  for (const p of passages) {
    const last = sections.at(-1);
    if (last?.heading === p.heading) last.words.push(...words(p.text));
    else sections.push({ heading: p.heading, words: words(p.text) });
  }
  return sections;
}

/**
 * What the source holds under each heading path, as the reader of `format` sees it. PDF: headings
 * are found by font size, so the title (the largest text) leads every path, and a numbered list item
 * keeps its number. DOCX: headings are the Heading styles (the title is a paragraph); list numbers
 * are Word's numbering, not text.
 */
function expectedSections(blocks: SourceBlock[], format: Format): Section[] {
  const sections: Section[] = [];
  let title: string[] = [];
  let headings: string[] = [];
  for (const block of blocks) {
    if (format === 'pdf' && block.kind === 'paragraph' && block.style === 'Title') {
      title = [block.text];
      headings = [];
      continue;
    }
    if (block.kind === 'heading') {
      headings = [...headings.slice(0, block.level - 1), block.text];
      continue;
    }
    const text =
      block.kind === 'row'
        ? block.cells.join(' ')
        : block.kind === 'item' && block.list === 'Numbers' && format === 'pdf'
          ? `${block.number}. ${block.text}`
          : block.text;
    const heading = [...title, ...headings].join(' › ');
    const last = sections.at(-1);
    if (last?.heading === heading) last.words.push(...words(text));
    else sections.push({ heading, words: words(text) });
  }
  return sections;
}

/** The sentences of the source's paragraphs and list items. */
function sentencesOf(blocks: SourceBlock[]): string[] {
  return blocks.flatMap((b) =>
    b.kind === 'paragraph' || b.kind === 'item' ? b.text.split(/(?<=[.;])\s+/) : [],
  );
}

const oneLine = (passages: PassageDraft[]) =>
  passages
    .map((p) => p.text)
    .join(' ')
    .replace(/\s+/g, ' ');
const rowsOf = (blocks: SourceBlock[], table: string, separator: string) =>
  blocks.flatMap((b) => (b.kind === 'row' && b.table === table ? [b.cells.join(separator)] : []));
const itemsOf = (blocks: SourceBlock[], list: string) =>
  blocks.flatMap((b) => (b.kind === 'item' && b.list === list ? [b] : []));
const linesUnder = (passages: PassageDraft[], heading: string) =>
  passages.filter((p) => p.heading.endsWith(heading)).flatMap((p) => p.text.split('\n'));

describe('the US Constitution excerpt, as LibreOffice writes it', () => {
  it.each(['constitution-excerpt.pdf', 'constitution-excerpt.docx'])(
    '%s: every word of the source once, in order, under its heading; every sentence exactly once',
    async (file) => {
      const format: Format = file.endsWith('.pdf') ? 'pdf' : 'docx';
      const out = await extract(file);
      expect(out.warnings).toEqual([]);
      expect(sectionsOf(out.passages)).toEqual(expectedSections(CONSTITUTION, format));
      const text = oneLine(out.passages);
      for (const sentence of sentencesOf(CONSTITUTION)) expect(text.split(sentence)).toHaveLength(2);
    },
  );

  it('PDF: pages, headings nested by size, running header and footer left out, hyphenation undone', async () => {
    const out = await extract('constitution-excerpt.pdf');
    expect(out.pageCount).toBe(2);
    const preamble = CONSTITUTION.find((b) => b.kind === 'paragraph')!;
    expect(out.passages[0]).toMatchObject({ page: 1, heading: 'Preamble', text: preamble.text });
    // Section 2 runs over the page break (as poppler's pdftotext shows the file): one passage on each
    // page, and the word LibreOffice hyphenated across the break ("ac-" / "cording") is whole on page 1.
    const section2 = out.passages.filter((p) => p.heading === 'Article I › Section 2');
    expect(new Set(section2.map((p) => p.page))).toEqual(new Set([1, 2]));
    const lastOnPage1 = section2.filter((p) => p.page === 1).at(-1)!;
    expect(lastOnPage1.text).toMatch(/within this Union, according$/);
    expect(section2.find((p) => p.page === 2)!.text).toMatch(/^to their respective Numbers/);
    expect(out.passages.at(-1)).toMatchObject({ page: 2, heading: 'Article I › Section 2' });
    const all = out.passages.map((p) => p.text).join('\n');
    expect(all).not.toMatch(/Constitution of the United States \(excerpt\)|Page \d of \d/);
    // Hyphens of names at a line end stay, hyphenation points do not.
    expect(all).toMatch(/Rhode-Island and Providence Plantations one, Connecticut five, New-York six/);
    expect(all).not.toMatch(/\p{L}- \p{L}|\p{Ll}-\n/u);
  });

  it('DOCX: Heading 1 and Heading 2 become the heading path; no pages', async () => {
    const out = await extract('constitution-excerpt.docx');
    expect(out.pageCount).toBeNull();
    expect([...new Set(out.passages.map((p) => p.heading))]).toEqual([
      'Preamble',
      'Article I › Section 1',
      'Article I › Section 2',
    ]);
    expect(out.passages.every((p) => p.page === null)).toBe(true);
  });
});

describe('a fixture test specification, as LibreOffice writes it', () => {
  const pdfs = ['fixture-test-spec.pdf', 'fixture-test-spec-tagged.pdf'];

  it.each([...pdfs, 'fixture-test-spec.docx'])(
    '%s: every word of the source once, in order, under its heading, with no warnings',
    async (file) => {
      const out = await extract(file);
      expect(out.warnings).toEqual([]);
      expect(sectionsOf(out.passages)).toEqual(
        expectedSections(SPEC, file.endsWith('.pdf') ? 'pdf' : 'docx'),
      );
    },
  );

  it.each(pdfs)('%s: each section on the page the source breaks to; no running heads', async (file) => {
    const out = await extract(file);
    expect(out.pageCount).toBe(3);
    let page = 1;
    const pageOf = new Map<string, number>();
    for (const b of SPEC)
      if (b.kind === 'heading' && b.level === 1) {
        if (b.style === NEW_PAGE) page++;
        pageOf.set(b.text, page);
      }
    // The title and subtitle open page 1; every other passage is under a numbered section.
    const expected = (heading: string) => pageOf.get(heading.split(' › ')[1] ?? '') ?? 1;
    expect(out.passages.map((p) => [p.heading, p.page])).toEqual(
      out.passages.map((p) => [p.heading, expected(p.heading)]),
    );
    expect(out.passages.map((p) => p.text).join('\n')).not.toMatch(/TS-0220 rev B ·|Page \d of \d/);
  });

  it.each([...pdfs, 'fixture-test-spec.docx'])(
    '%s: table rows in reading order, list items one a line, typography kept',
    async (file) => {
      const pdf = file.endsWith('.pdf');
      const out = await extract(file);
      const separator = pdf ? ' ' : ' | ';
      for (const [table, heading] of [
        ['Rails', '2.1 Rail tolerances'],
        ['History', '6 Revision history'],
      ] as const) {
        const rows = rowsOf(SPEC, table, separator).map((r) => r.normalize('NFKC'));
        const lines = linesUnder(out.passages, heading).map((l) => l.normalize('NFKC'));
        expect(lines.filter((l) => rows.includes(l))).toEqual(rows);
      }
      const bullets = itemsOf(SPEC, 'Bullets').map((b) => b.text.normalize('NFKC'));
      const probes = linesUnder(out.passages, '3 Probes and receptacles').map((l) => l.normalize('NFKC'));
      expect(probes.filter((l) => bullets.includes(l))).toEqual(bullets);
      const steps = itemsOf(SPEC, 'Numbers').map((b) =>
        (pdf ? `${b.number}. ${b.text}` : b.text).replace('\u00ad', ''),
      );
      const sequence = linesUnder(out.passages, '5 Test sequence');
      expect(sequence.filter((l) => steps.includes(l))).toEqual(steps);

      const all = out.passages.map((p) => `${p.heading}\n${p.text}`).join('\n');
      expect(all).not.toMatch(/[\u00a0\u00ad•]/); // no-break spaces are spaces; soft hyphens and bullets go
      expect(all).toContain('microcontroller U1'); // written with a soft hyphen
      expect(all).toContain('four “floating” supports'); // curly quotes kept
      expect(all).toContain('the board’s corners');
      expect(all).toContain('The first-article inspection checks the fit of the board, the flatness');
      expect(all).toContain('for through-hole test points and connector pins.'); // "con-" / "nector" in the PDF
    },
  );
});
