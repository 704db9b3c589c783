// @studio/core/testing: builders and sample data for tests in every package. Never imported by code
// that ships (Biome rules in biome.json); `@studio/core` does not export it.
export * from './board-builder';
export * from './circuit-board';
export * from './config-for';
export * from './poses';
export * from './transform-board';
export * from './test-board';
export * from './mutate-text';
export * from './revision-pair';
export * from './sample-catalog';
export * from './sample-design';
export { testCatalog as fixtureTestCatalog } from './fixture-test-catalog';
export { TEST_BOM, TEST_PARTS, testCatalog as solutionTestCatalog } from './solution-test-catalog';
export * from './schematic-board';
export * from './step-boxes';
export * from './step-test-board';
export * from './chunked-input';
export * from './tester-board';
