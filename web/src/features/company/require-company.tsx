import { Alert, Anchor } from '@mantine/core';
import type { CompanySummary, Me } from '@studio/api';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { activeCompanyOf, useMe } from '../../lib/me-queries';

/** Renders its children with the active company, or explains how to get one. */
export function RequireCompany({ children }: { children(me: Me, company: CompanySummary): ReactNode }) {
  const me = useMe();
  if (me.isPending) return <LoadingLines />;
  if (me.isError) return <QueryError error={me.error} onRetry={() => me.refetch()} />;
  const company = activeCompanyOf(me.data);
  if (!company) {
    return (
      <Alert color="info" variant="light" title="No company yet">
        This page belongs to a company.{' '}
        <Anchor component={Link} to="/">
          Create your company or choose one on the dashboard
        </Anchor>
        .
      </Alert>
    );
  }
  return <>{children(me.data, company)}</>;
}
