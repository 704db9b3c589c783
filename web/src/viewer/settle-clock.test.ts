import { describe, expect, it } from 'vitest';
import { SettleClock } from './settle-clock';

describe('settle clock', () => {
  it('settles 150 ms after the last move of a fast gesture', () => {
    const c = new SettleClock();
    for (let t = 0; t <= 160; t += 16) c.moved(t);
    expect(c.isMoving(160 + 149)).toBe(true);
    expect(c.isMoving(160 + 150)).toBe(false);
    expect(c.remainingMs(200)).toBe(110);
  });

  it('waits three typical gaps when moves come slowly, up to a cap', () => {
    const c = new SettleClock();
    for (let t = 0; t <= 2000; t += 200) c.moved(t);
    expect(c.delayMs).toBeGreaterThan(500);
    expect(c.isMoving(2000 + 300)).toBe(true);
    const slow = new SettleClock();
    for (let t = 0; t <= 9000; t += 900) slow.moved(t);
    expect(slow.delayMs).toBe(600);
  });

  it('a pause of a second starts a new gesture', () => {
    const c = new SettleClock();
    for (let t = 0; t <= 2000; t += 200) c.moved(t);
    c.moved(5000);
    expect(c.delayMs).toBe(150);
  });
});
