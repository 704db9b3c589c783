import type { Diagnostic, DutFile } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { importErrors } from './import-failed-alert';

const diag = (severity: Diagnostic['severity'], code: string, line?: number): Diagnostic => ({
  severity,
  code,
  message: code,
  location: { file: 'a.kicad_pcb', line },
});
const file = (status: DutFile['status'], diagnostics: Diagnostic[]): DutFile => ({
  id: status,
  name: 'a.kicad_pcb',
  sizeBytes: 1,
  sha256: 'x',
  format: 'kicad',
  status,
  progress: null,
  diagnostics,
  uploadedAt: '2026-01-01T00:00:00Z',
});

describe('importErrors', () => {
  it('takes the errors of failed files only, without repeats', () => {
    const shared = diag('error', 'dut.import.failed');
    const errors = importErrors([
      file('failed', [diag('error', 'kicad.syntax', 3), diag('warning', 'w'), shared]),
      file('failed', [shared]),
      file('ready', [diag('error', 'not-this-one')]),
    ]);
    expect(errors.map((e) => e.code)).toEqual(['kicad.syntax', 'dut.import.failed']);
  });
});
