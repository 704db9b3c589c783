import {
  addLimit,
  addStep,
  type LimitPatch,
  moveStep,
  type Quantity,
  removeLimit,
  removeStep,
  type StepKind,
  type StepPatch,
  type TestStrategy,
  updateLimit,
  updateStep,
} from '@studio/core';

/** Undo keeps this many steps (each a reference to an immutable plan: cheap). */
export const UNDO_LIMIT = 200;

/**
 * The strategy being edited: `base` is the version it started from (or last saved), `draft` what is
 * on screen. Edits are core's pure functions (core/src/strategy/edit.ts), which recompute test points,
 * flags, equipment, coverage and time, so the draft never disagrees with itself. "Unsaved" is
 * `draft !== base`: undoing back to the saved plan is clean again.
 *
 * Typing in one field is one undo step, not one per key: an edit with a `field` equal to the last
 * edit's replaces the draft without a new history entry, until another field is edited.
 */
export interface DraftState {
  base: TestStrategy;
  draft: TestStrategy;
  past: TestStrategy[];
  future: TestStrategy[];
  /** The field the last edit typed into (`title:rail:+5V`), or null after any other change. */
  typing: string | null;
}

export type StrategyEdit =
  | { type: 'move'; stepId: string; to: number }
  | { type: 'add-step'; title: string; kind?: StepKind; after?: string }
  | { type: 'remove-step'; stepId: string }
  | { type: 'update-step'; stepId: string; patch: StepPatch }
  | { type: 'add-limit'; stepId: string; label: string; quantity: Quantity; net?: string | null }
  | { type: 'update-limit'; stepId: string; limitId: string; patch: LimitPatch }
  | { type: 'remove-limit'; stepId: string; limitId: string };

export type DraftAction =
  | { type: 'edit'; edit: StrategyEdit; field?: string }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Another version was opened: history starts over. */
  | { type: 'load'; base: TestStrategy }
  /** The draft was saved as a version: it becomes the base; history stays. */
  | { type: 'saved' };

/** Applies one edit with core's functions (unknown ids leave the plan unchanged). */
export function applyEdit(strategy: TestStrategy, edit: StrategyEdit): TestStrategy {
  switch (edit.type) {
    case 'move':
      return moveStep(strategy, edit.stepId, edit.to);
    case 'add-step':
      return addStep(strategy, { title: edit.title, kind: edit.kind, after: edit.after });
    case 'remove-step':
      return removeStep(strategy, edit.stepId);
    case 'update-step':
      return updateStep(strategy, edit.stepId, edit.patch);
    case 'add-limit':
      return addLimit(strategy, edit.stepId, { label: edit.label, quantity: edit.quantity, net: edit.net });
    case 'update-limit':
      return updateLimit(strategy, edit.stepId, edit.limitId, edit.patch);
    case 'remove-limit':
      return removeLimit(strategy, edit.stepId, edit.limitId);
  }
}

export const initialDraft = (base: TestStrategy): DraftState => ({
  base,
  draft: base,
  past: [],
  future: [],
  typing: null,
});

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'edit': {
      const next = applyEdit(state.draft, action.edit);
      if (next === state.draft) return state;
      const field = action.field ?? null;
      // Still typing into the same field: the history keeps the plan from before the first key.
      if (field !== null && field === state.typing && state.past.length > 0)
        return { ...state, draft: next, future: [] };
      return {
        ...state,
        draft: next,
        past: [...state.past, state.draft].slice(-UNDO_LIMIT),
        future: [],
        typing: field,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        draft: previous,
        past: state.past.slice(0, -1),
        future: [state.draft, ...state.future],
        typing: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, draft: next, past: [...state.past, state.draft], future: rest, typing: null };
    }
    case 'load':
      return initialDraft(action.base);
    case 'saved':
      return { ...state, base: state.draft, typing: null };
  }
}

export const isDirty = (state: DraftState): boolean => state.draft !== state.base;
