import { getTableColumns, getTableName, inArray, is } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import * as schema from '../../db/schema/index';

export interface BlobReference {
  table: PgTable;
  column: PgColumn;
  /** `table.column`, for reports and tests. */
  name: string;
}

/**
 * Every column that names a stored blob: the columns called `sha256` or `…_sha256` of every table
 * in the schema (today dut_file.sha256, dut.board_sha256, test_config_version.board_sha256 and
 * dft_report.board_sha256). Found from the schema rather than listed by hand, so that a new table
 * keeping a blob is protected from the sweep without anyone remembering to tell it.
 */
export const blobReferences: BlobReference[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .flatMap((table) =>
    Object.values(getTableColumns(table))
      .filter((column) => column.name === 'sha256' || column.name.endsWith('_sha256'))
      .map((column) => ({ table, column, name: `${getTableName(table)}.${column.name}` })),
  );

/** Which of `shas` some row still names (one indexed query per reference column). */
export async function referencedAmong(db: Db | Tx, shas: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  if (shas.length === 0) return found;
  for (const { table, column } of blobReferences) {
    const rows = await (db as Db).selectDistinct({ sha: column }).from(table).where(inArray(column, shas));
    for (const row of rows) if (typeof row.sha === 'string') found.add(row.sha);
  }
  return found;
}
