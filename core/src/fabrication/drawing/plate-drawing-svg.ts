import type { Point } from '../../board/model';
import { escapeXml } from '../../render/escape-xml';
import { formatNumber } from '../../units/format-number';
import { HOLE_COLOURS } from '../plate-svg';
import type { PlateDrawing } from './plate-drawing';
import type { StackSection } from './stack-section';

const n = (v: number) => formatNumber(v, 3);
const MARGIN = 24;
const TABLE_W = 150;
const ROW = 5;

/** A "nice" scale-bar length (1, 2, 5 × 10^k mm) about a fifth of the plate's width. */
export function scaleBarMm(widthMm: number): number {
  const target = widthMm / 5;
  const k = 10 ** Math.floor(Math.log10(target));
  return (
    [1, 2, 5, 10]
      .map((m) => m * k)
      .filter((v) => v <= target)
      .pop() ?? k
  );
}

/**
 * The dimensioned plate drawing as SVG (the Fixture tab's preview of the PDF sheet): the plate in its
 * frame with the datum, dimensions, holes by tool, pockets, a scale bar, the hole table by tool with
 * counts and fits, the stack's cross-section and the title block. SVG user units are mm; y flipped.
 */
export function writePlateDrawingSvg(d: PlateDrawing, section: StackSection | null): string {
  const W = d.widthMm;
  const H = d.heightMm;
  const sheetW = MARGIN + W + MARGIN + TABLE_W + 6;
  const tableRows = d.holeTable.length + 2;
  const sectionH = section?.boxes.length ? 70 : 0;
  const sheetH = Math.max(MARGIN + H + MARGIN + 16, 8 + tableRows * ROW + 8 + sectionH + 50);
  const X = (x: number) => MARGIN + x;
  const Y = (y: number) => 8 + MARGIN + (H - y);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(sheetW)} ${n(sheetH)}" width="${n(sheetW * 4)}" height="${n(sheetH * 4)}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${escapeXml(`Drawing of the ${d.name}`)}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="4" y="6" font-size="4" font-weight="bold">${escapeXml(d.name)}</text>`,
  );
  const path = (pts: Point[]) => `M${pts.map((p) => `${n(X(p.x))},${n(Y(p.y))}`).join('L')}Z`;
  out.push(`<path d="${path(d.outline)}" fill="#f1f3f5" stroke="#212529" stroke-width="0.35"/>`);
  for (const k of d.pockets)
    out.push(
      `<path d="${path(k.ring)}" fill="${k.depthMm === null ? '#fff' : '#ced4da'}" stroke="#495057" stroke-width="0.15"><title>${escapeXml(`${k.ref} ${k.purpose} ${k.depthMm === null ? 'through' : `${k.depthMm} mm deep`}`)}</title></path>`,
    );
  for (const r of d.boardOutline)
    out.push(
      `<path d="${path(r)}" fill="none" stroke="#2f6f2f" stroke-width="0.2" stroke-dasharray="1.5 1"/>`,
    );
  for (const h of d.holes)
    out.push(
      `<circle cx="${n(X(h.x))}" cy="${n(Y(h.y))}" r="${n(Math.max(h.diameterMm / 2, 0.2))}" fill="${HOLE_COLOURS[h.purpose]}"><title>${escapeXml(`${h.tool} dia. ${h.diameterMm} ${h.purpose} ${h.label} (${n(h.x)}, ${n(h.y)})`)}</title></circle>`,
    );
  // Datum A (left edge) and B (bottom edge) with the origin.
  out.push(
    `<circle cx="${n(X(0))}" cy="${n(Y(0))}" r="0.8" fill="#212529"/>`,
    `<text x="${n(X(0) - 5)}" y="${n(Y(H / 2))}" font-size="3" font-weight="bold">A</text>`,
    `<text x="${n(X(W / 2))}" y="${n(Y(0) + 5)}" font-size="3" font-weight="bold">B</text>`,
  );
  for (const dim of d.dimensions) out.push(...dimension(dim, X, Y, W, H));
  // Scale bar under the plate.
  const bar = scaleBarMm(W);
  const by = Y(0) + 16;
  out.push(
    `<g aria-label="scale bar"><rect x="${n(X(0))}" y="${n(by)}" width="${n(bar / 2)}" height="1.2" fill="#212529"/><rect x="${n(X(bar / 2))}" y="${n(by)}" width="${n(bar / 2)}" height="1.2" fill="#fff" stroke="#212529" stroke-width="0.2"/>`,
    `<text x="${n(X(0))}" y="${n(by + 4.5)}" font-size="2.6">0</text><text x="${n(X(bar))}" y="${n(by + 4.5)}" font-size="2.6" text-anchor="middle">${n(bar)} mm</text></g>`,
  );
  // Hole table by tool.
  const tx = MARGIN + W + MARGIN;
  let ty = 10;
  out.push(`<text x="${n(tx)}" y="${n(ty)}" font-size="3.2" font-weight="bold">Hole table</text>`);
  ty += ROW;
  out.push(
    `<text x="${n(tx)}" y="${n(ty)}" font-size="2.4" font-weight="bold">Tool  Dia. mm   Qty  Purpose / fit / depth</text>`,
  );
  for (const r of d.holeTable) {
    ty += ROW;
    out.push(
      `<text x="${n(tx)}" y="${n(ty)}" font-size="2.4"><tspan>${r.tool}</tspan><tspan x="${n(tx + 9)}">${r.diameterMm.toFixed(3)}</tspan><tspan x="${n(tx + 24)}">${r.count}</tspan><tspan x="${n(tx + 32)}">${escapeXml(`${r.purposes}; ${r.depth}`)}</tspan><title>${escapeXml(r.fit)}</title></text>`,
    );
  }
  ty += ROW;
  out.push(
    `<text x="${n(tx)}" y="${n(ty)}" font-size="2.4">${d.pockets.length} pockets (pocket table in the PDF)</text>`,
  );
  if (section?.boxes.length) out.push(sectionSvg(section, tx, ty + 6, TABLE_W, sectionH - 6));
  // Title block, bottom right.
  const tb = [
    ['DUT', d.title.dut],
    ['Revision', d.title.revision],
    ['Config', d.title.configVersion],
    ['Date', d.title.date],
    ['Material', `${d.title.material}, ${d.title.thickness}`],
  ];
  const tbY = sheetH - 4 - tb.length * ROW;
  out.push(
    `<rect x="${n(tx - 1)}" y="${n(tbY - 4)}" width="${n(TABLE_W + 2)}" height="${n(tb.length * ROW + 4)}" fill="none" stroke="#212529" stroke-width="0.3"/>`,
  );
  tb.forEach(([k, v], i) => {
    out.push(
      `<text x="${n(tx)}" y="${n(tbY + i * ROW)}" font-size="2.6"><tspan fill="#6c757d">${k}</tspan><tspan x="${n(tx + 18)}">${escapeXml(v ?? '')}</tspan></text>`,
    );
  });
  out.push('</svg>');
  return out.join('\n');
}

function dimension(
  dim: PlateDrawing['dimensions'][number],
  X: (x: number) => number,
  Y: (y: number) => number,
  W: number,
  H: number,
): string[] {
  const s = 'stroke="#1c7ed6" stroke-width="0.15"';
  const text = `font-size="2.4" fill="#1c7ed6"`;
  if (dim.axis === 'x') {
    // Below the plate (negative offset) or above it (offset beyond the height).
    const y = dim.offsetMm < 0 ? Y(0) - dim.offsetMm : Y(dim.offsetMm);
    const ext = dim.offsetMm < 0 ? Y(0) : Y(H);
    return [
      `<line x1="${n(X(dim.to))}" y1="${n(ext)}" x2="${n(X(dim.to))}" y2="${n(y)}" ${s}/>`,
      `<line x1="${n(X(dim.from))}" y1="${n(y)}" x2="${n(X(dim.to))}" y2="${n(y)}" ${s}/>`,
      `<text x="${n(X(dim.to) - 0.6)}" y="${n(y - 0.6)}" text-anchor="end" ${text}>${dim.text}</text>`,
    ];
  }
  const x = dim.offsetMm < 0 ? X(0) + dim.offsetMm : X(dim.offsetMm);
  const ext = dim.offsetMm < 0 ? X(0) : X(W);
  return [
    `<line x1="${n(ext)}" y1="${n(Y(dim.to))}" x2="${n(x)}" y2="${n(Y(dim.to))}" ${s}/>`,
    `<line x1="${n(x)}" y1="${n(Y(dim.from))}" x2="${n(x)}" y2="${n(Y(dim.to))}" ${s}/>`,
    `<text x="${n(x - 0.6)}" y="${n(Y(dim.to) + 0.6)}" text-anchor="end" transform="rotate(-90 ${n(x - 0.6)} ${n(Y(dim.to) + 0.6)})" ${text}>${dim.text}</text>`,
  ];
}

const SECTION_FILL: Record<string, string> = {
  plate: '#dee2e6',
  board: '#2b8a3e',
  receptacle: '#868e96',
  probe: '#c2255c',
  'pressure-pin': '#2f9e44',
  'guide-pin': '#1971c2',
};

/** The stack's cross-section in a box (x, y, w, h in the sheet's mm), Z to scale. */
export function sectionSvg(
  sec: StackSection,
  x: number,
  y: number,
  w: number,
  h: number,
  fontScale = 1,
): string {
  const span = sec.zMax - sec.zMin || 1;
  const k = Math.min((w * 0.5) / sec.width, h / span);
  const SX = (v: number) => x + v * k;
  const SZ = (z: number) => y + (sec.zMax - z) * k;
  const out = [`<g aria-label="stack cross-section">`];
  for (const b of sec.boxes)
    out.push(
      `<rect x="${n(SX(b.x0))}" y="${n(SZ(b.z1))}" width="${n((b.x1 - b.x0) * k)}" height="${n(Math.max((b.z1 - b.z0) * k, 0.2))}" fill="${SECTION_FILL[b.kind]}" stroke="#343a40" stroke-width="0.1" fill-opacity="${b.kind === 'plate' ? 0.9 : 1}"><title>${escapeXml(b.label)}</title></rect>`,
    );
  for (const b of sec.boxes.filter((q) => q.kind === 'plate'))
    out.push(
      `<text x="${n(SX(1.5))}" y="${n(SZ(b.z1) + 2.2 * fontScale)}" font-size="${n(1.9 * fontScale)}" fill="#212529">${escapeXml(b.label)}</text>`,
    );
  for (const dm of sec.dims) {
    const dx = SX(dm.x);
    out.push(
      `<line x1="${n(dx)}" y1="${n(SZ(dm.z0))}" x2="${n(dx)}" y2="${n(SZ(dm.z1))}" stroke="#1c7ed6" stroke-width="0.15"/>`,
      `<text x="${n(dx + 1)}" y="${n((SZ(dm.z0) + SZ(dm.z1)) / 2 + 0.8)}" font-size="${n(2 * fontScale)}" fill="#1c7ed6">${escapeXml(dm.text)}</text>`,
    );
  }
  out.push('</g>');
  return out.join('');
}

/** The stack's cross-section alone as an SVG sheet (the Fixture tab's stack view), as tall as the stack needs. */
export function writeStackSectionSvg(sec: StackSection): string {
  const w = 110;
  const drawW = w - 4;
  const k = (drawW * 0.5) / sec.width;
  const h = Math.max((sec.zMax - sec.zMin) * k, 10) + 6;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${n(h)}" width="${w * 6}" height="${n(h * 6)}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="Stack cross-section">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    sectionSvg(sec, 2, 3, drawW, h - 6, 1.35),
    '</svg>',
  ].join('\n');
}
