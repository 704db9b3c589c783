import { z } from 'zod';

/**
 * A string on the wire whose parsed type is one of `@studio/core`'s string types: a branded board id
 * (`TestPointId`, `HoleId`) or a union the engine may grow (`RuleId`). The checks and the JSON
 * Schema are those of `base`; the core type is a compile-time marker only (`z.custom` checks
 * nothing more), as core itself mints its ids (board/ids.ts). Whether an id exists on the board is
 * the engine's own check (the `config-references` rule); a rule id is kept as a string so that a
 * report stored by an older or newer engine still reads.
 */
export const coreString = <T extends string>(base: z.ZodType<string, string> = z.string()) =>
  base.pipe(z.custom<T>().meta({ type: 'string' }));
