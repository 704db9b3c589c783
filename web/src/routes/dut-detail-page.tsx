import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { RequireCompany } from '../features/company/require-company';
import { DutDetail } from '../features/duts/dut-detail';

/** `/dut/{id}`: one DUT (the route has already checked that the id is a UUID). */
export function DutDetailPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap={0} maw={1600}>
      <RequireCompany>{() => <DutDetail key={id} id={id} />}</RequireCompany>
    </Stack>
  );
}
