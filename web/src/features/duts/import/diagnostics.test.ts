import type { Diagnostic } from '@studio/api';
import { describe, expect, it } from 'vitest';
import { countDiagnostics, formatLocation, groupDiagnostics, worstSeverity } from './diagnostics';

const d = (severity: Diagnostic['severity'], code: string, file = 'a.gbr', line?: number): Diagnostic => ({
  severity,
  code,
  message: code,
  location: line === undefined ? { file } : { file, line },
});

describe('groupDiagnostics', () => {
  it('puts errors first, then warnings, then notes, keeping the order inside a group', () => {
    const groups = groupDiagnostics([
      d('info', 'i1'),
      d('warning', 'w1'),
      d('error', 'e1'),
      d('error', 'e2'),
    ]);
    expect(groups.map((g) => [g.severity, g.items.map((i) => i.code)])).toEqual([
      ['error', ['e1', 'e2']],
      ['warning', ['w1']],
      ['info', ['i1']],
    ]);
  });

  it('leaves out empty groups', () => {
    expect(groupDiagnostics([d('warning', 'w')]).map((g) => g.severity)).toEqual(['warning']);
    expect(groupDiagnostics([])).toEqual([]);
  });
});

describe('countDiagnostics', () => {
  it('counts per severity, singular and plural', () => {
    expect(countDiagnostics([d('error', 'a'), d('warning', 'b'), d('warning', 'c')])).toBe(
      '1 error, 2 warnings',
    );
    expect(countDiagnostics([d('info', 'a')])).toBe('1 note');
    expect(countDiagnostics([])).toBeNull();
  });
});

describe('formatLocation', () => {
  it.each([
    [{ file: 'board.kicad_pcb', line: 120, column: 5 }, 'board.kicad_pcb:120:5'],
    [{ file: 'board.kicad_pcb', line: 120 }, 'board.kicad_pcb:120'],
    [{ file: 'F_Cu.gbr', element: 'D10' }, 'F_Cu.gbr (D10)'],
    [{ file: '' }, null],
    [{ file: '', element: 'package' }, 'package'],
  ])('%o → %s', (location, expected) => expect(formatLocation(location)).toBe(expected));
});

describe('worstSeverity', () => {
  it('is the worst present, or null', () => {
    expect(worstSeverity([d('info', 'a'), d('warning', 'b')])).toBe('warning');
    expect(worstSeverity([d('info', 'a'), d('error', 'b')])).toBe('error');
    expect(worstSeverity([])).toBeNull();
  });
});
