import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TestStrategy } from '@studio/core';
import { formatSeconds } from '../strategy-status';

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={700} size="lg">
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The plan at a glance: steps, flagged steps, time, net coverage, component score, probe source. */
export function StrategyFactsGrid({ strategy: s }: { strategy: TestStrategy }) {
  const flagged = s.steps.filter((x) => x.flag !== null).length;
  const c = s.coverage;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      <Fact label="Steps" value={String(s.steps.length)} />
      <Fact
        label="Flagged steps"
        value={String(flagged)}
        hint={flagged ? 'nets without a probe' : undefined}
      />
      <Fact label="Estimated time" value={formatSeconds(s.seconds)} />
      <Fact
        label="Nets touched"
        value={c.nets ? `${Math.round((100 * c.touched) / c.nets)} %` : '—'}
        hint={`${c.touched} of ${c.nets} connection nets${c.singlePad ? ` (${c.singlePad} single-pad or unconnected counted apart)` : ''}`}
      />
      <Fact
        label="Component score"
        value={c.componentScore === null ? '—' : `${Math.round(c.componentScore * 100)} %`}
        hint="presence / orientation / live"
      />
      <Fact
        label="Probes from"
        value={s.probeSource === 'test-config' ? 'Test config' : 'Board'}
        hint={
          s.fixture
            ? `${s.fixture.source ?? 'the version'}: ${s.fixture.probes.length} probes on ${s.fixture.station.name}`
            : s.probeSource === 'test-config'
              ? 'the version’s selection, no fixture'
              : 'the board’s test points, no fixture'
        }
      />
    </SimpleGrid>
  );
}
