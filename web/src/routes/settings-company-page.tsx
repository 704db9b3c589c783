import { Badge, Stack } from '@mantine/core';
import { ADMIN_ROLES } from '@studio/api';
import { PageHeader } from '../components/page-header';
import { LoadingLines, QueryError } from '../components/query-state';
import { CompanyProfileSection } from '../features/company/company-profile-section';
import { ROLE_LABELS, useCompanyProfile } from '../features/company/company-queries';
import { DftThresholdsSection } from '../features/company/dft-thresholds-section';
import { InvitationsSection } from '../features/company/invitations-section';
import { MembersSection } from '../features/company/members-section';
import { RequireCompany } from '../features/company/require-company';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

function CompanySettings({ myUserId, canAdmin }: { myUserId: string; canAdmin: boolean }) {
  const company = useCompanyProfile();
  useScrollToHash(company.isSuccess);
  if (company.isPending) return <LoadingLines lines={6} />;
  if (company.isError) return <QueryError error={company.error} onRetry={() => company.refetch()} />;
  return (
    <Stack gap="md">
      <CompanyProfileSection key={company.data.id} company={company.data} canAdmin={canAdmin} />
      <MembersSection myUserId={myUserId} canAdmin={canAdmin} companyName={company.data.name} />
      <InvitationsSection canAdmin={canAdmin} />
      <DftThresholdsSection canAdmin={canAdmin} />
    </Stack>
  );
}

/** /settings/company: profile, members and invitations of the active company. */
export function SettingsCompanyPage() {
  return (
    <RequireCompany>
      {(me, company) => (
        <Stack gap={0} maw={1080}>
          <PageHeader
            title="Company"
            description={company.name}
            actions={
              <Badge variant="light" size="lg">
                You are {ROLE_LABELS[company.role].toLowerCase()}
              </Badge>
            }
          />
          <CompanySettings myUserId={me.user.id} canAdmin={ADMIN_ROLES.includes(company.role)} />
        </Stack>
      )}
    </RequireCompany>
  );
}
