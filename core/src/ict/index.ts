// The in-circuit test plan (issue 26, decision 0056): generation from values, topology and probes, and
// its exports (neutral CSV, Keysight i3070 test files, the Markdown section of the strategy).
export * from './types';
export { ICT_DEFAULTS, FORWARD_WINDOWS } from './defaults';
export { generateIctPlan, type IctInput } from './generate';
export type { ProbesByNet } from './probe-access';
