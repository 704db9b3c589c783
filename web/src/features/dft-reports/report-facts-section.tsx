import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { DftReportFacts } from '@studio/api';
import { Section } from '../../components/section';
import { FactTable } from './fact-table';
import { factRows, kindSideRows, probeNotes, probeRows } from './report-facts-rows';

const num = (n: number) => n.toLocaleString('en-US');

/** Selected test points by kind and by the side they are probed from. */
export function KindSideTable({
  byKind,
  size = 'sm',
}: {
  byKind: DftReportFacts['testPoints']['byKind'];
  size?: 'xs' | 'sm';
}) {
  const rows = kindSideRows(byKind);
  if (rows.length === 0)
    return (
      <Text size={size} c="dimmed">
        No test points selected.
      </Text>
    );
  return (
    <Table
      aria-label="Test points by type and side"
      fz={size}
      verticalSpacing={size === 'xs' ? 1 : 4}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Type</Table.Th>
          <Table.Th ta="right">Top</Table.Th>
          <Table.Th ta="right">Bottom</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.kind}>
            <Table.Td>{r.label}</Table.Td>
            <Table.Td ta="right">{num(r.top)}</Table.Td>
            <Table.Td ta="right">{num(r.bottom)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {num(r.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Recommended probes by class (P100 / P75 / P50 / P39) and the points that take none. */
export function ProbeTable({
  probes,
  size = 'sm',
}: {
  probes: DftReportFacts['probes'];
  size?: 'xs' | 'sm';
}) {
  const notes = probeNotes(probes);
  return (
    <Stack gap={4}>
      <Table
        aria-label="Probes by class"
        fz={size}
        verticalSpacing={size === 'xs' ? 1 : 4}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Tbody>
          {probeRows(probes).map((r) => (
            <Table.Tr key={r.label}>
              <Table.Th fw={400}>{r.label}</Table.Th>
              <Table.Td ta="right">{num(r.count)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th>Total probes</Table.Th>
            <Table.Td ta="right" fw={700}>
              {num(probes.total)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {notes.map((n) => (
        <Text key={n} size="xs" c="negative">
          {n}
        </Text>
      ))}
    </Stack>
  );
}

/** PRODUCT.md §5 "the report shows": board, sides, locating, test points, smallest pad and spacing, nets, probes. */
export function ReportFactsSection({
  facts,
  holeLabel,
}: {
  facts: DftReportFacts;
  holeLabel(id: string): string;
}) {
  return (
    <Section
      id="facts"
      title="Board and fixture"
      description="Board frame, mm. From the board and the test config analysed."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <FactTable rows={factRows(facts, holeLabel)} label="Board and configuration facts" />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={3} size="h6">
              Test points by type and side
            </Title>
            <KindSideTable byKind={facts.testPoints.byKind} />
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h6">
              Recommended probes by class
            </Title>
            <ProbeTable probes={facts.probes} />
          </Stack>
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
