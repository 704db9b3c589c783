import { BoardLoading } from './board-loading';
import { Alert, Box, Button, Group, Stack, Switch, Text } from '@mantine/core';
import type { Board, FixtureDesign, StepDisplayMesh } from '@studio/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BOARD_COLOUR } from '../viewer-3d/board-slab';
import { buildBoardScene } from '../viewer-3d/board-scene';
import { FIXTURE_COLOURS } from '../viewer-3d/fixture-parts';
import { Stage } from '../viewer-3d/stage';
import { QueryError } from '../components/query-state';
import { BoardLegend } from './board-legend';
import { useBoard, useBoardSha } from './fetch-board';
import { useStepMesh } from './fetch-step-mesh';
import type { LegendItem } from './legend-items';

const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * The assembled board in 3D (three.js, its own lazily loaded chunk): the board slab at its thickness
 * with its cut-outs and holes, the component bodies at their resolved heights coloured by where the
 * height came from (the STEP model's own shapes where its display mesh is given), and — given a
 * fixture design — the fixture around it behind a switch. Drag to orbit, right-drag to pan, wheel to
 * zoom; reset, top and bottom views. Board frame, mm, z up.
 */
export default function Board3dView({
  board,
  heightOverrides,
  design = null,
  stepMesh = null,
  stepMeshNote = null,
  height = 'clamp(320px, 56vh, 640px)',
  testId = 'board-3d',
}: {
  board: Board;
  /** The display mesh of the board's STEP model (decision 0048): drawn for the STEP bodies. */
  stepMesh?: StepDisplayMesh | null;
  /** Why the STEP model's shapes are not drawn (shown under the view), or that they are loading. */
  stepMeshNote?: string | null;
  /** The test config's height overrides (component id → mm); none on the DUT page. */
  heightOverrides?: Record<string, number>;
  design?: FixtureDesign | null;
  height?: string;
  testId?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const stage = useRef<Stage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showFixture, setShowFixture] = useState(true);
  const content = useMemo(
    () => buildBoardScene(board, { heightOverrides, design, stepMesh }),
    [board, heightOverrides, design, stepMesh],
  );

  const drawable = content !== null;
  // One stage (one WebGL context) while there is something to draw; new scenes are shown in it.
  useEffect(() => {
    const el = host.current;
    if (!el || !drawable) return;
    try {
      stage.current = new Stage(el);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      return;
    }
    return () => {
      stage.current?.dispose();
      stage.current = null;
    };
  }, [drawable]);
  const fixtureShown = useRef(showFixture);
  fixtureShown.current = showFixture;
  useEffect(() => {
    if (!content) return;
    stage.current?.show(content);
    stage.current?.setPartVisible('fixture', fixtureShown.current);
  }, [content]);
  useEffect(() => stage.current?.setPartVisible('fixture', showFixture), [showFixture]);

  if (!content)
    return (
      <Alert color="info" variant="light" title="Nothing to draw in 3D">
        This board has no outline, so there is no board to extrude. The import's diagnostics say why the
        outline is missing (an Edge.Cuts / profile layer the design package did not include).
      </Alert>
    );
  if (failure)
    return (
      <Alert color="negative" title="The 3D view could not start">
        This browser could not open WebGL, which the 3D view needs ({failure}). The 2D board view and
        everything else work without it; turn on hardware acceleration or try another browser.
      </Alert>
    );
  const s = content.summary;
  const legend: LegendItem[] = [
    {
      label: `Board, ${s.thicknessMm} mm${s.thicknessAssumed ? ' (assumed: the design gives no thickness)' : ''}`,
      color: hex(BOARD_COLOUR),
      shape: 'fill',
    },
    ...s.bodies.map((b) => ({
      label: `${plural(b.count, 'body', 'bodies')}, height from ${b.label}${
        b.source === 'step' && s.stepShapes && s.stepShapes.components > 0
          ? ` (${s.stepShapes.components === b.count ? 'all' : s.stepShapes.components.toLocaleString('en')} drawn with the model's shapes)`
          : ''
      }`,
      color: hex(b.colour),
      shape: 'fill' as const,
    })),
    ...(s.fixture && showFixture
      ? [
          {
            label: plural(s.fixture.plates, 'plate'),
            color: hex(FIXTURE_COLOURS.plate),
            shape: 'fill' as const,
          },
          {
            label: plural(s.fixture.probes, 'probe'),
            color: hex(FIXTURE_COLOURS.probe),
            shape: 'fill' as const,
          },
          {
            label: plural(s.fixture.guidePins, 'guide pin'),
            color: hex(FIXTURE_COLOURS.guidePin),
            shape: 'fill' as const,
          },
          {
            label: plural(s.fixture.pressurePins, 'pressure pin'),
            color: hex(FIXTURE_COLOURS.pressurePin),
            shape: 'fill' as const,
          },
        ]
      : []),
  ];
  const bodies = s.bodies.reduce((n, b) => n + b.count, 0);
  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between">
        <Group gap={6}>
          <Button size="compact-sm" variant="default" onClick={() => stage.current?.resetView()}>
            Reset view
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => stage.current?.viewFrom('top')}>
            Top
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => stage.current?.viewFrom('bottom')}>
            Bottom
          </Button>
        </Group>
        {s.fixture && (
          <Switch
            size="sm"
            label="Fixture"
            checked={showFixture}
            onChange={(e) => setShowFixture(e.currentTarget.checked)}
          />
        )}
      </Group>
      <Box
        ref={host}
        data-testid={testId}
        data-step-shapes={s.stepShapes?.components ?? 0}
        role="img"
        aria-label={`3D view of the board: ${plural(bodies, 'component body', 'component bodies')}${
          s.fixture && showFixture ? `, the fixture with ${plural(s.fixture.probes, 'probe')}` : ''
        }. Drag to orbit, right-drag to pan, scroll to zoom.`}
        style={{
          height,
          borderRadius: 4,
          border: '1px solid var(--mantine-color-default-border)',
          overflow: 'hidden',
          cursor: 'grab',
        }}
      />
      <BoardLegend items={legend} label="3D legend" />
      {stepMeshNote && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-step-note`}>
          {stepMeshNote}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        Heights are the ones the DFT rules and the fixture use. Board frame: x to the right and y up as seen
        from the top, z up from the board's bottom face, in mm.
      </Text>
    </Stack>
  );
}

/**
 * The DUT page's board in 3D: the DUT's current board with its component bodies at the heights the
 * import resolved (no test config: no overrides, no fixture). Its own chunk with three.js.
 */
export function Board3dSection({ dutId }: { dutId: string }) {
  const board = useBoard(dutId, true);
  const sha = useBoardSha(dutId, true);
  // The STEP model's shapes are asked for only when the board has STEP bodies, after the board.
  const withStep = useMemo(() => board.data?.components.some((c) => c.step) ?? false, [board.data]);
  const mesh = useStepMesh(dutId, sha.data ?? null, withStep);
  if (board.isError) return <QueryError error={board.error} onRetry={() => board.refetch()} />;
  if (!board.data) return <BoardLoading h="clamp(320px, 56vh, 640px)" />;
  const note = !withStep
    ? null
    : mesh.isPending
      ? "Loading the STEP model's shapes…"
      : mesh.isError
        ? `The STEP bodies are drawn as their outlines: ${mesh.error.message}`
        : null;
  return <Board3dView board={board.data} stepMesh={mesh.data ?? null} stepMeshNote={note} />;
}
