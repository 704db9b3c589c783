import type { NetDemand } from '../interface/model';
import type { TestStrategy } from './types';

/**
 * What the plan needs of each net for the interface mapping (decision 0061): the inputs the power-up
 * step supplies are `supply` nets with their voltage and current limit; the other rails are measured
 * (`rail`); grounds are the supplies' return; the nets of programming ports are `programming` with the
 * port signal their name gives (SWDIO, TCK, NRST, …; the mapping knows SWD and JTAG names of one pin);
 * bus, LED and button nets are `digital`. A net named by two of these keeps the first.
 */
export function interfaceDemands(strategy: TestStrategy): NetDemand[] {
  const out = new Map<string, NetDemand>();
  const put = (d: NetDemand) => {
    if (!out.has(d.net)) out.set(d.net, d);
  };
  const supplied = new Map<string, { voltageV: number | null; currentA: number }>();
  for (const s of strategy.steps)
    for (const supply of s.supplies)
      supplied.set(supply.net, { voltageV: supply.voltageV, currentA: supply.currentLimitA });
  for (const [net, s] of supplied)
    put({ net, role: 'supply', voltageV: s.voltageV, currentA: s.currentA, signal: null });
  for (const g of strategy.grounds)
    put({ net: g.net, role: 'ground', voltageV: 0, currentA: null, signal: null });
  for (const r of strategy.rails)
    put({ net: r.net, role: 'rail', voltageV: r.nominalV, currentA: null, signal: null });
  for (const p of strategy.ports)
    for (const net of p.nets)
      put({ net, role: 'programming', voltageV: null, currentA: null, signal: signalOf(net) });
  const digital = [
    ...strategy.buses.flatMap((b) => b.nets),
    ...strategy.leds.flatMap((l) => l.nets),
    ...strategy.buttons.flatMap((b) => b.nets),
  ];
  for (const net of digital) put({ net, role: 'digital', voltageV: null, currentA: null, signal: null });
  return [...out.values()];
}

/** The port signal a net's name gives: its last word ("/MCU/SWDIO" → "SWDIO", "JTAG_TCK" → "TCK"). */
function signalOf(net: string): string | null {
  const words = net
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w !== '');
  return words[words.length - 1] ?? null;
}
