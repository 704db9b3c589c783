import type { Rule } from '../rule';

/**
 * Ids in the configuration that the board does not have (a configuration saved for another import
 * of the board, or edited by hand): each is a fail, and the rest of the analysis ignores it.
 */
export const configReferences: Rule = {
  info: () => ({
    id: 'config-references',
    title: 'Configuration refers to existing features',
    unit: null,
    worst: null,
    threshold: { recommended: null, minimum: null },
  }),
  check(ctx, rec) {
    const { unknownTestPoints, unknownHoles } = ctx.selection;
    for (const id of unknownTestPoints) {
      rec.record('fail', null, () => ({
        message: `test point ${id} is not on this board`,
        features: [id],
        location: null,
      }));
    }
    for (const id of unknownHoles) {
      rec.record('fail', null, () => ({
        message: `guide hole ${id} is not on this board`,
        features: [id],
        location: null,
      }));
    }
  },
};
