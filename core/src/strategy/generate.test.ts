import { describe, expect, it } from 'vitest';
import { realBoard } from '../../test/real-boards';
import { emptyTestConfig } from '../test-config/model';
import { generateTestStrategy } from './generate';
import { reviewStrategy } from './review';
import { POWERED_KINDS, type TestStrategy } from './types';

const tomu = () => generateTestStrategy({ board: realBoard('kicad/tomu-fpga.kicad_pcb') });
const step = (s: TestStrategy, id: string) => s.steps.find((x) => x.id === id)!;

describe('generateTestStrategy on tomu-fpga', () => {
  const s = tomu();

  it('finds the rails in power-up order with the reason for each voltage', () => {
    expect(s.rails.map((r) => [r.net, r.nominalV, r.role])).toEqual([
      ['+5V', 5, 'input'],
      ['+1V2', 1.2, 'regulated'],
      ['+3V3', 3.3, 'regulated'],
      ['+2V5', 2.5, 'regulated'],
      ['/VCCPLL', 1.2, 'rail'],
    ]);
    expect(s.rails[2]!.reason).toBe(
      '3.3 V: the output of U2 (LDO-X2SON-3.3V), as its value says; the name +3V3 agrees',
    );
    expect(s.rails[4]!.reason).toBe('1.2 V: fed from +1V2 through R10 (100 Ω resistor)');
    expect(s.inputs).toMatchObject([
      { net: '+5V', kind: 'usb', part: 'U9', voltageV: 5, voltageIsGuess: false },
    ]);
    expect(s.grounds.map((g) => g.net)).toEqual(['GND']);
  });

  it('ties each LDO from its input rail to its output rail, the third rail on it an enable', () => {
    const u2 = s.regulators.find((r) => r.ref === 'U2')!;
    expect(u2).toMatchObject({
      input: '+5V',
      output: '+3V3',
      enables: ['+1V2'],
      outputV: 3.3,
      kind: 'linear',
    });
    expect(u2.reason).toContain('input +5V, output +3V3 (the rail at its 3.3 V)');
    expect(u2.pinsFrom).toBe('topology');
    expect(s.regulators.find((r) => r.ref === 'U1')).toMatchObject({ input: '+5V', output: '+1V2' });
  });

  it('recognises the FPGA configuration, the SPI flash, USB, the oscillator, the RGB LED and the touch pads', () => {
    expect(s.ports.map((p) => [p.kind, p.nets, p.devices])).toEqual([
      ['fpga-config', ['/CDONE', '/CRESET'], ['U5']],
    ]);
    expect(s.buses.map((b) => [b.kind, b.name, b.devices])).toEqual([
      ['usb', 'USB', ['U5']],
      ['spi', 'SPI', ['U4', 'U5']],
    ]);
    expect(s.buses[1]!.chipSelects).toEqual(['/SPI_CS']);
    expect(s.clocks).toMatchObject([{ ref: 'U7', kind: 'oscillator', nets: ['/OSC_IN'], frequencyHz: null }]);
    expect(s.leds.map((l) => [l.ref, l.nets])).toEqual([['U10', ['/LED_B', '/LED_G', '/LED_R']]]);
    expect(s.buttons.map((b) => b.ref)).toEqual(['SW2']);
    expect(s.connectors.map((c) => c.ref)).toEqual(['U9']);
  });

  it('orders the steps: shorts, power-up, rails, current, programming, buses, clock, LEDs, buttons', () => {
    expect(s.steps.map((x) => x.id)).toEqual([
      'shorts',
      'power-up',
      'rail:+5V',
      'rail:+1V2',
      'rail:+3V3',
      'rail:+2V5',
      'rail:/VCCPLL',
      'current',
      'program:fpga-config',
      'bus:usb:USB',
      'clock:U7',
      'leds',
      'buttons',
    ]);
    const firstPowered = s.steps.findIndex((x) => POWERED_KINDS.has(x.kind));
    expect(s.steps.findIndex((x) => x.kind === 'shorts')).toBeLessThan(firstPowered);
    expect(reviewStrategy(s).filter((i) => i.severity === 'error')).toEqual([]);
  });

  it('gives each rail nominal ± 5 % and every limit a reason', () => {
    expect(step(s, 'rail:+3V3').limits[0]).toMatchObject({
      nominal: 3.3,
      min: 3.135,
      max: 3.465,
      reference: 'GND',
    });
    for (const st of s.steps) for (const l of st.limits) expect(l.reason.length).toBeGreaterThan(0);
  });

  it('names the probed test points of a step and flags a step whose nets have none', () => {
    const railIn = step(s, 'rail:+5V');
    expect(railIn.testPoints.map((t) => t.label)).toEqual(['TP1', 'TP12']);
    expect(railIn.flag).toBeNull();
    const rail33 = step(s, 'rail:+3V3');
    expect(rail33.unprobed).toEqual(['+3V3']);
    expect(rail33.flag).toBe('This net has no probed test point: +3V3');
    const usb = step(s, 'bus:usb:USB');
    expect(usb.testPoints.map((t) => t.label)).toEqual(['TP10', 'TP11', 'TP12']);
    expect(usb.unprobed).toEqual(['/ICE_USBN', '/ICE_USBP', '/PU_CTRL_USBP']);
  });

  it('writes the bitstream through the flash while CRESET holds the FPGA, then checks CDONE', () => {
    const p = step(s, 'program:fpga-config');
    expect(p.nets).toEqual(expect.arrayContaining(['/CDONE', '/CRESET', '/SPI_MOSI', '/SPI_CS']));
    expect(p.limits.map((l) => l.label)).toEqual([
      'Flash ID reads (U4)',
      'Bitstream written and verified',
      '/CDONE high after configuration',
    ]);
    expect(p.equipment).toEqual(['spi-programmer', 'digital-io']);
    // The SPI bus is exercised by this step: no separate SPI bus step.
    expect(s.steps.some((x) => x.id.startsWith('bus:spi'))).toBe(false);
  });

  it('touches every connected net and scores the parts', () => {
    expect(s.coverage).toMatchObject({ nets: 27, touched: 27, untouched: [], singlePad: 4 });
    const row = s.coverage.matrix.find((r) => r.net === '+3V3')!;
    expect(row.steps).toEqual(['shorts', 'rail:+3V3']);
    const by = (ref: string) => s.componentCoverage.find((c) => c.ref === ref)!;
    expect(by('U2')).toMatchObject({
      presence: 'covered',
      orientation: 'covered',
      live: 'covered',
      score: 1,
    });
    expect(by('R11')).toMatchObject({ presence: 'covered', orientation: 'n/a', live: 'n/a', score: 1 });
    expect(by('C10')).toMatchObject({ presence: 'not-covered', score: 0 });
    expect(by('TP1')).toMatchObject({ score: null });
  });

  it('lists the equipment in first use with its steps, and the time', () => {
    expect(s.equipment.map((e) => e.id)).toEqual([
      'dmm',
      'psu',
      'spi-programmer',
      'digital-io',
      'usb-host',
      'frequency-counter',
      'led-analyser',
      'actuator',
    ]);
    expect(s.equipment[0]!.steps).toContain('shorts');
    expect(s.seconds).toBeCloseTo(
      s.steps.reduce((a, b) => a + b.seconds, 0),
      5,
    );
  });

  it('is deterministic and plain JSON', () => {
    expect(tomu()).toEqual(s);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('plans with a test config: its probed points, not the board’s', () => {
    const board = realBoard('kicad/tomu-fpga.kicad_pcb');
    const tp = (ref: string) => board.testPoints.find((t) => t.ref === ref)!.id;
    const config = { ...emptyTestConfig(), testPoints: [{ id: tp('TP1') }, { id: tp('TP12') }] };
    const planned = generateTestStrategy({ board, config });
    expect(planned.probeSource).toBe('test-config');
    expect(step(planned, 'rail:+5V').flag).toBeNull();
    expect(step(planned, 'bus:usb:USB').unprobed).toEqual([
      '/ICE_USBN',
      '/ICE_USBP',
      '/PU_CTRL_USBP',
      '/USB_N',
      '/USB_P',
    ]);
  });
});

describe('generateTestStrategy on other real boards', () => {
  it('pic_programmer: the input is P1 through the reverse-protection diode, VCC the 7805, VPP the boost', () => {
    const s = generateTestStrategy({ board: realBoard('kicad/pic_programmer.kicad_pcb') });
    // P1 is a two-way terminal (GND, pin 2); pin 2 feeds the 7805 through D1 (1N4004).
    expect(s.inputs).toMatchObject([
      {
        net: 'Net-(D1-Pad2)',
        kind: 'power-connector',
        part: 'P1',
        pads: ['2'],
        primary: true,
        voltageIsGuess: true,
      },
    ]);
    const vcc = s.rails.find((r) => r.net === 'VCC')!;
    expect(vcc).toMatchObject({ nominalV: 5, role: 'regulated', source: 'U3', basis: 'part' });
    expect(vcc.reason).toBe('5 V: the output of U3 (7805), as its value says');
    // VPP: the LT1373 boost's FB divider, R16 62 kΩ over R15 6.2 kΩ with the 1 kΩ trimmer RV1
    // between them: 1.245 V × (1 + 62k / 7.2k) … 1.245 V × (1 + 63k / 6.2k).
    expect(s.rails.find((r) => r.net === 'VPP')).toMatchObject({
      role: 'regulated',
      source: 'U4',
      basis: 'divider',
      rangeV: [11.966, 13.896],
    });
    expect(s.rails.find((r) => r.net === '/pic_sockets/VCC_PIC')).toMatchObject({
      nominalV: 5,
      source: 'JP1',
    });
    const power = s.steps.find((x) => x.kind === 'power-up')!;
    expect(power.title).toBe('Power up through P1.2 (Net-(D1-Pad2))');
    // 5 V out of the 7805 + 2 V of dropout + 0.7 V across D1 = 7.7 V: the next common supply is 9 V.
    expect(power.supplies).toEqual([{ net: 'Net-(D1-Pad2)', voltageV: 9, currentLimitA: 0.5 }]);
    expect(power.instructions).toContain('at 9 V (a guess)');
    expect(s.rails.map((r) => r.net)).toEqual([
      'Net-(D1-Pad2)',
      'Net-(C2-Pad1)',
      'VCC',
      'VPP',
      '/pic_sockets/VCC_PIC',
    ]);
    expect(s.leds.map((l) => l.ref)).toEqual(['D8', 'D9', 'D12']);
  });

  it('complex_hierarchy: the ICL7660 inverts the 78L05’s 5 V into −5 V on -VAA', () => {
    const s = generateTestStrategy({ board: realBoard('kicad/complex_hierarchy.kicad_pcb') });
    expect(s.rails.find((r) => r.net === 'VCC')).toMatchObject({ nominalV: 5, source: 'U2' });
    expect(s.rails.find((r) => r.net === '-VAA')).toMatchObject({ nominalV: -5, source: 'U1' });
    const limit = s.steps.find((x) => x.id === 'rail:-VAA')!.limits[0]!;
    expect([limit.min, limit.max]).toEqual([-5.25, -4.75]);
  });

  it('Duet2: V_IN is the input, the JTAG chain is the SAM4E, buses of every kind', () => {
    const s = generateTestStrategy({ board: realBoard('kicad/Duet2.kicad_pcb') });
    expect(s.rails.find((r) => r.role === 'input')?.net).toBe('V_IN');
    expect(s.steps.find((x) => x.kind === 'power-up')!.title).toBe('Power up through V_IN');
    expect(s.ports.find((p) => p.kind === 'jtag')?.devices).toEqual(['U1']);
    expect([...new Set(s.buses.map((b) => b.kind))]).toEqual(['usb', 'i2c', 'spi', 'uart', 'jtag']);
    expect(s.coverage.untouched).toContain('E0_MOT_1A');
    // X_STEP runs from the SAM4E to a probed via: the boundary-scan step drives it and the probe reads it.
    const bs = s.steps.find((x) => x.kind === 'boundary-scan')!;
    expect(bs.nets).toContain('X_STEP');
    expect(s.ports.find((p) => p.kind === 'jtag')?.chain?.devices[0]?.bsdl).toContain(
      'ATSAM4E8E in its LQFP144 package',
    );
    // The controller drives the I²C bus: no device of the board answers on it, so the check says so.
    const i2c = s.steps.find((x) => x.id.startsWith('bus:i2c'))!;
    expect(i2c.limits.map((l) => l.label)).toContain('A device answers at its address');
  });

  it('reads IPC-D-356, IPC-2581 and ODB++ boards the same way', () => {
    const head = generateTestStrategy({ board: realBoard('ipc356/HeadPower.ipc') });
    expect(head.rails.map((r) => [r.net, r.nominalV])).toEqual([
      ['24V', 24],
      ['5V', 5],
      ['3V3', 3.3],
      ['DRVPWR', null],
    ]);
    expect(head.buses.map((b) => b.name)).toEqual(['I²C', 'I²C X']);
    const card = generateTestStrategy({ board: realBoard('ipc2581/testcase9-revc-full.xml') });
    expect(card.rails.map((r) => r.nominalV)).toEqual([15, -15, 5, -5]);
    // No regulator and no entry part: the four rails come in on J1 and J2 and the fixture supplies each.
    expect(card.inputs.filter((i) => i.primary).map((i) => [i.net, i.kind])).toEqual([
      ['+15V', 'connector-rail'],
      ['+5V', 'connector-rail'],
      ['-15V', 'connector-rail'],
      ['-5V', 'connector-rail'],
    ]);
    const odb = generateTestStrategy({ board: realBoard('odbpp/Switch_Board_ODB.zip') });
    expect(odb.buttons.map((b) => b.ref)).toEqual(['SW1', 'SW2', 'SW3', 'SW4']);
    expect(odb.steps.find((x) => x.kind === 'rail-voltage')!.testPoints.length).toBeGreaterThan(0);
  });

  it('still plans a board with no rail it can name, and says what is missing', () => {
    const s = generateTestStrategy({ board: realBoard('kicad/ecc83-pp.kicad_pcb') });
    expect(s.steps.some((x) => x.kind === 'shorts' || x.kind === 'power-up')).toBe(false);
    expect(s.notes).toContain(
      'No power rail was recognised from the net names: add the power steps by hand.',
    );
  });
});
