import { Alert, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { TestConfigBody } from '@studio/api';
import {
  type Board,
  type DftThresholds,
  emptyTestConfig,
  type FixtureCatalog,
  type TestConfig,
} from '@studio/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GivenBoard } from '../../../board-view/board-view';
import { useBoard, useBoardSha } from '../../../board-view/fetch-board';
import { notify } from '../../../components/notifications/notification-store';
import { QueryError } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { useFixtureCatalog } from '../../../lib/fixture-catalog';
import { useDut } from '../../duts/dut-queries';
import { testConfigKeys } from '../test-config-keys';
import {
  useCompanyThresholds,
  useCreateTestConfig,
  useRunDft,
  useSaveVersion,
  useTestConfig,
  useTestConfigs,
  useTestConfigVersion,
  useVersionBoard,
} from '../test-config-queries';
import type { WorkspaceTarget } from '../workspace-target';
import { SaveVersionDialog } from './save-version-dialog';
import { useDftRunner } from './use-dft-runner';
import { WorkspaceEditor } from './workspace-editor';

export interface WorkspaceProps {
  dutId: string;
  target: WorkspaceTarget;
  readOnly: boolean;
  onOpen(target: WorkspaceTarget): void;
  onClose(): void;
}

/** A workspace that could not open: what went wrong, and a way out (the header is not there yet). */
function Problem({ error, onRetry, onClose }: { error: unknown; onRetry(): void; onClose(): void }) {
  const missing = isApiError(error) && error.status === 404;
  return (
    <Stack gap="sm">
      {missing ? (
        <Alert color="warning" variant="light" title="Test configuration not found">
          This test configuration or version does not exist: it may have been deleted, or the link is wrong.
        </Alert>
      ) : (
        <QueryError error={error} onRetry={onRetry} />
      )}
      <Group>
        <Button size="xs" variant="default" onClick={onClose}>
          Close the workspace
        </Button>
      </Group>
    </Stack>
  );
}

function Waiting({ label }: { label: string }) {
  return (
    <Center mih={240}>
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

/** A version's JSON as core's TestConfig (older versions may lack `boardFeatures`). */
const toConfig = (body: TestConfigBody): TestConfig => ({ ...emptyTestConfig(), ...body }) as TestConfig;

/**
 * The test-config workspace of the DUT page (a lazy chunk: viewer, engine worker, tabs). Loads the
 * version and the board it was saved for — or, for a new configuration, the DUT's board and Studio's
 * automatic proposal — then hands them to the editor; saves versions and runs DFT.
 */
export default function TestConfigWorkspace({ dutId, target, readOnly, onOpen, onClose }: WorkspaceProps) {
  const isNew = target.kind === 'new';
  const configId = target.kind === 'saved' ? target.configId : null;
  const detail = useTestConfig(configId);
  const number = target.kind === 'saved' ? (target.version ?? detail.data?.latestVersion ?? null) : null;
  const version = useTestConfigVersion(configId, number);
  const versionBoard = useVersionBoard(configId, number);
  const dutBoard = useBoard(dutId, true);
  const dutSha = useBoardSha(dutId, true);
  const dut = useDut(dutId);
  const list = useTestConfigs(dutId);
  const thresholds = useCompanyThresholds();

  const board: Board | undefined = isNew ? dutBoard.data : versionBoard.data?.board;
  const shownSha = isNew ? (dutSha.data ?? null) : (versionBoard.data?.sha256 ?? null);
  const boardQuery: GivenBoard = isNew
    ? dutBoard
    : { ...versionBoard, data: versionBoard.data?.board, refetch: () => versionBoard.refetch() };
  const runner = useDftRunner(board);

  // A new configuration starts from the automatic proposal, made by the engine in the worker with the
  // company's thresholds (once they are known; Studio's defaults when they cannot be loaded), the
  // same the live status and "Propose…" use.
  const [proposal, setProposal] = useState<{ config: TestConfig } | { error: string } | null>(null);
  // The thresholds as first known (undefined = the defaults): a refetch later must not replace a
  // proposal being edited.
  // The catalog as first known too: with it the proposal adds the probes the plan's supply and ground
  // nets need for their current and sense lines (decision 0074); without it (not loadable) it does not.
  const [proposeWith, setProposeWith] = useState<{
    thresholds: DftThresholds | undefined;
    catalog: FixtureCatalog | undefined;
  } | null>(null);
  const fixtureCatalog = useFixtureCatalog();
  const settled = !thresholds.isPending && !fixtureCatalog.isPending;
  const known = thresholds.data?.thresholds;
  const knownCatalog = fixtureCatalog.data;
  useEffect(() => {
    if (settled) setProposeWith((current) => current ?? { thresholds: known, catalog: knownCatalog });
  }, [settled, known, knownCatalog]);
  useEffect(() => {
    if (!isNew || !runner || !proposeWith) return;
    let live = true;
    runner.propose({ thresholds: proposeWith.thresholds }, proposeWith.catalog).then(
      ({ proposal: p }) => live && setProposal({ config: p.config }),
      (error: unknown) =>
        live && setProposal({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [isNew, runner, proposeWith]);

  const base = useMemo(
    () =>
      isNew
        ? proposal && 'config' in proposal
          ? proposal.config
          : null
        : version.data
          ? toConfig(version.data.config)
          : null,
    [isNew, proposal, version.data],
  );

  const client = useQueryClient();
  const navigate = useNavigate();
  const create = useCreateTestConfig(dutId);
  const save = useSaveVersion(dutId);
  const run = useRunDft(dutId);
  const [saving, setSaving] = useState<TestConfig | null>(null);
  const guardRef = useRef<(() => void) | null>(null);
  const draftRef = useRef<{ markSaved(): void } | null>(null);

  const defaultName = `Test config ${(list.data?.items.length ?? 0) + 1}`;
  const name = isNew ? 'New test config' : (detail.data?.name ?? '…');
  const nextNumber = isNew ? 1 : (detail.data?.latestVersion ?? 0) + 1;

  /** The saved version's board is the one on screen when its hash matches: no second download. */
  const seedBoard = (id: string, n: number, sha: string) => {
    if (board && shownSha === sha)
      client.setQueryData(testConfigKeys.versionBoard(id, n), { board, sha256: sha });
  };
  const saved = (id: string, n: number, sha: string) => {
    seedBoard(id, n, sha);
    draftRef.current?.markSaved();
    guardRef.current?.();
    setSaving(null);
    notify({ color: 'positive', message: `Version ${n} saved.` });
    onOpen({ kind: 'saved', configId: id, version: n });
  };
  const submitSave = ({ name: newName, note }: { name: string; note: string }) => {
    if (!saving) return;
    if (isNew)
      create.mutate(
        { name: newName, config: saving, note },
        {
          onSuccess: (d) => {
            const first = d.versions[0];
            if (!first) return onOpen({ kind: 'saved', configId: d.id, version: null });
            // The version just saved is what is on screen: cached so the workspace does not reload.
            client.setQueryData(testConfigKeys.version(d.id, first.number), {
              ...first,
              testConfigId: d.id,
              dutId,
              config: saving,
            });
            saved(d.id, first.number, first.boardSha256);
          },
        },
      );
    else
      save.mutate(
        { id: configId!, config: saving, note },
        { onSuccess: (v) => saved(v.testConfigId, v.number, v.boardSha256) },
      );
  };
  const runDft = () => {
    if (!configId || number === null) return;
    run.mutate(
      { id: configId, number },
      {
        onSuccess: (report) => navigate(`/dft-report/${report.id}`),
        onError: (error) => notify({ color: 'negative', message: describeError(error) }),
      },
    );
  };

  const failed = [detail, version, isNew ? dutBoard : versionBoard].find((q) => q.isError);
  let body: React.ReactNode;
  if (failed) body = <Problem error={failed.error} onRetry={() => failed.refetch()} onClose={onClose} />;
  else if (proposal && 'error' in proposal)
    body = (
      <Problem
        error={new Error(`The automatic proposal failed: ${proposal.error}`)}
        onRetry={() => setProposal(null)}
        onClose={onClose}
      />
    );
  else if (!board || !base)
    body = (
      <Waiting label={isNew ? 'Proposing a test configuration…' : 'Loading the version and its board…'} />
    );
  else
    body = (
      <Stack gap="sm">
        {!isNew && version.data && dutSha.data && version.data.boardSha256 !== dutSha.data && (
          <Alert color="warning" variant="light" title="Saved for an earlier import of the board">
            This version shows the board it was saved for. The DUT has been re-imported since: a new version
            is saved against the current board, and ids it no longer has are reported by the DFT analysis.
          </Alert>
        )}
        <WorkspaceEditor
          dutId={dutId}
          configId={configId}
          board={board}
          boardQuery={boardQuery}
          stepMeshOf={shownSha && shownSha === dutSha.data ? { dutId, boardSha: shownSha } : null}
          drawingTitle={
            dut.data
              ? {
                  boardName: dut.data.name,
                  revision: dut.data.revision || null,
                  testConfig: configId && number !== null ? { id: configId, version: number } : null,
                }
              : undefined
          }
          runner={runner}
          base={base}
          name={name}
          versionNumber={number}
          versions={detail.data?.versions ?? []}
          thresholds={thresholds.data?.thresholds}
          readOnly={readOnly}
          running={run.isPending}
          onSave={setSaving}
          onRun={runDft}
          onVersion={(n) => onOpen({ kind: 'saved', configId: configId!, version: n })}
          onClose={onClose}
          guardRef={guardRef}
          draftRef={draftRef}
        />
      </Stack>
    );

  const saveError = create.error ?? save.error;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'xs', sm: 'md' }}
      component="section"
      aria-label="Test-config workspace"
      id="workspace"
    >
      {body}
      {thresholds.isError && (
        <Text size="xs" c="dimmed" mt="xs">
          The company’s DFT thresholds could not be loaded; the live status uses Studio’s defaults.
        </Text>
      )}
      <SaveVersionDialog
        opened={saving !== null}
        isNew={isNew}
        nextNumber={nextNumber}
        defaultName={defaultName}
        saving={create.isPending || save.isPending}
        error={saveError ? describeError(saveError) : null}
        onSave={submitSave}
        onClose={() => {
          setSaving(null);
          create.reset();
          save.reset();
        }}
      />
    </Paper>
  );
}
