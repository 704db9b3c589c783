import { Stack } from '@mantine/core';
import type { TestStrategyDetail } from '@studio/api';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LoadingLines, QueryError } from '../components/query-state';
import { RequireCompany } from '../features/company/require-company';
import { StrategyEditor } from '../features/test-strategies/edit/strategy-editor';
import { asEngineStrategy } from '../features/test-strategies/engine-strategy';
import { useStrategyVersion } from '../features/test-strategies/strategy-queries';
import { chosenVersion, WithStrategy } from '../features/test-strategies/with-strategy';
import { useCanEditDuts } from '../lib/current-user';

function EditVersion({ detail }: { detail: TestStrategyDetail }) {
  const [search] = useSearchParams();
  const canEdit = useCanEditDuts();
  const number = chosenVersion(detail, search);
  const version = useStrategyVersion(detail.id, number);
  const base = useMemo(() => (version.data ? asEngineStrategy(version.data.document) : null), [version.data]);
  if (number === null) return <QueryError error={new Error('This strategy has no saved version to edit.')} />;
  if (version.isError) return <QueryError error={version.error} onRetry={() => version.refetch()} />;
  if (!base) return <LoadingLines lines={8} />;
  return <StrategyEditor detail={detail} baseNumber={number} base={base} readOnly={!canEdit} />;
}

/** `/test-strategy/{id}/edit`: the structured editor (read-only for viewers). */
export function TestStrategyEditPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap={0} maw={1440}>
      <RequireCompany>
        {() => (
          <WithStrategy key={id} id={id} titlePrefix="Edit ">
            {(detail) => <EditVersion detail={detail} />}
          </WithStrategy>
        )}
      </RequireCompany>
    </Stack>
  );
}
