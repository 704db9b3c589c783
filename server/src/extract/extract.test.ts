import { describe, expect, it } from 'vitest';
import { makeDocx, makeHalfScannedPdf, makePdf, makeScannedPdf } from '../../test/helpers/documents';
import { detectDocumentFormat } from './detect-format';
import { extractDocument, withoutContentsAndPageNumbers } from './extract';
import { ExtractionError } from './types';

const bytes = (s: string | Buffer) => new Uint8Array(typeof s === 'string' ? Buffer.from(s) : s);

async function refusalOf(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('PDF (pdfkit-written, read with pdfjs-dist)', () => {
  it('keeps the page and the heading of each passage', async () => {
    const pdf = await makePdf([
      {
        heading: 'Power rails',
        paragraphs: [
          'Every rail is measured against its nominal voltage. The tolerance is plus or minus five percent for rails above 3 V, and 50 mV below.',
          'Probe P100-FC-4 touches the net VDD_CORE.',
        ],
      },
      { heading: 'Clocks', paragraphs: ['The 12 MHz crystal is checked with a frequency counter.'] },
    ]);
    const out = await extractDocument({ bytes: bytes(pdf), name: 'spec.pdf', format: 'pdf' });
    expect(out.pageCount).toBe(2);
    expect(out.warnings).toEqual([]);
    expect(out.passages.map((p) => [p.page, p.heading])).toEqual([
      [1, 'Power rails'],
      [2, 'Clocks'],
    ]);
    expect(out.passages[0]!.text).toBe(
      'Every rail is measured against its nominal voltage. The tolerance is plus or minus five percent for rails above 3 V, and 50 mV below.\nProbe P100-FC-4 touches the net VDD_CORE.',
    );
    expect(out.passages[1]!.text).toBe('The 12 MHz crystal is checked with a frequency counter.');
  });

  it('says a scanned PDF has no text layer', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: bytes(await makeScannedPdf(3)), name: 'scan.pdf', format: 'pdf' }),
    );
    expect(error.code).toBe('knowledge.pdf.no-text');
    expect(error.message).toMatch(/^scan\.pdf has no text layer: its 3 pages are images only/);
    expect(error.message).toMatch(/OCR/);
  });

  it('indexes the text pages of a partly scanned PDF and names the others', async () => {
    const out = await extractDocument({
      bytes: bytes(await makeHalfScannedPdf()),
      name: 'mixed.pdf',
      format: 'pdf',
    });
    expect(out.passages.map((p) => [p.page, p.text])).toEqual([[1, 'This page has text about rails.']]);
    expect(out.warnings).toEqual(['Page 2 has no text (scanned?) and cannot be searched.']);
  });

  it('refuses a password-protected PDF and a broken one, saying which', async () => {
    const locked = await makePdf([{ paragraphs: ['secret'] }], { userPassword: 'pw' });
    expect(
      (await refusalOf(extractDocument({ bytes: bytes(locked), name: 'l.pdf', format: 'pdf' }))).code,
    ).toBe('knowledge.pdf.password');
    const broken = await refusalOf(
      extractDocument({ bytes: bytes('%PDF-1.7\nthis is not a PDF body'), name: 'b.pdf', format: 'pdf' }),
    );
    expect(broken.code).toBe('knowledge.pdf.invalid');
    expect(broken.message).toMatch(/^b\.pdf is not a readable PDF/);
  });
});

describe('DOCX (written with the docx package, read with mammoth)', () => {
  it('keeps the heading path of paragraphs and reads tables row by row', async () => {
    const docx = await makeDocx([
      { heading: 'Test specification', paragraphs: ['Scope: the ACME controller board.'] },
      {
        heading: 'Rail tolerances',
        level: 2,
        paragraphs: ['3V3 must read between 3.2 V and 3.4 V.'],
        table: [
          ['Rail', 'Min', 'Max'],
          ['+5V', '4.75', '5.25'],
        ],
      },
    ]);
    const out = await extractDocument({ bytes: bytes(docx), name: 'spec.docx', format: 'docx' });
    expect(out.pageCount).toBeNull();
    expect(out.passages.map((p) => [p.heading, p.text])).toEqual([
      ['Test specification', 'Scope: the ACME controller board.'],
      [
        'Test specification › Rail tolerances',
        '3V3 must read between 3.2 V and 3.4 V.\nRail | Min | Max\n+5V | 4.75 | 5.25',
      ],
    ]);
  });

  it('refuses a zip that is not a Word document', async () => {
    const { zipSync } = await import('fflate');
    const zip = zipSync({ 'readme.txt': new TextEncoder().encode('hello') });
    const error = await refusalOf(extractDocument({ bytes: zip, name: 'x.docx', format: 'docx' }));
    expect(error.code).toBe('knowledge.docx.invalid');
    expect(error.message).toMatch(/^x\.docx is not a readable Word document/);
  });
});

describe('HTML, Markdown, text, CSV', () => {
  it('HTML: headings nest, scripts and styles are dropped, entities decoded, cells joined', async () => {
    const html = `<!doctype html><html><head><title>T</title><style>p{}</style></head><body>
      <h1>Fixture</h1><p>Guide pins &amp; tooling holes.<script>alert(1)</script></p>
      <h3>Pins</h3><ul><li>2 mm pins</li><li>3 mm pins</li></ul>
      <h2>Wiring</h2><table><tr><th>Probe</th><th>Net</th></tr><tr><td>P1</td><td>GND</td></tr></table>
      <p>Line one<br>line two</p></body></html>`;
    const out = await extractDocument({ bytes: bytes(html), name: 'a.html', format: 'html' });
    expect(out.passages.map((p) => [p.heading, p.text])).toEqual([
      ['Fixture', 'Guide pins & tooling holes.'],
      ['Fixture › Pins', '2 mm pins\n3 mm pins'],
      ['Fixture › Wiring', 'Probe | Net\nP1 | GND\nLine one\nline two'],
    ]);
  });

  it('Markdown: headings, lists and GFM tables', async () => {
    const md =
      '# Spec\n\nIntro text.\n\n## Limits\n\n- 3V3: ±3 %\n- 5V: ±5 %\n\n| Net | Min |\n|---|---|\n| VBUS | 4.5 |\n';
    const out = await extractDocument({ bytes: bytes(md), name: 'a.md', format: 'markdown' });
    expect(out.passages.map((p) => [p.heading, p.text])).toEqual([
      ['Spec', 'Intro text.'],
      ['Spec › Limits', '3V3: ±3 %\n5V: ±5 %\nNet | Min\nVBUS | 4.5'],
    ]);
  });

  it('text: paragraphs by blank lines, pages by form feeds, UTF-16 with a BOM', async () => {
    const out = await extractDocument({
      bytes: bytes('first para\nstill first\n\nsecond\fpage two'),
      name: 'a.txt',
      format: 'text',
    });
    expect(out.pageCount).toBe(2);
    expect(out.passages.map((p) => [p.page, p.text])).toEqual([
      [1, 'first para\nstill first\nsecond'],
      [2, 'page two'],
    ]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Grüße', 'utf16le')]);
    const decoded = await extractDocument({ bytes: bytes(utf16), name: 'u.txt', format: 'text' });
    expect(decoded.passages[0]!.text).toBe('Grüße');
  });

  it('CSV: each row names its row number and columns; semicolons are detected', async () => {
    const csv = 'Net;Name;X;Y\nGND;TP1;1.5;2\n"VDD;CORE";TP2;3;4\n';
    const out = await extractDocument({ bytes: bytes(csv), name: 'tp.csv', format: 'csv' });
    expect(out.passages.map((p) => p.text)).toEqual([
      'Row 2: Net: GND; Name: TP1; X: 1.5; Y: 2\nRow 3: Net: VDD;CORE; Name: TP2; X: 3; Y: 4',
    ]);
    const broken = await refusalOf(
      extractDocument({ bytes: bytes('a,b\n"open,quote\n'), name: 'bad.csv', format: 'csv' }),
    );
    expect(broken.message).toMatch(/^bad\.csv is not a readable CSV table: .*line/i);
  });

  it('an empty document holds no text to index', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: bytes('\n\n  \n'), name: 'e.txt', format: 'text' }),
    );
    expect(error).toMatchObject({ code: 'knowledge.empty', message: 'e.txt holds no text to index.' });
  });
});

describe('detectDocumentFormat', () => {
  it.each([
    ['a.pdf', '%PDF-1.4', 'pdf'],
    ['a.PDF', 'junk\n%PDF-1.4', 'pdf'],
    ['a.pdf', 'hello', null],
    ['a.docx', 'PK\u0003\u0004', 'docx'],
    ['a.docx', 'hello', null],
    ['notes.md', '# hi', 'markdown'],
    ['a.txt', 'hi', 'text'],
    ['a.txt', 'h\u0000i', null],
    ['a.htm', '<p>', 'html'],
    ['a.csv', 'a,b', 'csv'],
    ['a.exe', 'MZ', null],
    ['a.kicad_pcb', '(kicad_pcb', null],
  ])('%s (%j) → %s', (name, head, format) => {
    expect(detectDocumentFormat(name, bytes(head))).toBe(format);
  });
});

describe('withoutContentsAndPageNumbers', () => {
  const block = (text: string, headings: string[] = []) => ({ text, page: 1, headings });
  it('drops lone page numbers, dot-leader contents lines and index entries, and keeps the text', () => {
    const kept = withoutContentsAndPageNumbers([
      block('17'),
      block('- iv -'),
      block('1 Introduction . . . . . . . . 1\n2 Probes . . . . . . . . . 5\n2.1 Spear tips ........ 7'),
      block('Probe pitch is 2.54 mm.\nSpear tips for pads.\nSee 3.1 Guide pins ........ 12'),
      block('1 Introduction 1\n2 Probes 5', ['Table of Contents']),
      block('adapter speed: 15\nprobe pitch: 22, 31', ['Concept Index']),
      block('The index of refraction is 1.5', ['Optics']),
    ]);
    expect(kept.map((b) => b.text)).toEqual([
      'Probe pitch is 2.54 mm.\nSpear tips for pads.',
      'The index of refraction is 1.5',
    ]);
  });
});

describe('headings as authors wrote them', () => {
  const read = async (name: string, text: string) => {
    const format = detectDocumentFormat(name, new TextEncoder().encode(text))!;
    return (await extractDocument({ bytes: new TextEncoder().encode(text), name, format })).passages.map(
      (p) => [p.heading, p.text],
    );
  };
  it('finds AsciiDoc, reStructuredText and man-page headings, and never runs a passage across one', async () => {
    expect(
      await read('guide.adoc', '= Fixture guide\n\n== Probes\n\nSpear tips.\n\n=== Pitch\n\n2.54 mm.\n'),
    ).toEqual([
      ['Fixture guide › Probes', 'Spear tips.'],
      ['Fixture guide › Probes › Pitch', '2.54 mm.'],
    ]);
    expect(
      await read(
        'guide.rst',
        'Fixture guide\n=============\n\nProbes\n------\n\nSpear tips.\n\nWiring\n------\n\nTwisted pairs.\n',
      ),
    ).toEqual([
      ['Fixture guide › Probes', 'Spear tips.'],
      ['Fixture guide › Wiring', 'Twisted pairs.'],
    ]);
    expect(
      await read(
        'probe.1.txt',
        'NAME\n       probe - measure\n\nOPTIONS\n   Modes\n       -k keep the file.\n',
      ),
    ).toEqual([
      ['NAME', 'probe - measure'],
      ['OPTIONS › Modes', '-k keep the file.'],
    ]);
  });

  it('keeps the lines of HTML <pre>', async () => {
    expect(await read('code.html', '<h1>Build</h1><pre>make\nmake install\n</pre>')).toEqual([
      ['Build', 'make\nmake install'],
    ]);
  });
});
