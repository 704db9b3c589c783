import type { DesignedProbe } from '../fixture/design/model';

/** A probe class's nominal pitch in mils (P100 → 100): the "size in thou" tester formats name probes by. */
export const probeMils = (p: Pick<DesignedProbe, 'probeClass'>): number => Number(p.probeClass.slice(1));

/** The fixture interface pin a probe is wired to, as one token: `J1-3`. */
export const interfacePin = (p: Pick<DesignedProbe, 'connector' | 'pin'>): string =>
  `${p.connector}-${p.pin}`;
