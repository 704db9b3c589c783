// The in-circuit test plan (issue 26, decision 0056): generation from values, topology and probes, and
// its exports (neutral CSV, Keysight i3070 test files, the Markdown section of the strategy).
export * from './types';
export { ICT_DEFAULTS, FORWARD_WINDOWS } from './defaults';
export { generateIctPlan, type IctInput } from './generate';
export type { ProbesByNet } from './probe-access';
export { ictToCsv, ictRow, ictNodeColumns, ICT_CSV_HEADER } from './export/csv';
export { ictToI3070, i3070Number, i3070TestName, type IctFile, type I3070Options } from './export/i3070';
export { ictToMarkdown, describeIctLimits, describeNode } from './export/markdown';
export { formatSi as formatIctQuantity } from './format';
