import { Badge, type BadgeProps } from '@mantine/core';
import type { FixtureVerdictName } from '@studio/api';

export const VERDICT_LABEL: Record<FixtureVerdictName, string> = {
  valid: 'Valid',
  'needs-rework': 'Needs rework',
  'needs-new-fixture': 'Needs a new fixture',
};

const COLOR: Record<FixtureVerdictName, string> = {
  valid: 'positive',
  'needs-rework': 'warning',
  'needs-new-fixture': 'negative',
};

/** Whether the fixture of rev A serves rev B, as a badge. */
export function VerdictBadge({ verdict, ...props }: { verdict: FixtureVerdictName } & BadgeProps) {
  return (
    <Badge color={COLOR[verdict]} variant="light" data-verdict={verdict} {...props}>
      {VERDICT_LABEL[verdict]}
    </Badge>
  );
}
