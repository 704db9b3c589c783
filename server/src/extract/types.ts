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

/** Limits of one extraction (decision 0072). */
export interface ExtractLimits {
  /** Compressed content a document may decode to in all (PDF flate streams): a quarter of EXTRACT_MEMORY_MB. */
  maxDecodedBytes: number;
}

/** EXTRACT_MEMORY_MB's default (1024) / 4. */
export const DEFAULT_EXTRACT_LIMITS: ExtractLimits = { maxDecodedBytes: 256 * 1024 * 1024 };

/** The limits that follow from EXTRACT_MEMORY_MB. */
export const extractLimitsOf = (extractMemoryMb: number): ExtractLimits => ({
  maxDecodedBytes: Math.floor((extractMemoryMb * 1024 * 1024) / 4),
});
