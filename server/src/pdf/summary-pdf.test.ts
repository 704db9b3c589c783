import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DftReportRecord } from '@studio/api';
import {
  analyzeDft,
  refusalText,
  type Board,
  DEFAULT_THRESHOLDS,
  importKicad,
  proposeTestConfig,
  type TestConfig,
} from '@studio/core';
import { describe, expect, it } from 'vitest';
import { seedFixtureCatalog } from '../services/fixtures/fixture-catalog';
import { renderSummaryPdf } from './summary-pdf';
import { toWinAnsi } from './win-ansi';
import { pdfPageTexts } from '../../test/helpers/pdf-text';

// The report PDF a fixture builder works from (issue #11 item 5), read back with pdf.js: both sides
// drawn and labelled, "n/a" where the page says it, every finding's whole sentence, the reader's
// units, the probe list with its frame, and no internal words.

const squeeze = (s: string) => s.replace(/\s+/g, '');

function tomu(): { board: Board; config: TestConfig } {
  const file = path.resolve(__dirname, '../../../../shared/testdata/kicad/tomu-fpga.kicad_pcb');
  const { board } = importKicad(readFileSync(file, 'utf8'), 'tomu-fpga.kicad_pcb');
  const config: TestConfig = {
    ...proposeTestConfig(board).config,
    probeSide: 'bottom',
    testPoints: board.testPoints.filter((t) => /^TP\d+$/.test(t.ref ?? '')).map((t) => ({ id: t.id })),
  };
  return { board, config };
}

function record(board: Board, config: TestConfig): DftReportRecord {
  const analysis = analyzeDft(board, config, { thresholds: DEFAULT_THRESHOLDS });
  return {
    id: '11111111-2222-4333-8444-555555555555',
    title: null,
    dut: { id: 'd', name: 'Tomu FPGA', partNumber: 'TOMU-1', revision: 'B' },
    testConfig: { id: 't', name: 'Bottom test points' },
    version: { id: 'v', number: 1 },
    status: analysis.status,
    engineVersion: analysis.engineVersion,
    thresholdsSource: 'defaults',
    boardSha256: 'ab'.repeat(32),
    coveragePercent: analysis.coverage.percent,
    counts: {
      rulesFailed: analysis.rules.filter((r) => r.status === 'fail').length,
      rulesWarned: analysis.rules.filter((r) => r.status === 'warning').length,
      fails: analysis.findings.filter((f) => f.severity === 'fail').length,
      warnings: analysis.findings.filter((f) => f.severity === 'warning').length,
    },
    createdBy: { id: 'u', name: 'Ada' },
    createdAt: '2026-11-25T10:00:00.000Z',
    thresholds: DEFAULT_THRESHOLDS,
    config,
    analysis,
  } as DftReportRecord;
}

describe('report PDF', () => {
  const { board, config } = tomu();
  const report = record(board, config);
  const catalog = seedFixtureCatalog();

  it('draws both sides, labelled, and says n/a where the page does, without internal words', async () => {
    const pages = await pdfPageTexts(
      await renderSummaryPdf(report, board, { units: 'mm', catalog, catalogDate: '2026-11-25' }),
    );
    const first = pages[0]!;
    expect(first).toContain('Top side, seen from above: 0 probes');
    expect(first).toContain('Bottom side, seen from below (mirrored in X): 12 probes');
    expect(first).toContain('Lengths in mm; rules compare mm rounded to 0.01 mm');
    // Rules with nothing to check (a cradle has no guide pins) read n/a, as on the page.
    const notApplicable = report.analysis.rules.filter((r) => r.status === 'pass' && r.checked === 0);
    expect(notApplicable.length).toBeGreaterThan(0);
    for (const rule of notApplicable)
      expect(squeeze(pages.join(' ')), rule.title).toContain(squeeze(`${toWinAnsi(rule.title)} n/a`));
    const all = pages.join(' ');
    expect(all).not.toMatch(/PRODUCT|§|internal/);
    expect(all).toContain('default thresholds');
    expect(pages.at(-1)).toMatch(/page \d+ of \d+/);
  });

  it('prints every finding whole, with its features and where it is', async () => {
    const pages = await pdfPageTexts(
      await renderSummaryPdf(report, board, { units: 'mm', catalog, catalogDate: '2026-11-25' }),
    );
    const text = squeeze(pages.join(' '));
    const issues = report.analysis.findings.filter((f) => f.severity !== 'pass');
    expect(issues.length).toBeGreaterThan(12);
    for (const f of issues) expect(text, f.message).toContain(squeeze(toWinAnsi(f.message)));
    expect(text).toContain(
      squeeze(`Issues: ${report.counts.fails} fails, ${report.counts.warnings} warnings`),
    );
    expect(text).toContain(squeeze('TP9.1 · /CDONE'));
  });

  it('says why each net has no probe, each refused candidate measured (decision 0037)', async () => {
    const pages = await pdfPageTexts(
      await renderSummaryPdf(report, board, { units: 'mm', catalog, catalogDate: '2026-11-25' }),
    );
    const text = squeeze(pages.join(' '));
    const review = report.analysis.review!;
    expect(review.unprobed.allRefused.length).toBeGreaterThan(0);
    expect(text).toContain(squeeze(`Candidates, all refused (${review.unprobed.allRefused.length}):`));
    for (const row of review.unprobed.allRefused)
      for (const r of row.refused) expect(text).toContain(squeeze(toWinAnsi(refusalText(r, 'mm'))));
  });

  it('lists every probe with its frame, in mil when the reader uses mil', async () => {
    const pages = await pdfPageTexts(
      await renderSummaryPdf(report, board, { units: 'mil', catalog, catalogDate: '2026-11-25' }),
    );
    const all = pages.join(' ');
    const text = squeeze(all);
    expect(all).toContain('Lengths in mil (1 mil = 0.0254 mm)');
    expect(text).toContain(squeeze('Probe list (12 test points)'));
    expect(text).toContain(squeeze("X and Y in mil (1 mil = 0.0254 mm); the board's top view"));
    expect(text).toContain(squeeze('parts catalog of 2026-11-25'));
    expect(all).toContain('X (mil)');
    for (const tp of report.analysis.testPoints) {
      const x = (tp.x / 0.0254).toFixed(1);
      const y = (tp.y / 0.0254).toFixed(1);
      expect(text, `${tp.ref}.${tp.pad}`).toContain(squeeze(`${tp.ref}.${tp.pad}`));
      expect(text, `${tp.ref}.${tp.pad} at ${x}, ${y}`).toContain(`bottom${x}${y}`);
    }
    // The board size in mil, not mm.
    const d = report.analysis.facts.dimensionsMm!;
    expect(all).toContain(`${(d.width / 0.0254).toFixed(1)} mil x ${(d.height / 0.0254).toFixed(1)} mil`);
  });
});
