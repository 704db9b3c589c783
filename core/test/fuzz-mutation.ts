import fc from 'fast-check';
import { HUGE_NUMBERS, type Mutation } from '../src/testing/mutate-text';

/**
 * One random edit of a real file for the mutation fuzz tests of the line-based readers (Gerber,
 * Excellon, placement files): truncation, a character flip, a deleted or repeated line, a huge number,
 * or an inserted hostile snippet (`snippet` indexes the test's own list). Apply with `mutateText`.
 */
export const textMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('truncate' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    char: fc.integer({ min: 0, max: 0xffff }),
  }),
  fc.record({ kind: fc.constant('delete-line' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('duplicate-line' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    times: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({
    kind: fc.constant('huge-number' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    value: fc.constantFrom(...HUGE_NUMBERS),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    snippet: fc.nat(),
  }),
);
