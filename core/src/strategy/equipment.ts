import type { Equipment, Step } from './types';

/** Instruments and adapters the generated steps name; an engineer may add others by name. */
export const EQUIPMENT_CATALOG: Record<string, { name: string; purpose: string }> = {
  dmm: { name: 'Digital multimeter', purpose: 'resistance and DC voltage at the test points' },
  psu: {
    name: 'Programmable power supply',
    purpose: 'powers the board with a current limit and reads back its current',
  },
  'swd-probe': { name: 'SWD debug probe', purpose: 'programs and verifies Arm Cortex-M parts over SWD' },
  'jtag-adapter': { name: 'JTAG adapter', purpose: 'scans the JTAG chain and programs over it' },
  'updi-programmer': { name: 'UPDI programmer', purpose: 'programs AVR parts over UPDI' },
  'bdm-probe': {
    name: 'BDM interface',
    purpose: 'programs ColdFire and S08 / S12 parts over background debug mode',
  },
  'eeprom-programmer': {
    name: 'I²C EEPROM programmer',
    purpose: 'writes and verifies I²C EEPROMs (holds write-protect low while writing)',
  },
  'boundary-scan': {
    name: 'Boundary-scan controller',
    purpose: 'runs the chain and interconnect tests from the devices’ BSDL files (IEEE 1149.1)',
  },
  'isp-programmer': { name: 'AVR ISP programmer', purpose: 'programs AVR parts over ISP (SPI and reset)' },
  'pic-programmer': { name: 'PIC ICSP programmer', purpose: 'programs PIC parts over ICSP (MCLR, PGC, PGD)' },
  'spi-programmer': {
    name: 'SPI flash programmer',
    purpose: 'writes and verifies the SPI flash (FPGA bitstream or firmware)',
  },
  'digital-io': {
    name: 'Digital I/O',
    purpose: 'drives reset and boot pins, reads logic levels (DONE, buttons)',
  },
  'usb-host': { name: 'USB host port', purpose: 'enumerates the board over USB' },
  'i2c-adapter': { name: 'I²C adapter', purpose: 'scans the I²C bus and talks to its devices' },
  'spi-adapter': { name: 'SPI adapter', purpose: 'reads device IDs over SPI' },
  'uart-adapter': { name: 'USB–UART adapter', purpose: 'talks to the firmware over the serial port' },
  'can-interface': { name: 'CAN interface', purpose: 'exchanges CAN frames with the board' },
  'rs485-adapter': { name: 'RS-485 adapter', purpose: 'exchanges frames on the RS-485 bus' },
  'ethernet-partner': { name: 'Ethernet link partner', purpose: 'brings the link up and answers a ping' },
  'frequency-counter': {
    name: 'Frequency counter',
    purpose: 'measures clock frequencies (with an active or buffered probe)',
  },
  'led-analyser': { name: 'LED analyser', purpose: 'checks each LED is lit and its colour' },
  actuator: { name: 'Button actuator', purpose: 'presses buttons (pneumatic or solenoid plunger)' },
};

/**
 * The equipment list of a plan: every id its steps name, in the order first used, with the steps
 * that use it. Ids outside the catalogue are the engineer's own and read as typed.
 */
export function listEquipment(steps: Step[]): Equipment[] {
  const byId = new Map<string, Equipment>();
  for (const step of steps) {
    for (const id of step.equipment) {
      const known = EQUIPMENT_CATALOG[id];
      const entry = byId.get(id) ?? {
        id,
        name: known?.name ?? id,
        purpose: known?.purpose ?? '',
        steps: [],
      };
      if (!entry.steps.includes(step.id)) entry.steps.push(step.id);
      byId.set(id, entry);
    }
  }
  return [...byId.values()];
}
