import { describe, expect, it } from 'vitest';
import { realBoard } from '../../../test/real-boards';
import { addStep, updateLimit } from '../edit';
import { generateTestStrategy } from '../generate';
import { csvField, strategyToCsv } from './csv';
import { strategyToJson } from './json';
import { strategyToMarkdown } from './markdown';
import { strategyToPytest } from './pytest';

const tomu = generateTestStrategy({ board: realBoard('kicad/tomu-fpga.kicad_pcb') });

describe('CSV', () => {
  it('quotes fields with commas, quotes or line breaks (RFC 4180)', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(3.135)).toBe('3.135');
  });

  it('has one row per measurement and one for a step without any', () => {
    const withCustom = addStep(tomu, { title: 'Look at it, closely', nets: ['/OSC_IN'] });
    const rows = strategyToCsv(withCustom).trimEnd().split('\r\n');
    const limits = withCustom.steps.reduce((n, s) => n + s.limits.length, 0);
    const ict = withCustom.ict?.tests.length ?? 0;
    expect(ict).toBeGreaterThan(0);
    expect(rows.length).toBe(1 + limits + 1 + ict);
    expect(rows.at(-1 - ict)).toBe(
      '14,custom-1,custom,"Look at it, closely",,,,,,,,,,,,,,,1,added by the engineer',
    );
    // The in-circuit tests follow the steps, one row each, with their nodes and limits.
    expect(rows.at(-1)).toMatch(
      /^ICT,c1\+c2\+c3,capacitor,.*,capacitance,\+5V,GND,TP1 TP12,,,0\.000003,0\.00000228,0\.00000378,F,/,
    );
  });
});

describe('Markdown', () => {
  it('reads as a plan: what was found, the steps with limits and flags, equipment, coverage', () => {
    const md = strategyToMarkdown(tomu, { title: 'tomu-fpga' });
    expect(md).toContain('# Test strategy — tomu-fpga');
    expect(md).toContain(
      '| `+3V3` | 3.3 V | regulated | 3.3 V: the output of U2 (LDO-X2SON-3.3V), as its value says; the name +3V3 agrees |',
    );
    expect(md).toContain(
      '- **supplied at power-up:** `+5V` on U9 pad 1, 5 V — U9 (USB-B) is a USB receptacle',
    );
    expect(md).toContain('### 5. Rail +3V3 (3.3 V)');
    expect(md).toContain('| L1 | +3V3 to GND | 3.135 V … 3.465 V |');
    expect(md).toContain('> ⚠ This net has no probed test point: +3V3');
    expect(md).toContain('**Supply:** 5 V into `+5V`, current limit 500 mA');
    expect(md).toContain(
      '| Digital multimeter | resistance and DC voltage at the test points | 1, 3, 4, 5, 6, 7 |',
    );
    expect(md).toContain(
      '27 of 27 nets (with two pads or more) are touched by a step; 4 single-pad nets are not counted.',
    );
    expect(md).toContain('| U2 | regulator | ✓ | ✓ | ✓ | 100 % |');
  });

  it('escapes table cells', () => {
    const edited = updateLimit(tomu, 'rail:+3V3', 'L1', { label: 'A | B' });
    expect(strategyToMarkdown(edited)).toContain('| L1 | A \\| B |');
  });
});

describe('JSON', () => {
  it('is the document itself', () => {
    expect(JSON.parse(strategyToJson(tomu))).toEqual(tomu);
  });
});

describe('pytest project', () => {
  const files = strategyToPytest(tomu, { title: 'tomu-fpga' });
  const file = (p: string) => files.find((f) => f.path === p)!.text;

  it('has a README, a limits file, the runtime and one ordered test per step', () => {
    expect(files.map((f) => f.path)).toEqual([
      'README.md',
      'pytest.ini',
      'limits.json',
      'conftest.py',
      'instruments.py',
      'test_sequence.py',
      'studio_results.py',
    ]);
    const tests = [...file('test_sequence.py').matchAll(/^def (test_\w+)\(seq\):/gm)].map((m) => m[1]);
    expect(tests).toEqual([
      'test_01_shorts',
      'test_02_power_up',
      'test_03_rail_5v',
      'test_04_rail_1v2',
      'test_05_rail_3v3',
      'test_06_rail_2v5',
      'test_07_rail_vccpll',
      'test_08_current',
      'test_09_program_fpga_config',
      'test_10_bus_usb_usb',
      'test_11_clock_u7',
      'test_12_leds',
      'test_13_buttons',
    ]);
    expect(file('test_sequence.py')).toContain('test_01_shorts.gate = True');
    expect(file('test_sequence.py')).toContain('test_02_power_up.gate = True');
    // Not tied to a fixture: no channel, said in the comment; the run fails these until it is.
    expect(file('test_sequence.py')).toContain(
      '    seq("rail:+3V3", "L1", hi=None, lo=None)  # +3V3 (no probe wired) to GND (no probe wired): 3.135 V … 3.465 V',
    );
    expect(file('README.md')).toContain('**not tied to a fixture**');
  });

  it('keeps the limits in SI units with the supply, test points and unprobed nets', () => {
    const limits = JSON.parse(file('limits.json'));
    expect(limits.format).toBe('studio-test-limits');
    const power = limits.steps.find((s: { id: string }) => s.id === 'power-up');
    expect(power.supplies).toEqual([
      { net: '+5V', voltage_v: 5, current_limit_a: 0.5, force: [], sense: [] },
    ]);
    expect(limits.fixture).toBeNull();
    const rail = limits.steps.find((s: { id: string }) => s.id === 'rail:+3V3');
    expect(rail).toMatchObject({ order: 5, test: 'test_05_rail_3v3', gate: false, unprobed: ['+3V3'] });
    expect(rail.limits[0]).toEqual({
      id: 'L1',
      label: '+3V3 to GND',
      quantity: 'voltage',
      net: '+3V3',
      reference: 'GND',
      nominal: 3.3,
      min: 3.135,
      max: 3.465,
      unit: 'V',
      expected: null,
      hi: null,
      lo: null,
    });
  });

  it('fails a step without a measurement and escapes docstrings', () => {
    const odd = addStep(tomu, { title: 'Say """hi""" \\ there' });
    const text = strategyToPytest(odd).find((f) => f.path === 'test_sequence.py')!.text;
    expect(text).toContain('def test_14_custom_1(seq):\n    """Say \\"\\"\\"hi\\"\\"\\" \\\\ there\n    """');
    expect(text).toContain(
      '    seq.no_limits("custom-1")  # fails until the step has a measurement with limits',
    );
  });
});

describe('pytest file list', () => {
  it('writes extra files after its own and lists them in the README', () => {
    const files = strategyToPytest(tomu, {
      extraFiles: [
        { path: 'studio_results.py', describe: 'posts the results.', write: (_s, title) => `# ${title}\n` },
      ],
    });
    expect(files.at(-1)).toEqual({ path: 'studio_results.py', text: '# Test strategy\n' });
    expect(files[0]!.text).toContain('- `studio_results.py`: posts the results.');
  });
});
