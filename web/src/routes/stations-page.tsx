import { Alert, Stack } from '@mantine/core';
import { EDITOR_ROLES } from '@studio/api';
import { PageHeader } from '../components/page-header';
import { ROLE_LABELS } from '../features/company/company-queries';
import { RequireCompany } from '../features/company/require-company';
import { TestStationsSection } from '../features/results/test-stations-section';
import { StationsScreen } from '../features/stations/stations-screen';

/** /settings/stations: the station profiles the interface mapping wires fixtures to (PRODUCT.md §2, §12). */
export function StationsPage() {
  return (
    <Stack gap={0} maw={1440}>
      <PageHeader
        title="Test stations"
        description="The testers your fixtures plug into: interface connectors and the instrument channels behind their pins."
      />
      <RequireCompany>
        {(_me, company) => (
          <Stack gap="md">
            {!EDITOR_ROLES.includes(company.role) && (
              <Alert color="info" variant="light">
                You can read the station profiles; as {ROLE_LABELS[company.role].toLowerCase()} you cannot
                change them. Engineers, admins and owners can.
              </Alert>
            )}
            <TestStationsSection canEdit={EDITOR_ROLES.includes(company.role)} />
            <StationsScreen canEdit={EDITOR_ROLES.includes(company.role)} />
          </Stack>
        )}
      </RequireCompany>
    </Stack>
  );
}
