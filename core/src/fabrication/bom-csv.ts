import type { PricedBom } from '../fixture/design/price-bom';
import { writeCsv } from './csv';

export const BOM_HEADER = [
  'group',
  'part_number',
  'description',
  'quantity',
  'unit_price',
  'currency',
  'extended_price',
  'lead_time_days',
  'note',
];

/** The BOM CSV, priced from the catalog; a total line per currency after the parts. */
export function writeBomCsv(priced: PricedBom, headerLines: string[]): string {
  const rows: (string | number | null)[][] = priced.lines.map((l) => [
    l.group,
    l.partNumber,
    l.description,
    l.quantity,
    l.unitPrice === null ? null : l.unitPrice.toFixed(2),
    l.currency,
    l.extendedPrice === null ? null : l.extendedPrice.toFixed(2),
    l.leadTimeDays,
    l.note,
  ]);
  for (const t of priced.totals)
    rows.push(['total', '', '', null, null, t.currency, t.amount.toFixed(2), priced.leadTimeDays, '']);
  const notes = priced.missing.length
    ? [`Not in the catalog (not priced): ${[...new Set(priced.missing)].join(', ')}`]
    : [];
  return writeCsv([...headerLines, 'Bill of materials: no coordinates.', ...notes], BOM_HEADER, rows);
}
