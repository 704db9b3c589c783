import { Grid, Stack, useComputedColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { TestConfigVersionSummary } from '@studio/api';
import type { Board, DftThresholds, Finding, Side, TestConfig, TestPoint } from '@studio/core';
import { toggleFinger } from '@studio/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import BoardView, { type GivenBoard } from '../../../board-view/board-view';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useUnits } from '../../../lib/current-user';
import { useFixtureCatalog } from '../../../lib/fixture-catalog';
import type { BoardViewer, ClickEvent } from '../../../viewer';
import type { DrawingTitle } from '../fixture/plate-views';
import { boardFingers } from '../tabs/board-fingers';
import type { StepMeshSource } from '../tabs/tab-props';
import { buildOverlay, featureIdsOf, overlayLegend } from './board-overlay';
import type { DftRunner } from './dft-runner';
import { DftStatusPanel } from './dft-status-panel';
import { draftReducer, initialDraft, isDirty } from './draft-reducer';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useLiveDft } from './use-live-dft';
import { useRepropose } from './use-repropose';
import classes from './workspace.module.css';
import { WorkspaceHeader } from './workspace-header';
import { type WorkspaceTab, WorkspaceTabs } from './workspace-tabs';

/** Zoom window around a finding without a feature (mm each side). */
const FINDING_WINDOW_MM = 4;

export interface EditorProps {
  dutId: string;
  /** The saved configuration's id; null for a new one. */
  configId: string | null;
  board: Board;
  boardQuery: GivenBoard;
  /** The DUT's STEP display mesh fits the board shown (it is the DUT's current import). */
  stepMeshOf: StepMeshSource | null;
  /** What the fixture drawings' title blocks say (the DUT, its revision, the version); absent while loading. */
  drawingTitle?: DrawingTitle;
  runner: DftRunner | null;
  /** The loaded configuration; a new object = a different version was opened. */
  base: TestConfig;
  name: string;
  versionNumber: number | null;
  versions: TestConfigVersionSummary[];
  thresholds: DftThresholds | undefined;
  readOnly: boolean;
  running: boolean;
  /** Opens the save dialog; resolves when saved (true) or not. */
  onSave(config: TestConfig): void;
  onRun(): void;
  onVersion(n: number): void;
  onClose(): void;
  /** Registers the guard's "let the next navigation through" for the save flow. */
  guardRef: React.MutableRefObject<(() => void) | null>;
  /** Tells the parent whether there are unsaved changes (and a way to mark the draft saved). */
  draftRef: React.MutableRefObject<{ markSaved(): void } | null>;
}

/** The workspace proper: board with overlay, live DFT status, and the tabs editing the draft. */
export function WorkspaceEditor(props: EditorProps) {
  const { board, base, runner, readOnly } = props;
  const [state, dispatch] = useReducer(draftReducer, base, initialDraft);
  useEffect(() => dispatch({ type: 'load', base }), [base]);
  const dirty = isDirty(state) || props.versionNumber === null;
  const guard = useLeaveGuard(dirty);
  props.guardRef.current = guard.allowOnce;
  props.draftRef.current = { markSaved: () => dispatch({ type: 'saved' }) };

  // Undo / redo from the keyboard (not while typing in a field: inputs keep their own undo).
  useHotkeys(
    readOnly
      ? []
      : [
          ['mod+Z', () => dispatch({ type: 'undo' })],
          ['mod+shift+Z', () => dispatch({ type: 'redo' })],
          ['mod+Y', () => dispatch({ type: 'redo' })],
        ],
  );
  const units = useUnits();
  const theme = useComputedColorScheme('light');
  const live = useLiveDft(runner, board, state.draft, props.thresholds);
  const featureOf = useMemo(() => featureIdsOf(board), [board]);
  const [focused, setFocused] = useState<Finding | null>(null);
  const overlay = useMemo(
    () => buildOverlay(state.draft, live.report, featureOf, theme, focused),
    [state.draft, live.report, featureOf, theme, focused],
  );

  const legend = useMemo(() => overlayLegend(theme), [theme]);
  /** The side the board shows: the probe side, turned with it when it changes. */
  const [viewSide, setViewSide] = useState<Side>(base.probeSide ?? 'top');
  const probeSide = state.draft.probeSide;
  const shownProbeSide = useRef(probeSide);
  useEffect(() => {
    if (probeSide && probeSide !== shownProbeSide.current) setViewSide(probeSide);
    shownProbeSide.current = probeSide;
  }, [probeSide]);

  const [tab, setTab] = useState<WorkspaceTab>('points');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [clickToggles, setClickToggles] = useState(!readOnly);
  const viewer = useRef<BoardViewer | null>(null);
  const onViewer = useCallback((v: BoardViewer | null) => {
    viewer.current = v;
  }, []);
  const edit = useCallback((change: (c: TestConfig) => TestConfig) => {
    dispatch({ type: 'edit', change });
  }, []);
  const fixtureCatalog = useFixtureCatalog();
  const repropose = useRepropose({
    runner,
    thresholds: props.thresholds,
    catalog: fixtureCatalog.data,
    draft: state.draft,
    edit,
    onSide: setViewSide,
  });
  const focus = useCallback((featureId: string) => {
    viewer.current?.zoomTo(featureId);
    viewer.current?.select([featureId]);
  }, []);
  const activate = useCallback(
    (tp: TestPoint) => {
      setActiveId(tp.id);
      focus(tp.featureId);
    },
    [focus],
  );
  const tabRef = useRef(tab);
  tabRef.current = tab;
  const togglesRef = useRef(clickToggles && !readOnly);
  togglesRef.current = clickToggles && !readOnly;
  const onClick = useCallback(
    (e: ClickEvent) => {
      const tp = e.feature?.testPoint;
      if (tp) {
        setActiveId(tp.id);
        // Either pad of a finger drawn twice toggles the finger, as its one row in the list does.
        const finger = boardFingers(board).idsOf(tp.id);
        if (tabRef.current === 'points' && togglesRef.current)
          dispatch({ type: 'edit', change: (c) => toggleFinger(c, finger, tp.id) });
      }
    },
    [board],
  );
  const showFinding = (f: Finding) => {
    setFocused(f);
    const tpId = f.features.find((id) => board.testPoints.some((t) => t.id === id));
    const tp = tpId ? board.testPoints.find((t) => t.id === tpId) : undefined;
    if (tp) return activate(tp);
    if (f.location) {
      const { x, y } = f.location;
      viewer.current?.zoomTo({
        minX: x - FINDING_WINDOW_MM,
        minY: y - FINDING_WINDOW_MM,
        maxX: x + FINDING_WINDOW_MM,
        maxY: y + FINDING_WINDOW_MM,
      });
    }
  };

  return (
    <Stack gap="sm">
      <WorkspaceHeader
        name={props.name}
        versionNumber={props.versionNumber}
        versions={props.versions}
        dirty={dirty}
        readOnly={readOnly}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        running={props.running}
        onVersion={props.onVersion}
        proposing={repropose.busy}
        canPropose={runner !== null}
        onPropose={repropose.propose}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onSave={() => props.onSave(state.draft)}
        onRun={props.onRun}
        onClose={props.onClose}
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 6, xl: 7 }}>
          {/* Sticky on wide screens: the board stays in view while the tabs beside it scroll. */}
          <div className={classes.board} data-testid="workspace-board">
            <BoardView
              dutId={props.dutId}
              board={props.boardQuery}
              compact
              side={viewSide}
              onSide={setViewSide}
              overlay={{
                highlights: overlay.highlights,
                markers: overlay.markers,
                legend,
                onClick,
                onViewer,
              }}
            />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, xl: 5 }}>
          <Stack gap="sm">
            <DftStatusPanel
              report={live.report}
              pending={live.pending}
              error={live.error}
              ms={live.ms}
              units={units}
              onFinding={showFinding}
            />
            <WorkspaceTabs
              tab={tab}
              onTab={setTab}
              board={board}
              config={state.draft}
              report={live.report}
              edit={edit}
              readOnly={readOnly}
              units={units}
              focus={focus}
              runner={runner}
              thresholds={props.thresholds}
              stepMeshOf={props.stepMeshOf}
              drawingTitle={props.drawingTitle}
              savedVersion={
                !dirty && props.configId && props.versionNumber !== null
                  ? { configId: props.configId, version: props.versionNumber }
                  : null
              }
              propose={repropose.propose}
              proposing={repropose.busy}
              activeId={activeId}
              onActivate={activate}
              clickToggles={clickToggles}
              onClickToggles={setClickToggles}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        opened={guard.blocked}
        title="Leave without saving?"
        confirmLabel="Leave"
        danger
        onConfirm={guard.proceed}
        onCancel={guard.stay}
      >
        The changes since the last saved version will be lost. Save a version to keep them.
      </ConfirmDialog>
    </Stack>
  );
}
