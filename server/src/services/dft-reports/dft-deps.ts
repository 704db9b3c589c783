import type { ServiceDeps } from '../context';
import type { DutDeps } from '../duts/dut-deps';
import type { DftRunner } from './dft-pool';

/** What the report services need: storage (boards), the DFT worker threads, a logger. */
export interface DftDeps extends ServiceDeps {
  storage: DutDeps['storage'];
  log: DutDeps['log'];
  dft: DftRunner;
}
