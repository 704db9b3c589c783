import { readFileSync } from 'node:fs';
import path from 'node:path';
import { guidePinHoleRanges, importKicad, proposeTestConfig } from '@studio/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFabricationPackage, type FabricationPackage } from '../services/fixtures/build-package';
import { seedFixtureCatalog } from '../services/fixtures/fixture-catalog';
import { pdfPageTexts } from '../../test/helpers/pdf-text';

const BOARD = path.resolve(__dirname, '../../../../shared/testdata/kicad/pic_programmer.kicad_pcb');

/** Every page's text as pdf.js (an independent reader) extracts it. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageTexts(bytes)).map((p) => p.replace(/\s+/g, ' '));
}

describe('the assembly PDF of pic_programmer (probed from the bottom): drawings a machinist reads', () => {
  let pkg: FabricationPackage;
  let pages: string[];
  beforeAll(async () => {
    const { board } = importKicad(readFileSync(BOARD, 'utf8'), 'pic_programmer.kicad_pcb');
    const catalog = seedFixtureCatalog();
    const config = proposeTestConfig(board, {
      probeSide: 'bottom',
      guidePinHoles: guidePinHoleRanges(catalog),
    }).config;
    pkg = await buildFabricationPackage({
      board,
      config,
      catalog,
      boardName: 'pic_programmer',
      boardSha256: 'ab'.repeat(32),
      testConfig: { id: 'cfg', version: 2 },
      revision: 'B',
      date: '2026-12-07',
    });
    pages = await pdfPages(pkg.files.find((f) => f.path === 'assembly.pdf')!.bytes);
  }, 120_000);

  it('gives every sheet a title strip: DUT, revision, config version, date, sheet n of m', () => {
    pages.forEach((p, i) => {
      expect(p).toContain(`DUT pic_programmer Revision B Config version cfg v2 Date 2026-12-07`);
      expect(p).toContain(`Sheet ${i + 1} of ${pages.length}`);
    });
  });

  it('draws each plate dimensioned from datum A / B at a stated scale, with its hole table by tool, counts and fits', () => {
    for (const plate of pkg.design.plates) {
      const sheet = pages.find((p) => p.startsWith(plate.name) && p.includes('Hole table (by tool)'))!;
      expect(sheet, plate.name).toBeDefined();
      // The overall size from the datum (the kit's 250 x 180 active area).
      expect(sheet).toMatch(/\b250\b/);
      expect(sheet).toMatch(/\b180\b/);
      expect(sheet).toContain('Datum A');
      expect(sheet).toMatch(/Scale 1:\d+(\.\d)? on A4/);
      expect(sheet).toMatch(/\b50 mm\b/);
      // The cross-section of the stack with its gaps.
      expect(sheet).toContain('gap 12 +/- 0.15');
    }
    const probe = pages.find((p) => p.startsWith('Probe plate') && p.includes('Hole table'))!;
    // 34 receptacle press fits on one tool (its 34 nets of two pads or more; decision 0054), with the fit stated.
    expect(probe).toMatch(
      /T\d 1\.700 34 probe \/ receptacle; through press fit: drill to the stated size \+0\.02\/-0/,
    );
    expect(probe).toMatch(/guide pin; through press fit: ream H7/);
    expect(probe).toContain('Material FR4/G10 glass-epoxy, 8 +/- 0.05 mm');
  });

  it('has the stack-up sheet: per-class set height and travel, the gaps, the pins', () => {
    const stack = pages.find((p) => p.startsWith('Stack-up'))!;
    expect(stack).toMatch(
      /P100 bottom 34 SP-100-\w+ \/ RC-100-WW 6\.35 4\.3 16\.3 6\.3 above face 8 4\.3 \(4\.05-4\.55\) 3\.175-5\.398 1\.8 N 1\.5/,
    );
    expect(stack).toContain('closed 12 mm +/- 0.15, open 17.8 mm');
    expect(stack).toContain('length 25 mm = free 19 + seat 6');
  });

  it('lists every pocket of every plate (the carrier has more than fit one page)', () => {
    const carrier = pkg.design.plates.find((p) => p.role === 'carrier')!;
    expect(carrier.pockets.length).toBeGreaterThan(40);
    const all = pages.filter((p) => p.includes('Carrier plate (below the board): pocket table')).join(' ');
    for (let i = 1; i <= carrier.pockets.length; i++) expect(all).toMatch(new RegExp(`\\bK${i}\\b`));
  });

  it('has no float artefacts and no KiCad escapes in the PDF or the manifest', () => {
    const text = `${pages.join('\n')}\n${pkg.manifest()}`;
    expect(text).not.toMatch(/\d\.\d{5,}/);
    expect(text).not.toMatch(
      /\{(slash|backslash|lt|gt|colon|dblquote|quote|bar|space|dollar|tab|return|brace)\}/,
    );
    // pic_programmer's /VPP{slash}MCLR net is shown as KiCad shows it.
    expect(pages.join(' ')).toContain('VPP/MCLR');
  });
});
