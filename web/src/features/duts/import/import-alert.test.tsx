import type { Diagnostic, DutFile } from '@studio/api';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dutKeys } from '../../../lib/dut-keys';
import { TestProviders, UI_TEST_TIMEOUT_MS } from '../../../test-utils';
import { ImportErrorsAlert, importErrors } from './import-alert';

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

describe('ImportErrorsAlert', { timeout: UI_TEST_TIMEOUT_MS }, () => {
  it('lists the first errors of the failed files, says where the others are, with the screen’s own words', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const errors = [1, 2, 3].map((line) => diag('error', `kicad.syntax.${line}`, line));
    client.setQueryData([...dutKeys.files('d1'), 1], { items: [file('failed', errors)], total: 1 });
    render(
      <TestProviders client={client}>
        <ImportErrorsAlert
          dutId="d1"
          shown={2}
          more={(count) => `${count} more on the DUT page.`}
          text="Fix the file."
          actions={<button type="button">Open</button>}
        />
      </TestProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The import failed');
    expect(alert).toHaveTextContent('Fix the file.');
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringContaining('a.kicad_pcb:1'),
      expect.stringContaining('a.kicad_pcb:2'),
    ]);
    expect(alert).toHaveTextContent('1 more on the DUT page.');
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});
