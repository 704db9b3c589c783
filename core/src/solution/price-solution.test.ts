import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineCents } from '../fixture/design/price-bom';
import { formatAmounts, formatMoney } from './money';
import { priceSolution, type SolutionPricingInput } from './price-solution';
import { SOLUTION_LIMITS } from './solution-model';
import { capStockForCustomer } from './stock-cover';
import { TEST_BOM, testCatalog } from '../testing/solution-test-catalog';

const STOCK = {
  'FK-T': 5,
  'SP-100-CR': 20,
  'RC-100-WW': 100,
  'GP-S': 50,
  'PP-3': 50,
  'OPT-IF': 10,
  // OPT-LID is not stocked: bought to order.
};

const input = (over: Partial<SolutionPricingInput['selection']> = {}): SolutionPricingInput => ({
  bom: TEST_BOM,
  work: { holes: 40, probes: 12 },
  selection: {
    options: [{ partNumber: 'OPT-LID', quantity: 1 }],
    spareProbesPercent: 10,
    quantity: 2,
    ...over,
  },
  catalog: testCatalog(),
  stock: STOCK,
});

describe('lineCents', () => {
  it('rounds once per line, half up, from the 4-decimal unit price', () => {
    expect(lineCents(1.2345, 24)).toBe(2963); // 29.628
    expect(lineCents(0.0125, 3)).toBe(4); // 0.0375
    expect(lineCents(0.0125, 2)).toBe(3); // 0.025 → half up
    expect(lineCents(1.005, 1)).toBe(101); // 1.005 × 100 is 100.4999… in binary
    expect(lineCents(2.4, 24)).toBe(5760);
    expect(lineCents(0, 7)).toBe(0);
  });
});

describe('priceSolution', () => {
  it('prices every line of two fixtures with a lid switch and 10 % spares (totals computed by hand)', () => {
    const price = priceSolution(input());
    const cents = Object.fromEntries(price.lines.map((l) => [`${l.group}:${l.partNumber}`, l.extendedCents]));
    expect(cents).toEqual({
      'kit:FK-T': 90000, // 450.00 × 2
      'probes:SP-100-CR': 5760, // 2.40 × 24
      'receptacles:RC-100-WW': 2963, // 1.2345 × 24 = 29.628
      'guide-pins:GP-S': 1800, // 4.50 × 4
      'pressure-pins:PP-3': 1020, // 0.85 × 12
      'options:OPT-IF': 9000, // design's connector: 45.00 × 2
      'options:OPT-LID': 7600, // chosen: 38.00 × 2
      'spares:SP-100-CR': 720, // ceil(24 × 10 %) = 3 × 2.40
      'services:SVC-MACH': 2800, // 40 holes × 2 × 0.35
      'services:SVC-WIRE': 2640, // 12 probes × 2 × 1.10
      'services:SVC-ASSY': 36000, // 2 × 180.00
    });
    expect(price.totals).toEqual([{ currency: 'EUR', cents: 160303 }]);
    expect(formatAmounts(price.totals)).toBe('EUR 1,603.03');
    expect(price.groups.map((g) => [g.group, g.subtotals[0]?.cents])).toEqual([
      ['kit', 90000],
      ['probes', 5760],
      ['receptacles', 2963],
      ['guide-pins', 1800],
      ['pressure-pins', 1020],
      ['options', 16600],
      ['spares', 720],
      ['services', 41440],
    ]);
    expect(price.problems).toEqual([]);
    expect(price.quantity).toBe(2);
  });

  it('takes the lead time of the parts the stock does not cover, plus the build time', () => {
    const price = priceSolution(input());
    // SP-100-CR: 24 + 3 spares = 27 > 20 available → short (10 days); OPT-LID not stocked (5 days).
    const probe = price.parts.find((p) => p.partNumber === 'SP-100-CR')!;
    expect(probe).toMatchObject({ need: 27, available: 20, shortBy: 7, supply: 'short', leadTimeDays: 10 });
    expect(price.parts.find((p) => p.partNumber === 'OPT-LID')).toMatchObject({
      available: null,
      supply: 'to-order',
    });
    expect(price.parts.find((p) => p.partNumber === 'FK-T')).toMatchObject({
      supply: 'in-stock',
      shortBy: 0,
    });
    expect(price.leadTime).toEqual({ partsDays: 10, limitingPart: 'SP-100-CR', buildDays: 10, days: 20 });
    // With one fixture and no spares the probes are in stock: the lid switch (5 days) sets it.
    const one = priceSolution(input({ quantity: 1, spareProbesPercent: 0 }));
    expect(one.leadTime).toEqual({ partsDays: 5, limitingPart: 'OPT-LID', buildDays: 10, days: 15 });
    const line = one.lines.find((l) => l.partNumber === 'FK-T')!;
    expect([line.supply, line.daysToSupply]).toEqual(['in-stock', 0]);
  });

  it('changes the price when an option is added, by exactly its lines', () => {
    const without = priceSolution(input({ options: [] }));
    const withLid = priceSolution(input());
    expect(withLid.totals[0]!.cents - without.totals[0]!.cents).toBe(7600);
  });

  it('keeps currencies apart and names what it cannot price', () => {
    const catalog = testCatalog();
    const kit = catalog.parts.find((p) => p.partNumber === 'FK-T')!;
    kit.currency = 'USD';
    catalog.parts.find((p) => p.partNumber === 'PP-3')!.active = false;
    catalog.parts = catalog.parts.filter((p) => p.partNumber !== 'SVC-WIRE');
    const price = priceSolution({
      ...input(),
      catalog,
      bom: [...TEST_BOM, { partNumber: 'XX-GONE', quantity: 1, group: 'probes', note: '' }],
    });
    expect(price.totals).toEqual([
      { currency: 'EUR', cents: 160303 - 90000 - 2640 },
      { currency: 'USD', cents: 90000 },
    ]);
    expect(formatAmounts(price.totals)).toBe('EUR 676.63 + USD 900.00');
    expect(price.missing).toEqual(['XX-GONE']);
    expect(price.problems).toEqual([
      expect.stringContaining('wiring per probe'),
      'XX-GONE is not in the catalog: the price leaves it out.',
      'PP-3 is no longer offered (inactive in the catalog).',
    ]);
    expect(price.lines.find((l) => l.partNumber === 'XX-GONE')).toMatchObject({
      extendedCents: null,
      supply: 'unknown',
    });
  });

  it('formats money the same way for every amount', () => {
    expect(formatMoney(0, 'EUR')).toBe('EUR 0.00');
    expect(formatMoney(5, 'EUR')).toBe('EUR 0.05');
    expect(formatMoney(123456789, 'USD')).toBe('USD 1,234,567.89');
    expect(formatMoney(-1050, 'EUR')).toBe('-EUR 10.50');
    expect(formatAmounts([])).toBe('—');
  });
});

const selection = fc.record({
  options: fc.subarray(['OPT-LID', 'OPT-IF']).chain((pns) =>
    fc.tuple(
      ...pns.map((pn) =>
        fc.record({
          partNumber: fc.constant(pn),
          quantity: fc.integer({ min: 1, max: SOLUTION_LIMITS.maxOptionQuantity }),
        }),
      ),
    ),
  ),
  spareProbesPercent: fc.constantFrom(...SOLUTION_LIMITS.sparePercents),
  quantity: fc.integer({ min: 1, max: SOLUTION_LIMITS.maxQuantity }),
});
const stock = fc.dictionary(
  fc.constantFrom('FK-T', 'SP-100-CR', 'RC-100-WW', 'GP-S', 'PP-3', 'OPT-IF', 'OPT-LID'),
  fc.nat(5000),
);

describe('priceSolution properties', () => {
  it('totals are the sum of the group subtotals and of the lines, per currency', () => {
    fc.assert(
      fc.property(selection, stock, (sel, st) => {
        const price = priceSolution({ ...input(), selection: sel, stock: st });
        const lines = price.lines.reduce((s, l) => s + (l.extendedCents ?? 0), 0);
        const groups = price.groups.reduce((s, g) => s + (g.subtotals[0]?.cents ?? 0), 0);
        expect(price.totals).toEqual([{ currency: 'EUR', cents: lines }]);
        expect(groups).toBe(lines);
        for (const l of price.lines) expect(Number.isInteger(l.extendedCents)).toBe(true);
      }),
    );
  });

  it("a customer's capped stock gives the same supply and lead time as the shop's real stock", () => {
    fc.assert(
      fc.property(selection, stock, (sel, st) => {
        const real = priceSolution({ ...input(), selection: sel, stock: st });
        const capped = capStockForCustomer(st, TEST_BOM, ['OPT-LID', 'OPT-IF']);
        const seen = priceSolution({ ...input(), selection: sel, stock: capped });
        expect(seen.leadTime).toEqual(real.leadTime);
        expect(seen.lines.map((l) => l.supply)).toEqual(real.lines.map((l) => l.supply));
        expect(seen.totals).toEqual(real.totals);
      }),
    );
  });
});
