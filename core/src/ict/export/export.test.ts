import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { circuitBoard, probesOn } from '../../testing/circuit-board';
import { generateIctPlan } from '../generate';
import { ICT_CSV_HEADER, ictToCsv } from './csv';
import { i3070Number, ictToI3070 } from './i3070';
import { ictToMarkdown } from './markdown';

// R5 1k from A to B, guarded at C (R6 2k A–C, R7 3k C–B); D1 1N4148 from B (anode) to GND; C1 100 nF
// on A–GND; FB1 a bead from A to VIN.
const plan = generateIctPlan({
  board: circuitBoard([
    { ref: 'R5', value: '1k 1%', pins: { '1': 'A', '2': 'B' } },
    { ref: 'R6', value: '2k 1%', pins: { '1': 'A', '2': 'C' } },
    { ref: 'R7', value: '3k 1%', pins: { '1': 'C', '2': 'B' } },
    { ref: 'D1', value: '1N4148', pins: { '1': 'GND', '2': 'B' } },
    { ref: 'C1', value: '100n', pins: { '1': 'A', '2': 'GND' } },
    { ref: 'FB1', value: 'BLM18PG121SN1', pins: { '1': 'A', '2': 'VIN' } },
  ]),
  probes: probesOn(['A', 'B', 'C', 'GND', 'VIN']),
});

describe('neutral CSV', () => {
  const text = ictToCsv(plan, 'test board');
  const rows = parse(text, { columns: true, comment: '#', skip_empty_lines: true }) as Record<
    string,
    string
  >[];

  it('has the documented columns, one row per test, CRLF and # comments stating units', () => {
    expect(text.split('\r\n')[0]).toContain('studio-ict-csv/1 — test board');
    expect(text).toContain('\r\n');
    expect(Object.keys(rows[0]!)).toEqual([...ICT_CSV_HEADER]);
    expect(rows.map((r) => r.test)).toEqual(plan.tests.map((t) => t.id));
  });

  it('writes the guarded resistor with its nodes, guard node, probes and limits in ohms', () => {
    const r5 = rows.find((r) => r.test === 'r5')!;
    expect(r5).toMatchObject({
      type: 'resistor',
      parts: 'R5',
      high_node: 'A',
      low_node: 'B',
      guard_nodes: 'C',
      high_probes: 'TP_A',
      low_probes: 'TP_B',
      guard_probes: 'TP_C',
      quantity: 'resistance',
      expected: '1000',
      min: '960.2',
      max: '1040.4',
      unit: 'Ω',
    });
  });

  it('writes a junction test as volts at its current, with no expected value', () => {
    const d1 = rows.find((r) => r.test === 'd1')!;
    expect(d1).toMatchObject({
      high_node: 'B',
      low_node: 'GND',
      expected: '',
      min: '0.4',
      max: '0.9',
      unit: 'V',
      current_a: '0.001',
    });
  });
});

describe('Keysight i3070 test sources', () => {
  const files = ictToI3070(plan, { title: 'test board rev A' });
  const file = (path: string) => files.find((f) => f.path === path)?.text ?? '';

  it('writes engineering numbers the analog language reads', () => {
    expect([1000, 960.2, 100e-9, 0.9, 1e-3, 2.2e6, 4.7e-12, 0].map(i3070Number)).toEqual([
      '1k',
      '960.2',
      '100n',
      '900m',
      '1m',
      '2200k',
      '4.7p',
      '0',
    ]);
  });

  it('one analog file per test: disconnect, S / I / G connections, the statement with % limits', () => {
    const r5 = file('analog/r5').split('\n');
    expect(r5.filter((l) => !l.startsWith('!') && l !== '')).toEqual([
      'disconnect all',
      'connect s to "A"',
      'connect i to "B"',
      'connect g to "C"',
      // +4.04 % (1 040.4 / 1 000) and −3.98 % (960.2 / 1 000)
      'resistor 1k, 4.04, 3.98',
    ]);
    expect(r5[0]).toContain('R5');
    expect(file('analog/d1')).toContain('diode 900m, 400m');
    expect(file('analog/c1')).toMatch(/capacitor 100n, \d/);
    // a bead: 0 … 2 Ω as a resistor test
    expect(file('analog/fb1')).toContain('resistor 2, 0, 100');
  });

  it('lists the tests in testorder and calls them from the Analog_Tests subroutine', () => {
    const order = file('testorder');
    expect(order).toContain('test resistor "r5"');
    expect(order).toContain('test diode "d1"');
    expect(file('testplan.analog')).toMatch(
      /sub Analog_Tests\n(?: {3}test "analog\/[a-z0-9%_]+"\n)+subend\n/,
    );
    expect(file('README.txt')).toContain('Left to the tester');
  });

  it('uses the board file’s node names when given them', () => {
    const named = ictToI3070(plan, { nodeName: (n) => `N_${n}` });
    expect(named.find((f) => f.path === 'analog/r5')!.text).toContain('connect g to "N_C"');
  });
});

describe('Markdown section', () => {
  it('has the tests with nodes, guards and limits, and the PCOLA / SOQ table', () => {
    const md = ictToMarkdown(plan);
    expect(md).toContain('## In-circuit test');
    expect(md).toContain(
      '| r5 | resistor | R5 | A (TP_A) | B (TP_B) | C (TP_C) | 1 kΩ | 960.2 Ω … 1.04 kΩ |',
    );
    expect(md).toContain('### Coverage per part (PCOLA / SOQ)');
    expect(md).toMatch(/\| D1 \| diode \| .* \| ● \| ◐ \| ● \|/);
  });
});
