import { emptyTestConfig, type TestConfig } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { draftReducer, initialDraft, isDirty, UNDO_LIMIT } from './draft-reducer';

const setSide = (side: 'top' | 'bottom') => ({
  type: 'edit' as const,
  change: (c: TestConfig) => (c.probeSide === side ? c : { ...c, probeSide: side }),
});

describe('draft reducer', () => {
  it('edits, undoes back to clean, redoes, and a new edit drops the redo stack', () => {
    let s = initialDraft(emptyTestConfig());
    expect(isDirty(s)).toBe(false);
    s = draftReducer(s, setSide('top'));
    s = draftReducer(s, setSide('bottom'));
    expect(s.draft.probeSide).toBe('bottom');
    expect(isDirty(s)).toBe(true);
    s = draftReducer(s, { type: 'undo' });
    s = draftReducer(s, { type: 'undo' });
    expect(isDirty(s)).toBe(false);
    expect(draftReducer(s, { type: 'undo' })).toBe(s);
    s = draftReducer(s, { type: 'redo' });
    expect(s.draft.probeSide).toBe('top');
    s = draftReducer(s, setSide('bottom'));
    expect(s.future).toEqual([]);
    expect(draftReducer(s, { type: 'redo' })).toBe(s);
  });

  it('an edit that changes nothing is not a step', () => {
    const s = draftReducer(initialDraft(emptyTestConfig()), setSide('top'));
    expect(draftReducer(s, setSide('top'))).toBe(s);
  });

  it('saving makes the draft the base; loading starts over', () => {
    let s = draftReducer(initialDraft(emptyTestConfig()), setSide('top'));
    s = draftReducer(s, { type: 'saved' });
    expect(isDirty(s)).toBe(false);
    expect(s.past).toHaveLength(1);
    s = draftReducer(s, { type: 'load', base: emptyTestConfig() });
    expect(s.past).toEqual([]);
  });

  it('keeps a bounded history', () => {
    let s = initialDraft(emptyTestConfig());
    for (let i = 0; i < UNDO_LIMIT + 20; i++) s = draftReducer(s, setSide(i % 2 ? 'top' : 'bottom'));
    expect(s.past).toHaveLength(UNDO_LIMIT);
  });
});
