import { describe, expect, it } from 'vitest';
import { optionAvailability, optionProblems } from './option-limits';
import { dftBlock, orderBlocks } from './orderability';
import { TEST_BOM, testCatalog } from '../testing/solution-test-catalog';

describe('orderability', () => {
  it('orders only versions whose latest DFT report has no fail', () => {
    expect(dftBlock(null)?.code).toBe('no-report');
    expect(dftBlock({ id: 'r1', status: 'warning', failingRules: [] })).toBeNull();
    expect(dftBlock({ id: 'r2', status: 'fail', failingRules: ['Test-point pad size', 'Locating'] })).toEqual(
      {
        code: 'report-fails',
        reportId: 'r2',
        message:
          'The latest DFT report of this version fails (2 rules: Test-point pad size, Locating). Fix the test config and save a new version.',
      },
    );
  });

  it('lists every reason at once', () => {
    const blocks = orderBlocks({
      latestReport: { id: 'r', status: 'pass', failingRules: [] },
      design: { verdict: 'fail', failingRules: ['fixture: fixture-kit'] },
      priceProblems: ['XX is not in the catalog.'],
      addresses: { shipping: true, billing: false },
    });
    expect(blocks.map((b) => b.code)).toEqual(['design-fails', 'price-incomplete', 'no-billing-address']);
    expect(
      orderBlocks({
        latestReport: { id: 'r', status: 'warning', failingRules: [] },
        design: { verdict: 'warning', failingRules: [] },
        priceProblems: [],
        addresses: { shipping: true, billing: true },
      }),
    ).toEqual([]);
  });
});

describe('option limits', () => {
  it('shows what the design includes and what each option allows', () => {
    const options = optionAvailability(testCatalog(), {
      bom: TEST_BOM,
      signalInterface: 'interface-connector',
    });
    const by = Object.fromEntries(options.map((o) => [o.partNumber, o]));
    expect(by['OPT-IF']).toMatchObject({ included: 1, maxExtra: 10 });
    expect(by['OPT-LID']).toMatchObject({ included: 0, maxExtra: 1 });
    expect(by['OPT-TPCB']).toMatchObject({ maxExtra: 0 });
    expect(by['OPT-TPCB']!.note).toContain('carrier-board signal interface');
    const withBoard = optionAvailability(testCatalog(), { bom: TEST_BOM, signalInterface: 'carrier-board' });
    expect(withBoard.find((o) => o.partNumber === 'OPT-TPCB')).toMatchObject({ maxExtra: 1 });
    const lidInDesign = optionAvailability(testCatalog(), {
      bom: [...TEST_BOM, { partNumber: 'OPT-LID', quantity: 1, group: 'options', note: '' }],
      signalInterface: 'interface-connector',
    });
    expect(lidInDesign.find((o) => o.partNumber === 'OPT-LID')).toMatchObject({
      included: 1,
      maxExtra: 0,
      note: 'The design includes it.',
    });
  });

  it('names the choices that break a limit', () => {
    const options = optionAvailability(testCatalog(), {
      bom: TEST_BOM,
      signalInterface: 'interface-connector',
    });
    expect(
      optionProblems(
        [
          { partNumber: 'OPT-LID', quantity: 2 },
          { partNumber: 'OPT-TPCB', quantity: 1 },
          { partNumber: 'SP-100-CR', quantity: 1 },
          { partNumber: 'OPT-IF', quantity: 3 },
        ],
        options,
      ),
    ).toEqual([
      'OPT-LID: at most 1 per fixture.',
      expect.stringMatching(/^OPT-TPCB cannot be added: A carrier board/),
      'SP-100-CR is not an option the catalog offers.',
    ]);
  });
});

describe('a failing fixture design (issue 29)', () => {
  const base = {
    latestReport: { id: 'r1', status: 'pass' as const, failingRules: [] },
    priceProblems: [],
    addresses: { shipping: true, billing: true },
  };

  it('says what is wrong in words and links to where to fix it', () => {
    const [block] = orderBlocks({
      ...base,
      design: {
        verdict: 'fail',
        failingRules: ['fixture: hold-down'],
        failures: ['No hold-down for the probes: add pressure pins (Pressure tab).'],
      },
      fixHref: '/dut/d1',
    });
    expect(block).toEqual({
      code: 'design-fails',
      message: 'The fixture design fails: No hold-down for the probes: add pressure pins (Pressure tab).',
      fix: { href: '/dut/d1', label: 'Fix it in the test config' },
    });
  });

  it('never shows a raw rule code, even for a design stored without its words', () => {
    const [block] = orderBlocks({
      ...base,
      design: { verdict: 'fail', failingRules: ['fixture: guide-pin-part'] },
    });
    expect(block!.message).toBe('The fixture design fails: guide pin part (fixture design).');
    expect(block!.message).not.toContain('fixture:');
  });
});
