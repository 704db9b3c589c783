/**
 * The stable diagnostic codes of the BOM CSV reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const BomCode = {
  noHeader: 'bom.no-header',
  quoteUnterminated: 'bom.quote.unterminated',
  rowNoReference: 'bom.row.no-reference',
  referenceRange: 'bom.reference.range',
  referenceDuplicate: 'bom.reference.duplicate',
  quantityMismatch: 'bom.quantity.mismatch',
} as const;

/** One diagnostic code of the BOM CSV reader. */
export type BomCode = (typeof BomCode)[keyof typeof BomCode];
