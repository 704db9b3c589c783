import { Alert, Radio, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { FixtureSettings, Side, TestConfig } from '@studio/core';
import type { TabProps } from './tab-props';

const INTERFACES: { value: FixtureSettings['signalInterface']; label: string; description: string }[] = [
  {
    value: 'hand-wired',
    label: 'Hand-wired',
    description: 'Each receptacle wired to the interface connector.',
  },
  {
    value: 'carrier-board',
    label: 'Test-point carrier board',
    description: 'A PCB under the probe plate routes the receptacles to connectors.',
  },
  {
    value: 'feed-through',
    label: 'Feed-through plate',
    description: 'Spring contacts to the tester through a plate.',
  },
];

const withFixture = (c: TestConfig, patch: Partial<FixtureSettings>): TestConfig => ({
  ...c,
  fixture: { ...c.fixture, ...patch },
});

/** The Fixture tab: probe side(s), orientation, lid switch and signal interface. */
export function FixtureTab({ config, edit, readOnly }: TabProps) {
  const f = config.fixture;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="probe-side-label">
          Primary probe side
        </Text>
        <SegmentedControl
          aria-labelledby="probe-side-label"
          disabled={readOnly}
          value={config.probeSide ?? ''}
          onChange={(side) => edit((c) => ({ ...c, probeSide: side as Side }))}
          data={[
            { value: 'bottom', label: 'Bottom' },
            { value: 'top', label: 'Top' },
          ]}
        />
        {config.probeSide === null && (
          <Alert color="negative" variant="light" p="xs">
            No probe side chosen (the DFT check fails without one).
          </Alert>
        )}
      </Stack>
      <Switch
        label="Probe both sides"
        description="Probes in the lid as well: reaches nets the primary side cannot, at a cost."
        checked={config.bothSides}
        disabled={readOnly}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          edit((c) => ({ ...c, bothSides: on }));
        }}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="orientation-label">
          Orientation in the fixture
        </Text>
        <SegmentedControl
          aria-labelledby="orientation-label"
          disabled={readOnly}
          value={String(f.orientationDeg)}
          onChange={(deg) =>
            edit((c) => withFixture(c, { orientationDeg: Number(deg) as FixtureSettings['orientationDeg'] }))
          }
          data={['0', '90', '180', '270'].map((d) => ({ value: d, label: `${d}°` }))}
        />
        <Text size="xs" c="dimmed">
          Board rotation counter-clockwise, seen from the top.
        </Text>
      </Stack>
      <Switch
        label="Lid switch"
        description="Testing starts only when the lid is closed."
        checked={f.lidSwitch}
        disabled={readOnly}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          edit((c) => withFixture(c, { lidSwitch: on }));
        }}
      />
      <Radio.Group
        label="Signal interface"
        value={f.signalInterface}
        onChange={(v) =>
          edit((c) => withFixture(c, { signalInterface: v as FixtureSettings['signalInterface'] }))
        }
      >
        <Stack gap="xs" mt={4}>
          {INTERFACES.map((i) => (
            <Radio
              key={i.value}
              value={i.value}
              label={i.label}
              description={i.description}
              disabled={readOnly}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
