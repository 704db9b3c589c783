import type { Diagnostic } from '@studio/api';

export type Severity = Diagnostic['severity'];

/** Worst first: an engineer fixes errors before reading warnings. */
export const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'info'];

export const SEVERITY_LOOK: Record<Severity, { label: string; plural: string; color: string }> = {
  error: { label: 'Error', plural: 'Errors', color: 'negative' },
  warning: { label: 'Warning', plural: 'Warnings', color: 'warning' },
  info: { label: 'Note', plural: 'Notes', color: 'info' },
};

export interface DiagnosticGroup {
  severity: Severity;
  items: Diagnostic[];
}

/** Groups by severity (worst first), keeping the importer's order inside a group; empty groups drop. */
export function groupDiagnostics(diagnostics: readonly Diagnostic[]): DiagnosticGroup[] {
  return SEVERITY_ORDER.map((severity) => ({
    severity,
    items: diagnostics.filter((d) => d.severity === severity),
  })).filter((group) => group.items.length > 0);
}

/** "2 errors, 1 warning" — or null when there is nothing to say. */
export function countDiagnostics(diagnostics: readonly Diagnostic[]): string | null {
  const parts = groupDiagnostics(diagnostics).map(({ severity, items }) => {
    const word = SEVERITY_LOOK[severity].label.toLowerCase();
    return `${items.length} ${word}${items.length === 1 ? '' : 's'}`;
  });
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * Where a diagnostic points: "board.kicad_pcb:120:5", "gerber/F_Cu.gbr (element D10)". An empty file
 * name means the whole package (e.g. the import timed out): null then.
 */
export function formatLocation(location: Diagnostic['location']): string | null {
  const { file, line, column, element } = location;
  let text = file;
  if (file && line !== undefined) text += `:${line}${column !== undefined ? `:${column}` : ''}`;
  if (element) text = text ? `${text} (${element})` : element;
  return text || null;
}

/** The worst severity present, for a file's badge. */
export function worstSeverity(diagnostics: readonly Diagnostic[]): Severity | null {
  return SEVERITY_ORDER.find((s) => diagnostics.some((d) => d.severity === s)) ?? null;
}
