import { Stack } from '@mantine/core';
import { RevisionCompareQuery } from '@studio/api';
import { useParams, useSearchParams } from 'react-router';
import { RequireCompany } from '../features/company/require-company';
import { WithDut } from '../features/duts/detail/dut-detail';
import { RevisionCompareView } from '../features/revisions/compare-view';

/**
 * `/dut/{id}/compare[?against=&testConfigId=&version=]`: the fixture of rev A (default: the previous
 * revision's newest test-config version) checked on this DUT.
 */
export function RevisionComparePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const parsed = RevisionCompareQuery.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : {};
  return (
    <Stack gap={0} maw={1600}>
      <RequireCompany>
        {() => <WithDut id={id}>{(d) => <RevisionCompareView key={id} dut={d} query={query} />}</WithDut>}
      </RequireCompany>
    </Stack>
  );
}
