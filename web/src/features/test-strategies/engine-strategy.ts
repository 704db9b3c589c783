import type { TestStrategyDocument } from '@studio/api';
import type { TestStrategy } from '@studio/core';

// The API's schema mirrors core's type (the server's strategy-rows.ts checks that they agree), so a
// parsed document is the engine's plan.
export const asEngineStrategy = (doc: TestStrategyDocument): TestStrategy => doc as unknown as TestStrategy;
export const asDocument = (strategy: TestStrategy): TestStrategyDocument =>
  strategy as unknown as TestStrategyDocument;
