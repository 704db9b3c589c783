import { STEP_SECONDS } from './defaults';
import { shownName } from './net-names';
import { check, makeStep, numberLimits } from './step-parts';
import type { Bus, Port, PortKind, Step } from './types';

export interface ProgrammingContext {
  ports: Port[];
  buses: Bus[];
  valueOfRef: (ref: string) => string;
  ground: string | null;
}

const FLASH = /FLASH|W25|MX25|IS25|AT25|S25FL|N25Q|GD25|SST25|M25P|AT45|EEPROM|24C|25LC/i;

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
};

/** Reset nets of the port's devices (the programmer holds them). */
function resetNetsFor(port: Port, ports: Port[]): string[] {
  const reset = ports.find((p) => p.kind === 'reset');
  if (!reset) return [];
  if (port.devices.length === 0 || reset.devices.length === 0) return [];
  return port.devices.some((d) => reset.devices.includes(d)) ? reset.nets : [];
}

function programmingStep(port: Port, recipe: Recipe, ctx: ProgrammingContext): Step {
  const resets = resetNetsFor(port, ctx.ports);
  const devices = port.devices.length
    ? port.devices.map((d) => `${d} (${ctx.valueOfRef(d)})`).join(', ')
    : 'the target';
  const chain =
    port.kind === 'jtag'
      ? [
          check({
            label: `Chain length (${port.devices.join(' → ') || 'devices not known'})`,
            expected: `${port.devices.length} device(s)`,
            reason: `the ICs on TCK, in TDI → TDO order where the net names tell it — check against the schematic`,
          }),
        ]
      : [];
  return makeStep({
    id: `program:${port.kind}`,
    kind: 'programming',
    title: recipe.title,
    instructions: `Connect ${recipe.tool} to ${port.nets.map(shownName).join(', ')}${
      resets.length ? ` (it holds ${resets.map(shownName).join(', ')})` : ''
    }, program ${devices} and verify.`,
    nets: [...port.nets, ...resets, ...(ctx.ground ? [ctx.ground] : [])],
    limits: numberLimits([
      ...chain,
      check({ label: recipe.idCheck, expected: 'reads', reason: 'the part is there, powered and answering' }),
      check({
        label: 'Image programmed and verified',
        expected: 'verified',
        reason: 'read-back equals the image written',
      }),
    ]),
    equipment: [recipe.equipment],
    seconds: recipe.seconds,
    reason: port.reason,
    components: port.devices,
  });
}

/**
 * FPGA configuration: with an SPI flash beside the FPGA, write the bitstream into the flash while the
 * FPGA is held in reset (CRESET / PROGRAM low), release it and check that DONE goes high.
 */
function fpgaStep(port: Port, ctx: ProgrammingContext): { step: Step; spi: Bus | null } {
  const spi =
    ctx.buses.find(
      (b) =>
        b.kind === 'spi' && b.devices.some((d) => FLASH.test(ctx.valueOfRef(d)) || port.devices.includes(d)),
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
    if (recipe) steps.push(programmingStep(port, recipe, ctx));
    if (port.kind === 'fpga-config') {
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
