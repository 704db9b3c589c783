import type { Prng } from './prng';

/**
 * Hands out net names the way a real board uses them: a few big power nets, many small signal nets
 * (about 2–3 pads each, pads of one net sitting close together), a few unconnected pins.
 * Names stay within IPC-D-356's 14 characters.
 */
export class NetAllocator {
  private readonly recent: string[] = [];
  private count = 0;
  readonly names: string[] = ['GND', '+3V3', '+5V'];

  constructor(private readonly prng: Prng) {}

  /** A net for the next pad; null = unconnected. `required` pads (test points) always get one. */
  next(required = false): string | null {
    const r = this.prng.next();
    if (r < 0.03 && !required) return null;
    if (r < 0.11) return 'GND';
    if (r < 0.14) return '+3V3';
    if (r < 0.15) return '+5V';
    if (this.recent.length > 0 && this.prng.chance(0.55)) return this.prng.pick(this.recent);
    return this.fresh();
  }

  private fresh(): string {
    const name = `N${++this.count}`;
    this.names.push(name);
    this.recent.push(name);
    if (this.recent.length > 16) this.recent.shift();
    return name;
  }
}
