import { Badge } from '@mantine/core';
import type { TestSolutionSummary } from '@studio/api';

/** Draft, or the order it became. */
export function SolutionStatusBadge({
  solution,
}: {
  solution: Pick<TestSolutionSummary, 'status' | 'orderNumber'>;
}) {
  return solution.status === 'draft' ? (
    <Badge variant="light" color="gray">
      Draft
    </Badge>
  ) : (
    <Badge variant="light" color="accent">
      Ordered{solution.orderNumber ? ` · ${solution.orderNumber}` : ''}
    </Badge>
  );
}
