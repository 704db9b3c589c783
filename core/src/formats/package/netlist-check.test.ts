import { readFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImportError, type Diagnostic } from '../../board/diagnostics';
import type { Board } from '../../board/model';
import { importKicad } from '../kicad/index';
import { readKicadNetlist } from '../kicad-netlist/index';
import { importPackage } from './index';
import { checkNetlist } from './netlist-check';

const KICAD = path.resolve(__dirname, '../../../../../shared/testdata/kicad');
const BOARD_TEXT = readFileSync(path.join(KICAD, 'Duet2.kicad_pcb'), 'utf8');
const NET_TEXT = readFileSync(path.join(KICAD, 'Duet2.net'), 'utf8');
const board = { name: 'Duet2.kicad_pcb', bytes: strToU8(BOARD_TEXT) };
const netlist = (text = NET_TEXT) => ({ name: 'Duet2.net', bytes: strToU8(text) });

const about = (ds: Diagnostic[], file: string) => ds.filter((d) => d.location.file === file);
const netlistCodes = (ds: Diagnostic[]) =>
  ds.map((d) => d.code).filter((c) => c.startsWith('package.netlist'));

/** Replaces exactly one occurrence (the test's edits must hit what they mean to). */
function edit(text: string, from: string, to: string): string {
  expect(text.split(from)).toHaveLength(2);
  return text.replace(from, to);
}

describe('a KiCad schematic netlist beside the board (Duet2)', () => {
  it('agrees with the board: one info with the README counts, no warnings, listed as a source', () => {
    const r = importPackage([board, netlist()]);
    const mine = about(r.diagnostics, 'Duet2.net');
    expect(mine).toEqual([
      {
        severity: 'info',
        code: 'package.netlist.agrees',
        message: 'Duet2.net agrees with the board (Duet2.kicad_pcb): 1195 connections, 356 parts, 303 nets',
        location: { file: 'Duet2.net', line: 1 },
      },
    ]);
    expect(r.diagnostics.filter((d) => d.code.startsWith('package.'))).toHaveLength(1);
    expect(r.board.sources).toContainEqual({ format: 'kicad-netlist', file: 'Duet2.net' });
    // The netlist changes nothing on a board that agrees with it.
    const alone = importPackage([board]).board;
    expect(r.board.pads.map((p) => p.net)).toEqual(alone.pads.map((p) => p.net));
  });

  describe('with a few edited nodes', () => {
    let mine: Diagnostic[];
    const EDITED = (() => {
      let t = NET_TEXT;
      // A renamed net: both its pins now disagree, the new name is on no pad, the old one in no net.
      t = edit(t, '(name "Net-(D16-Pad2)")', '(name LED_D16)');
      // A node moved to a pin the part does not have: one pin without a pad, one pad left out.
      t = edit(t, '(node (ref R14) (pin 1))', '(node (ref R14) (pin 7))');
      // A part the board does not have.
      t = edit(
        t,
        '  (components\n',
        '  (components\n    (comp (ref TP99) (value TP) (footprint complib:TP_via))\n',
      );
      return t;
    })();
    const lineOf = (s: string) => EDITED.slice(0, EDITED.indexOf(s)).split('\n').length;

    beforeAll(() => {
      const r = importPackage([board, netlist(EDITED)]);
      mine = about(r.diagnostics, 'Duet2.net');
      expect(r.board.sources).toContainEqual({ format: 'kicad-netlist', file: 'Duet2.net' });
    });
    const find = (code: string) => mine.find((d) => d.code === code);

    it('sums up what was checked', () => {
      expect(find('package.netlist.checked')?.message).toBe(
        'Duet2.net checked against Duet2.kicad_pcb: 1192 of 1195 connections agree (357 parts, 303 nets in the netlist); the differences follow',
      );
      expect(find('package.netlist.agrees')).toBeUndefined();
    });

    it('reports each kind of difference once, with its count, first examples and both files', () => {
      expect(netlistCodes(mine).sort()).toEqual(
        [
          'package.netlist.checked',
          'package.netlist.net-missing-in-netlist',
          'package.netlist.net-missing-on-board',
          'package.netlist.pad-net',
          'package.netlist.pad-not-in-netlist',
          'package.netlist.part-missing-on-board',
          'package.netlist.pin-missing-on-board',
        ].sort(),
      );
      const warnings = mine.filter((d) => d.severity === 'warning');
      expect(warnings).toHaveLength(6);
      for (const w of warnings) {
        expect(w.message).toContain('Duet2.net');
        expect(w.message).toContain('Duet2.kicad_pcb');
      }
      const padNet = find('package.netlist.pad-net')!;
      expect(padNet.message).toMatch(/^2 pads on different nets \(Duet2\.net vs Duet2\.kicad_pcb\), e\.g\. /);
      expect(padNet.message).toContain('R60.1: "LED_D16" in Duet2.net, "Net-(D16-Pad2)" on the board');
      expect(padNet.message).toContain('D16.2: "LED_D16" in Duet2.net, "Net-(D16-Pad2)" on the board');
      expect(padNet.location.line).toBe(lineOf('(node (ref R60) (pin 1))'));
      expect(find('package.netlist.pin-missing-on-board')).toMatchObject({
        message: '1 pins of Duet2.net have no pad on Duet2.kicad_pcb, e.g. R14.7 on "Net-(R14-Pad1)"',
        location: { line: lineOf('(node (ref R14) (pin 7))') },
      });
      expect(find('package.netlist.pad-not-in-netlist')?.message).toMatch(
        /^1 connected pads of Duet2\.kicad_pcb are on no net of Duet2\.net, e\.g\. R14\.1 at \([-\d.]+, [-\d.]+\) mm on "Net-\(R14-Pad1\)"$/,
      );
      expect(find('package.netlist.part-missing-on-board')).toMatchObject({
        message: '1 parts of Duet2.net are not on Duet2.kicad_pcb, e.g. TP99 (TP, complib:TP_via)',
        location: { line: lineOf('(comp (ref TP99)') },
      });
      expect(find('package.netlist.net-missing-on-board')?.message).toBe(
        '1 nets of Duet2.net are on no pad of Duet2.kicad_pcb, e.g. "LED_D16" (2 pin(s))',
      );
      expect(find('package.netlist.net-missing-in-netlist')?.message).toMatch(
        /^1 nets of Duet2\.kicad_pcb are not in Duet2\.net, e\.g\. "Net-\(D16-Pad2\)" \(at (R60\.1|D16\.2) at /,
      );
    });
  });

  it('alone, it is refused: a schematic netlist has no board geometry', () => {
    let error: unknown;
    try {
      importPackage([netlist()]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({
      code: 'package.netlist.no-board',
      location: { file: 'Duet2.net', line: 1 },
    });
    expect((error as Error).message).toContain('Duet2.net is a schematic netlist: it has no board geometry');
    expect((error as Error).message).toContain('upload the board (.kicad_pcb, Gerber set');
  });

  it('an unreadable netlist is an error naming it and its line; the board still imports', () => {
    const r = importPackage([board, netlist('(export (version D)\n  (nets\n    (net (code 1) (name "A")\n')]);
    expect(about(r.diagnostics, 'Duet2.net')).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'kicad-netlist.syntax',
        location: expect.objectContaining({ line: 3 }),
      }),
    ]);
    expect(r.board.sources.map((s) => s.file)).not.toContain('Duet2.net');
    expect(r.board.pads.length).toBeGreaterThan(1000);
  });
});

describe('checkNetlist on a board lacking nets or references', () => {
  let read: ReturnType<typeof readKicadNetlist>['board'];
  let fresh: () => Board;
  beforeAll(() => {
    read = readKicadNetlist(NET_TEXT, 'Duet2.net').board;
    fresh = () => importKicad(BOARD_TEXT, 'Duet2.kicad_pcb').board;
  });

  it('fills the nets of pads that have none, by reference and pin, and claims no agreement', () => {
    const b = fresh();
    const nets = b.pads.map((p) => p.net);
    for (const p of b.pads) p.net = null;
    const out: Diagnostic[] = [];
    expect(checkNetlist(b, 'the Gerber set', 'Duet2.net', read, out)).toBe(true);
    expect(out).toEqual([
      expect.objectContaining({
        severity: 'info',
        code: 'package.netlist.nets-filled',
        message: '1239 pad(s) of the Gerber set had no net and took it from Duet2.net (by reference and pin)',
      }),
    ]);
    expect(b.pads.map((p) => p.net)).toEqual(nets);
  });

  it('without part references it cannot check: one info, the netlist is only listed', () => {
    const b = fresh();
    for (const p of b.pads) p.ref = null;
    b.components = [];
    const out: Diagnostic[] = [];
    expect(checkNetlist(b, 'the Gerber set', 'Duet2.net', read, out)).toBe(false);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ severity: 'info', code: 'package.netlist.not-checked' });
    expect(out[0]!.message).toMatch(
      /^Duet2\.net was not cross-checked: the pads of the Gerber set carry no part references/,
    );
  });

  it('parts of the board without connections and without a symbol are info, not warnings', () => {
    const b = fresh();
    b.components.push({ ...b.components[0]!, ref: 'LOGO1' });
    const out: Diagnostic[] = [];
    checkNetlist(b, 'Duet2.kicad_pcb', 'Duet2.net', read, out);
    expect(out.map((d) => [d.severity, d.code])).toEqual([
      ['info', 'package.netlist.agrees'],
      ['info', 'package.netlist.unconnected-part-not-in-netlist'],
    ]);
  });
});
