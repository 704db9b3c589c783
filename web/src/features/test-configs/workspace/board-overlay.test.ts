import { analyzeDft, emptyTestConfig, type TestConfig } from '@studio/core';
import { describe, expect, it } from 'vitest';
import { makeTestBoard } from '@studio/core/testing';
import { buildOverlay, featureIdsOf, MAX_FINDING_MARKERS, OVERLAY_COLORS } from './board-overlay';

describe('workspace board overlay', () => {
  const board = makeTestBoard();
  const featureOf = featureIdsOf(board);
  const [a, b] = board.testPoints;

  it('fills probed points, outlines drill-only points and guide holes, pins pressure pins', () => {
    const config: TestConfig = {
      ...emptyTestConfig(),
      probeSide: 'top',
      testPoints: [{ id: a!.id }, { id: b!.id, drillOnly: true }, { id: 'T-unknown' as never }],
      locating: { method: 'guide-pins', holes: ['H1' as never] },
      pressurePins: [{ x: 1, y: 2, side: 'bottom' }],
    };
    const { highlights, markers } = buildOverlay(config, null, featureOf, 'light');
    expect(highlights).toEqual([
      { ids: [a!.featureId], color: OVERLAY_COLORS.light.selected, fill: true },
      { ids: [b!.featureId], color: OVERLAY_COLORS.light.drillOnly },
      { ids: ['H1'], color: OVERLAY_COLORS.light.guide },
    ]);
    expect(markers).toEqual([
      {
        id: 'pressure-0',
        x: 1,
        y: 2,
        color: OVERLAY_COLORS.light.pressure,
      },
    ]);
  });

  it('marks findings with a location by severity, worst first, capped', () => {
    const config: TestConfig = {
      ...emptyTestConfig(),
      probeSide: 'top',
      testPoints: board.testPoints.map((t) => ({ id: t.id })),
    };
    const report = analyzeDft(board, config);
    const located = report.findings.filter((f) => f.location);
    expect(located.length).toBeGreaterThan(0);
    const { markers } = buildOverlay(config, report, featureOf, 'dark');
    expect(markers).toHaveLength(located.length);
    const first = report.findings.find((f) => f.location)!;
    expect(markers[0]).toMatchObject({ severity: first.severity, label: first.message });
    // A finding's test points are named by their pads or vias, which the viewer hovers and selects.
    const i = report.findings.findIndex(
      (f) => f.severity !== 'pass' && f.location && f.features.some((id) => featureOf.has(id)),
    );
    expect(i).toBeGreaterThanOrEqual(0);
    const tp = report.findings[i]!.features.find((id) => featureOf.has(id))!;
    expect(markers.find((m) => m.id === `finding-${i}`)!.featureIds).toContain(featureOf.get(tp));
    // The finding opened from the status panel keeps its label.
    const pinned = buildOverlay(config, report, featureOf, 'dark', report.findings[i]!).markers;
    expect(pinned.filter((m) => m.pinned).map((m) => m.id)).toEqual([`finding-${i}`]);
    const many = { ...report, findings: Array.from({ length: MAX_FINDING_MARKERS + 10 }, () => located[0]!) };
    expect(buildOverlay(config, many, featureOf, 'dark').markers).toHaveLength(MAX_FINDING_MARKERS);
  });
});
