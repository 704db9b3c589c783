import { Stack } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { RequireCompany } from '../features/company/require-company';
import { StrategyList } from '../features/test-strategies/list/strategy-list';

/** `/test-strategy`: the company's test strategies. */
export function TestStrategyListPage() {
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title="Test strategies"
        description="Test plans drafted from the boards and edited by your engineers: steps, limits, equipment and coverage."
      />
      <RequireCompany>{() => <StrategyList />}</RequireCompany>
    </Stack>
  );
}
