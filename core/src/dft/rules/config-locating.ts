import { findWrongLoadings, measureCollinearity } from '../../probing/pin-pattern';
import { roundMm } from '../../units/rounding';
import type { Rule } from '../rule';
import { mm } from './locate';

const none = { recommended: null, minimum: null };

/** Locating configured: a cradle, or at least two guide pins (fail). */
export const configLocating: Rule = {
  info: () => ({
    id: 'config-locating',
    title: 'Locating configured',
    unit: 'count',
    worst: null,
    threshold: { recommended: null, minimum: 2 },
  }),
  check(ctx, rec) {
    const locating = ctx.config.locating;
    if (locating?.method === 'cradle') {
      rec.record('pass', null, () => ({
        message: 'the board is located by a cradle',
        features: [],
        location: null,
      }));
      return;
    }
    const holes = ctx.selection.guideHoles;
    const ok = holes.length >= 2;
    rec.record(ok ? 'pass' : 'fail', holes.length, () => ({
      message: locating
        ? `${holes.length} guide pin${holes.length === 1 ? '' : 's'} (at least 2 are needed, or a cradle)`
        : 'no locating is configured: choose guide holes or a cradle',
      features: holes.map((h) => h.id),
      location: null,
    }));
  },
};

/** 3+ guide pins should not be collinear (warning): they would add nothing against rotation. */
export const configGuidePinsCollinear: Rule = {
  info: () => ({
    id: 'config-guide-pins-collinear',
    title: 'Guide pins not collinear',
    unit: 'mm',
    worst: 'min',
    threshold: none,
  }),
  check(ctx, rec) {
    const holes = ctx.selection.guideHoles;
    const result = measureCollinearity(holes);
    if (!result) return;
    const off = roundMm(result.offLineMm);
    rec.record(result.collinear ? 'warning' : 'pass', off, () => ({
      message: result.collinear
        ? `the ${holes.length} guide pins are nearly on one line (largest offset ${mm(off)})`
        : `the guide pins span a triangle (largest offset from a line ${mm(off)})`,
      features: holes.map((h) => h.id),
      location: null,
    }));
  },
};

/** The pin pattern must not let the board be loaded turned or flipped (warning). */
export const configGuidePinsSymmetric: Rule = {
  info: () => ({
    id: 'config-guide-pins-symmetric',
    title: 'Guide pins asymmetric (no wrong loading)',
    unit: null,
    worst: null,
    threshold: none,
  }),
  check(ctx, rec) {
    const holes = ctx.selection.guideHoles;
    if (holes.length < 2) return;
    const wrong = findWrongLoadings(holes, ctx.extent);
    rec.record(wrong.length > 0 ? 'warning' : 'pass', null, () => ({
      message:
        wrong.length > 0
          ? `the guide pins are symmetric: the board also fits ${wrong.join(', ')}`
          : 'the guide pins admit only the right loading',
      features: holes.map((h) => h.id),
      location: null,
    }));
  },
};

/** Non-plated tooling holes are preferred (warning for each plated one). */
export const configToolingPlated: Rule = {
  info: () => ({
    id: 'config-tooling-plated',
    title: 'Non-plated tooling holes',
    unit: null,
    worst: null,
    threshold: none,
  }),
  check(ctx, rec) {
    for (const h of ctx.selection.guideHoles) {
      rec.record(h.plated ? 'warning' : 'pass', null, () => ({
        message: h.plated
          ? `guide hole ${h.id}${h.ref ? ` (${h.ref})` : ''} is plated: its size varies with plating; a non-plated hole is preferred`
          : `guide hole ${h.id} is non-plated`,
        features: [h.id],
        location: { x: h.x, y: h.y, side: null },
      }));
    }
  },
};
