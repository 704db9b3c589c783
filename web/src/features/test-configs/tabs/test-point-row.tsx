import { displayNetName } from '@studio/core';
import { ActionIcon, Badge, Checkbox, Group, Menu, Table, Text, Tooltip } from '@mantine/core';
import type { AnalyzedTestPoint, Finding, SelectedTestPoint, TestPoint } from '@studio/core';
import { candidateName } from '@studio/core';
import { IconDots } from '@tabler/icons-react';
import { memo } from 'react';
import { formatLength, type Units } from '../../../viewer';
import { KIND_LABELS, KIND_SHORT, SEVERITY_COLORS } from './tab-props';

export interface RowActions {
  toggle(id: string): void;
  onlyForNet(id: string): void;
  highPower(id: string): void;
  drillOnly(id: string, on: boolean): void;
  /** Probe side of a point with copper on both sides (null = the primary side). */
  probeFrom(id: string, side: 'top' | 'bottom' | null): void;
  show(tp: TestPoint): void;
}

function ProbeCell({ option, analysed }: { option?: SelectedTestPoint; analysed?: AnalyzedTestPoint }) {
  if (!option) return <Text c="dimmed">—</Text>;
  if (option.drillOnly) return <Text size="xs">drill only</Text>;
  if (!analysed) return <Text c="dimmed">…</Text>;
  if (!analysed.probeClass)
    return (
      <Badge color="negative" variant="light">
        none
      </Badge>
    );
  return (
    <Text size="xs" fw={500}>
      {analysed.probeClass}
      {analysed.probes > 1 ? ` × ${analysed.probes}` : ''}
    </Text>
  );
}

const statusColor = (name: 'negative' | 'warning' | 'positive') => `var(--mantine-color-${name}-text)`;

function StatusCell({ tp, findings, selected }: { tp: TestPoint; findings: Finding[]; selected: boolean }) {
  if (tp.covered)
    return (
      <Text size="xs" fw={600} c={statusColor('negative')}>
        Under mask
      </Text>
    );
  const worst = findings[0];
  if (!worst)
    return selected ? (
      <Text size="xs" fw={600} c={statusColor('positive')}>
        OK
      </Text>
    ) : null;
  const label = `${worst.severity === 'fail' ? 'Fail' : 'Warning'}${findings.length > 1 ? ` +${findings.length - 1}` : ''}`;
  return (
    <Tooltip
      label={findings.map((f) => f.message).join('\n')}
      multiline
      maw={360}
      style={{ whiteSpace: 'pre-line' }}
    >
      <Text size="xs" fw={600} c={statusColor(SEVERITY_COLORS[worst.severity])} style={{ cursor: 'help' }}>
        {label}
      </Text>
    </Tooltip>
  );
}

/** One candidate of the Test points table. */
export const TestPointRow = memo(function TestPointRow({
  tp,
  option,
  analysed,
  findings,
  active,
  units,
  readOnly,
  bothSides,
  actions,
}: {
  tp: TestPoint;
  option: SelectedTestPoint | undefined;
  analysed: AnalyzedTestPoint | undefined;
  findings: Finding[];
  active: boolean;
  units: Units;
  readOnly: boolean;
  /** The configuration probes both sides: two-sided points may choose theirs. */
  bothSides: boolean;
  actions: RowActions;
}) {
  const name = candidateName(tp);
  return (
    <Table.Tr
      data-testpoint={tp.id}
      data-active={active || undefined}
      bg={active ? 'var(--mantine-primary-color-light)' : undefined}
      onClick={() => actions.show(tp)}
      style={{ cursor: 'pointer' }}
    >
      <Table.Td onClick={(e) => e.stopPropagation()}>
        <Checkbox
          size="xs"
          aria-label={`Probe ${name}`}
          checked={option !== undefined}
          disabled={readOnly}
          onChange={() => actions.toggle(tp.id)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" fw={500} style={{ whiteSpace: 'nowrap' }}>
            {name}
          </Text>
          {option?.side && (
            <Badge size="xs" color="accent" variant="light" style={{ flexShrink: 0 }}>
              from {option.side}
            </Badge>
          )}
          {option?.addedFor === 'power-net' && (
            <Tooltip label="Studio added it: a force or sense probe of a supply or ground net. Deselect it to remove it.">
              <Badge size="xs" color="secondary" variant="outline" style={{ flexShrink: 0 }}>
                power
              </Badge>
            </Tooltip>
          )}
          {option?.highPowerA !== undefined && (
            <Badge size="xs" color="secondary" variant="light" style={{ flexShrink: 0 }}>
              {option.highPowerA} A
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="xs" truncate maw={130}>
          {tp.net === null ? '—' : displayNetName(tp.net)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text
          size="xs"
          style={{ whiteSpace: 'nowrap' }}
          title={`${KIND_LABELS[tp.kind]}, copper on ${tp.side}`}
        >
          {KIND_SHORT[tp.kind]} · {tp.side}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <Text size="xs">{formatLength(tp.sizeMm, units)}</Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <ProbeCell option={option} analysed={analysed} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <StatusCell tp={tp} findings={findings} selected={option !== undefined} />
      </Table.Td>
      <Table.Td onClick={(e) => e.stopPropagation()}>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" size="sm" aria-label={`Actions for ${name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.show(tp)}>Show on board</Menu.Item>
            <Menu.Item disabled={readOnly || tp.net === null} onClick={() => actions.onlyForNet(tp.id)}>
              Only this point for {tp.net === null ? 'its net' : displayNetName(tp.net)}
            </Menu.Item>
            <Menu.Item disabled={readOnly} onClick={() => actions.highPower(tp.id)}>
              High power…
            </Menu.Item>
            <Menu.Item disabled={readOnly} onClick={() => actions.drillOnly(tp.id, !option?.drillOnly)}>
              {option?.drillOnly ? 'Populate a probe' : 'Drill, don’t populate'}
            </Menu.Item>
            {bothSides && tp.side === 'both' && (
              <>
                <Menu.Divider />
                {(['top', 'bottom'] as const).map((side) => (
                  <Menu.Item
                    key={side}
                    disabled={readOnly || option?.side === side}
                    onClick={() => actions.probeFrom(tp.id, side)}
                  >
                    Probe from the {side}
                  </Menu.Item>
                ))}
                <Menu.Item
                  disabled={readOnly || !option?.side}
                  onClick={() => actions.probeFrom(tp.id, null)}
                >
                  Probe from the primary side
                </Menu.Item>
              </>
            )}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
});
