import { index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import { organization } from './company';
import { dut, dutFile } from './dut';

/**
 * The reading of a STEP model uploaded with a DUT's package (decision 0040): one row per uploaded
 * file that is a STEP model or a zip that may hold one, filled by the `step.read` job. The model is
 * kept reduced to its solids' outlines and heights (gzip JSON, core `StepModel`, `solids_sha256`),
 * and, for the 3D board view only, as a decimated display mesh (`mesh_sha256`, decision 0048); the
 * import matches the solids to the board's components.
 */
export const stepModel = pgTable(
  'step_model',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => dutFile.id, { onDelete: 'cascade' }),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    /** 'queued' | 'reading' | 'ready' | 'failed' | 'absent' (a zip without a STEP model) (api StepModelStatus). */
    status: text('status').default('queued').notNull(),
    progress: real('progress'),
    error: text('error'),
    /** The STEP file read: the upload's name, or `archive.zip/path` inside a zip. */
    entry: text('entry'),
    solidsSha256: text('solids_sha256'),
    /** The display mesh (decision 0048): the solids and a decimated mesh of each (core `encodeStepDisplayMesh`, gzip). */
    meshSha256: text('mesh_sha256'),
    solidCount: integer('solid_count'),
    readMs: integer('read_ms'),
    /** Written by the import that matched the model to the board: components with a STEP height, of how many. */
    matched: integer('matched'),
    components: integer('components'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('step_model_dut_idx').on(t.dutId),
    index('step_model_solids_sha256_idx').on(t.solidsSha256),
    index('step_model_mesh_sha256_idx').on(t.meshSha256),
  ],
);
