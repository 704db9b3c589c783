import { describe, expect, it } from 'vitest';
import * as codes from './codes';

const rooms = Object.entries(codes) as [string, Record<string, string>][];

describe('diagnostic codes', () => {
  it('are dotted lower-case words, each value declared by exactly one room', () => {
    const owner = new Map<string, string>();
    for (const [room, table] of rooms) {
      for (const value of Object.values(table)) {
        expect(value).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        expect(owner.get(value), `${value} in ${room} and ${owner.get(value)}`).toBeUndefined();
        owner.set(value, room);
      }
    }
    expect(rooms).toHaveLength(14);
    expect(owner.size).toBeGreaterThan(250);
  });
});
