import { Alert, Stack } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { RequireCompany } from '../features/company/require-company';
import { DutCreate } from '../features/duts/upload/dut-create';
import { useCanEditDuts } from '../lib/current-user';

/** `/dut/create`: a new DUT with its design package. */
export function DutCreatePage() {
  const canEdit = useCanEditDuts();
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title="New DUT"
        description="Name the board, drop its design package, and Studio imports it."
      />
      <RequireCompany>
        {() =>
          canEdit ? (
            <DutCreate />
          ) : (
            <Alert color="info" variant="light">
              Viewers can look at DUTs but not create them. Engineers, admins and owners can.
            </Alert>
          )
        }
      </RequireCompany>
    </Stack>
  );
}
