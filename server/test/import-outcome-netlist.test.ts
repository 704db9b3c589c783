// File statuses for a KiCad schematic netlist beside a board (decision 0015): `ready` when the
// import cross-checked it, `supporting` when it could only be listed, `failed` when unreadable.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@studio/api';
import { detectFormat, importPackage } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { outcomesOfFailure, outcomesOfImport } from '../src/services/duts/import-outcome';

const KICAD = path.resolve(__dirname, '../../../shared/testdata/kicad');
const upload = (name: string, bytes: Uint8Array) => ({
  id: name,
  name,
  format: detectFormat(name, bytes).format,
  bytes,
});
const PCB = upload('Duet2.kicad_pcb', new Uint8Array(readFileSync(path.join(KICAD, 'Duet2.kicad_pcb'))));
const NET = upload('Duet2.net', new Uint8Array(readFileSync(path.join(KICAD, 'Duet2.net'))));

describe('import outcome of a KiCad schematic netlist', () => {
  it('is ready, with the agreement note, when the import cross-checked it against the board', () => {
    expect(NET.format).toBe('kicad-netlist');
    const r = importPackage([PCB, NET]);
    const out = outcomesOfImport(
      [PCB, NET],
      r.diagnostics,
      r.board.sources.map((s) => s.file),
    );
    expect(out.get('Duet2.kicad_pcb')!.status).toBe('ready');
    expect(out.get('Duet2.net')).toEqual({
      status: 'ready',
      diagnostics: [
        expect.objectContaining({
          code: 'package.netlist.agrees',
          message: 'Duet2.net agrees with the board (Duet2.kicad_pcb): 1195 connections, 356 parts, 303 nets',
        }),
      ],
    });
  });

  it('is supporting when it was only listed (nothing to check it by), failed when unreadable', () => {
    const note: Diagnostic = {
      severity: 'info',
      code: 'package.netlist.not-checked',
      message: 'Duet2.net was not cross-checked',
      location: { file: 'Duet2.net', line: 1 },
    };
    const listed = outcomesOfImport([PCB, NET], [note], ['Duet2.kicad_pcb']);
    expect(listed.get('Duet2.net')).toEqual({ status: 'supporting', diagnostics: [note] });
    const error: Diagnostic = { ...note, severity: 'error', code: 'kicad-netlist.syntax' };
    expect(outcomesOfImport([PCB, NET], [error], ['Duet2.kicad_pcb']).get('Duet2.net')!.status).toBe(
      'failed',
    );
  });

  it('alone, the import fails on it with the message to upload the board', () => {
    let thrown: { code: string; message: string; location: { file: string; line?: number } } | undefined;
    try {
      importPackage([NET]);
    } catch (e) {
      thrown = e as typeof thrown;
    }
    expect(thrown?.code).toBe('package.netlist.no-board');
    const out = outcomesOfFailure([NET], {
      severity: 'error',
      code: thrown!.code,
      message: thrown!.message,
      location: thrown!.location,
    });
    expect(out.get('Duet2.net')!.status).toBe('failed');
    expect(out.get('Duet2.net')!.diagnostics[0]!.message).toContain('has no board geometry');
  });
});
