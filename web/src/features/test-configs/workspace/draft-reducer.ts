import type { TestConfig } from '@studio/core';

/** Undo keeps this many steps (each is a reference to an immutable configuration: cheap). */
export const UNDO_LIMIT = 200;

/**
 * The configuration being edited: `base` is what was loaded or last saved, `draft` what is on screen.
 * Edits are pure functions of the configuration, so undo and redo are stacks of references and
 * "unsaved" is `draft !== base` (undoing back to the saved state is clean again).
 */
export interface DraftState {
  base: TestConfig;
  draft: TestConfig;
  past: TestConfig[];
  future: TestConfig[];
}

export type DraftAction =
  | { type: 'edit'; change: (config: TestConfig) => TestConfig }
  | { type: 'undo' }
  | { type: 'redo' }
  /** A different configuration was opened: history starts over. */
  | { type: 'load'; base: TestConfig }
  /** The draft was saved as a version: it becomes the base; history stays. */
  | { type: 'saved' };

export const initialDraft = (base: TestConfig): DraftState => ({ base, draft: base, past: [], future: [] });

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'edit': {
      const next = action.change(state.draft);
      if (next === state.draft) return state;
      return { ...state, draft: next, past: [...state.past, state.draft].slice(-UNDO_LIMIT), future: [] };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        draft: previous,
        past: state.past.slice(0, -1),
        future: [state.draft, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, draft: next, past: [...state.past, state.draft], future: rest };
    }
    case 'load':
      return initialDraft(action.base);
    case 'saved':
      return { ...state, base: state.draft };
  }
}

export const isDirty = (state: DraftState): boolean => state.draft !== state.base;
