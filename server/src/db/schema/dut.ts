import type { BoardSummary, Diagnostic } from '@studio/api';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { organization } from './company';

/**
 * DUTs (devices under test) of a company (PRODUCT.md §1, issue #4). The imported board model lives in
 * file storage (gzip JSON, content-addressed, `board_sha256`); its summary is kept here so that lists
 * never read the board.
 */
export const dut = pgTable(
  'dut',
  {
    id: text('id').primaryKey(),
    companyId: text('company_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    partNumber: text('part_number').default('').notNull(),
    revision: text('revision').default('').notNull(),
    notes: text('notes').default('').notNull(),
    /** 'empty' | 'queued' | 'importing' | 'ready' | 'failed' (api DutStatus). */
    status: text('status').default('empty').notNull(),
    board: jsonb('board').$type<BoardSummary>(),
    boardSha256: text('board_sha256'),
    boardSizeBytes: bigint('board_size_bytes', { mode: 'number' }),
    /**
     * Bumped by every import request. An import job applies its result only while its generation is
     * still the DUT's: a slow, older import never overwrites a newer one.
     */
    importGeneration: integer('import_generation').default(0).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    previousRevisionId: text('previous_revision_id').references((): AnyPgColumn => dut.id, {
      onDelete: 'set null',
    }),
    createdById: text('created_by_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .defaultNow()
      .$onUpdate(() => new Date())
      .notNull(),
  },
  (t) => [
    index('dut_company_updated_idx').on(t.companyId, t.updatedAt),
    index('dut_company_name_idx').on(t.companyId, t.name),
    index('dut_board_sha256_idx').on(t.boardSha256),
  ],
);

/**
 * The files of a DUT's design package. Content is in file storage under `sha256` (shared by every row
 * with the same content). Several rows may carry the same name: the newest one is in the package, the
 * older ones are kept and listed (docs/decisions/0008-storage-and-jobs.md).
 */
export const dutFile = pgTable(
  'dut_file',
  {
    id: text('id').primaryKey(),
    dutId: text('dut_id')
      .notNull()
      .references(() => dut.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    format: text('format').notNull(),
    /** 'stored' | 'queued' | 'importing' | 'ready' | 'failed' | 'supporting' | 'kept' (api FileStatus). */
    status: text('status').default('stored').notNull(),
    progress: real('progress'),
    diagnostics: jsonb('diagnostics').$type<Diagnostic[]>().default([]).notNull(),
    uploadedById: text('uploaded_by_id').references(() => user.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).defaultNow().notNull(),
    /**
     * Upload order: of two files with one name, the higher `seq` is the newer (timestamps can tie
     * within a request; uploads to one DUT are serialised by its row lock, so this order is theirs).
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [index('dut_file_dut_name_idx').on(t.dutId, t.name), index('dut_file_sha256_idx').on(t.sha256)],
);
