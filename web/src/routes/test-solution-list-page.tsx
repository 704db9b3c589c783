import { Button, Stack } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { RequireCompany } from '../features/company/require-company';
import { SolutionList } from '../features/test-solutions/list/solution-list';
import { useCanEditDuts } from '../lib/current-user';

/** `/test-solution`: the company's test solutions (drafts and ordered). */
export function TestSolutionListPage() {
  const canEdit = useCanEditDuts();
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title="Test solutions"
        description="Fixtures for your DFT-clean test configs, priced from the catalog and ready to order."
        actions={
          canEdit && (
            <Button component={Link} to="/test-solution/configure" leftSection={<IconTool size={16} />}>
              Configure
            </Button>
          )
        }
      />
      <RequireCompany>{() => <SolutionList />}</RequireCompany>
    </Stack>
  );
}
