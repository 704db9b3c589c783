/**
 * A small seeded PRNG (mulberry32): the same seed always gives the same board, on every machine.
 * Not for cryptography; 2^32 period is plenty for a million pads.
 */
export class Prng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** 32 hex digits shaped as a UUID, for KiCad tstamps. */
  uuid(): string {
    let hex = '';
    for (let i = 0; i < 4; i++)
      hex += Math.floor(this.next() * 4294967296)
        .toString(16)
        .padStart(8, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
