import { STEP_SECONDS, STRATEGY_DEFAULTS as D } from './defaults';
import { formatQuantity } from './format-values';
import { leafName, shownName } from './net-names';
import { check, makeStep, measurement, numberLimits } from './step-parts';
import type { Bus, BusKind, Clock, StepLimit, PartUse, Step } from './types';

export interface FunctionContext {
  ground: string | null;
  /** The board's controllers (the programmed MCU or FPGA): they drive buses rather than answer on them. */
  controllers: Set<string>;
  valueOfRef: (ref: string) => string;
  connectorsOnNet: Map<string, string[]>;
}

interface BusRecipe {
  equipment: string;
  seconds: (bus: Bus) => number;
  instructions: (bus: Bus, ctx: FunctionContext) => string;
  checks: (bus: Bus, ctx: FunctionContext) => Omit<StepLimit, 'id'>[];
}

const targets = (bus: Bus, ctx: FunctionContext) => bus.devices.filter((d) => !ctx.controllers.has(d));
const devicesOf = (bus: Bus, ctx: FunctionContext) =>
  targets(bus, ctx)
    .map((d) => `${d} (${ctx.valueOfRef(d)})`)
    .join(', ') || 'the devices on it';
function perDevice(bus: Bus, expected: string, what: string, ctx: FunctionContext): Omit<StepLimit, 'id'>[] {
  const devices = targets(bus, ctx);
  if (devices.length)
    return devices.map((d) =>
      check({
        label: `${d} (${ctx.valueOfRef(d)}) ${what}`,
        expected,
        reason: `${d} has a pin on ${bus.name}`,
      }),
    );
  return [
    check({
      label: `A device ${what}`,
      expected,
      reason: 'no device besides the controller was recognised on the bus (one on a connector?): name it',
    }),
  ];
}
const busSetup = (bus: Bus) =>
  STEP_SECONDS.busSetup + STEP_SECONDS.busDevice * Math.max(1, bus.devices.length - 1);

const BUS_RECIPES: Partial<Record<BusKind, BusRecipe>> = {
  usb: {
    equipment: 'usb-host',
    seconds: () => STEP_SECONDS.usb,
    instructions: (b) =>
      `Connect the USB host to ${b.nets.map(shownName).join(', ')} (needs firmware or a bitstream that enumerates) and read the device descriptor.`,
    checks: () => [
      check({ label: 'The board enumerates', expected: 'enumerates', reason: 'D+ / D− work end to end' }),
    ],
  },
  i2c: {
    equipment: 'i2c-adapter',
    seconds: busSetup,
    instructions: (b, ctx) =>
      `Scan ${b.name} (${b.nets.map(shownName).join(', ')}): ${devicesOf(b, ctx)} answer at their addresses.`,
    checks: (b, ctx) => [
      check({
        label: `${b.nets.map(shownName).join(' and ')} idle high`,
        expected: 'high',
        reason: 'the pull-ups are fitted',
      }),
      ...perDevice(b, 'ACK', 'answers at its address', ctx),
    ],
  },
  spi: {
    equipment: 'spi-adapter',
    seconds: busSetup,
    instructions: (b, ctx) =>
      `Read the ID of ${devicesOf(b, ctx)} over ${b.name}${
        b.chipSelects.length ? `, selecting each with ${b.chipSelects.map(shownName).join(', ')}` : ''
      }.`,
    checks: (b, ctx) => perDevice(b, 'reads', 'ID reads', ctx),
  },
  uart: {
    equipment: 'uart-adapter',
    seconds: () => STEP_SECONDS.busSetup * 2,
    instructions: (b) =>
      `Talk to the firmware over ${b.name} (${b.nets.map(shownName).join(', ')}): send a command and expect its answer, or loop TX back to RX.`,
    checks: () => [
      check({ label: 'Command answered', expected: 'answers', reason: 'TX and RX work both ways' }),
    ],
  },
  can: {
    equipment: 'can-interface',
    seconds: () => STEP_SECONDS.busSetup * 2,
    instructions: (b) =>
      `Exchange frames on ${b.name} (${b.nets.map(shownName).join(', ')}) at the firmware's bit rate.`,
    checks: () => [
      check({ label: 'Frames exchanged', expected: 'acknowledged', reason: 'transceiver and bus work' }),
    ],
  },
  rs485: {
    equipment: 'rs485-adapter',
    seconds: () => STEP_SECONDS.busSetup * 2,
    instructions: (b) => `Exchange frames on ${b.name} (${b.nets.map(shownName).join(', ')}).`,
    checks: () => [
      check({ label: 'Frames exchanged', expected: 'answers', reason: 'transceiver and bus work' }),
    ],
  },
  ethernet: {
    equipment: 'ethernet-partner',
    seconds: () => STEP_SECONDS.link,
    instructions: (b) =>
      `Connect the link partner to ${b.name}; the link comes up and the board answers a ping.`,
    checks: () => [
      check({ label: 'Link up', expected: 'up', reason: 'PHY, magnetics and pairs work' }),
      check({ label: 'Ping answered', expected: 'answers', reason: 'the MAC and firmware work' }),
    ],
  },
};

export function busSteps(buses: Bus[], ctx: FunctionContext): Step[] {
  const steps: Step[] = [];
  for (const bus of buses) {
    const recipe = BUS_RECIPES[bus.kind];
    if (!recipe) continue;
    const connectors = [...new Set(bus.nets.flatMap((n) => ctx.connectorsOnNet.get(n) ?? []))];
    steps.push(
      makeStep({
        id: `bus:${bus.kind}:${bus.name}`,
        kind: 'bus',
        title: `${bus.name}: ${busVerb(bus.kind)}`,
        instructions:
          recipe.instructions(bus, ctx) +
          (connectors.length ? ` Reachable on ${connectors.join(', ')}.` : ''),
        nets: [...bus.nets, ...(ctx.ground ? [ctx.ground] : [])],
        limits: numberLimits(recipe.checks(bus, ctx)),
        equipment: [recipe.equipment],
        seconds: recipe.seconds(bus),
        reason: bus.reason,
        components: [...bus.devices, ...connectors],
      }),
    );
  }
  return steps;
}

const busVerb = (kind: BusKind): string =>
  ({
    usb: 'enumeration',
    i2c: 'bus scan',
    spi: 'device IDs',
    uart: 'console',
    can: 'frames',
    rs485: 'frames',
    ethernet: 'link and ping',
    jtag: 'chain',
    swd: 'debug port',
  })[kind];

export function clockSteps(clocks: Clock[], ctx: FunctionContext): Step[] {
  return clocks.map((clock) => {
    const net = clock.nets[0]!;
    const f = clock.frequencyHz;
    const tol = f === null ? null : (f * D.clockPpm) / 1e6;
    const name = clock.ref ? `${clock.ref} (${ctx.valueOfRef(clock.ref)})` : shownName(net);
    const howTo =
      clock.kind === 'crystal'
        ? `Measure the frequency of ${name} at a buffered clock output if the firmware gives one; a probe on the crystal's own pins (${clock.nets
            .map(shownName)
            .join(', ')}) loads it and can pull or stop it: use an active probe of under 1 pF there.`
        : `Measure the frequency on ${shownName(net)}.`;
    return makeStep({
      id: `clock:${clock.ref ?? net}`,
      kind: 'clock',
      title: `Clock ${name}${f === null ? '' : ` (${formatQuantity(f, 'Hz')})`}`,
      instructions: howTo,
      nets: clock.nets,
      limits: numberLimits([
        measurement('frequency', {
          label: `Frequency on ${shownName(net)}`,
          net,
          reference: ctx.ground,
          nominal: f,
          min: f === null ? null : f - tol!,
          max: f === null ? null : f + tol!,
          reason:
            f === null
              ? `${clock.reason}: set the nominal frequency`
              : `± ${D.clockPpm} ppm (a crystal's ±30 ppm tolerance plus stability, ageing and the counter's error — a guess); ${clock.reason}`,
        }),
      ]),
      equipment: ['frequency-counter'],
      seconds: STEP_SECONDS.clock,
      reason: clock.reason,
      components: clock.ref ? [clock.ref] : [],
    });
  });
}

const COLOURS: [RegExp, string][] = [
  [/\bRED\b|RED[-_]|^R$|_R$/, 'red'],
  [/GREEN|GRN|^G$|_G$/, 'green'],
  [/BLUE|BLU|^B$|_B$/, 'blue'],
  [/YELLOW|YEL/, 'yellow'],
  [/AMBER|ORANGE/, 'amber'],
  [/WHITE|WHT/, 'white'],
];

const colourOf = (text: string): string | null => COLOURS.find(([re]) => re.test(text))?.[1] ?? null;

/** LED checks: one per LED, or one per channel of an RGB LED (its nets named …_R, …_G, …_B). */
export function ledStep(leds: PartUse[]): Step | null {
  if (leds.length === 0) return null;
  const limits: Omit<StepLimit, 'id'>[] = [];
  for (const led of leds) {
    const channels = /RGB/i.test(led.value) ? led.nets.filter((n) => colourOf(leafName(n)) !== null) : [];
    if (channels.length > 1) {
      for (const n of channels)
        limits.push(
          check({
            label: `${led.ref} ${colourOf(leafName(n))} (${shownName(n)})`,
            net: n,
            expected: `on, ${colourOf(leafName(n))}`,
            reason: `${led.reason}; the channel from the net name`,
          }),
        );
      continue;
    }
    const colour = colourOf(led.value.toUpperCase());
    limits.push(
      check({
        label: `${led.ref} (${led.value}) lights`,
        net: led.nets[0] ?? null,
        expected: colour ? `on, ${colour}` : 'on',
        reason: led.reason,
      }),
    );
  }
  return makeStep({
    id: 'leds',
    kind: 'led',
    title: `LEDs (${refList(leds.map((l) => l.ref))})`,
    instructions:
      'Turn each LED on (firmware command or by driving its net) and check it with the LED analyser: lit and of the right colour; then off.',
    nets: leds.flatMap((l) => l.nets),
    limits: numberLimits(limits),
    equipment: ['led-analyser'],
    seconds: STEP_SECONDS.busSetup + STEP_SECONDS.led * limits.length,
    reason: leds.map((l) => l.reason).join('; '),
    components: leds.map((l) => l.ref),
  });
}

/** Button checks: press each button (or touch each capacitive pad) and see its net change. */
export function buttonStep(buttons: PartUse[], ctx: FunctionContext): Step | null {
  if (buttons.length === 0) return null;
  const limits: Omit<StepLimit, 'id'>[] = [];
  for (const b of buttons) {
    const touch = /TOUCH|CAPSENSE/i.test(`${b.value} ${ctx.valueOfRef(b.ref)}`);
    if (touch && b.nets.length > 1) {
      for (const net of b.nets)
        limits.push(
          check({
            label: `Touch ${b.ref} (${shownName(net)}): the reading changes`,
            net,
            expected: 'changes when touched',
            reason: b.reason,
          }),
        );
      continue;
    }
    const named = b.nets.map(shownName).join(' / ') || 'its net';
    limits.push(
      check({
        label: touch
          ? `Touch ${b.ref}: the reading on ${named} changes`
          : `Press ${b.ref}: ${named} changes state`,
        net: b.nets[0] ?? null,
        expected: touch ? 'changes when touched' : 'changes while pressed',
        reason: b.reason,
      }),
    );
  }
  return makeStep({
    id: 'buttons',
    kind: 'button',
    title: `Buttons (${refList(buttons.map((b) => b.ref))})`,
    instructions:
      'Press and release each button with the actuator (a conductive tip on touch pads) and read its net, or let the firmware report the press.',
    nets: buttons.flatMap((b) => b.nets),
    limits: numberLimits(limits),
    equipment: ['actuator', 'digital-io'],
    seconds: STEP_SECONDS.button * limits.length,
    reason: buttons.map((b) => b.reason).join('; '),
    components: buttons.map((b) => b.ref),
  });
}

/** "D1, D2, D3" or, past four, "D1, D2 … D28 (28)". */
function refList(refs: string[]): string {
  return refs.length <= 4
    ? refs.join(', ')
    : `${refs[0]}, ${refs[1]} … ${refs[refs.length - 1]} (${refs.length})`;
}
