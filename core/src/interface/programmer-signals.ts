/**
 * Programmer signals that are one pin under two names: SWD shares its pins with JTAG (ARM's Cortex
 * Debug connector: SWDIO/TMS, SWCLK/TCK, SWO/TDO), and a reset pin goes by many names.
 */
const SAME_PIN: readonly (readonly string[])[] = [
  ['SWDIO', 'TMS', 'SWIO'],
  ['SWCLK', 'TCK', 'SWCK'],
  ['SWO', 'TDO', 'TRACESWO'],
  ['NRST', 'RESET', 'NRESET', 'RST', 'MCLR', 'RESETN'],
  ['VTREF', 'VREF', 'VTG', 'VTARGET'],
];

const canonical = (signal: string): string => {
  const s = signal.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return SAME_PIN.find((names) => names.includes(s))?.[0] ?? s;
};

/** Whether a net's port signal and a programmer channel's signal are the same pin. */
export const sameSignal = (a: string, b: string): boolean => canonical(a) === canonical(b);
