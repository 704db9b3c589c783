import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BoardSummary } from '@studio/api';
import { Section } from '../../../components/section';
import { useUnits } from '../../../lib/current-user';
import { formatCount } from '../../../lib/format';
import {
  olderReadingNote,
  type SpecRow,
  specRows,
  testPointKindRows,
  testPointSideRows,
} from './board-specs';

function SpecTable({ rows, label, caption }: { rows: SpecRow[]; label: string; caption?: string }) {
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      {caption && (
        <Table.Caption
          ta="left"
          fz="xs"
          c="dimmed"
          style={{ captionSide: 'top', marginTop: 0, marginBottom: 4 }}
        >
          {caption}
        </Table.Caption>
      )}
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th fw={400} c="dimmed" pr="sm" style={{ whiteSpace: 'nowrap' }}>
              {row.label}
            </Table.Th>
            {/* Values may wrap: a long one (the nets with their breakdown) held on one line made the
                table, and so the whole page, wider than a phone's screen. */}
            <Table.Td fw={500} ta="right" style={{ fontVariantNumeric: 'tabular-nums', textWrap: 'balance' }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** What the candidate count counts: the same count the workspace's Test points tab shows. */
export function candidateCountNote(covered: number | undefined): string {
  const reach =
    'Probe-able: pads, vias and test points not under solder mask; the workspace counts the same.';
  if (covered === undefined || covered === 0) return reach;
  return `${reach} ${formatCount(covered)} more under solder mask or tented are not counted.`;
}

/** Board specifications from the import: dimensions, layers, counts, test-point candidates. */
export function BoardSpecsSection({ board }: { board: BoardSummary }) {
  const units = useUnits();
  const older = olderReadingNote(board);
  return (
    <Section
      id="specs"
      title="Board specifications"
      description="From the imported design; lengths in your units."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          <SpecTable rows={specRows(board, units)} label="Board" />
          {older && (
            <Text size="xs" c="dimmed">
              {older}
            </Text>
          )}
        </Stack>
        <Stack gap="xs">
          <Group gap="xs" justify="space-between">
            <Title order={3} size="h6">
              Probe-able test-point candidates
            </Title>
            <Badge variant="light" color="accent">
              {formatCount(board.testPoints.total)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {candidateCountNote(board.testPoints.covered)}
          </Text>
          {board.testPoints.total === 0 ? (
            <Text size="sm" c="dimmed">
              No pad, via or test point a probe could reach.
            </Text>
          ) : (
            <>
              <SpecTable
                rows={testPointKindRows(board)}
                label="Test-point candidates by kind"
                caption="By kind"
              />
              <SpecTable
                rows={testPointSideRows(board)}
                label="Test-point candidates by side"
                caption="By side"
              />
            </>
          )}
        </Stack>
      </SimpleGrid>
    </Section>
  );
}
