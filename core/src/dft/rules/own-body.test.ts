import { describe, expect, it } from 'vitest';
import type { Board, Side } from '../../board/model';
import { emptyTestConfig, type TestConfig } from '../../test-config/model';
import { BoardBuilder } from '../../testing/board-builder';
import { findingsInPose, POSES } from '../../testing/poses';
import { proposeTestConfig } from '../propose/propose-test-config';
import { analyzeDft } from '../analyze';

/**
 * A through-hole pin under its own part's body (issue 25, decision 0054), by hand, in all 8 poses.
 * J1 is a top-side connector whose drawn body is the rectangle 15–25 × 13–17 (mm): its pins J1.1 at
 * (17, 15) and J1.2 at (19.54, 15) are inside it; J1.3 at (27, 15) stands 2 mm outside its right side
 * (a board-lock lead beside the housing). Probed from the top, J1.1 meets the housing: a tp-component
 * fail at 0 mm against the 0.60 mm minimum. From the bottom (the solder side, no body there) it is
 * free. J1.3 keeps the old rule: its own part is not a neighbour, so nothing is recorded.
 */
const board = (): Board =>
  new BoardBuilder()
    .outline(0, 0, 40, 30)
    .component({
      ref: 'J1',
      x: 20,
      y: 15,
      side: 'top',
      footprint: 'Connector:Generic_1x02',
      heightMm: 8,
      body: [
        { x: 15, y: 13 },
        { x: 25, y: 13 },
        { x: 25, y: 17 },
        { x: 15, y: 17 },
      ],
    })
    .pad({ ref: 'J1', number: '1', x: 17, y: 15, type: 'th', w: 1.7, h: 1.7, net: 'A' })
    .pad({ ref: 'J1', number: '2', x: 19.54, y: 15, type: 'th', w: 1.7, h: 1.7, net: 'B' })
    .pad({ ref: 'J1', number: '3', x: 27, y: 15, type: 'th', w: 1.7, h: 1.7, net: 'C' })
    // Second pads on the nets, so each connects something (decision 0054), far from J1.
    .pad({ ref: 'R1', number: '1', x: 5, y: 25, type: 'th', net: 'A' })
    .pad({ ref: 'R1', number: '2', x: 7.54, y: 25, type: 'th', net: 'B' })
    .pad({ ref: 'R2', number: '1', x: 30, y: 25, type: 'th', net: 'C' })
    .build();

const pin = (b: Board, n: string) => b.testPoints.find((t) => t.ref === 'J1' && t.pad === n)!.id;

const probing = (b: Board, n: string, side: Side): TestConfig => ({
  ...emptyTestConfig(),
  probeSide: side,
  locating: { method: 'cradle' },
  testPoints: [{ id: pin(b, n) }],
});

describe('a through-hole pin under its own body', () => {
  it.each(POSES)('fails from the body side at 0 mm (%s)', (pose) => {
    const b = board();
    expect(findingsInPose(b, probing(b, '1', 'top'), 'tp-component', pose)).toEqual([
      { severity: 'fail', measured: 0, features: ['C0', pin(b, '1')].sort() },
    ]);
  });

  it.each(POSES)('is free from the solder side (%s)', (pose) => {
    const b = board();
    expect(findingsInPose(b, probing(b, '1', 'bottom'), 'tp-component', pose)).toEqual([]);
  });

  it.each(POSES)('a lead outside its own body is not measured against it (%s)', (pose) => {
    const b = board();
    expect(findingsInPose(b, probing(b, '3', 'top'), 'tp-component', pose)).toEqual([]);
  });

  it('says why in words, measured against the minimum', () => {
    const b = board();
    const f = analyzeDft(b, probing(b, '1', 'top')).findings.find((x) => x.rule === 'tp-component')!;
    expect(f.message).toBe(
      "J1.1 (net A) is a through-hole pin under its own part J1's body on the top: not accessible from the top (0.00 mm clearance, minimum 0.60 mm); probe it from the other side",
    );
  });

  it('the proposal does not take such a pin from the top, and takes it from the bottom', () => {
    const b = board();
    const top = proposeTestConfig(b, { probeSide: 'top' });
    const chosen = (p: typeof top) =>
      p.config.testPoints
        .map((t) => b.testPoints.find((x) => x.id === t.id)!)
        .map((t) => `${t.ref}.${t.pad}`);
    expect(chosen(top)).not.toContain('J1.1');
    expect(chosen(top)).not.toContain('J1.2');
    expect(top.rejectedCandidates.component).toBe(2);
    expect(chosen(proposeTestConfig(b, { probeSide: 'bottom' }))).toEqual(
      expect.arrayContaining(['J1.1', 'J1.2']),
    );
  });
});
