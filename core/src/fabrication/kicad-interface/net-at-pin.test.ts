import { describe, expect, it } from 'vitest';
import { firstKeyEndingAt } from './interface-board';

// The connector pads find their net through an index of every text after an `@` of the net keys; this
// holds it to the scan it replaces (`[...keys].find((k) => k.endsWith("@" + pin))`) on keys with `@`
// in net names, probe ids and pins, pins that are suffixes of others, and repeated tails.
describe('firstKeyEndingAt', () => {
  it('gives the first key ending with @ and the pin, as a scan of every key does', () => {
    let a = 12345;
    const rnd = () => {
      a = (Math.imul(a, 1103515245) + 12345) >>> 0;
      return a / 2 ** 32;
    };
    const parts = ['GND', 'A@B', 'IF1', 'F1', 'IF1.3', '3', '.3', '@', 'P7', 'N$1', ''];
    const pick = () => parts[Math.floor(rnd() * parts.length)]!;
    for (let round = 0; round < 300; round++) {
      const nets = new Map<string, string[]>();
      for (let i = 0; i < 1 + Math.floor(rnd() * 30); i++) {
        const key = rnd() < 0.7 ? `${pick()}@${pick()}.${pick()}` : `${pick()}@${pick()}`;
        nets.set(key, []);
      }
      const index = firstKeyEndingAt(nets);
      const pins = [
        ...new Set([...nets.keys()].flatMap((k) => [k.split('@').pop()!, `${pick()}.${pick()}`])),
      ];
      for (const pin of pins)
        expect(index.get(pin), `${pin} in ${[...nets.keys()].join(' | ')}`).toBe(
          [...nets.keys()].find((k) => k.endsWith(`@${pin}`)),
        );
    }
  });
});
