import { Badge, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { QueryError } from '../../components/query-state';
import { useSerialHistory } from './results-queries';

const time = (iso: string) => iso.replace('T', ' ').slice(0, 16);

/** A board's every run (retests too), and what failed in each. */
export function SerialHistoryPanel({ initial = '' }: { initial?: string }) {
  const [serial, setSerial] = useState(initial);
  const [debounced] = useDebouncedValue(serial.trim(), 300);
  const history = useSerialHistory(debounced);
  return (
    <Stack gap="xs">
      <TextInput
        label="Serial number"
        placeholder="e.g. SN-000123"
        value={serial}
        onChange={(e) => setSerial(e.currentTarget.value)}
        maw={320}
      />
      {history.isError && <QueryError error={history.error} onRetry={() => history.refetch()} />}
      {history.data && history.data.runs.length === 0 && (
        <Text size="sm" c="dimmed">
          No runs of {history.data.serial}.
        </Text>
      )}
      {history.data && history.data.runs.length > 0 && (
        <Table aria-label={`Runs of ${history.data.serial}`} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Started (UTC)</Table.Th>
              <Table.Th>Station</Table.Th>
              <Table.Th>Verdict</Table.Th>
              <Table.Th>Failed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.runs.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{time(r.startedAt)}</Table.Td>
                <Table.Td>
                  {r.stationName} · v{r.strategyVersionNumber}
                </Table.Td>
                <Table.Td>
                  <Badge color={r.passed ? 'positive' : 'negative'} variant="light">
                    {r.passed ? 'passed' : 'failed'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {r.failures.map((f) => (
                    <Text key={`${f.stepId}/${f.label}`} size="xs">
                      {f.stepTitle}: {f.label} ={' '}
                      {f.value === null ? 'no reading' : `${Number(f.value.toPrecision(4))} ${f.unit}`}
                      {f.probes.length > 0 ? ` (${f.probes.join(', ')})` : ''}
                    </Text>
                  ))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
