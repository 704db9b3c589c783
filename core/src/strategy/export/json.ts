import type { TestStrategy } from '../types';

/**
 * The plan as JSON: the strategy document itself (format `studio-test-strategy`, its version), with
 * `rails[] {net, nominalV, reason}`, `buses[] {kind, nets[]}`, `steps[] {id, kind, title, nets[],
 * testPoints[], limits, equipment[], seconds}`, `coverage {nets, touched, untouched[]}` and
 * `equipment[]` among its fields. Net names as the design data writes them.
 */
export function strategyToJson(strategy: TestStrategy): string {
  return `${JSON.stringify(strategy, null, 2)}\n`;
}
