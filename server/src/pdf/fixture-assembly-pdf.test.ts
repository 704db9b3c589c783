import { designFixture, emptyTestConfig, type PackageMeta, priceBom, statusLine } from '@studio/core';
import { describe, expect, it } from 'vitest';
// The writers' hand-made sample design (core's fabrication tests use the same one).
import {
  BoardBuilder,
  DEFAULT_PRICING_CATALOG_FOR_TESTS,
  fixtureTestCatalog,
  sampleDesign,
} from '@studio/core/testing';
import { renderFixtureAssemblyPdf } from './fixture-assembly-pdf';
import { pdfPageTexts } from '../../test/helpers/pdf-text';

/** Every page's text as pdf.js (an independent reader) extracts it, lines joined by spaces. */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPageTexts(bytes)).map((p) => p.replace(/\s+/g, ' '));
}

const meta: PackageMeta = {
  boardName: 'sample board',
  boardSha256: 'cd'.repeat(32),
  testConfig: { id: 'cfg-9', version: 2 },
  engineVersion: '1.0.0',
  verdict: 'fail',
  failingRules: ['Test point <-> test point'],
};

describe('renderFixtureAssemblyPdf', () => {
  it('draws the hold-down block (decision 0070): its summary and force balance, and its own dimensioned sheet', async () => {
    // 20 × 10 mm, probed from the bottom; a 16 mm part over the whole top leaves no spot for a pin.
    const board = new BoardBuilder()
      .outline(0, 0, 20, 10)
      .thickness(1.6)
      .part('U1', 10, 5, { w: 16, h: 10, heightMm: 1 })
      .testPoint('TP1', 8, 5, { side: 'bottom', net: 'A' })
      .testPoint('TP2', 12, 5, { side: 'bottom', net: 'B' })
      .build();
    const { design } = designFixture(
      board,
      {
        ...emptyTestConfig(),
        probeSide: 'bottom',
        locating: { method: 'cradle' },
        testPoints: board.testPoints.map((t) => ({ id: t.id })),
      },
      fixtureTestCatalog(),
    );
    expect(design.holdDownBlock).toBeTruthy();
    const pages = await pdfPages(
      await renderFixtureAssemblyPdf(design, priceBom(design.bom, fixtureTestCatalog()), meta),
    );
    expect(pages[0]).toContain('Hold-down block: POM (acetal, Delrin), 19.00 x 9.00 x');
    expect(pages[0]).toContain('contact 18.00 mm2 on 2 land(s), at least 7.07 mm2');
    expect(pages[0]).toMatch(/Hold-down holds: probe force 3\.6 N .*a machined hold-down block on the top/);
    const sheet = pages.find((p) => p.startsWith('Hold-down block (on the lid, pressing the top)'));
    expect(sheet).toBeTruthy();
    expect(sheet).toContain('MIRRORED IN X');
    // A 19 × 9 mm block is drawn enlarged, at a scale a machinist reads.
    expect(sheet).toMatch(/Scale [25]:1 on A4/);
  });

  it('says a failing rule on its first line, then the frame note, each plate in its frame, the wiring list and the BOM', async () => {
    const design = sampleDesign();
    const priced = priceBom(design.bom, DEFAULT_PRICING_CATALOG_FOR_TESTS);
    const pages = await pdfPages(await renderFixtureAssemblyPdf(design, priced, meta));
    expect(pages[0]!.startsWith(statusLine(meta).slice(0, 40))).toBe(true);
    expect(pages[0]).toContain('DFT FAIL');
    expect(pages[0]).toContain('seen from below: MIRRORED IN X');
    const all = pages.join('\n');
    for (const plate of design.plates) expect(all).toContain(plate.name);
    const lid = pages.find((p) => p.startsWith('Pressure plate (lid)') && p.includes('Hole table'))!;
    expect(lid).toContain('MIRRORED IN X');
    expect(lid).toMatch(/T1 3\.000 2 pressure pin; through/);
    // The lid's hole list gives PP1 (board 106, 58) at x = 160 - 106 = 54.000 from its origin.
    const lidList = pages.find((p) => p.startsWith('Pressure plate (lid): hole list'))!;
    expect(lidList).toMatch(/PP1 PP1 54\.000 23\.000/);
    const wiring = pages.find((p) => p.startsWith('Wiring list'))!;
    expect(wiring).toMatch(/P1 TP1\.1 NET0 bottom 104\.000 54\.000 RC-100-WW 30 AWG BU \d+ mm IF1\.1 IF1\.1/);
    const bom = pages.find((p) => p.startsWith('Bill of materials'))!;
    expect(bom).toMatch(/probes SP-100-CR .* 2 2\.40 EUR 4\.80 10 d/);
    expect(bom).toContain('not in catalog');
  });

  it('starts with the pass line when nothing fails', async () => {
    const design = sampleDesign();
    const ok: PackageMeta = { ...meta, verdict: 'pass', failingRules: [] };
    const pages = await pdfPages(
      await renderFixtureAssemblyPdf(design, priceBom(design.bom, DEFAULT_PRICING_CATALOG_FOR_TESTS), ok),
    );
    expect(pages[0]!.startsWith('Studio fixture package for sample board')).toBe(true);
    expect(pages[0]).not.toContain('FAIL');
  });
});
