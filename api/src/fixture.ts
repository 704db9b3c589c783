import { z } from 'zod';
import { PartKind } from './parts';

/**
 * Fixture design (issue 15).
 *
 * | Method | Path | Access | Body → Answer |
 * |---|---|---|---|
 * | POST | /test-configs/:id/versions/:number/fixture-package | member | 202 `FixturePackage`: generates the fabrication package in the background (a durable `fixture.package` job; asking again while one is queued or running returns it); live event `fixture.package` with its status and progress |
 * | GET | /test-configs/:id/versions/:number/fixture-package | member | 200 `FixturePackage` (status `none` before the first request) |
 * | GET | /test-configs/:id/versions/:number/fixture-package.zip | member | the stored package once it is `ready` (zip; `X-Fixture-Verdict: pass|warning|fail`, `X-Fixture-Probes`); 409 before; written even when a rule fails |
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

export const FixturePackageStatus = z.enum(['none', 'queued', 'running', 'ready', 'failed']);
export type FixturePackageStatus = z.infer<typeof FixturePackageStatus>;

/** The fabrication package of a test-config version and where its generation is. */
export const FixturePackage = z.object({
  status: FixturePackageStatus,
  /** 0..1 while running; null otherwise. */
  progress: z.number().nullable(),
  /** Why it failed (failed only). */
  error: z.string().nullable(),
  /** The zip's name and size once ready. */
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  /** The design's verdict (the package is written even when a rule fails) and its probe count. */
  verdict: z.enum(['pass', 'warning', 'fail']).nullable(),
  failingRules: z.array(z.string()),
  probes: z.number().nullable(),
  requestedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type FixturePackage = z.infer<typeof FixturePackage>;
