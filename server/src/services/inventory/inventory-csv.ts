import { INVENTORY_CSV_COLUMNS, type InventoryImportReport } from '@studio/api';
import { inventoryLocation, part } from '../../db/schema/index';
import type { ServiceDeps } from '../context';
import { CsvErrors, numberCell, readCsvTable, writeCsv } from '../parts/csv-table';
import { applyMovement, type LedgerActor, lockStockPoint, setReorderPoint } from './record-movement';
import { allStockLevels, balanceOf } from './stock-levels';

/**
 * Inventory counts as CSV (api INVENTORY_CSV_COLUMNS). Export writes every stock level; import takes
 * counted on-hand quantities and records, all or nothing, one adjustment per row whose count differs
 * from the ledger, so the ledger stays the only source of stock.
 */

export const COUNT_REASON = 'Stock count import';

export async function exportInventoryCsv({ db }: Pick<ServiceDeps, 'db'>): Promise<string> {
  const levels = await allStockLevels(db);
  return writeCsv(
    INVENTORY_CSV_COLUMNS,
    levels.map((l) => ({
      partNumber: l.partNumber,
      partName: l.partName,
      location: l.locationCode,
      onHand: l.onHand,
      reserved: l.reserved,
      available: l.available,
      reorderPoint: l.reorderPoint ?? '',
      reason: '',
    })),
  );
}

class Rollback extends Error {}

const WHOLE = 'a whole number ≥ 0';

export async function importInventoryCsv(
  { db }: Pick<ServiceDeps, 'db'>,
  actor: LedgerActor,
  text: string,
  dryRun: boolean,
): Promise<InventoryImportReport> {
  const errors = new CsvErrors();
  const counts = { rows: 0, adjustments: 0, reorderPointsChanged: 0, unchanged: 0 };
  const report = () => ({
    ok: errors.empty,
    dryRun,
    ...counts,
    errors: errors.list,
    errorCount: errors.count,
  });
  const table = readCsvTable(text, INVENTORY_CSV_COLUMNS, ['partNumber', 'location', 'onHand'], errors);
  if (!table) return report();
  counts.rows = table.rows.length;
  try {
    await db.transaction(async (tx) => {
      const parts = await tx.select({ id: part.id, partNumber: part.partNumber }).from(part);
      const partByNumber = new Map(parts.map((p) => [p.partNumber.toLowerCase(), p]));
      const locations = await tx.select().from(inventoryLocation);
      const locationByCode = new Map(locations.map((l) => [l.code.toUpperCase(), l]));
      const seen = new Map<string, number>();
      for (const { row, cells } of table.rows) {
        const number = cells.get('partNumber')!.trim();
        const code = cells.get('location')!.trim();
        const p = partByNumber.get(number.toLowerCase());
        const l = locationByCode.get(code.toUpperCase());
        if (!p)
          errors.add(
            row,
            'partNumber',
            number,
            `No part ${number || '(blank)'} in the catalog.`,
            'a part number of the catalog',
          );
        if (!l)
          errors.add(
            row,
            'location',
            code,
            `No location ${code || '(blank)'}.`,
            `one of: ${[...locationByCode.keys()].join(', ')}`,
          );
        const counted = wholeCell(cells.get('onHand')!, row, 'onHand', errors, true);
        const reorder = cells.has('reorderPoint')
          ? wholeCell(cells.get('reorderPoint')!, row, 'reorderPoint', errors, false)
          : undefined;
        if (!p || !l || counted === undefined || reorder === 'invalid') continue;
        const key = `${p.id}/${l.id}`;
        if (seen.has(key)) {
          errors.add(
            row,
            'partNumber',
            number,
            `${number} at ${l.code} is also on row ${seen.get(key)}.`,
            'each part and location once',
          );
          continue;
        }
        seen.set(key, row);
        const currentReorder = await lockStockPoint(tx, p.id, l.id);
        const balance = await balanceOf(tx, p.id, l.id);
        if ((counted as number) < balance.reserved) {
          errors.add(
            row,
            'onHand',
            cells.get('onHand')!,
            `${counted} counted, but ${balance.reserved} of ${number} at ${l.code} are reserved.`,
            `at least ${balance.reserved} (release reservations first)`,
          );
          continue;
        }
        const delta = (counted as number) - balance.onHand;
        let changed = false;
        if (delta !== 0) {
          const reason = cells.get('reason')?.trim() || COUNT_REASON;
          await applyMovement(tx, actor, {
            kind: 'adjustment',
            partId: p.id,
            locationId: l.id,
            quantity: delta,
            reason,
            reference: 'csv-import',
            fromReservation: true,
          });
          counts.adjustments++;
          changed = true;
        }
        if (reorder !== undefined && reorder !== currentReorder) {
          await setReorderPoint(tx, p.id, l.id, reorder as number | null);
          counts.reorderPointsChanged++;
          changed = true;
        }
        if (!changed) counts.unchanged++;
      }
      if (!errors.empty || dryRun) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return report();
}

/** A whole-number cell: required ones must be filled; an optional blank is null (no reorder point). */
function wholeCell(value: string, row: number, column: string, errors: CsvErrors, required: boolean) {
  if (value.trim() === '') {
    if (!required) return null;
    errors.add(row, column, value, `${column} is required.`, WHOLE);
    return undefined;
  }
  const n = numberCell(value, row, column, errors, WHOLE);
  if (n === undefined) return required ? undefined : 'invalid';
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) {
    errors.add(row, column, value, `"${value}" is not a whole number from 0 to 1000000.`, WHOLE);
    return required ? undefined : 'invalid';
  }
  return n;
}
