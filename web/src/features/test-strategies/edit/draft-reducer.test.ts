import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generateTestStrategy, importKicad, reviewStrategy } from '@studio/core';
import { describe, expect, it } from 'vitest';
import {
  type DraftAction,
  type DraftState,
  draftReducer,
  initialDraft,
  isDirty,
  UNDO_LIMIT,
} from './draft-reducer';

// The editor's draft over tomu-fpga's real plan (13 steps: shorts, power-up, five rails, current,
// FPGA configuration, USB, clock, LEDs, buttons).
const file = path.resolve(__dirname, '../../../../../../shared/testdata/kicad/tomu-fpga.kicad_pcb');
const plan = generateTestStrategy({
  board: importKicad(readFileSync(file, 'utf8'), 'tomu-fpga.kicad_pcb').board,
});

const run = (actions: DraftAction[], state: DraftState = initialDraft(plan)) =>
  actions.reduce(draftReducer, state);
const ids = (s: DraftState) => s.draft.steps.map((x) => x.id);

describe('the strategy editor draft', () => {
  it('starts clean on the version it opened', () => {
    const s = initialDraft(plan);
    expect(isDirty(s)).toBe(false);
    expect(ids(s).slice(0, 3)).toEqual(['shorts', 'power-up', 'rail:+5V']);
  });

  it('reorders a step and the review notices a powered step moved before the shorts check', () => {
    const s = run([{ type: 'edit', edit: { type: 'move', stepId: 'rail:+3V3', to: 0 } }]);
    expect(ids(s).slice(0, 2)).toEqual(['rail:+3V3', 'shorts']);
    expect(isDirty(s)).toBe(true);
    expect(reviewStrategy(s.draft).map((i) => i.message)).toContain(
      '"Rail +3V3 (3.3 V)" powers the board before the shorts check: a short would be powered',
    );
    // Undo puts it back, and the draft is the saved plan again (clean).
    const back = draftReducer(s, { type: 'undo' });
    expect(back.draft).toBe(plan);
    expect(isDirty(back)).toBe(false);
    expect(draftReducer(back, { type: 'redo' }).draft).toBe(s.draft);
  });

  it('changes a limit: the value is the engineer’s and its reason says so', () => {
    const s = run([
      {
        type: 'edit',
        edit: { type: 'update-limit', stepId: 'rail:+3V3', limitId: 'L1', patch: { min: 3.2, max: 3.4 } },
      },
    ]);
    const limit = s.draft.steps.find((x) => x.id === 'rail:+3V3')!.limits[0]!;
    expect([limit.min, limit.max, limit.reason]).toEqual([3.2, 3.4, 'set by the engineer']);
    // The saved plan is untouched: versions are immutable.
    expect(plan.steps.find((x) => x.id === 'rail:+3V3')!.limits[0]!.min).toBeCloseTo(3.135);
  });

  it('adds and removes steps and limits, recomputing what is derived from the steps', () => {
    const added = run([
      {
        type: 'edit',
        edit: { type: 'add-step', title: 'Read the serial number', after: 'program:fpga-config' },
      },
    ]);
    const at = ids(added).indexOf('custom-1');
    expect(ids(added)[at - 1]).toBe('program:fpga-config');
    expect(added.draft.seconds).toBeCloseTo(plan.seconds + 1);
    const withNet = run(
      [
        {
          type: 'edit',
          edit: { type: 'update-step', stepId: 'custom-1', patch: { nets: ['+5V', 'NOT_A_NET'] } },
        },
        { type: 'edit', edit: { type: 'add-limit', stepId: 'custom-1', label: 'Serial', quantity: 'check' } },
      ],
      added,
    );
    const step = withNet.draft.steps.find((x) => x.id === 'custom-1')!;
    // Derived: +5V's probe (TP1) becomes the step's test point; a net without a probe flags the step.
    expect(step.testPoints).toEqual([{ label: 'TP1', net: '+5V' }]);
    expect(step.unprobed).toEqual(['NOT_A_NET']);
    expect(step.flag).toContain('NOT_A_NET');
    expect(step.limits.map((l) => [l.label, l.expected])).toEqual([['Serial', 'passes']]);
    const removed = run(
      [
        { type: 'edit', edit: { type: 'remove-limit', stepId: 'custom-1', limitId: step.limits[0]!.id } },
        { type: 'edit', edit: { type: 'remove-step', stepId: 'custom-1' } },
      ],
      withNet,
    );
    expect(ids(removed)).toEqual(ids(initialDraft(plan)));
    expect(removed.draft.seconds).toBeCloseTo(plan.seconds);
  });

  it('makes typing into one field a single undo step, and a new field a new one', () => {
    const type = (text: string, field: string): DraftAction => ({
      type: 'edit',
      edit: { type: 'update-step', stepId: 'current', patch: { notes: text } },
      field,
    });
    const s = run([type('B', 'notes:current'), type('Bo', 'notes:current'), type('Board', 'notes:current')]);
    expect(s.past).toHaveLength(1);
    expect(s.draft.steps.find((x) => x.id === 'current')!.notes).toBe('Board');
    expect(draftReducer(s, { type: 'undo' }).draft).toBe(plan);
    // Another field (the title) starts its own entry; after an undo, typing starts a new one too.
    const other = draftReducer(s, {
      type: 'edit',
      edit: { type: 'update-step', stepId: 'current', patch: { title: 'Idle current' } },
      field: 'title:current',
    });
    expect(other.past).toHaveLength(2);
    const afterUndo = run([{ type: 'undo' }, type('Boards', 'title:current')], other);
    expect(afterUndo.past).toHaveLength(2);
    expect(afterUndo.future).toHaveLength(0);
  });

  it('ignores edits that change nothing (unknown ids) and keeps no history for them', () => {
    const s = run([{ type: 'edit', edit: { type: 'remove-step', stepId: 'no-such-step' } }]);
    expect(s.draft).toBe(plan);
    expect(s.past).toHaveLength(0);
  });

  it('after a save the draft is the new base (clean) and history stays; loading another version starts over', () => {
    const edited = run([{ type: 'edit', edit: { type: 'move', stepId: 'leds', to: 2 } }]);
    const saved = draftReducer(edited, { type: 'saved' });
    expect(isDirty(saved)).toBe(false);
    expect(saved.past).toHaveLength(1);
    const undone = draftReducer(saved, { type: 'undo' });
    expect(isDirty(undone)).toBe(true);
    const loaded = draftReducer(undone, { type: 'load', base: edited.draft });
    expect(loaded).toEqual(initialDraft(edited.draft));
  });

  it('keeps at most UNDO_LIMIT steps of history', () => {
    let s = initialDraft(plan);
    for (let i = 0; i < UNDO_LIMIT + 10; i++)
      s = draftReducer(s, { type: 'edit', edit: { type: 'move', stepId: 'leds', to: i % 2 === 0 ? 0 : 12 } });
    expect(s.past).toHaveLength(UNDO_LIMIT);
  });
});
