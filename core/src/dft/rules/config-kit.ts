import type { AnalysisContext } from '../context';
import { atMost, roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { mm } from './locate';

/** Board size in the kit (mm), after the fixture's orientation (90° / 270° swap the axes). */
export function boardSizeInKit(ctx: AnalysisContext): { x: number; y: number } {
  const w = ctx.extent.maxX - ctx.extent.minX;
  const h = ctx.extent.maxY - ctx.extent.minY;
  const turned = ctx.config.fixture.orientationDeg % 180 !== 0;
  return turned ? { x: h, y: w } : { x: w, y: h };
}

/** Probes installed: populated points times probes each (high-power points count several). */
export const countProbes = (ctx: AnalysisContext): number => ctx.plan.totalProbes;

/** Total probe force at working travel (N). */
export const totalProbeForceN = (ctx: AnalysisContext): number => ctx.plan.totalForceN;

/** The board fits the kit's active area; two-sided probing needs a kit that probes from the lid. */
export const configKitFit: Rule = {
  info: () => ({
    id: 'config-kit-fit',
    title: 'Board fits the fixture kit',
    unit: 'mm',
    worst: null,
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    const kit = ctx.kit;
    if (!kit || ctx.extent.minX > ctx.extent.maxX) return;
    const size = boardSizeInKit(ctx);
    const fits = atMost(size.x, kit.activeAreaMm.x) && atMost(size.y, kit.activeAreaMm.y);
    const over = roundMm(Math.max(size.x - kit.activeAreaMm.x, size.y - kit.activeAreaMm.y, 0));
    rec.record(fits ? 'pass' : 'fail', over, () => ({
      message: `the board (${mm(roundMm(size.x))} × ${mm(roundMm(size.y))} at ${ctx.config.fixture.orientationDeg}°) ${fits ? 'fits' : 'does not fit'} the kit's active area ${mm(kit.activeAreaMm.x)} × ${mm(kit.activeAreaMm.y)}`,
      features: [],
      location: null,
    }));
    if (ctx.config.bothSides) {
      rec.record(kit.topProbing ? 'pass' : 'fail', null, () => ({
        message: kit.topProbing
          ? 'the kit probes from the lid'
          : 'both sides are probed but the kit cannot carry probes in the lid',
        features: [],
        location: null,
      }));
    }
  },
};

/** Probe count within the kit's maximum (fail). */
export const configKitProbes: Rule = {
  info: () => ({
    id: 'config-kit-probes',
    title: 'Probe count within the kit maximum',
    unit: 'count',
    worst: 'max',
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    const kit = ctx.kit;
    if (!kit) return;
    const n = countProbes(ctx);
    rec.record(n <= kit.maxProbes ? 'pass' : 'fail', n, () => ({
      message: `${n} probes (kit maximum ${kit.maxProbes})`,
      features: [],
      location: null,
      threshold: { recommended: null, minimum: kit.maxProbes },
    }));
  },
};

/** Total probe force within the kit's hold-down capacity (warning). */
export const configProbeForce: Rule = {
  info: () => ({
    id: 'config-probe-force',
    title: 'Total probe force within the hold-down',
    unit: 'N',
    worst: 'max',
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    const capacity = ctx.kit?.holdDownForceN;
    if (capacity === undefined) return;
    const force = Math.round(totalProbeForceN(ctx) * 100) / 100;
    rec.record(force <= capacity ? 'pass' : 'warning', force, () => ({
      message: `total probe force ${force.toFixed(2)} N (hold-down ${capacity} N)`,
      features: [],
      location: null,
      threshold: { recommended: capacity, minimum: null },
    }));
  },
};
