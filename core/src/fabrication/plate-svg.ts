import type { Point, Ring } from '../board/model';
import type { HolePurpose, Plate } from '../fixture/design/model';
import { escapeXml } from '../render/escape-xml';
import { type FileFrame, toFrame } from './frame';

/** Fill colour per hole purpose (legend order). */
export const HOLE_COLOURS: Record<HolePurpose, string> = {
  probe: '#c2255c',
  'probe-clearance': '#e599b5',
  'guide-pin': '#1971c2',
  'guide-pin-clearance': '#74c0fc',
  'pressure-pin': '#2f9e44',
  'pressure-pin-clearance': '#8ce99a',
  standoff: '#495057',
  'component-clearance': '#f08c00',
  'support-post': '#7048e8',
};

const MARGIN_MM = 6;
const TITLE_MM = 4;
const NOTE_MM = 2.2;
const LABEL_MM = 0.9;

const n = (v: number) => String(Math.round(v * 1000) / 1000);

/**
 * An SVG preview of one plate in its drawing frame (the same frame as its drill file and DXF: units
 * mm, seen from its board-facing side). The SVG's own y axis points down, so file y is drawn at
 * `height - y`; the title and a note under the plate say the frame. The board outline is drawn dashed
 * for orientation.
 */
export function writePlateSvg(
  plate: Plate,
  frame: FileFrame,
  headerLines: string[],
  boardOutline: Ring[],
): string {
  const map = (p: Point) => toFrame(frame, p);
  const outline = plate.outline.map(map);
  const w = Math.max(...outline.map((p) => p.x));
  const h = Math.max(...outline.map((p) => p.y));
  const lines = [...headerLines, frame.note];
  const top = MARGIN_MM + TITLE_MM + 2;
  const bottom = MARGIN_MM + lines.length * NOTE_MM * 1.4;
  const width = w + 2 * MARGIN_MM;
  const height = h + top + bottom;
  // File (x, y) → SVG (MARGIN + x, top + h - y).
  const sx = (x: number) => n(MARGIN_MM + x);
  const sy = (y: number) => n(top + h - y);
  const path = (ring: Point[]) => `M${ring.map((p) => `${sx(p.x)},${sy(p.y)}`).join('L')}Z`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}mm" height="${n(height)}mm" viewBox="0 0 ${n(width)} ${n(height)}" font-family="sans-serif">`,
    `<title>${escapeXml(plate.name)}</title>`,
    `<desc>${escapeXml(lines.join(' '))}</desc>`,
    `<rect x="0" y="0" width="${n(width)}" height="${n(height)}" fill="#ffffff"/>`,
    `<text x="${n(MARGIN_MM)}" y="${n(MARGIN_MM + TITLE_MM * 0.8)}" font-size="${TITLE_MM}" fill="#1a1a1a">${escapeXml(`${plate.name} — ${frame.mirroredX ? 'seen from below (board-facing side), mirrored in X' : 'seen from above (board-facing side), not mirrored'}`)}</text>`,
    `<path d="${path(outline)}" fill="#dee2e6" stroke="#343a40" stroke-width="0.3"/>`,
  ];
  for (const pocket of plate.pockets) {
    const fill =
      pocket.purpose === 'contact-land' ? '#b2f2bb' : pocket.depthMm === null ? '#ffffff' : '#adb5bd';
    out.push(
      `<path d="${path(pocket.ring.map(map))}" fill="${fill}" stroke="#495057" stroke-width="0.2"><title>${escapeXml(`${pocket.purpose} ${pocket.ref}${pocket.depthMm === null ? ' (through)' : ` depth ${pocket.depthMm} mm`}`)}</title></path>`,
    );
  }
  for (const ring of boardOutline) {
    out.push(
      `<path d="${path(ring.map(map))}" fill="none" stroke="#2f4f2f" stroke-width="0.25" stroke-dasharray="1 0.6"/>`,
    );
  }
  for (const hole of plate.holes) {
    const c = map(hole);
    out.push(
      `<circle cx="${sx(c.x)}" cy="${sy(c.y)}" r="${n(hole.diameterMm / 2)}" fill="${HOLE_COLOURS[hole.purpose]}"><title>${escapeXml(`${hole.ref} ${hole.label} Ø${hole.diameterMm} mm ${hole.purpose} (${n(c.x)}, ${n(c.y)})`)}</title></circle>`,
    );
    if (hole.label) {
      out.push(
        `<text x="${sx(c.x + hole.diameterMm / 2 + 0.15)}" y="${sy(c.y - LABEL_MM * 0.35)}" font-size="${LABEL_MM}" fill="#1a1a1a">${escapeXml(hole.label)}</text>`,
      );
    }
  }
  lines.forEach((line, i) => {
    out.push(
      `<text x="${n(MARGIN_MM)}" y="${n(top + h + MARGIN_MM + i * NOTE_MM * 1.4)}" font-size="${NOTE_MM}" fill="#495057">${escapeXml(line)}</text>`,
    );
  });
  out.push('</svg>', '');
  return out.join('\n');
}
