import { Badge, Tooltip } from '@mantine/core';
import type { TestStrategyStatus } from '@studio/api';
import { STRATEGY_STATUS } from './strategy-status';

/** A strategy's status (draft, in review, approved). */
export function StrategyStatusBadge({ status }: { status: TestStrategyStatus }) {
  const look = STRATEGY_STATUS[status];
  return (
    <Tooltip label={look.description} openDelay={400}>
      <Badge color={look.color} variant="light" size="sm" data-status={status} style={{ flexShrink: 0 }}>
        {look.label}
      </Badge>
    </Tooltip>
  );
}
