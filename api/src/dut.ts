import { z } from 'zod';

/**
 * DUTs (devices under test) and their design-package files (issue #4; PRODUCT.md §1, §2, §4).
 * A DUT is one board revision of a company; its files are stored content-addressed (sha256) and
 * imported in the background into a board model.
 */

export const DutStatus = z.enum(['empty', 'queued', 'importing', 'ready', 'failed']);
export type DutStatus = z.infer<typeof DutStatus>;

export const FileStatus = z.enum(['stored', 'queued', 'importing', 'ready', 'failed', 'supporting', 'kept']);
export type FileStatus = z.infer<typeof FileStatus>;

export const DutInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  partNumber: z.string().trim().max(80, 'Part number must be at most 80 characters').default(''),
  revision: z.string().trim().max(40, 'Revision must be at most 40 characters').default(''),
  notes: z.string().max(10_000, 'Notes must be at most 10 000 characters').default(''),
});
export type DutInput = z.input<typeof DutInput>;

export const DutUpdate = DutInput.partial();
export type DutUpdate = z.input<typeof DutUpdate>;

/** The board facts shown in lists and on the DUT page (from the imported board model). */
export const BoardSummary = z.object({
  widthMm: z.number(),
  heightMm: z.number(),
  thicknessMm: z.number().nullable(),
  copperLayers: z.number().nullable(),
  components: z.number(),
  pads: z.number(),
  vias: z.number(),
  holes: z.number(),
  nets: z.number(),
  /**
   * Nets that connect two pads or more and are not KiCad `unconnected-(…)` nets: the coverage
   * denominator of DFT and the strategy (decision 0054); absent on boards summarised before it.
   */
  connectionNets: z.number().optional(),
  /** Test-point candidates a probe can reach (uncovered copper), by kind and side. */
  testPoints: z.object({
    total: z.number(),
    /** Candidates under solder mask or tented (not in `total`); absent on boards imported before 2026-11-27. */
    covered: z.number().optional(),
    byKind: z.record(z.string(), z.number()),
    bySide: z.record(z.string(), z.number()),
  }),
  /**
   * The engine version whose importers read the board (core `Board.readBy`); absent on boards imported
   * before engine 1.3.0, whose KiCad bodies are courtyards (decision 0043).
   */
  readBy: z.string().optional(),
});
export type BoardSummary = z.infer<typeof BoardSummary>;

export const Dut = z.object({
  id: z.string(),
  name: z.string(),
  partNumber: z.string(),
  revision: z.string(),
  notes: z.string(),
  status: DutStatus,
  board: BoardSummary.nullable(),
  /** The DUT this one is a new revision of, if any. */
  previousRevisionId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dut = z.infer<typeof Dut>;

export const DutListQuery = z.object({
  q: z.string().max(200).optional(),
  status: DutStatus.optional(),
  sort: z.enum(['name', 'revision', 'updatedAt', 'createdAt', 'status']).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type DutListQuery = z.input<typeof DutListQuery>;

export const DutList = z.object({
  items: z.array(Dut),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type DutList = z.infer<typeof DutList>;

export const Diagnostic = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  code: z.string(),
  message: z.string(),
  location: z.object({
    file: z.string(),
    line: z.number().optional(),
    column: z.number().optional(),
    element: z.string().optional(),
  }),
});
export type Diagnostic = z.infer<typeof Diagnostic>;

export const DutFile = z.object({
  id: z.string(),
  name: z.string(),
  sizeBytes: z.number(),
  sha256: z.string(),
  /** Detected format ('kicad', 'gerber', 'zip', 'step', 'pdf', ...). */
  format: z.string(),
  status: FileStatus,
  /** Import progress 0..1 while importing. */
  progress: z.number().nullable(),
  diagnostics: z.array(Diagnostic),
  uploadedAt: z.string(),
  /**
   * Set when a newer file of the same name was uploaded: that one is in the package and this one is
   * kept (listed, downloadable) but not imported. Deleting the newer one brings this one back.
   */
  supersededBy: z.string().nullable().optional(),
});
export type DutFile = z.infer<typeof DutFile>;

/** `/api/v1/duts/:id/files/:fileId` */
export const DutFileParams = z.object({ id: z.string(), fileId: z.string() });

/** `POST /api/v1/duts/:id/revisions`: a new DUT with the same name, part number and notes. */
export const DutRevisionInput = z.object({
  revision: z
    .string()
    .trim()
    .min(1, 'Revision is required')
    .max(40, 'Revision must be at most 40 characters'),
  /** Also copy the design package (files are stored once; the copy is imported in the background). */
  copyFiles: z.boolean().default(false),
});
export type DutRevisionInput = z.input<typeof DutRevisionInput>;

/** File listings page by 100, sorted by name ascending (PRODUCT.md §11). */
export const FileListQuery = z.object({ page: z.coerce.number().int().min(1).default(1) });
export const FILE_PAGE_SIZE = 100;
export const DutFileList = z.object({ items: z.array(DutFile), total: z.number(), page: z.number() });
export type DutFileList = z.infer<typeof DutFileList>;

export const ImportJobStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export const ImportJob = z.object({
  id: z.string(),
  status: ImportJobStatus,
  progress: z.number(),
  attempts: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof ImportJob>;

export const ImportJobList = z.array(ImportJob);

/** `POST /api/v1/duts/:id/files` (multipart, one or several files): the stored files and the import started. */
export const DutUploadResult = z.object({ files: z.array(DutFile), job: ImportJob.nullable() });
export type DutUploadResult = z.infer<typeof DutUploadResult>;

/**
 * `GET /api/v1/duts/:id/board` answers the imported board in the compact columnar encoding of
 * `@studio/core` (`decodeBoard(await response.json())`), gzip-compressed on the wire, with an ETag.
 */
export const BOARD_FORMAT = 'studio-board';

/** Default upload limits (configurable on the server). */
export const DEFAULT_MAX_FILE_BYTES = 200 * 1024 * 1024;
