import type { Board, CopperSides, Diagnostic, TestPointKind } from '@studio/core';
import { bboxOfPoints, isEmptyBBox } from '@studio/core';

const mm = (n: number) => n.toFixed(2);

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function describeSize(board: Board): string {
  const box = bboxOfPoints(board.outline.flatMap((poly) => poly.outer));
  if (isEmptyBBox(box)) return 'Board size:     unknown (no outline)';
  const size = `${mm(box.maxX - box.minX)} × ${mm(box.maxY - box.minY)} mm`;
  return `Board size:     ${size} (outline bbox x ${mm(box.minX)}…${mm(box.maxX)}, y ${mm(box.minY)}…${mm(box.maxY)})`;
}

const KIND_ORDER: TestPointKind[] = ['testpoint', 'through-hole', 'via', 'smd'];
const SIDE_ORDER: CopperSides[] = ['top', 'bottom', 'both'];

function describeTestPoints(board: Board): string[] {
  const lines = [`Test-point candidates: ${board.testPoints.length}`];
  for (const kind of KIND_ORDER) {
    const ofKind = board.testPoints.filter((tp) => tp.kind === kind);
    if (ofKind.length === 0) continue;
    const bySide = countBy(ofKind, (tp) => tp.side);
    const sides = SIDE_ORDER.map((s) => `${s} ${bySide.get(s) ?? 0}`).join(', ');
    const covered = ofKind.filter((tp) => tp.covered).length;
    lines.push(
      `  ${kind.padEnd(13)} ${String(ofKind.length).padStart(6)}  (${sides}${covered ? `; covered ${covered}` : ''})`,
    );
  }
  return lines;
}

function describeSources(board: Board): string[] {
  const [only] = board.sources;
  if (board.sources.length <= 1) return [`Source:         ${only ? `${only.format} ${only.file}` : 'none'}`];
  const byFormat = [...countBy(board.sources, (s) => s.format)].map(([f, n]) => `${f} ${n}`).join(', ');
  return [
    `Sources:        ${board.sources.length} files (${byFormat})`,
    ...board.sources.map((s) => `  ${s.format.padEnd(13)} ${s.file}`),
  ];
}

/** "file:line" (or "file / element") of a diagnostic. */
export function formatPlace(d: Diagnostic): string {
  const { file, line, column, element } = d.location;
  const where = line ? `${file}:${line}${column ? `:${column}` : ''}` : file;
  return element ? `${where} (${element})` : where;
}

function describeDiagnostics(diagnostics: Diagnostic[]): string[] {
  const bySeverity = countBy(diagnostics, (d) => d.severity);
  const lines = [
    `Diagnostics:    ${diagnostics.length} (${bySeverity.get('error') ?? 0} errors, ${bySeverity.get('warning') ?? 0} warnings, ${bySeverity.get('info') ?? 0} info)`,
  ];
  for (const d of diagnostics)
    lines.push(`  ${d.severity.padEnd(7)} ${d.code}  ${formatPlace(d)}  ${d.message}`);
  return lines;
}

/** The human summary of an imported board, one line per figure, then the diagnostics. */
export function summarizeBoard(board: Board, diagnostics: Diagnostic[]): string {
  const components = countBy(board.components, (c) => c.side);
  const pads = countBy(board.pads, (p) => p.type);
  const holes = countBy(board.holes, (h) => (h.plated ? 'plated' : 'npth'));
  return [
    ...describeSources(board),
    describeSize(board),
    `Thickness:      ${board.thicknessMm === null ? 'unknown' : `${mm(board.thicknessMm)} mm`}`,
    `Copper layers:  ${board.copperLayerCount ?? 'unknown'}`,
    `Components:     ${board.components.length} (top ${components.get('top') ?? 0}, bottom ${components.get('bottom') ?? 0})`,
    `Pads:           ${board.pads.length} (SMD ${pads.get('smd') ?? 0}, TH ${pads.get('th') ?? 0}, NPTH ${pads.get('npth') ?? 0})`,
    `Vias:           ${board.vias.length}`,
    `Holes:          ${board.holes.length} (plated ${holes.get('plated') ?? 0}, non-plated ${holes.get('npth') ?? 0})`,
    `Nets:           ${board.nets.length}`,
    ...describeTestPoints(board),
    ...describeDiagnostics(diagnostics),
  ].join('\n');
}
