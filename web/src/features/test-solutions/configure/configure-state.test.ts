import { describe, expect, it } from 'vitest';
import { LAST_STEP, parseConfigureState, toSearch, withOption } from './configure-state';

const parse = (s: string) => parseConfigureState(new URLSearchParams(s));

describe('configure state in the address', () => {
  it('round-trips every choice', () => {
    const s =
      'solution=s1&dut=d1&config=c1&v=2&opt=OPT-LID*1%2COPT-CON*3&spare=10&qty=4&ship=a1&bill=a2&title=Line+3&step=5';
    const state = parse(s);
    expect(state).toEqual({
      solutionId: 's1',
      dutId: 'd1',
      testConfigId: 'c1',
      versionNumber: 2,
      title: 'Line 3',
      selection: {
        options: [
          { partNumber: 'OPT-LID', quantity: 1 },
          { partNumber: 'OPT-CON', quantity: 3 },
        ],
        spareProbesPercent: 10,
        quantity: 4,
      },
      shippingAddressId: 'a1',
      billingAddressId: 'a2',
      step: 5,
    });
    expect(parse(toSearch(state).toString())).toEqual(state);
  });

  it('falls back to defaults on malformed values and clamps to the limits', () => {
    const state = parse('dut=d1&config=c1&v=x&opt=A*0%2CB*99%2CB*2%2C*4&spare=7&qty=500&step=9');
    expect(state.versionNumber).toBeNull();
    expect(state.testConfigId).toBeNull();
    expect(state.selection).toEqual({
      options: [{ partNumber: 'B', quantity: 10 }],
      spareProbesPercent: 0,
      quantity: 20,
    });
    // No version chosen: the stepper cannot be past the version step.
    expect(state.step).toBe(1);
  });

  it('starts at the DUT without one, and leaves defaults out of the address', () => {
    expect(parse('step=4&v=1&config=c').step).toBe(0);
    const state = parse('dut=d1&config=c1&v=1&step=' + LAST_STEP);
    expect(toSearch(state).toString()).toBe('dut=d1&config=c1&v=1&step=5');
  });

  it('sets, replaces and removes one option in place', () => {
    const base = {
      options: [
        { partNumber: 'A', quantity: 1 },
        { partNumber: 'B', quantity: 2 },
      ],
      spareProbesPercent: 0,
      quantity: 1,
    };
    expect(withOption(base, 'A', 3).options).toEqual([
      { partNumber: 'A', quantity: 3 },
      { partNumber: 'B', quantity: 2 },
    ]);
    expect(withOption(base, 'C', 1).options.map((o) => o.partNumber)).toEqual(['A', 'B', 'C']);
    expect(withOption(base, 'A', 0).options).toEqual([{ partNumber: 'B', quantity: 2 }]);
  });
});
