import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '../lib/describe-error';

/** Loading skeleton lines while a query runs. */
export function LoadingLines({ lines = 3 }: { lines?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} height={18} width={`${90 - i * 12}%`} />
      ))}
    </Stack>
  );
}

/** A failed query: what went wrong in plain words, and a retry. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?(): void }) {
  return (
    <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <span>{describeError(error)}</span>
        {onRetry && (
          <Button size="compact-sm" variant="white" color="negative" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
