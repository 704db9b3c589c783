import { Table, Text } from '@mantine/core';
import type { DftRuleSummary } from '@studio/api';
import { formatMeasured, formatThreshold, SEVERITY_COLORS, SEVERITY_LABELS } from './report-format';
import { SeverityBadge } from './severity-badge';

/** A rule with nothing to check (e.g. guide-pin spacing on a cradle) passed vacuously: say so. */
export const isNotApplicable = (rule: DftRuleSummary) => rule.status === 'pass' && rule.checked === 0;

/**
 * Every rule's verdict: status, the worst measured value against its threshold, how many issues of
 * how many checks. `compact` (the printable summary) drops the checks column, writes the verdict as
 * coloured text instead of a badge and shrinks the type.
 */
export function RuleTable({ rules, compact = false }: { rules: DftRuleSummary[]; compact?: boolean }) {
  const size = compact ? 'xs' : 'sm';
  return (
    <Table.ScrollContainer minWidth={compact ? 480 : 640} type="native">
      <Table
        aria-label="Rule results"
        fz={size}
        verticalSpacing={compact ? 2 : 6}
        horizontalSpacing={compact ? 4 : 'xs'}
        striped={!compact}
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rule</Table.Th>
            <Table.Th w={compact ? undefined : 110}>Result</Table.Th>
            <Table.Th ta="right">Worst</Table.Th>
            <Table.Th>Threshold</Table.Th>
            <Table.Th ta="right">Issues</Table.Th>
            {!compact && <Table.Th ta="right">Checked</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => {
            const na = isNotApplicable(rule);
            return (
              <Table.Tr key={rule.id} data-rule={rule.id} data-status={rule.status}>
                <Table.Td miw={compact ? undefined : 180}>{rule.title}</Table.Td>
                <Table.Td>
                  {na ? (
                    <Text span fz={size} c="dimmed">
                      n/a
                    </Text>
                  ) : compact ? (
                    <Text span inherit fw={700} c={SEVERITY_COLORS[rule.status]} tt="uppercase">
                      {SEVERITY_LABELS[rule.status]}
                    </Text>
                  ) : (
                    <SeverityBadge severity={rule.status} size="sm" />
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatMeasured(rule.worst, rule.unit)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatThreshold(rule.id, rule.threshold, rule.unit) ?? '—'}
                </Table.Td>
                <Table.Td ta="right">{rule.count.toLocaleString('en-US')}</Table.Td>
                {!compact && <Table.Td ta="right">{rule.checked.toLocaleString('en-US')}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
