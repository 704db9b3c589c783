import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportError } from '../../board/diagnostics';
import { readKicadNetlist } from './index';

const DUET2 = readFileSync(path.resolve(__dirname, '../../../../../shared/testdata/kicad/Duet2.net'), 'utf8');

/** The ImportError `run` throws (the test fails when it throws nothing or something else). */
function importError(run: () => unknown): ImportError {
  try {
    run();
  } catch (e) {
    if (e instanceof ImportError) return e;
    throw e;
  }
  throw new Error('expected an ImportError');
}

// A KiCad 6+ netlist as Eeschema writes it: every atom quoted, pin functions and types on nodes.
const VERSION_E = `(export (version "E")
  (design
    (source "/home/me/board/board.kicad_sch")
    (tool "Eeschema 8.0.4"))
  (components
    (comp (ref "R1")
      (value "10k")
      (footprint "Resistor_SMD:R_0603_1608Metric")
      (libsource (lib "Device") (part "R") (description "Resistor"))
      (sheetpath (names "/") (tstamps "/")))
    (comp (ref "U1")
      (value "MCP1700")
      (footprint "Package_TO_SOT_SMD:SOT-23"))
    (comp (ref "#FLG01") (value "PWR_FLAG")))
  (libparts
    (libpart (lib "Device") (part "R") (pins (pin (num "1") (name "") (type "passive")))))
  (nets
    (net (code "1") (name "/V{slash}IN") (class "Default")
      (node (ref "R1") (pin "1") (pintype "passive"))
      (node (ref "U1") (pin "3") (pinfunction "VI") (pintype "power_in")))
    (net (code "2") (name "GND")
      (node (ref "U1") (pin "1") (pinfunction "GND") (pintype "power_in")))
    (net (code "3") (name "unconnected-(U1-VO-Pad2)")
      (node (ref "U1") (pin "2") (pinfunction "VO") (pintype "power_out+no_connect")))))
`;

describe('readKicadNetlist', () => {
  it('reads the KiCad 5 netlist of Duet2 (version D): 356 parts, 303 nets, 1195 pin connections', () => {
    const { board: n, diagnostics } = readKicadNetlist(DUET2, 'Duet2.net');
    expect(diagnostics).toEqual([]);
    expect(n.version).toBe('D');
    expect(n.tool).toBe('Eeschema (5.1.4)-1');
    expect(n.components).toHaveLength(356);
    expect(n.components[0]).toEqual({
      ref: 'D11',
      value: 'E0stp',
      footprint: 'complib:D_0603',
      line: 84,
    });
    expect(n.nets).toHaveLength(303);
    expect(n.nets[0]).toEqual({
      code: '1',
      name: 'Net-(R14-Pad1)',
      line: 3038,
      nodes: [
        { ref: 'TR7', pin: 'G', pinFunction: null, line: 3039 },
        { ref: 'R14', pin: '1', pinFunction: null, line: 3040 },
      ],
    });
    // Eeschema lists a pin once per symbol unit or stacked pin (J1.2 seven times on GND): one connection.
    expect(n.nets.reduce((sum, net) => sum + net.nodes.length, 0)).toBe(1195);
    expect(n.nets.find((net) => net.name === '/Processor/VDDCORE')).toBeDefined();
  });

  it('reads the KiCad 6+ syntax (version "E"): quoted atoms, pin functions, escapes kept as written', () => {
    const { board: n, diagnostics } = readKicadNetlist(VERSION_E, 'board.net');
    expect(diagnostics).toEqual([]);
    expect(n.version).toBe('E');
    expect(n.tool).toBe('Eeschema 8.0.4');
    expect(n.components.map((c) => [c.ref, c.value, c.footprint])).toEqual([
      ['R1', '10k', 'Resistor_SMD:R_0603_1608Metric'],
      ['U1', 'MCP1700', 'Package_TO_SOT_SMD:SOT-23'],
      ['#FLG01', 'PWR_FLAG', ''],
    ]);
    expect(n.nets.map((net) => [net.code, net.name])).toEqual([
      ['1', '/V{slash}IN'],
      ['2', 'GND'],
      ['3', 'unconnected-(U1-VO-Pad2)'],
    ]);
    expect(n.nets[0]!.nodes[1]).toEqual({ ref: 'U1', pin: '3', pinFunction: 'VI', line: 20 });
  });

  it('reports damaged content as diagnostics with the line, and keeps the rest', () => {
    const text = [
      '(export (version Q)', // 1
      '  (components', // 2
      '    (comp (value 1k))', // 3
      '    (comp (ref R1) (value 1k))', // 4
      '    (comp (ref R1) (value 2k)))', // 5
      '  (nets', // 6
      '    (net (code 1) (node (ref R1) (pin 1)))', // 7
      '    (net (code 2) (name A)', // 8
      '      (node (ref R1))', // 9
      '      (node (ref R1) (pin 1)))', // 10
      '    (net (code 3) (name B)', // 11
      '      (node (ref R1) (pin 1))', // 12
      '      (node (ref R1) (pin 2)))))', // 13
    ].join('\n');
    const { board: n, diagnostics } = readKicadNetlist(text, 'bad.net');
    expect(diagnostics.map((d) => [d.code, d.location.line])).toEqual([
      ['kicad-netlist.version.unknown', 1],
      ['kicad-netlist.comp.no-ref', 3],
      ['kicad-netlist.comp.duplicate', 5],
      ['kicad-netlist.net.no-name', 7],
      ['kicad-netlist.node.incomplete', 9],
      ['kicad-netlist.node.duplicate', 12],
    ]);
    for (const d of diagnostics) expect(d.location.file).toBe('bad.net');
    expect(diagnostics[5]!.message).toBe('pin R1.1 is on net "A" and again on "B"; the first is kept');
    expect(diagnostics[4]!.message).toContain('expected (node (ref REF) (pin PIN))');
    expect(n.components.map((c) => c.value)).toEqual(['1k']);
    expect(n.nets.map((net) => [net.name, net.nodes.map((x) => `${x.ref}.${x.pin}`)])).toEqual([
      ['A', ['R1.1']],
      ['B', ['R1.2']],
    ]);
  });

  it('refuses what is not a netlist, naming the file, the line and what was expected', () => {
    const board = importError(() => readKicadNetlist('\n(kicad_pcb (version 20211014))', 'x.net'));
    expect(board.code).toBe('kicad-netlist.not-a-netlist');
    expect(board.location).toEqual({ file: 'x.net', line: 2 });
    expect(board.message).toBe(
      'x.net:2: not a KiCad netlist: found "(kicad_pcb …)", expected "(export (version D|E) … (nets (net (code N) (name NAME) (node (ref REF) (pin PIN)) …) …))"',
    );
    expect(importError(() => readKicadNetlist('', 'x.net')).message).toContain('found an empty file');

    const open = importError(() =>
      readKicadNetlist('(export (version D)\n  (nets\n    (net (code 1)', 'x.net'),
    );
    expect(open.code).toBe('kicad-netlist.syntax');
    expect(open.location.file).toBe('x.net');
    expect(open.message).toMatch(/^x\.net:3: not a readable KiCad netlist: unterminated list/);

    const noNets = importError(() => readKicadNetlist('(export (version D)\n  (components))', 'x.net'));
    expect(noNets.code).toBe('kicad-netlist.no-nets');
    expect(noNets.message).toContain('the netlist has no (nets …) section: expected (nets (net');
  });
});
