import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { LoadingLines, QueryError } from '../components/query-state';
import { ROLE_LABELS } from '../features/company/company-queries';
import { GettingStarted } from '../features/dashboard/getting-started';
import { HowStudioWorks } from '../features/dashboard/how-studio-works';
import { NoCompany } from '../features/dashboard/no-company';
import { YourCompanies } from '../features/dashboard/your-companies';
import { RecentDuts } from '../features/duts/list/recent-duts';
import { activeCompanyOf, useMe } from '../lib/me-queries';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** `/`: recent DUTs and first-run guidance; later issues bring reports and orders here. */
export function DashboardPage() {
  const me = useMe();
  if (me.isPending) return <LoadingLines lines={4} />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => me.refetch()} />;
  const active = activeCompanyOf(me.data);
  const description = active
    ? `${active.name} · ${ROLE_LABELS[active.role]}`
    : 'Set up your company to get started.';

  return (
    <Stack gap="md" maw={1280}>
      <PageHeader title={`Welcome, ${firstName(me.data.user.name)}`} description={description} />
      {active && <RecentDuts />}
      {active ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: me.data.companies.length > 1 ? 7 : 12 }}>
            <GettingStarted me={me.data} company={active} />
          </Grid.Col>
          {me.data.companies.length > 1 && (
            <Grid.Col span={{ base: 12, md: 5 }}>
              <YourCompanies me={me.data} />
            </Grid.Col>
          )}
        </Grid>
      ) : me.data.companies.length > 0 ? (
        <YourCompanies me={me.data} />
      ) : (
        <NoCompany me={me.data} />
      )}
      <HowStudioWorks />
    </Stack>
  );
}
