import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../board/diagnostics';
import { importPackage } from './index';

// Issue 13 item 9: a coordinate or size beyond 10 m is a diagnostic, never a stored 1e29 mm. (The
// IPC-D-356 and test-point CSV readers already refuse such values themselves.)
const pcb = (extra: string) => `(kicad_pcb (version 20221018) (generator pcbnew)
  (general (thickness 1.6))
  (layers (0 "F.Cu" signal) (31 "B.Cu" signal) (44 "Edge.Cuts" user))
  (net 0 "") (net 1 "GND")
  (gr_rect (start 0 0) (end 50 40) (layer "Edge.Cuts") (width 0.1))
  (footprint "TP" (layer "F.Cu") (at 10 10)
    (fp_text reference "TP1" (at 0 0) (layer "F.SilkS"))
    (pad "1" smd circle (at 0 0) (size 1 1) (layers "F.Cu" "F.Mask") (net 1 "GND")))
${extra}
)`;
const read = (extra: string) => importPackage([{ name: 'b.kicad_pcb', bytes: strToU8(pcb(extra)) }]);
const absurd = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code === 'package.value.absurd');

describe('absurd coordinates and sizes', () => {
  it('a sane board has no such diagnostic', () => {
    const { board, diagnostics } = read('');
    expect(board.pads).toHaveLength(1);
    expect(absurd(diagnostics)).toEqual([]);
  });

  it('a pad of absurd size is left out with an error naming it; the rest is imported', () => {
    const { board, diagnostics } = read(`  (footprint "TP" (layer "F.Cu") (at 20 10)
    (fp_text reference "TP2" (at 0 0) (layer "F.SilkS"))
    (pad "1" smd circle (at 0 0) (size 1e29 1e29) (layers "F.Cu" "F.Mask") (net 1 "GND")))`);
    expect(board.pads.map((p) => p.ref)).toEqual(['TP1']);
    expect(board.components.map((c) => c.ref)).toEqual(['TP1', 'TP2']);
    expect(board.outline).toHaveLength(1);
    expect(absurd(diagnostics)).toEqual([
      {
        severity: 'error',
        code: 'package.value.absurd',
        message: expect.stringMatching(
          /^b\.kicad_pcb: 1 pads left out: a coordinate or size beyond 10 m \(first: pad TP2\.1 at \(20, -10\) mm, 1e\+29 × 1e\+29 mm\)/,
        ),
        location: { file: 'b.kicad_pcb' },
      },
    ]);
    expect(board.testPoints.every((t) => Math.abs(t.x) < 100)).toBe(true);
  });

  it('a footprint and a via placed beyond 10 m', () => {
    const { board, diagnostics } = read(`  (footprint "TP" (layer "F.Cu") (at 10001 10)
    (fp_text reference "TP3" (at 0 0) (layer "F.SilkS"))
    (pad "1" smd circle (at 0 0) (size 1 1) (layers "F.Cu" "F.Mask") (net 1 "GND")))
  (via (at 5 -2e30) (size 0.6) (drill 0.3) (layers "F.Cu" "B.Cu") (net 1))`);
    expect(board.components.map((c) => c.ref)).toEqual(['TP1']);
    expect(board.pads.map((p) => p.ref)).toEqual(['TP1']);
    expect(board.vias).toEqual([]);
    expect(absurd(diagnostics).map((d) => d.message)).toEqual([
      expect.stringContaining('1 pads left out'),
      expect.stringContaining('1 vias left out'),
      expect.stringContaining('1 components left out'),
    ]);
  });
});
