export * from './version';
export * from './types';
export * from './thresholds';
export * from './thresholds-parse';
export * from './analyze';
export * from './coverage';
export * from './report-facts';
export * from './board-extent';
export * from './heights/package-classes';
export * from './heights/component-height';
export {
  type BodyOutline,
  collectBodyOutlines,
  hasBody,
  padsRing,
  type SideBodies,
} from './component-bodies';
export { bodiesFor } from './board-cache';
export { makeIdLookup } from './id-lookup';
export * from './propose/propose-test-config';
export * from './propose/review-candidates';
export * from './propose/refusal-reasons';
export * from './candidate-filter';
export * from './placement/probe-plan';
export * from './placement/select-locating';
export * from './placement/pressure-pins';
