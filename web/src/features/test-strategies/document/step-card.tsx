import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { displayNetName, type Equipment, type Step } from '@studio/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatSeconds } from '../strategy-status';
import { LimitTable } from './limit-table';
import { StepProbes } from './step-probes';
import { STEP_KIND_LABEL } from './step-kind';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} align="baseline" wrap="nowrap">
      <Text size="xs" c="dimmed" w={92} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** One step of the plan as a reader sees it: what to do, where, with what, within which limits. */
export function StepCard({
  step,
  index,
  equipment,
  tied,
}: {
  step: Step;
  index: number;
  equipment: Map<string, Equipment>;
  /** The plan is tied to a fixture: show the step's probes and their tester channels. */
  tied: boolean;
}) {
  const names = step.nets.map(displayNetName);
  return (
    <Paper withBorder radius="md" p="md" component="li" data-step={step.id} id={`step-${step.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="baseline" style={{ minWidth: 0 }}>
            <Text fw={700} c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {index}.
            </Text>
            <Title order={3} size="h5">
              {step.title}
            </Title>
          </Group>
          <Group gap={6}>
            <Badge variant="light" color="accent" size="sm">
              {STEP_KIND_LABEL[step.kind]}
            </Badge>
            <Badge variant="default" size="sm">
              {formatSeconds(step.seconds)}
            </Badge>
          </Group>
        </Group>
        {step.flag && (
          <Alert color="warning" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
            <Text size="sm">{step.flag}</Text>
          </Alert>
        )}
        {step.instructions && <Text size="sm">{step.instructions}</Text>}
        <Stack gap={4}>
          <Field label="Nets">{names.length ? names.join(', ') : '—'}</Field>
          <Field label="Test points">
            {step.testPoints.length
              ? step.testPoints.map((t) => `${t.label} (${displayNetName(t.net)})`).join(', ')
              : '—'}
          </Field>
          {tied && (
            <Field label="Probes">
              <StepProbes probes={step.probes} />
            </Field>
          )}
          <Field label="Equipment">
            {step.equipment.length
              ? step.equipment.map((id) => equipment.get(id)?.name ?? id).join(', ')
              : '—'}
          </Field>
          {step.supplies.map((supply) => (
            <Field key={supply.net} label="Supply">
              {displayNetName(supply.net)}
              {supply.voltageV !== null ? ` at ${supply.voltageV} V` : ' (voltage not set)'}, current limit{' '}
              {Math.round(supply.currentLimitA * 1000)} mA
            </Field>
          ))}
        </Stack>
        <LimitTable limits={step.limits} step={tied ? step : null} />
        <Text size="xs" c="dimmed">
          Why: {step.reason}
        </Text>
        {step.notes && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            <Text span fw={600} size="sm">
              Notes:{' '}
            </Text>
            {step.notes}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
