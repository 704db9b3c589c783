import type { ServiceDeps } from '../context';
import type { DutDeps } from '../duts/dut-deps';
import type { StrategyRunner } from './strategy-pool';

/** What the strategy services need: storage (boards), the strategy worker threads, a logger. */
export interface StrategyDeps extends ServiceDeps {
  storage: DutDeps['storage'];
  log: DutDeps['log'];
  strategies: StrategyRunner;
}
