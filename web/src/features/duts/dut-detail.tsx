import { Alert, Anchor, Grid, Stack } from '@mantine/core';
import type { Dut } from '@studio/api';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { notify } from '../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../components/query-state';
import { Section } from '../../components/section';
import { isApiError } from '../../lib/api-error';
import { pageTitle } from '../../routes/page-title';
import { describeError } from '../auth/auth-errors';
import { TestConfigsSection } from '../test-configs/test-configs-section';
import {
  readWorkspaceTarget,
  type WorkspaceTarget,
  writeWorkspaceTarget,
} from '../test-configs/workspace-target';
import { lazyWithReload } from '../version/chunk-reload';
import { BoardSpecsSection } from './board-specs-section';
import { BoardViewSection } from './board-view-section';
import { type DutAction, DutActions } from './dut-actions';
import { DutFilesSection } from './dut-files-section';
import { DutHeader } from './dut-header';
import { dutKeys } from './dut-keys';
import { useDeleteDut, useDut, useReimport } from './dut-queries';
import { isImportBusy } from './dut-status';
import { EditDutDialog } from './edit-dut-dialog';
import { ImportFailedAlert } from './import-failed-alert';
import { ImportProgress } from './import-progress';
import { NewRevisionDialog } from './new-revision-dialog';
import { PackageUploader } from './package-uploader';
import { UploadDialog } from './upload-dialog';
import { useCanEditDuts } from './use-dut-context';

// The workspace (viewer, DFT engine worker, tabs) is a chunk of its own, loaded when a config is opened.
const TestConfigWorkspace = lazy(
  lazyWithReload(() => import('../test-configs/workspace/test-config-workspace')),
);

/** Which test config is open (`?config=…&version=…`), and how to open or close one. */
function useWorkspaceTarget() {
  const [params, setParams] = useSearchParams();
  const target = readWorkspaceTarget(params);
  const open = (next: WorkspaceTarget | null) => {
    setParams((current) => writeWorkspaceTarget(current, next));
    if (next)
      requestAnimationFrame(() => document.getElementById('workspace')?.scrollIntoView({ block: 'start' }));
  };
  return [target, open] as const;
}

/** When the import finishes, fetch the new board (the live event does too; polling needs this). */
function useRefreshBoardWhenReady(dut: Dut | undefined) {
  const client = useQueryClient();
  const previous = useRef(dut?.status);
  useEffect(() => {
    if (!dut) return;
    if (dut.status === 'ready' && previous.current !== undefined && previous.current !== 'ready')
      void client.invalidateQueries({ queryKey: dutKeys.board(dut.id) });
    previous.current = dut.status;
  }, [client, dut]);
}

function DutNotFound() {
  return (
    <Alert color="warning" variant="light" title="DUT not found">
      It may have been deleted, or it belongs to another company.{' '}
      <Anchor component={Link} to="/dut">
        Back to all DUTs
      </Anchor>
    </Alert>
  );
}

/** `/dut/{id}`: header and actions, the import's state, the board, its specifications and files. */
export function DutDetail({ id }: { id: string }) {
  const dut = useDut(id);
  const canEdit = useCanEditDuts();
  const navigate = useNavigate();
  const reimport = useReimport(id);
  const remove = useDeleteDut();
  const [dialog, setDialog] = useState<DutAction | null>(null);
  const [workspace, openWorkspace] = useWorkspaceTarget();
  useRefreshBoardWhenReady(dut.data);
  const name = dut.data?.name;
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);

  if (dut.isPending) return <LoadingLines lines={6} />;
  if (dut.isError)
    return isApiError(dut.error) && dut.error.status === 404 ? (
      <DutNotFound />
    ) : (
      <QueryError error={dut.error} onRetry={() => dut.refetch()} />
    );

  const d = dut.data;
  const busy = isImportBusy(d.status);
  const startReimport = () =>
    reimport.mutate(undefined, {
      onSuccess: () => notify({ color: 'info', message: 'Import started.' }),
      onError: (error) => notify({ color: 'negative', message: describeError(error) }),
    });
  const act = (action: DutAction) => (action === 'reimport' ? startReimport() : setDialog(action));
  const confirmDelete = () =>
    remove.mutate(d.id, {
      onSuccess: () => {
        notify({ color: 'positive', message: `${d.name} deleted.` });
        navigate('/dut');
      },
      onError: (error) => notify({ color: 'negative', message: describeError(error) }),
    });
  const close = () => setDialog(null);

  return (
    <Stack gap="md">
      <DutHeader
        dut={d}
        actions={canEdit && <DutActions dut={d} reimporting={reimport.isPending} onAction={act} />}
      />
      {busy && <ImportProgress dut={d} />}
      {d.status === 'failed' && (
        <ImportFailedAlert
          dutId={d.id}
          canEdit={canEdit}
          reimporting={reimport.isPending}
          onUpload={() => setDialog('upload')}
          onReimport={startReimport}
        />
      )}
      {d.status === 'empty' && (
        <Section
          id="upload"
          title="Upload the design package"
          description="Studio imports it in the background and shows the board here."
        >
          {canEdit ? (
            <PackageUploader dutId={d.id} />
          ) : (
            'No files yet. An engineer of your company uploads them.'
          )}
        </Section>
      )}
      {d.board && workspace ? (
        <Suspense fallback={<LoadingLines lines={6} />}>
          <TestConfigWorkspace
            dutId={d.id}
            target={workspace}
            readOnly={!canEdit}
            onOpen={openWorkspace}
            onClose={() => openWorkspace(null)}
          />
        </Suspense>
      ) : (
        d.board && <BoardViewSection dutId={d.id} />
      )}
      {d.status !== 'empty' && (
        <TestConfigsSection
          dutId={d.id}
          hasBoard={d.board !== null}
          canEdit={canEdit}
          openId={workspace?.kind === 'saved' ? workspace.configId : null}
          onOpen={openWorkspace}
        />
      )}
      <Grid gap="md">
        {d.board && (
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <BoardSpecsSection board={d.board} />
          </Grid.Col>
        )}
        {d.status !== 'empty' && (
          <Grid.Col span={{ base: 12, lg: d.board ? 6 : 12 }}>
            <DutFilesSection
              dutId={d.id}
              busy={busy}
              onUpload={canEdit ? () => setDialog('upload') : undefined}
            />
          </Grid.Col>
        )}
      </Grid>
      <UploadDialog dutId={d.id} opened={dialog === 'upload'} onClose={close} />
      <EditDutDialog dut={d} opened={dialog === 'edit'} onClose={close} />
      <NewRevisionDialog dut={d} opened={dialog === 'revision'} onClose={close} />
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Delete DUT?"
        confirmLabel="Delete DUT"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={close}
      >
        “{d.name}”{d.revision ? ` revision ${d.revision}` : ''}, its files and its imported board will be
        deleted. This cannot be undone.
      </ConfirmDialog>
    </Stack>
  );
}
