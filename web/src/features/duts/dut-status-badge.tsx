import { Badge, Loader, Tooltip } from '@mantine/core';
import type { DutStatus, FileStatus } from '@studio/api';
import { DUT_STATUS, FILE_STATUS, isImportBusy } from './dut-status';

// A status is never cut short ("FAI…") beside a long name: the name gives way instead.
const NO_SHRINK = { flexShrink: 0 };

/** The DUT's import status; a spinner while it is queued or importing. */
export function DutStatusBadge({ status, size = 'sm' }: { status: DutStatus; size?: 'sm' | 'md' | 'lg' }) {
  const look = DUT_STATUS[status];
  return (
    <Tooltip label={look.description} openDelay={400}>
      <Badge
        color={look.color}
        variant="light"
        size={size}
        leftSection={isImportBusy(status) ? <Loader size={10} color={look.color} aria-hidden /> : undefined}
        data-status={status}
        style={NO_SHRINK}
      >
        {look.label}
      </Badge>
    </Tooltip>
  );
}

export function FileStatusBadge({ status }: { status: FileStatus }) {
  const look = FILE_STATUS[status];
  return (
    <Tooltip label={look.description} openDelay={400}>
      <Badge color={look.color} variant="light" size="sm" data-status={status} style={NO_SHRINK}>
        {look.label}
      </Badge>
    </Tooltip>
  );
}
