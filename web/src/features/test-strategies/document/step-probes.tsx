import { Anchor, Group, Text } from '@mantine/core';
import { displayNetName, type StepProbe } from '@studio/core';
import { useState } from 'react';

/** How many probes a step card lists before "Show all" (a ground net can have dozens). */
const SHOWN = 8;

/**
 * The fixture's probes a step uses, each as "PR4 TP3 · +3V3 → MUX.3": the probe, the test point it
 * touches, its net (and force / sense on a supply) and the tester channel it is wired to.
 */
export function StepProbes({ probes }: { probes: StepProbe[] }) {
  const [all, setAll] = useState(false);
  if (probes.length === 0)
    return (
      <Text size="sm" c="dimmed" component="span">
        none of the fixture’s probes is on these nets
      </Text>
    );
  const shown = all ? probes : probes.slice(0, SHOWN);
  return (
    <Group gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Probes">
      {shown.map((p) => (
        <Text
          key={p.probe}
          component="li"
          size="xs"
          px={6}
          py={1}
          data-probe={p.probe}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <b>{p.probe}</b> {p.label} · {displayNetName(p.net)}
          {p.function === 'signal' ? '' : ` (${p.function})`} →{' '}
          {p.channel ?? (
            <Text span c="negative" size="xs">
              no channel
            </Text>
          )}
        </Text>
      ))}
      {probes.length > SHOWN && (
        <Anchor component="button" type="button" size="xs" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${probes.length}`}
        </Anchor>
      )}
    </Group>
  );
}
