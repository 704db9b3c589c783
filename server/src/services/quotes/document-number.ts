import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounter } from '../../db/schema/index';

/**
 * The next number of a document series, gap-free: the counter row is incremented inside the caller's
 * transaction (the upsert takes its row lock), so concurrent callers wait for each other's commit and
 * a rolled-back caller gives its number back.
 */
export async function nextDocumentNumber(tx: Tx, series: string): Promise<number> {
  const [row] = await tx
    .insert(documentCounter)
    .values({ series, lastValue: 1 })
    .onConflictDoUpdate({
      target: documentCounter.series,
      set: { lastValue: sql`${documentCounter.lastValue} + 1` },
    })
    .returning({ value: documentCounter.lastValue });
  return row!.value;
}
