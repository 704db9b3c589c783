import type { Component } from '../board/model';
import { STEP_SECONDS } from './defaults';
import { shownName } from './net-names';
import { readProgrammable } from './ports/programmable-parts';
import { check, makeStep, numberLimits } from './step-parts';
import type { Bus, Port, PortKind, Step } from './types';

export interface ProgrammingContext {
  ports: Port[];
  buses: Bus[];
  valueOfRef: (ref: string) => string;
  partOf: (ref: string) => Component;
  ground: string | null;
}

interface Recipe {
  title: string;
  tool: string;
  equipment: string;
  seconds: number;
  idCheck: string;
}

const RECIPES: Partial<Record<PortKind, Recipe>> = {
  swd: {
    title: 'Program and verify over SWD',
    tool: 'an SWD debug probe',
    equipment: 'swd-probe',
    seconds: STEP_SECONDS.swd,
    idCheck: 'Debug port answers (DPIDR reads)',
  },
  jtag: {
    title: 'Scan the JTAG chain and program',
    tool: 'a JTAG adapter',
    equipment: 'jtag-adapter',
    seconds: STEP_SECONDS.jtag,
    idCheck: 'IDCODE of every device in the chain reads',
  },
  updi: {
    title: 'Program and verify over UPDI',
    tool: 'a UPDI programmer',
    equipment: 'updi-programmer',
    seconds: STEP_SECONDS.updi,
    idCheck: 'Device signature reads',
  },
  isp: {
    title: 'Program and verify over ISP',
    tool: 'an AVR ISP programmer',
    equipment: 'isp-programmer',
    seconds: STEP_SECONDS.isp,
    idCheck: 'Device signature reads',
  },
  icsp: {
    title: 'Program and verify over ICSP',
    tool: 'a PIC ICSP programmer',
    equipment: 'pic-programmer',
    seconds: STEP_SECONDS.icsp,
    idCheck: 'Device ID reads',
  },
  bdm: {
    title: 'Program and verify over BDM',
    tool: 'a BDM interface',
    equipment: 'bdm-probe',
    seconds: STEP_SECONDS.bdm,
    idCheck: 'Background debug mode entered (core answers)',
  },
  'spi-flash': {
    title: 'Write and verify the SPI flash',
    tool: 'an SPI flash programmer',
    equipment: 'spi-programmer',
    seconds: STEP_SECONDS.spiFlash,
    idCheck: 'JEDEC ID reads',
  },
};

/** Reset nets of the port's devices (the programmer holds them). */
function resetNetsFor(port: Port, ports: Port[]): string[] {
  const reset = ports.find((p) => p.kind === 'reset');
  if (!reset) return [];
  if (port.devices.length === 0 || reset.devices.length === 0) return [];
  return port.devices.some((d) => reset.devices.includes(d)) ? reset.nets : [];
}

function programmingStep(port: Port, recipe: Recipe, ctx: ProgrammingContext): Step | null {
  const resets = resetNetsFor(port, ctx.ports);
  // A JTAG chain may hold parts that are scanned but not programmed (a PHY, a DSP).
  const targets =
    port.kind === 'jtag'
      ? port.devices.filter((d) => readProgrammable(ctx.partOf(d))?.family.interfaces.includes('jtag'))
      : port.devices;
  if (targets.length === 0 && port.kind !== 'jtag') return null;
  const devices = targets.map((d) => `${d} (${ctx.valueOfRef(d)})`).join(', ');
  const chain =
    port.kind === 'jtag'
      ? [
          check({
            label: `Chain length (${port.devices.join(' → ') || 'devices not known'})`,
            expected: `${port.devices.length} device(s)`,
            reason: `the devices on TCK and TMS, ${port.chain ? `in TDI → TDO order: ${port.chain.reason}` : 'in reference order'}`,
          }),
          ...port.devices.map((d) =>
            check({
              label: `${d} (${ctx.valueOfRef(d)}) IDCODE`,
              expected: 'matches its BSDL',
              reason:
                port.chain?.devices.find((x) => x.ref === d)?.bsdl ?? 'the IDCODE the part’s datasheet gives',
            }),
          ),
        ]
      : [];
  const wp = port.writeProtect;
  const hold =
    wp?.state === 'driven' && wp.net
      ? ` Hold ${shownName(wp.net)} (WP) low while writing, then release it.`
      : '';
  const programs = targets.length > 0;
  return makeStep({
    id: `program:${port.kind}${port.kind === 'i2c-eeprom' || port.kind === 'spi-flash' ? `:${port.devices.join('+')}` : ''}`,
    kind: 'programming',
    title: programs ? recipe.title : 'Scan the JTAG chain',
    instructions: `Connect ${recipe.tool} to ${port.nets.map(shownName).join(', ')}${port.connector ? ` (header ${port.connector})` : ''}${
      resets.length ? ` (it holds ${resets.map(shownName).join(', ')})` : ''
    }, ${programs ? `program ${devices} and verify.` : 'read every IDCODE.'}${hold}`,
    nets: [...port.nets, ...resets, ...(ctx.ground ? [ctx.ground] : [])],
    limits: numberLimits([
      ...chain,
      ...(port.kind === 'jtag'
        ? []
        : [
            check({
              label: recipe.idCheck,
              expected: 'reads',
              reason: 'the part is there, powered and answering',
            }),
          ]),
      ...(wp?.state === 'high'
        ? [
            check({
              label: `WP released on ${shownName(wp.net!)}`,
              expected: 'low',
              reason: `${wp.reason} — the write cannot pass until WP is low`,
            }),
          ]
        : []),
      ...(programs
        ? [
            check({
              label: 'Image programmed and verified',
              expected: 'verified',
              reason: 'read-back equals the image written',
            }),
          ]
        : []),
    ]),
    equipment: [recipe.equipment],
    seconds: recipe.seconds,
    reason: [port.reason, ...port.skipped.map((x) => x.reason)].join('; '),
    components: port.devices,
  });
}

/**
 * An I²C EEPROM: it answers at its address, and its write-protect does what the design means — with
 * WP driven by a signal, a write with WP high must not change the cell and one with WP low must. It
 * holds no image Studio knows of: when the product stores data in it (a serial number, a MAC
 * address, calibration), the engineer adds the write here.
 */
function eepromStep(port: Port, ctx: ProgrammingContext): Step | null {
  const ref = port.devices[0];
  if (!ref) return null;
  const wp = port.writeProtect;
  const name = `${ref} (${ctx.valueOfRef(ref)})`;
  const wpChecks =
    wp?.state === 'driven' && wp.net
      ? [
          check({
            label: `WP high (${shownName(wp.net)}): a test write leaves the cell unchanged`,
            net: wp.net,
            expected: 'unchanged',
            reason: 'write-protect holds when the signal asks it to',
          }),
          check({
            label: `WP low (${shownName(wp.net)}): the test write reads back, then the cell is restored`,
            net: wp.net,
            expected: 'verified',
            reason: 'the EEPROM can be written when the design releases WP',
          }),
        ]
      : wp?.state === 'high'
        ? [
            check({
              label: 'Contents read',
              expected: 'reads',
              reason: `${wp.reason}: only reads are possible in the fixture`,
            }),
          ]
        : [
            check({
              label: 'A test write to a spare cell reads back, then the cell is restored',
              expected: 'verified',
              reason: wp?.reason ?? 'the EEPROM can be written',
            }),
          ];
  return makeStep({
    id: `eeprom:${ref}`,
    kind: 'bus',
    title: `EEPROM ${ref}: access${wp?.state === 'driven' ? ' and write-protect' : ''}`,
    instructions: `Over ${port.nets
      .filter((n) => n !== wp?.net)
      .map(shownName)
      .join(', ')}, read ${name} at its address${
      wp?.state === 'driven' && wp.net
        ? `; with ${shownName(wp.net)} high a test write must not change the cell, with it low it must`
        : ''
    }. If the product keeps data in it (serial number, MAC address, calibration), write it here.`,
    nets: [...port.nets, ...(ctx.ground ? [ctx.ground] : [])],
    limits: numberLimits([
      check({
        label: `${name} answers at its address`,
        expected: 'ACK',
        reason: 'the part is there, powered and answering',
      }),
      ...wpChecks,
    ]),
    equipment: ['i2c-adapter', ...(wp?.state === 'driven' ? ['digital-io'] : [])],
    seconds: STEP_SECONDS.eeprom,
    reason: port.reason,
    components: [ref],
  });
}

/**
 * FPGA configuration: with an SPI flash beside the FPGA, write the bitstream into the flash while the
 * FPGA is held in reset (CRESET / PROGRAM low), release it and check that DONE goes high.
 */
function fpgaStep(port: Port, ctx: ProgrammingContext): { step: Step; spi: Bus | null } {
  const isFlash = (d: string) => readProgrammable(ctx.partOf(d))?.family.kind === 'flash';
  const spi =
    ctx.buses.find(
      (b) => b.kind === 'spi' && b.devices.some((d) => isFlash(d) || port.devices.includes(d)),
    ) ?? null;
  const flash = spi?.devices.filter((d) => !port.devices.includes(d)) ?? [];
  const done = port.nets.filter((n) => /DONE/i.test(shownName(n)));
  const resets = port.nets.filter((n) => !done.includes(n));
  const fpga = port.devices.map((d) => `${d} (${ctx.valueOfRef(d)})`).join(', ') || 'the FPGA';
  const doneChecks = done.map((n) =>
    check({
      label: `${shownName(n)} high after configuration`,
      net: n,
      expected: 'high',
      reason: 'DONE goes high once the FPGA has loaded a valid bitstream',
    }),
  );
  const viaFlash = spi !== null;
  const step = makeStep({
    id: 'program:fpga-config',
    kind: 'programming',
    title: viaFlash ? `Write the FPGA bitstream into the SPI flash and configure` : 'Configure the FPGA',
    instructions: viaFlash
      ? `Hold ${resets.map(shownName).join(', ') || 'the FPGA reset'} low so ${fpga} leaves the SPI bus, write the bitstream into ${
          flash.length ? flash.map((d) => `${d} (${ctx.valueOfRef(d)})`).join(', ') : 'the flash'
        } over ${spi!.nets.map(shownName).join(', ')} and verify it, release reset and read ${done.map(shownName).join(', ') || 'DONE'}.`
      : `Load the bitstream into ${fpga} through its configuration interface and read ${done.map(shownName).join(', ') || 'DONE'}.`,
    nets: [...port.nets, ...(spi?.nets ?? []), ...(ctx.ground ? [ctx.ground] : [])],
    limits: numberLimits([
      ...(viaFlash
        ? [
            check({
              label: `Flash ID reads${flash.length ? ` (${flash.join(', ')})` : ''}`,
              expected: 'reads',
              reason: 'the flash is there and answers (JEDEC ID)',
            }),
            check({
              label: 'Bitstream written and verified',
              expected: 'verified',
              reason: 'read-back equals the bitstream',
            }),
          ]
        : []),
      ...doneChecks,
    ]),
    equipment: viaFlash ? ['spi-programmer', 'digital-io'] : ['digital-io'],
    seconds: STEP_SECONDS.spiFlash,
    reason: `${port.reason}${spi ? `; the bitstream lives in the flash on ${spi.name}` : ''}`,
    components: [...port.devices, ...flash],
  });
  return { step, spi };
}

function bootloaderStep(boot: Port, ctx: ProgrammingContext): Step | null {
  const link = ctx.buses.find((b) => b.kind === 'usb' || b.kind === 'uart');
  if (!link) return null;
  const resets = ctx.ports.find((p) => p.kind === 'reset')?.nets ?? [];
  return makeStep({
    id: 'program:bootloader',
    kind: 'programming',
    title: `Program through the ROM bootloader over ${link.name}`,
    instructions: `Hold ${boot.nets.map(shownName).join(', ')} at the boot level, pulse ${
      resets.map(shownName).join(', ') || 'reset'
    }, load the image over ${link.name} and verify; release the boot pins and reset.`,
    nets: [...boot.nets, ...resets, ...link.nets, ...(ctx.ground ? [ctx.ground] : [])],
    limits: numberLimits([
      check({
        label: 'Bootloader answers',
        expected: 'answers',
        reason: 'the part entered its ROM bootloader',
      }),
      check({
        label: 'Image programmed and verified',
        expected: 'verified',
        reason: 'read-back equals the image',
      }),
    ]),
    equipment: ['digital-io', link.kind === 'usb' ? 'usb-host' : 'uart-adapter'],
    seconds: STEP_SECONDS.bootloader,
    reason: `${boot.reason}; programmed over ${link.name}`,
    components: link.devices,
  });
}

/**
 * Programming steps: one per programming or debug port (SWD, JTAG with its chain, UPDI, ISP, ICSP,
 * FPGA configuration), or the ROM bootloader when only boot pins and a USB / UART link are there.
 * Boot pins join the first step. Returns the SPI buses the FPGA step already exercises.
 */
export function programmingSteps(ctx: ProgrammingContext): { steps: Step[]; usedBuses: Bus[] } {
  const steps: Step[] = [];
  const usedBuses: Bus[] = [];
  for (const port of ctx.ports) {
    const recipe = RECIPES[port.kind];
    const step = recipe
      ? programmingStep(port, recipe, ctx)
      : port.kind === 'i2c-eeprom'
        ? eepromStep(port, ctx)
        : null;
    if (step) steps.push(step);
    if (port.kind === 'fpga-config' && port.devices.length > 0) {
      const { step, spi } = fpgaStep(port, ctx);
      steps.push(step);
      if (spi) usedBuses.push(spi);
    }
  }
  const boot = ctx.ports.find((p) => p.kind === 'boot');
  if (boot && steps.length === 0) {
    const step = bootloaderStep(boot, ctx);
    if (step) steps.push(step);
  } else if (boot && steps[0]) {
    const first = steps[0];
    first.nets = [...new Set([...first.nets, ...boot.nets])];
    first.instructions += ` Keep ${boot.nets.map(shownName).join(', ')} at the run level.`;
  }
  return { steps, usedBuses };
}
