import type { DftAnalysis, TestConfigBody } from '@studio/api';
import type { DftReport, TestConfig } from '@studio/core';

// The API's zod schemas mirror the engine's types (api cannot import core). These compile-time
// checks fail the type check when the two drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Strip<T> = T extends string ? string : T extends object ? { [K in keyof T]: Strip<T[K]> } : T;
const configMatches: Same<Strip<TestConfigBody>, Strip<TestConfig>> = true;
const engineToApi: DftAnalysis extends never
  ? never
  : Strip<DftReport> extends Strip<DftAnalysis>
    ? true
    : false = true;
void configMatches;
void engineToApi;

/** A stored analysis as the engine's type: it was produced by `analyzeDft` and stored unchanged. */
export const asEngineReport = (analysis: DftAnalysis): DftReport => analysis as unknown as DftReport;

/** A stored configuration as the engine's type (validated by `TestConfigBody` on the way in). */
export const asEngineConfig = (config: TestConfigBody): TestConfig => config as unknown as TestConfig;
