import { z } from 'zod';
import { PartKind } from './parts';

/**
 * Fixture design (issue 15).
 *
 * | Method | Path | Access | Body → Answer |
 * |---|---|---|---|
 * | GET | /test-configs/:id/versions/:number/fixture-package.zip | member | the fabrication package (zip; `X-Fixture-Verdict: pass|warning|fail`, `X-Fixture-Probes`); written even when a rule fails |
 * | GET | /fixture-catalog | member | `FixtureCatalogResponse`: the live catalog as the design reads it (the browser designs while editing) |
 */

/** One catalog part as the fixture design reads it (core's `CatalogPart`; specs per kind as in parts.ts). */
export const FixtureCatalogPart = z.object({
  partNumber: z.string(),
  name: z.string(),
  kind: PartKind,
  specs: z.record(z.string(), z.unknown()),
  unitPrice: z.number(),
  currency: z.string(),
  leadTimeDays: z.number(),
  active: z.boolean(),
  fits: z.array(z.string()),
});

export const FixtureCatalogResponse = z.object({ parts: z.array(FixtureCatalogPart) });
export type FixtureCatalogResponse = z.infer<typeof FixtureCatalogResponse>;
