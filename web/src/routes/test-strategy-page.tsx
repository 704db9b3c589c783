import { Button, Stack } from '@mantine/core';
import { asEngineStrategy } from '../features/test-strategies/engine-strategy';
import { IconChartBar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';
import { notify } from '../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../components/query-state';
import { RequireCompany } from '../features/company/require-company';
import { StrategyDocument } from '../features/test-strategies/document/strategy-document';
import { ExportMenu } from '../features/test-strategies/export-menu';
import { StrategyHeader } from '../features/test-strategies/strategy-header';
import { useDeleteStrategy, useStrategyVersion } from '../features/test-strategies/strategy-queries';
import { chosenVersion, WithStrategy } from '../features/test-strategies/with-strategy';
import type { TestStrategyDetail } from '@studio/api';
import { useCanEditDuts } from '../lib/current-user';
import { describeError } from '../lib/describe-error';

function VersionDocument({ id, number }: { id: string; number: number }) {
  const version = useStrategyVersion(id, number);
  if (version.isPending) return <LoadingLines lines={8} />;
  if (version.isError) return <QueryError error={version.error} onRetry={() => version.refetch()} />;
  return <StrategyDocument strategy={asEngineStrategy(version.data.document)} />;
}

function StrategyView({ detail }: { detail: TestStrategyDetail }) {
  const canEdit = useCanEditDuts();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const version = chosenVersion(detail, search);
  const remove = useDeleteStrategy();
  const [deleting, setDeleting] = useState(false);
  const editTo = `/test-strategy/${detail.id}/edit${version !== null ? `?version=${version}` : ''}`;
  return (
    <>
      <StrategyHeader
        detail={detail}
        version={version}
        canEdit={canEdit}
        onVersion={(n) => setSearch(n === detail.latestVersion ? {} : { version: String(n) })}
        actions={
          <>
            {version !== null && <ExportMenu strategyId={detail.id} version={version} />}
            <Button
              variant="default"
              component={Link}
              to={`/test-strategy/${detail.id}/results`}
              leftSection={<IconChartBar size={16} />}
            >
              Production results
            </Button>
            {canEdit && (
              <>
                <Button component={Link} to={editTo} leftSection={<IconPencil size={16} />}>
                  Edit
                </Button>
                <Button
                  variant="subtle"
                  color="negative"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(true)}
                >
                  Delete
                </Button>
              </>
            )}
          </>
        }
      />
      {version === null ? (
        <QueryError error={new Error('This strategy has no saved version.')} />
      ) : (
        <VersionDocument id={detail.id} number={version} />
      )}
      <ConfirmDialog
        opened={deleting}
        title="Delete test strategy?"
        confirmLabel="Delete strategy"
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(detail.id, {
            onSuccess: () => {
              notify({ color: 'positive', message: `${detail.name} deleted.` });
              navigate('/test-strategy');
            },
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
        onCancel={() => setDeleting(false)}
      >
        “{detail.name}” and its {detail.versions.length} saved{' '}
        {detail.versions.length === 1 ? 'version' : 'versions'} will be deleted. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}

/** `/test-strategy/{id}`: one strategy version as a readable document (the route checked the UUID). */
export function TestStrategyPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap={0} maw={1440}>
      <RequireCompany>
        {() => (
          <WithStrategy key={id} id={id}>
            {(detail) => <StrategyView detail={detail} />}
          </WithStrategy>
        )}
      </RequireCompany>
    </Stack>
  );
}
