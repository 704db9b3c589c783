import { Button, Group, Table, Text } from '@mantine/core';
import type { Coverage3, TestStrategy } from '@studio/core';
import { useState } from 'react';

const CAP = 60;
const MARK: Record<Coverage3, string> = { covered: '✓', 'not-covered': '✗', 'n/a': '–' };
const WORD: Record<Coverage3, string> = {
  covered: 'covered',
  'not-covered': 'not covered',
  'n/a': 'not applicable',
};

function Mark({ value }: { value: Coverage3 }) {
  return (
    <Text
      span
      size="sm"
      fw={600}
      c={value === 'covered' ? 'positive-text' : value === 'not-covered' ? 'negative' : 'dimmed'}
      aria-label={WORD[value]}
      title={WORD[value]}
    >
      {MARK[value]}
    </Text>
  );
}

/**
 * Per component: presence, orientation and live coverage (PCOLA/SOQ sense, docs/test-strategies.md),
 * the least covered first.
 */
export function ComponentCoverageTable({ strategy }: { strategy: TestStrategy }) {
  const [all, setAll] = useState(false);
  const rows = [...strategy.componentCoverage].sort(
    (a, b) => (a.score ?? 2) - (b.score ?? 2) || a.ref.localeCompare(b.ref, 'en', { numeric: true }),
  );
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The board has no components to score.
      </Text>
    );
  const shown = all ? rows : rows.slice(0, CAP);
  return (
    <>
      <Table.ScrollContainer minWidth={620} type="native">
        <Table verticalSpacing={4} fz="sm" aria-label="Component coverage">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th ta="center">Presence</Table.Th>
              <Table.Th ta="center">Orientation</Table.Th>
              <Table.Th ta="center">Live</Table.Th>
              <Table.Th ta="right">Score</Table.Th>
              <Table.Th>Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((c) => (
              <Table.Tr key={c.ref}>
                <Table.Td fw={500}>{c.ref}</Table.Td>
                <Table.Td>{c.role}</Table.Td>
                <Table.Td ta="center">
                  <Mark value={c.presence} />
                </Table.Td>
                <Table.Td ta="center">
                  <Mark value={c.orientation} />
                </Table.Td>
                <Table.Td ta="center">
                  <Mark value={c.live} />
                </Table.Td>
                <Table.Td ta="right">{c.score === null ? '—' : `${Math.round(c.score * 100)} %`}</Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {c.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > CAP && (
        <Group gap="xs" mt="xs">
          <Text size="xs" c="dimmed">
            {all
              ? `All ${rows.length} components.`
              : `The ${CAP} least covered of ${rows.length} components.`}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => setAll((v) => !v)}>
            {all ? 'Show fewer' : 'Show all'}
          </Button>
        </Group>
      )}
    </>
  );
}
