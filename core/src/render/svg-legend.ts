import type { TestPointKind } from '../board/model';
import { escapeXml } from './escape-xml';
import { FAR_SIDE_OPACITY, KIND_COLOURS, KIND_LABELS, PALETTE } from './svg-palette';
import type { SvgLayout } from './svg-layout';
import { fmt } from './svg-view';

/** One legend line: a swatch drawn in a 1 × 1 text-height box at (x, y), and its text. */
export interface LegendEntry {
  label: string;
  swatch: (x: number, y: number, size: number, stroke: number) => string;
}

const KINDS: TestPointKind[] = ['testpoint', 'through-hole', 'via', 'smd'];

const ring = (colour: string, dashed: boolean) => (x: number, y: number, s: number, stroke: number) =>
  `<circle cx="${fmt(x + s / 2)}" cy="${fmt(y + s / 2)}" r="${fmt(s * 0.4)}" fill="none" stroke="${colour}" stroke-width="${fmt(stroke * 2)}"${dashed ? ` stroke-dasharray="${fmt(s * 0.2)} ${fmt(s * 0.15)}"` : ''}/>`;

const box =
  (fill: string, opacity = 1) =>
  (x: number, y: number, s: number) =>
    `<rect x="${fmt(x)}" y="${fmt(y + s * 0.15)}" width="${fmt(s)}" height="${fmt(s * 0.7)}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;

const hole = (x: number, y: number, s: number, stroke: number) =>
  `<circle cx="${fmt(x + s / 2)}" cy="${fmt(y + s / 2)}" r="${fmt(s * 0.3)}" fill="${PALETTE.drill}" stroke="${PALETTE.drillEdge}" stroke-width="${fmt(stroke)}"/>`;

/** The legend entries for a drawing; `counts` are the test-point candidates shown, per kind. */
export function legendEntries(counts: Record<TestPointKind, number>, farSideShown: boolean): LegendEntry[] {
  const entries: LegendEntry[] = [{ label: 'Copper (this side)', swatch: box(PALETTE.copper) }];
  if (farSideShown)
    entries.push({ label: 'Copper (far side)', swatch: box(PALETTE.farCopper, FAR_SIDE_OPACITY) });
  entries.push({ label: 'Hole / drill', swatch: hole });
  for (const kind of KINDS) {
    entries.push({
      label: `${KIND_LABELS[kind]} (${counts[kind]})`,
      swatch: ring(KIND_COLOURS[kind], false),
    });
  }
  entries.push({ label: 'Covered (mask / tented)', swatch: ring(PALETTE.body, true) });
  return entries;
}

/** Draws the legend in two columns in the band below the board. */
export function renderLegend(layout: SvgLayout, entries: LegendEntry[]): string {
  const t = layout.textMm;
  const rows = Math.ceil(entries.length / 2);
  const out: string[] = [
    `<g class="legend" font-family="sans-serif" font-size="${fmt(t)}" fill="${PALETTE.text}">`,
  ];
  entries.forEach((entry, i) => {
    const x = layout.viewBox.x + layout.marginMm + Math.floor(i / rows) * layout.legendColumnMm;
    const y = layout.legendY + (i % rows) * t * 1.6;
    out.push(entry.swatch(x, y, t, layout.strokeMm));
    out.push(`<text x="${fmt(x + t * 1.5)}" y="${fmt(y + t * 0.85)}">${escapeXml(entry.label)}</text>`);
  });
  out.push('</g>');
  return out.join('\n');
}

/** The side label above the board ("Top" / "Bottom (mirrored)", then the optional title). */
export function renderLabel(layout: SvgLayout, text: string): string {
  const t = layout.textMm;
  const x = layout.viewBox.x + layout.marginMm;
  const y = layout.board.minY - layout.marginMm - t * 0.6;
  return `<text class="side-label" x="${fmt(x)}" y="${fmt(y)}" font-family="sans-serif" font-size="${fmt(t * 1.3)}" font-weight="bold" fill="${PALETTE.text}">${escapeXml(text)}</text>`;
}
