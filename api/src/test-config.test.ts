import { describe, expect, it } from 'vitest';
import { TEST_CONFIG_LIMITS, TestConfigBody } from './test-config';

const config = (pressurePins: number) => ({
  testPoints: [],
  probeSide: 'bottom',
  bothSides: false,
  locating: null,
  pressurePins: Array.from({ length: pressurePins }, (_, i) => ({
    x: i % 300,
    y: Math.floor(i / 300),
    side: 'top',
  })),
  heightOverrides: {},
  fixture: { orientationDeg: 0, lidSwitch: true, signalInterface: 'hand-wired' },
});

describe('TestConfigBody limits', () => {
  it("takes the 2,369 pressure pins Studio's proposal places for a 100k-pad board (20,232 probes)", () => {
    // The old limit (2,000) refused the proposal of that board when it was saved (server scale bench).
    expect(TestConfigBody.safeParse(config(2_369)).success).toBe(true);
  });

  it('refuses one pressure pin over the limit, naming the field and the limit', () => {
    const parsed = TestConfigBody.safeParse(config(TEST_CONFIG_LIMITS.pressurePins + 1));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['pressurePins'],
      message: `At most ${TEST_CONFIG_LIMITS.pressurePins} pressure pins`,
    });
  });
});
