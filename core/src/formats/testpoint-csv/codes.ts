/**
 * The stable diagnostic codes of the test-point CSV reader: every code it emits, once. Codes are data
 * (stored with import outcomes, matched by tests and clients): change a value only with its readers.
 */
export const TestpointCsvCode = {
  cellInvalid: 'testpoint-csv.cell.invalid',
  columnIgnored: 'testpoint-csv.column.ignored',
  columnUnit: 'testpoint-csv.column.unit',
  headerMissing: 'testpoint-csv.header.missing',
  nameDuplicate: 'testpoint-csv.name.duplicate',
  quoteUnterminated: 'testpoint-csv.quote.unterminated',
  sectionNoHeader: 'testpoint-csv.section.no-header',
  sectionUnknown: 'testpoint-csv.section.unknown',
  sideSmdBoth: 'testpoint-csv.side.smd-both',
  sizeAssumed: 'testpoint-csv.size.assumed',
  unrecognised: 'testpoint-csv.unrecognised',
} as const;

/** One diagnostic code of the test-point CSV reader. */
export type TestpointCsvCode = (typeof TestpointCsvCode)[keyof typeof TestpointCsvCode];
