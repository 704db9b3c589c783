import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { addLimit, addStep, moveStep, removeLimit, removeStep, updateLimit, updateStep } from './edit';
import { generateTestStrategy } from './generate';
import { reviewStrategy } from './review';

const draft = generateTestStrategy({ board: realBoard('kicad/tomu-fpga.kicad_pcb') });
const ids = (s: typeof draft) => s.steps.map((x) => x.id);

describe('strategy edits', () => {
  it('moves a step and warns when power comes before the shorts check', () => {
    const moved = moveStep(draft, 'power-up', 0);
    expect(ids(moved).slice(0, 2)).toEqual(['power-up', 'shorts']);
    expect(reviewStrategy(moved)).toContainEqual({
      severity: 'warning',
      stepId: 'power-up',
      message: '"Power up through +5V" powers the board before the shorts check: a short would be powered',
    });
    expect(reviewStrategy(draft)).toEqual([]);
    // Moving keeps everything else; clamped positions.
    expect(moveStep(draft, 'buttons', 999).steps.at(-1)!.id).toBe('buttons');
    expect(moveStep(draft, 'nope', 0)).toBe(draft);
  });

  it('warns when a powered step comes before the power-up', () => {
    const moved = moveStep(draft, 'rail:+3V3', 1);
    expect(reviewStrategy(moved).map((i) => i.message)).toContain(
      '"Rail +3V3 (3.3 V)" needs power but comes before the power-up',
    );
  });

  it('changes a limit and says the engineer set it', () => {
    const edited = updateLimit(draft, 'rail:+3V3', 'L1', { min: 3.2, max: 3.4 });
    expect(edited.steps.find((s) => s.id === 'rail:+3V3')!.limits[0]).toMatchObject({
      min: 3.2,
      max: 3.4,
      nominal: 3.3,
      reason: 'set by the engineer',
    });
    expect(draft.steps.find((s) => s.id === 'rail:+3V3')!.limits[0]!.min).toBe(3.135);
    const wrong = updateLimit(draft, 'rail:+3V3', 'L1', { min: 4, max: 3 });
    expect(reviewStrategy(wrong)).toContainEqual(
      expect.objectContaining({ severity: 'error', stepId: 'rail:+3V3' }),
    );
  });

  it('adds and removes steps, and the coverage and equipment follow', () => {
    const without = removeStep(draft, 'clock:U7');
    expect(without.equipment.map((e) => e.id)).not.toContain('frequency-counter');
    expect(without.coverage.untouched).toEqual(['/OSC_IN']);
    expect(without.seconds).toBeCloseTo(draft.seconds - 1, 5);
    const back = addStep(without, {
      title: 'Measure the oscillator',
      nets: ['/OSC_IN'],
      after: 'bus:usb:USB',
    });
    const added = back.steps.find((s) => s.id === 'custom-1')!;
    expect(ids(back).indexOf('custom-1')).toBe(ids(back).indexOf('bus:usb:USB') + 1);
    expect(added).toMatchObject({ kind: 'custom', unprobed: ['/OSC_IN'] });
    expect(added.flag).toBe('This net has no probed test point: /OSC_IN');
    expect(back.coverage.untouched).toEqual([]);
    expect(reviewStrategy(back)).toContainEqual({
      severity: 'warning',
      stepId: 'custom-1',
      message: '"Measure the oscillator" has no limit or check',
    });
  });

  it('edits a step’s equipment, notes and limits list', () => {
    let s = updateStep(draft, 'leds', { equipment: ['camera', 'led-analyser', ''], notes: 'use the dome' });
    const leds = s.steps.find((x) => x.id === 'leds')!;
    expect(leds.equipment).toEqual(['camera', 'led-analyser']);
    expect(leds.notes).toBe('use the dome');
    expect(s.equipment.find((e) => e.id === 'camera')).toEqual({
      id: 'camera',
      name: 'camera',
      purpose: '',
      steps: ['leds'],
    });
    s = addLimit(s, 'leds', { label: 'U10 white (all on)', quantity: 'check', net: null });
    expect(s.steps.find((x) => x.id === 'leds')!.limits.map((l) => l.id)).toEqual(['L1', 'L2', 'L3', 'L4']);
    s = removeLimit(s, 'leds', 'L2');
    s = addLimit(s, 'leds', { label: 'again', quantity: 'voltage' });
    expect(s.steps.find((x) => x.id === 'leds')!.limits.map((l) => l.id)).toEqual(['L1', 'L3', 'L4', 'L5']);
  });
});
