import { Stack } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { RequireCompany } from '../features/company/require-company';
import { Configurator } from '../features/test-solutions/configure/configurator';

/** `/test-solution/configure`: the stepper (its state in the address bar). */
export function TestSolutionConfigurePage() {
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title="Configure a test solution"
        description="Choose the board and test config, the kit options and the quantity; the price follows every choice."
      />
      <RequireCompany>{() => <Configurator />}</RequireCompany>
    </Stack>
  );
}
