import { Stack } from '@mantine/core';
import { PageHeader } from '../components/page-header';
import { LoadingLines, QueryError } from '../components/query-state';
import { PasswordSection } from '../features/account/password-section';
import { PreferencesSection } from '../features/account/preferences-section';
import { ProfileSection } from '../features/account/profile-section';
import { SessionsSection } from '../features/account/sessions-section';
import { StaffSection } from '../features/account/staff-section';
import { TwoFactorSection } from '../features/account/two-factor-section';
import { useMe } from '../lib/me-queries';
import { useScrollToHash } from '../lib/use-scroll-to-hash';

/** /settings: the user's own profile, security and preferences. */
export function SettingsProfilePage() {
  const me = useMe();
  useScrollToHash(me.isSuccess);
  return (
    <Stack gap="md" maw={1080}>
      <PageHeader title="Profile & security" description="Your account, on every company you work in." />
      {me.isPending && <LoadingLines lines={6} />}
      {me.isError && <QueryError error={me.error} onRetry={() => me.refetch()} />}
      {me.data && (
        <>
          <ProfileSection me={me.data} />
          <PreferencesSection me={me.data} />
          <PasswordSection />
          <TwoFactorSection me={me.data} />
          <SessionsSection />
          {me.data.user.isStaff && <StaffSection />}
        </>
      )}
    </Stack>
  );
}
