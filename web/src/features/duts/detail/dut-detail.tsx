import { Alert, Anchor, Grid } from '@mantine/core';
import type { Dut } from '@studio/api';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { isApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { dutKeys } from '../../../lib/dut-keys';
import { pageTitle } from '../../../lib/page-title';
import { useDeleteDut, useDut, useReimport } from '../dut-queries';
import { isImportBusy } from '../dut-status';
import { ImportFailedAlert } from '../import/import-failed-alert';
import { ImportProgress } from '../import/import-progress';
import { PackageUploader } from '../upload/package-uploader';
import { UploadDialog } from '../upload/upload-dialog';
import { BoardSpecsSection } from './board-specs-section';
import { type DutAction, DutActions } from './dut-actions';
import { DutFilesSection } from './dut-files-section';
import { StepModelSection } from './step-model-section';
import { DutHeader } from './dut-header';
import { EditDutDialog } from './edit-dut-dialog';
import { NewRevisionDialog } from './new-revision-dialog';

/**
 * The pieces of `/dut/{id}` that belong to the DUT itself. The page (routes/dut-detail-page.tsx)
 * puts the board view or the test-config workspace and the test configs between them.
 */

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

/**
 * Loads the DUT and renders `children` with it; while loading, when it is missing and when loading
 * failed it says so instead. Names the tab after the DUT and refreshes the board when an import ends.
 */
export function WithDut({ id, children }: { id: string; children(dut: Dut): ReactNode }) {
  const dut = useDut(id);
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
  return <>{children(dut.data)}</>;
}

/** Header and actions (with their dialogs), the import's progress or failure, the first upload. */
export function DutOverview({ dut: d, canEdit }: { dut: Dut; canEdit: boolean }) {
  const navigate = useNavigate();
  const reimport = useReimport(d.id);
  const remove = useDeleteDut();
  const [dialog, setDialog] = useState<DutAction | null>(null);
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
    <>
      <DutHeader
        dut={d}
        actions={canEdit && <DutActions dut={d} reimporting={reimport.isPending} onAction={act} />}
      />
      {isImportBusy(d.status) && <ImportProgress dut={d} />}
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
    </>
  );
}

/** The board's specifications beside the DUT's files (with their own upload dialog). */
export function DutFacts({ dut: d, canEdit }: { dut: Dut; canEdit: boolean }) {
  const [uploading, setUploading] = useState(false);
  return (
    <>
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
              busy={isImportBusy(d.status)}
              onUpload={canEdit ? () => setUploading(true) : undefined}
            />
          </Grid.Col>
        )}
        {d.status !== 'empty' && (
          <Grid.Col span={12}>
            <StepModelSection dutId={d.id} canEdit={canEdit} />
          </Grid.Col>
        )}
      </Grid>
      <UploadDialog dutId={d.id} opened={uploading} onClose={() => setUploading(false)} />
    </>
  );
}
