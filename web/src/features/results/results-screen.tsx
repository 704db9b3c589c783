import {
  Anchor,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { MeasurementStats, TestStrategyDetail } from '@studio/api';
import { type ReactNode, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { LoadingLines, QueryError } from '../../components/query-state';
import { HistogramChart, ParetoChart } from './charts';
import { ContactBoard } from './contact-board';
import { useCanEditDuts } from '../../lib/current-user';
import { LimitsFromProduction } from './limits-from-production';
import { MeasurementTable } from './measurement-table';
import { useMeasurementDistribution, useResultsDashboard } from './results-queries';
import { SerialHistoryPanel } from './serial-history';
import { YieldCards } from './yield-cards';

const WINDOWS = [
  { value: '1', label: '24 h' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
];

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** The window as a query string: from N days ago to now (no `to`, so live updates see new runs). */
const windowQuery = (days: string) =>
  `from=${encodeURIComponent(new Date(Date.now() - Number(days) * 86_400_000).toISOString())}`;

/** Production results of one strategy version (issue 32): yields, Pareto, Cpk, contacts, history. */
export function ResultsScreen({ detail }: { detail: TestStrategyDetail }) {
  const [version, setVersion] = useState<number>(detail.latestVersion ?? 1);
  const [days, setDays] = useState('7');
  const window = useMemo(() => windowQuery(days), [days]);
  const dash = useResultsDashboard(detail.id, version, window);
  const [chosen, setChosen] = useState<MeasurementStats | null>(null);
  const dist = useMeasurementDistribution(detail.id, version, chosen, window);
  const [serial, setSerial] = useState('');
  const canEdit = useCanEditDuts();
  return (
    <Stack gap="md">
      <PageHeader
        title="Production results"
        description={
          <>
            <Anchor component={Link} to={`/test-strategy/${detail.id}`}>
              {detail.name}
            </Anchor>{' '}
            for {detail.dutName}: what the stations on the line report, live.
          </>
        }
        actions={
          <Group gap="xs">
            <Select
              aria-label="Version"
              w={110}
              allowDeselect={false}
              data={detail.versions.map((v) => ({ value: String(v.number), label: `v${v.number}` }))}
              value={String(version)}
              onChange={(v) => v && setVersion(Number(v))}
            />
            <SegmentedControl aria-label="Window" data={WINDOWS} value={days} onChange={setDays} />
          </Group>
        }
      />
      {dash.isPending && <LoadingLines lines={8} />}
      {dash.isError && <QueryError error={dash.error} onRetry={() => dash.refetch()} />}
      {dash.data && (
        <>
          <YieldCards yields={dash.data.yields} />
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Section title="Failures by step">
                <ParetoChart bars={dash.data.stepPareto} label="Failures by step" />
              </Section>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Section title="Failures by measurement">
                <ParetoChart bars={dash.data.measurementPareto} label="Failures by measurement" />
              </Section>
            </Grid.Col>
          </Grid>
          <Section
            title="Measurements"
            action={
              canEdit && <LimitsFromProduction strategyId={detail.id} version={version} window={window} />
            }
          >
            <MeasurementTable
              stats={dash.data.measurements}
              chosen={chosen ? `${chosen.stepId}/${chosen.measurementId}` : null}
              onChoose={setChosen}
            />
            {chosen === null ? (
              <Text size="sm" c="dimmed" mt="xs">
                Choose a measurement to see its distribution against its limits.
              </Text>
            ) : (
              dist.data && (
                <Stack gap={4} mt="md">
                  <Text fw={600}>
                    {chosen.stepTitle}: {chosen.label} — Cpk{' '}
                    {dist.data.stats.cpk === null ? '–' : dist.data.stats.cpk.toFixed(2)}
                  </Text>
                  <HistogramChart
                    bins={dist.data.bins}
                    low={dist.data.stats.low}
                    high={dist.data.stats.high}
                    unit={dist.data.stats.unit}
                    title={`Distribution of ${chosen.label}`}
                  />
                </Stack>
              )
            )}
          </Section>
          <Section title="Suspect contacts on the board">
            <ContactBoard dutId={dash.data.dutId} contacts={dash.data.contacts} />
          </Section>
          <Section title="Latest runs">
            <Table.ScrollContainer minWidth={560}>
              <Table aria-label="Latest runs" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Serial</Table.Th>
                    <Table.Th>Started (UTC)</Table.Th>
                    <Table.Th>Station</Table.Th>
                    <Table.Th>Verdict</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {dash.data.recentRuns.map((r) => (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Anchor component="button" type="button" onClick={() => setSerial(r.serial)}>
                          {r.serial}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{r.startedAt.replace('T', ' ').slice(0, 16)}</Table.Td>
                      <Table.Td>{r.stationName}</Table.Td>
                      <Table.Td c={r.passed ? 'positive' : 'negative'}>
                        {r.passed ? 'passed' : `failed (${r.failedCount})`}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Section>
          <Section title="Board history">
            <SerialHistoryPanel key={serial} initial={serial} />
          </Section>
        </>
      )}
    </Stack>
  );
}
