import { Alert, Anchor, Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { formatUpdated } from '../../../lib/format';
import { useDutList } from '../../duts/dut-queries';

/** Step 1: the DUT the fixture is for (only DUTs with an imported board can have a test config). */
export function DutStep({ value, onChoose }: { value: string | null; onChoose(dutId: string): void }) {
  const duts = useDutList('sort=updatedAt&order=desc&pageSize=100&status=ready');
  if (duts.isPending) return <LoadingLines lines={4} />;
  if (duts.isError) return <QueryError error={duts.error} onRetry={() => duts.refetch()} />;
  if (duts.data.items.length === 0)
    return (
      <Alert color="info" variant="light" title="No DUT with an imported board">
        A fixture is designed from a board.{' '}
        <Anchor component={Link} to="/dut/create">
          Upload a design
        </Anchor>
        , configure its test points and run the DFT check; then come back here.
      </Alert>
    );
  return (
    <Radio.Group
      value={value ?? ''}
      onChange={onChoose}
      label="Which board is the fixture for?"
      description="DUTs whose board has been imported."
    >
      <Stack gap="xs" mt="xs">
        {duts.data.items.map((d) => (
          <Radio.Card key={d.id} value={d.id} p="sm" radius="md" aria-label={d.name}>
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={600}>{d.name}</Text>
                  {d.revision && (
                    <Badge size="sm" variant="light" color="gray">
                      Rev {d.revision}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {[d.partNumber, `updated ${formatUpdated(d.updatedAt)}`].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
      {duts.data.total > duts.data.items.length && (
        <Text size="xs" c="dimmed" mt="xs">
          The {duts.data.items.length} most recently updated of {duts.data.total} DUTs.{' '}
          <Button component={Link} to="/dut" variant="subtle" size="compact-xs">
            All DUTs
          </Button>
        </Text>
      )}
    </Radio.Group>
  );
}
