// File statuses of a whole KiCad 6 project folder (decision 0059): the board and the schematic are
// `ready`, every other file KiCad writes is `kept` (grey, "Kept, not used") with its info, none is
// `failed` — also when the import of the package fails.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@studio/api';
import { detectFormat, importPackage } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { outcomesOfFailure, outcomesOfImport } from '../src/services/duts/import-outcome';

const PROJECT = path.resolve(__dirname, '../../core/test/fixtures/kicad-sch/divider-project');

function walk(dir: string, prefix = ''): { id: string; name: string; format: string; bytes: Uint8Array }[] {
  return readdirSync(dir).flatMap((f) => {
    const full = path.join(dir, f);
    if (statSync(full).isDirectory()) return walk(full, `${prefix}${f}/`);
    const bytes = new Uint8Array(readFileSync(full));
    const name = `${prefix}${f}`;
    return [{ id: name, name, format: detectFormat(name, bytes).format, bytes }];
  });
}

describe('import outcome of a KiCad project folder', () => {
  const files = walk(PROJECT);

  it('board and schematic ready, every other file kept, none failed', () => {
    const r = importPackage(files);
    const out = outcomesOfImport(
      files,
      r.diagnostics,
      r.board.sources.map((s) => s.file),
    );
    const status = Object.fromEntries([...out].map(([id, o]) => [id, o.status]));
    expect(status).toEqual({
      '3dmodels/R_0603_1608Metric.step': 'kept',
      'divider-backups/divider-2026-12-01_093000.zip': 'kept',
      'divider.kicad_dru': 'kept',
      'divider.kicad_pcb': 'ready',
      'divider.kicad_pcb-bak': 'kept',
      'divider.kicad_prl': 'kept',
      'divider.kicad_pro': 'kept',
      'divider.kicad_sch': 'ready',
      'fp-info-cache': 'kept',
      'fp-lib-table': 'kept',
      'sym-lib-table': 'kept',
      '~divider.kicad_pcb.lck': 'kept',
    });
    expect(out.get('divider.kicad_sch')!.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(['package.schematic.agrees', 'package.values.value-differs']),
    );
    expect(out.get('divider.kicad_pro')!.diagnostics).toEqual([
      expect.objectContaining({ severity: 'info', code: 'package.file.kept' }),
    ]);
  });

  it('kept files stay kept when the import fails', () => {
    const error: Diagnostic = {
      severity: 'error',
      code: 'kicad.syntax',
      message: 'broken',
      location: { file: 'divider.kicad_pcb', line: 3 },
    };
    const out = outcomesOfFailure(files, error);
    expect(out.get('divider.kicad_pcb')!.status).toBe('failed');
    expect(out.get('divider.kicad_pro')!.status).toBe('kept');
    expect(out.get('divider-backups/divider-2026-12-01_093000.zip')!.status).toBe('kept');
  });
});
