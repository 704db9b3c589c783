import { Badge, Checkbox, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { LimitPairBody, LimitProposalRow } from '@studio/api';
import { formatQuantity } from '@studio/core';

/** "3.25 V … 3.35 V", "≤ 500 mA", "≥ 100 Ω". */
export function describePair(p: LimitPairBody, unit: string): string {
  const f = (v: number) => formatQuantity(v, unit);
  if (p.min !== null && p.max !== null) return `${f(p.min)} … ${f(p.max)}`;
  if (p.min !== null) return `≥ ${f(p.min)}`;
  if (p.max !== null) return `≤ ${f(p.max)}`;
  return 'no limits';
}

const cpk = (v: number | null) => (v === null ? '–' : v.toFixed(2));

/** What applying the row does: tightens, widens (opt-in), or widens past the design limits. */
function ChangeBadge({ row }: { row: LimitProposalRow }) {
  if (row.change === 'tighten')
    return (
      <Badge color="positive" variant="light">
        Tightens
      </Badge>
    );
  if (row.change === 'widen')
    return row.beyondDesign ? (
      <Badge color="negative" variant="filled" title="Past the limits as designed">
        Beyond design
      </Badge>
    ) : (
      <Badge color="warning" variant="light">
        Widens
      </Badge>
    );
  return (
    <Badge color="gray" variant="light">
      Unchanged
    </Badge>
  );
}

/** A row's figures in one line, for the compact table: what it is now, n and Cpk now → after. */
function figures(r: LimitProposalRow): string {
  const failed = r.failures > 0 ? ` (${r.failures} failed)` : '';
  return `now ${describePair(r.current, r.unit)} · n ${r.values}${failed} · Cpk ${cpk(r.cpkNow)} → ${cpk(r.cpkAfter)}`;
}

/**
 * The proposal, one row per limit with a proposal: the current and proposed limits, n, Cpk now and
 * after, what changes, and a checkbox (widenings unchecked until the engineer opts in). `compact` (a
 * phone) puts each row's figures under its name instead of in columns, so nothing scrolls sideways.
 */
export function LimitsProposalTable({
  rows,
  chosen,
  onToggle,
  compact = false,
}: {
  rows: readonly LimitProposalRow[];
  chosen: ReadonlySet<string>;
  onToggle(key: string, on: boolean): void;
  compact?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 760}>
      <Table aria-label="Proposed limits" verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={36}>
              <VisuallyHidden>Apply</VisuallyHidden>
            </Table.Th>
            <Table.Th>Measurement</Table.Th>
            {!compact && (
              <>
                <Table.Th>Proposed</Table.Th>
                <Table.Th>Change</Table.Th>
                <Table.Th>Current</Table.Th>
                <Table.Th ta="right">n</Table.Th>
                <Table.Th ta="right">Cpk now → after</Table.Th>
              </>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const applicable = r.change === 'tighten' || r.change === 'widen';
            const proposed = r.proposed ? describePair(r.proposed, r.unit) : '–';
            return (
              <Table.Tr
                key={r.key}
                data-change={r.change ?? 'skipped'}
                bg={r.change === 'widen' ? 'var(--mantine-color-warning-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Apply ${r.stepTitle}: ${r.label}`}
                    checked={chosen.has(r.key)}
                    disabled={!applicable}
                    onChange={(e) => onToggle(r.key, e.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {r.label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.stepTitle}
                  </Text>
                  {compact && (
                    <>
                      <Group gap={6} mt={4} wrap="wrap">
                        <Text size="sm" fw={600}>
                          {proposed}
                        </Text>
                        <ChangeBadge row={r} />
                      </Group>
                      <Text size="xs" c={r.failures > 0 ? 'negative' : 'dimmed'}>
                        {figures(r)}
                      </Text>
                    </>
                  )}
                </Table.Td>
                {!compact && (
                  <>
                    <Table.Td style={{ whiteSpace: 'nowrap' }} fw={600}>
                      {proposed}
                    </Table.Td>
                    <Table.Td>
                      <ChangeBadge row={r} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{describePair(r.current, r.unit)}</Table.Td>
                    <Table.Td ta="right">
                      {r.values}
                      {r.failures > 0 && (
                        <Text span size="xs" c="negative">
                          {' '}
                          ({r.failures} failed)
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {cpk(r.cpkNow)} → {cpk(r.cpkAfter)}
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
