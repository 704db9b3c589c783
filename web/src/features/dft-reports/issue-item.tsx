import { Badge, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { DftFinding } from '@studio/api';
import type { FeatureRef } from './finding-features';
import { formatMeasured, formatThreshold, formatValue, SEVERITY_COLORS } from './report-format';
import classes from './report.module.css';

const HEIGHT_MARKS = {
  default: { badge: 'Defaulted height', color: 'warning' },
  override: { badge: 'Height overridden', color: 'gray' },
  step: { badge: 'STEP height', color: 'gray' },
} as const;

/**
 * The height note of a finding that used a component height: defaulted, overridden and STEP-model
 * heights are marked; the design data's are not.
 */
function HeightMark({ height }: { height: NonNullable<DftFinding['height']> }) {
  if (height.source === 'model') return null;
  const mark = HEIGHT_MARKS[height.source];
  const text =
    height.source === 'default'
      ? `Height ${formatValue(height.mm, 'mm')} is the ${height.packageClass ?? 'package'} default, not from the design`
      : height.source === 'step'
        ? `Height ${formatValue(height.mm, 'mm')} was measured from the board's STEP model`
        : `Height ${formatValue(height.mm, 'mm')} was set in the test config`;
  return (
    <Tooltip label={text} multiline w={260} withArrow>
      <Badge size="xs" variant="outline" color={mark.color} aria-label={text}>
        {mark.badge}
      </Badge>
    </Tooltip>
  );
}

export interface IssueItemProps {
  index: number;
  finding: DftFinding;
  features: FeatureRef[];
  selected: boolean;
  onSelect(index: number): void;
}

/**
 * One issue: the engine's message, measured against threshold, the features involved. A button:
 * choosing it (click, Enter or Space) shows the issue on the board.
 */
export function IssueItem({ index, finding, features, selected, onSelect }: IssueItemProps) {
  const threshold = formatThreshold(finding.rule, finding.threshold, finding.unit);
  const onBoard = finding.location !== null || features.some((f) => f.at);
  return (
    <UnstyledButton
      className={classes.issue}
      data-selected={selected || undefined}
      data-severity={finding.severity}
      data-finding={index}
      id={`finding-${index}`}
      aria-pressed={selected}
      onClick={() => onSelect(index)}
    >
      <Stack gap={4}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {finding.message}
        </Text>
        <Group gap={6} wrap="wrap">
          {finding.measured !== null && (
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              Measured{' '}
              <Text span fw={600} c={SEVERITY_COLORS[finding.severity]} inherit>
                {formatMeasured(finding.measured, finding.unit)}
              </Text>
              {threshold && ` · threshold ${threshold}`}
            </Text>
          )}
          {finding.height && <HeightMark height={finding.height} />}
          {!onBoard && (
            <Text size="xs" c="dimmed">
              (no board location)
            </Text>
          )}
        </Group>
        {features.length > 0 && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {features.map((f) => f.label).join(' ↔ ')}
          </Text>
        )}
      </Stack>
    </UnstyledButton>
  );
}
