import type { DutStatus, FileStatus } from '@studio/api';

export type StatusColor = 'gray' | 'info' | 'accent' | 'positive' | 'negative' | 'secondary';

export interface StatusLook {
  label: string;
  color: StatusColor;
  /** One sentence for tooltips and screen readers. */
  description: string;
}

export const DUT_STATUS: Record<DutStatus, StatusLook> = {
  empty: { label: 'No files', color: 'gray', description: 'No design package uploaded yet.' },
  queued: { label: 'Queued', color: 'info', description: 'Waiting for the importer.' },
  importing: { label: 'Importing', color: 'accent', description: 'Reading the design package.' },
  ready: { label: 'Ready', color: 'positive', description: 'The board is imported.' },
  failed: { label: 'Failed', color: 'negative', description: 'The import failed: see the diagnostics.' },
};

export const FILE_STATUS: Record<FileStatus, StatusLook> = {
  stored: {
    label: 'Replaced',
    color: 'gray',
    description: 'Kept for reference; a newer file of the same name is imported instead.',
  },
  queued: { label: 'Queued', color: 'info', description: 'Waiting for the importer.' },
  importing: { label: 'Importing', color: 'accent', description: 'Being read.' },
  ready: { label: 'Imported', color: 'positive', description: 'Read into the board model.' },
  failed: { label: 'Failed', color: 'negative', description: 'Could not be read: see its diagnostics.' },
  supporting: {
    label: 'Supporting',
    color: 'secondary',
    description: 'Stored with the board (STEP, BOM, PDF) but not imported.',
  },
  kept: {
    label: 'Kept, not used',
    color: 'gray',
    description:
      'A file your CAD tool writes beside the design (project settings, backups, libraries …): stored with the package, not needed for the board.',
  },
};

/** The import is under way: progress is shown and the page keeps itself up to date. */
export const isImportBusy = (status: DutStatus): boolean => status === 'queued' || status === 'importing';

/** Status filter choices of the list, in workflow order. */
export const STATUS_FILTERS: { value: DutStatus; label: string }[] = (
  ['ready', 'importing', 'queued', 'failed', 'empty'] as const
).map((value) => ({ value, label: DUT_STATUS[value].label }));
