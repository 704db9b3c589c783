import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { RequireCompany } from '../features/company/require-company';
import { SolutionView } from '../features/test-solutions/detail/solution-view';
import { WithSolution } from '../features/test-solutions/with-solution';

/** `/test-solution/{id}` (the route checked the UUID). */
export function TestSolutionPage() {
  const { id = '' } = useParams();
  return (
    <Stack gap={0} maw={1440}>
      <RequireCompany>
        {() => (
          <WithSolution key={id} id={id}>
            {(solution) => <SolutionView solution={solution} />}
          </WithSolution>
        )}
      </RequireCompany>
    </Stack>
  );
}
