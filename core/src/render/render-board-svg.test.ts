import { describe, expect, it } from 'vitest';
import { renderBoardSvg } from './render-board-svg';
import { makeRenderTestBoard as makeTestBoard } from '../testing/test-board';

/** The children of the group with this class ("" when the group is absent). */
function group(svg: string, cls: string): string {
  const start = svg.indexOf(`<g class="${cls}"`);
  if (start < 0) return '';
  return svg.slice(svg.indexOf('>', start) + 1, svg.indexOf('</g>', start));
}

function viewBox(svg: string): { x: number; y: number; width: number; height: number } {
  const m = /viewBox="([^"]+)"/.exec(svg);
  const [x, y, width, height] = (m?.[1] ?? '').split(' ').map(Number);
  return { x: x!, y: y!, width: width!, height: height! };
}

/** Checks that every element is closed in order (a minimal well-formedness check without a DOM). */
function expectBalancedTags(svg: string): void {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = m;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
}

describe('renderBoardSvg', () => {
  const board = makeTestBoard();
  const top = renderBoardSvg(board, { side: 'top' });
  const bottom = renderBoardSvg(board, { side: 'bottom' });

  it('produces a well-formed standalone SVG in mm', () => {
    expect(top.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expectBalancedTags(top);
    expectBalancedTags(bottom);
    // Hand-computed layout of the 100 × 50 board: text 2.5, margin 3, label band 5.5,
    // legend 8 entries in 4 rows (4 × 4 + 2.5 = 18.5); width 100 + 2 × 3.
    expect(viewBox(top)).toEqual({ x: -3, y: -58.5, width: 106, height: 80 });
    expect(top).toContain('width="106mm" height="80mm"');
  });

  it('draws the outline with its cut-out as one even-odd path', () => {
    expect(group(top, 'outline')).toContain(
      '<path d="M0 0L100 0L100 -50L0 -50ZM40 -20L40 -30L60 -30L60 -20Z"/>',
    );
    expect(top).toContain('fill-rule="evenodd"');
  });

  it('keeps the top-left test point at the top-left from the top and the top-right from the bottom', () => {
    const tpTop = /<circle cx="([-\d.]+)" cy="([-\d.]+)" r="0.6"\/>/.exec(group(top, 'copper'));
    const tpBottom = /<circle cx="([-\d.]+)" cy="([-\d.]+)" r="0.6"\/>/.exec(group(bottom, 'far-side'));
    expect(tpTop?.slice(1).map(Number)).toEqual([5, -45]);
    expect(tpBottom?.slice(1).map(Number)).toEqual([-5, -45]);
    const vbTop = viewBox(top);
    const vbBottom = viewBox(bottom);
    // Board area: 100 wide starting at viewBox.x + 3, 50 tall starting at viewBox.y + 8.5.
    expect(5 - (vbTop.x + 3)).toBeLessThan(50);
    expect(-5 - (vbBottom.x + 3)).toBeGreaterThan(50);
    expect(-45 - (vbTop.y + 8.5)).toBeLessThan(25);
  });

  it('draws near-side copper solid and far-side copper faint', () => {
    // R1's 2 × 1 pad is on the bottom at (95, 5).
    const r1Top = '<rect x="94" y="-5.5" width="2" height="1"/>';
    const r1Bottom = '<rect x="-96" y="-5.5" width="2" height="1"/>';
    expect(group(top, 'far-side')).toContain(r1Top);
    expect(group(top, 'copper')).not.toContain(r1Top);
    expect(group(bottom, 'copper')).toContain(r1Bottom);
    // The through-hole J1 pad is copper on both views, with its drill.
    expect(group(top, 'copper')).toContain('<rect x="19" y="-11" width="2" height="2"/>');
    expect(group(bottom, 'copper')).toContain('<rect x="-21" y="-11" width="2" height="2"/>');
    expect(group(bottom, 'drills')).toContain('<circle cx="-20" cy="-10" r="0.5"/>');
  });

  it('omits far-side copper when asked', () => {
    const svg = renderBoardSvg(board, { side: 'top', farSide: 'omit' });
    expect(svg).not.toContain('class="far-side"');
    expect(svg).not.toContain('x="94" y="-5.5"');
    expect(svg).not.toContain('Copper (far side)');
  });

  it('draws holes in every view', () => {
    expect(group(top, 'drills')).toContain('<circle cx="90" cy="-45" r="1.5"/>');
    expect(group(bottom, 'drills')).toContain('<circle cx="-90" cy="-45" r="1.5"/>');
  });

  it('highlights the candidates reachable from the side shown, by kind, covered ones dashed', () => {
    // Stroke 100/800 = 0.125 mm; marker radius = max(size/2, 0.2) + 1.5 × stroke.
    expect(group(top, 'tp-testpoint')).toBe('\n<circle cx="5" cy="-45" r="0.788"/>\n');
    expect(group(top, 'tp-through-hole')).toContain('<circle cx="20" cy="-10" r="1.188"/>');
    expect(group(top, 'tp-via tp-covered')).toContain('<circle cx="50" cy="-10" r="0.488"/>');
    expect(top).toMatch(/class="tp-via tp-covered"[^>]*stroke-dasharray/);
    expect(group(top, 'tp-smd')).toBe('');
    expect(group(bottom, 'tp-smd')).toContain('<circle cx="-95" cy="-5" r="0.688"/>');
    expect(group(bottom, 'tp-testpoint')).toBe('');
  });

  it('labels the side and counts the candidates in the legend', () => {
    expect(top).toMatch(/class="side-label"[^>]*>Top</);
    expect(bottom).toMatch(/class="side-label"[^>]*>Bottom \(mirrored\)</);
    expect(group(top, 'legend')).toContain('>Test point (1)<');
    expect(group(top, 'legend')).toContain('>SMD pad (last resort) (0)<');
    expect(group(bottom, 'legend')).toContain('>SMD pad (last resort) (1)<');
    expect(renderBoardSvg(board, { side: 'top', legend: false })).not.toContain('class="legend"');
  });

  it('escapes the title', () => {
    const svg = renderBoardSvg(board, { side: 'top', title: 'A<B & "C"' });
    expect(svg).toContain('>Top — A&lt;B &amp; &quot;C&quot;</text>');
  });

  it('sizes the element in pixels when asked, keeping the aspect ratio', () => {
    expect(renderBoardSvg(board, { side: 'top', widthPx: 530 })).toContain('width="530" height="400"');
  });
});
