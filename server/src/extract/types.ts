import type { DocumentFormat } from '@studio/api';
import type { TextBlock } from '@studio/core';

/**
 * A document Studio cannot extract (not a valid PDF, a password, a scan without text, a broken
 * DOCX, a CSV that does not parse): its message is shown to the user as the reason the document
 * failed, so it says what is wrong with the file and, where it can, what to do.
 */
export class ExtractionError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}

/** What an extractor reads from one file: its blocks in reading order. */
export interface ExtractedBlocks {
  blocks: TextBlock[];
  /** Pages, for formats that have them. */
  pageCount: number | null;
  warnings: string[];
}

export type { DocumentFormat };
