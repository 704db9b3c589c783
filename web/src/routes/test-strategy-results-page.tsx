import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { RequireCompany } from '../features/company/require-company';
import { ResultsScreen } from '../features/results/results-screen';
import { WithStrategy } from '../features/test-strategies/with-strategy';

/** /test-strategy/:id/results: production results of a strategy's versions (issue 32). */
export function TestStrategyResultsPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap={0} maw={1440}>
      <RequireCompany>
        {() => (
          <WithStrategy key={id} id={id} titlePrefix="Results: ">
            {(detail) => <ResultsScreen detail={detail} />}
          </WithStrategy>
        )}
      </RequireCompany>
    </Stack>
  );
}
