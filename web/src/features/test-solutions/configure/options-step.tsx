import {
  Alert,
  Badge,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { SolutionBasis } from '@studio/api';
import { SOLUTION_LIMITS, type SolutionSelection } from '@studio/core';
import { withOption } from './configure-state';

type Option = SolutionBasis['options'][number];

function OptionRow({
  option,
  quantity,
  onChange,
}: {
  option: Option;
  quantity: number;
  onChange(quantity: number): void;
}) {
  const single = option.maxExtra === 1;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ flex: 1, minWidth: 200 }}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {option.name}
            </Text>
            <Text size="xs" c="dimmed">
              {option.partNumber}
            </Text>
            {option.included > 0 && (
              <Badge size="sm" variant="light" color="positive">
                {option.included} in the design
              </Badge>
            )}
          </Group>
          {option.note && (
            <Text size="xs" c={option.maxExtra === 0 ? 'warning' : 'dimmed'}>
              {option.note}
            </Text>
          )}
          {option.maxExtra > 1 && (
            <Text size="xs" c="dimmed">
              Up to {option.maxExtra} more per fixture.
            </Text>
          )}
        </Stack>
        {option.maxExtra === 0 ? (
          <Text size="xs" c="dimmed" fs="italic">
            {option.included > 0 ? 'Included' : 'Not available'}
          </Text>
        ) : single ? (
          <Switch
            checked={quantity > 0}
            onChange={(e) => onChange(e.currentTarget.checked ? 1 : 0)}
            label="Add"
            aria-label={`Add ${option.name}`}
          />
        ) : (
          <NumberInput
            w={110}
            min={0}
            max={option.maxExtra}
            value={quantity}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            aria-label={`${option.name} per fixture`}
            onChange={(v) => onChange(typeof v === 'number' ? v : 0)}
          />
        )}
      </Group>
    </Paper>
  );
}

/** Step 3: the kit the design chose, the options with the limits each imposes, and the spare probe kit. */
export function OptionsStep({
  basis,
  selection,
  onChange,
}: {
  basis: SolutionBasis;
  selection: SolutionSelection;
  onChange(selection: SolutionSelection): void;
}) {
  const { design } = basis;
  const chosen = new Map(selection.options.map((o) => [o.partNumber, o.quantity]));
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="sm">
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Fixture kit
        </Text>
        {design.kit ? (
          <Text fw={600}>
            {design.kit.name}{' '}
            <Text span size="xs" c="dimmed">
              {design.kit.partNumber}
            </Text>
          </Text>
        ) : (
          <Text c="negative">No kit in the catalog holds this board.</Text>
        )}
        <Text size="xs" c="dimmed">
          Chosen by the design for the board’s size and {design.work.probes} probes ({design.signalInterface}{' '}
          signal interface). Change the test config’s Fixture settings to change it.
        </Text>
      </Paper>
      {design.verdict === 'fail' && (
        <Alert color="negative" variant="light" title="The fixture design fails">
          {design.failingRules.join(', ')}
        </Alert>
      )}
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Options
        </Text>
        {basis.options.length === 0 && (
          <Text size="sm" c="dimmed">
            The catalog offers no options.
          </Text>
        )}
        {basis.options.map((o) => (
          <OptionRow
            key={o.partNumber}
            option={o}
            quantity={chosen.get(o.partNumber) ?? 0}
            onChange={(q) => onChange(withOption(selection, o.partNumber, q))}
          />
        ))}
      </Stack>
      <Stack gap={4}>
        <Text fw={600} size="sm" id="spares-label">
          Spare probe kit
        </Text>
        <Text size="xs" c="dimmed">
          Extra probes of each kind for the whole order, as a share of the probes (rounded up).
        </Text>
        <SegmentedControl
          aria-labelledby="spares-label"
          value={String(selection.spareProbesPercent)}
          onChange={(v) => onChange({ ...selection, spareProbesPercent: Number(v) })}
          data={SOLUTION_LIMITS.sparePercents.map((p) => ({
            value: String(p),
            label: p ? `${p} %` : 'None',
          }))}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
    </Stack>
  );
}
