import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';
import { RequireCompany } from '../features/company/require-company';
import { DutList } from '../features/duts/list/dut-list';
import { useCanEditDuts } from '../lib/current-user';

/** `/dut`: the company's devices under test. */
export function DutListPage() {
  const canEdit = useCanEditDuts();
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title="DUTs"
        description="Boards under test: their design packages, import status and board facts."
        actions={
          canEdit && (
            <Button component={Link} to="/dut/create" leftSection={<IconPlus size={16} />}>
              New DUT
            </Button>
          )
        }
      />
      <RequireCompany>{() => <DutList />}</RequireCompany>
    </Stack>
  );
}
