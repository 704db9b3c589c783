import { Alert, Button, Divider, Group, Radio, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { FixtureSettings, Side, TestConfig } from '@studio/core';
import { useState } from 'react';
import { FixtureDesignPanel } from '../fixture/fixture-design-panel';
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

const SIDE_WORDS: Record<Side, string> = { bottom: 'bottom', top: 'top' };

/**
 * After the probe side changed: the test points, guide holes and pressure pins were chosen for the
 * other side, so offer Studio's proposal for the new side, or for both.
 */
function ReproposeOffer({
  side,
  proposing,
  propose,
  onDismiss,
}: {
  side: Side;
  proposing: TabProps['proposing'];
  propose(scope: Parameters<TabProps['propose']>[0]): void;
  onDismiss(): void;
}) {
  return (
    <Alert color="info" variant="light" p="xs" title={`Probing from the ${SIDE_WORDS[side]} now`}>
      <Stack gap={6}>
        <Text size="sm">
          The selected test points, guide holes and pressure pins are still those chosen before. Let Studio
          propose them for the {SIDE_WORDS[side]}, or for both sides?
        </Text>
        <Group gap="xs">
          <Button size="compact-sm" loading={proposing === side} onClick={() => propose(side)}>
            Propose for the {SIDE_WORDS[side]}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            loading={proposing === 'both'}
            onClick={() => propose('both')}
          >
            Propose for both sides
          </Button>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onDismiss}>
            Keep my selection
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The Fixture tab: probe side(s), orientation, lid switch, signal interface, and the fixture designed from them. */
export function FixtureTab({
  board,
  config,
  edit,
  readOnly,
  propose,
  proposing,
  runner,
  thresholds,
  savedVersion,
  stepMeshOf,
  drawingTitle,
}: TabProps) {
  const f = config.fixture;
  /** The side just chosen here, while its proposal is on offer. */
  const [offer, setOffer] = useState<Side | null>(null);
  const choose = (side: Side) => {
    edit((c) => ({ ...c, probeSide: side }));
    setOffer(side);
  };
  const repropose = (scope: Parameters<TabProps['propose']>[0]) => propose(scope).then(() => setOffer(null));
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
          onChange={(side) => choose(side as Side)}
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
        {!readOnly && offer !== null && offer === config.probeSide && (
          <ReproposeOffer
            side={offer}
            proposing={proposing}
            propose={repropose}
            onDismiss={() => setOffer(null)}
          />
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
      <Switch
        label="Hold-down block allowed"
        description="Where no pressure pin can hold the board, Studio designs a machined block on the lid. Off: pressure pins only (some shops build no blocks)."
        checked={f.holdDownBlock !== 'forbidden'}
        disabled={readOnly}
        onChange={(e) => {
          const on = e.currentTarget.checked;
          edit((c) => withFixture(c, { holdDownBlock: on ? 'allowed' : 'forbidden' }));
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
      <Divider />
      <FixtureDesignPanel
        board={board}
        config={config}
        runner={runner ?? null}
        thresholds={thresholds}
        savedVersion={savedVersion ?? null}
        stepMeshOf={stepMeshOf ?? null}
        drawingTitle={drawingTitle}
        edit={edit}
        readOnly={readOnly}
      />
    </Stack>
  );
}
