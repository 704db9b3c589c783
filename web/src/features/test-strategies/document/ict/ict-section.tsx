import { Alert, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { IctPlan } from '@studio/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { IctCoverageTable } from './ict-coverage-table';
import { IctGapsTable } from './ict-gaps-table';
import { IctTestsTable } from './ict-tests-table';

function Fact({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/**
 * The strategy's in-circuit test plan: the figures, how limits are set, the tests with their nodes,
 * guards and limits, the gaps (probes to add), and every part's PCOLA / SOQ coverage. A version saved
 * before plans had one says so.
 */
export function IctSection({ plan }: { plan: IctPlan | undefined }) {
  if (!plan)
    return (
      <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />}>
        This version has no in-circuit test plan: it was saved before Studio drafted one. Draft a new strategy
        from the DUT to get it.
      </Alert>
    );
  const s = plan.summary;
  const a = plan.allowances;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Fact label="Tests" value={String(s.tests)} hint={`on ${s.probedNets} of ${s.nets} nets`} />
        <Fact
          label="Parts tested"
          value={`${s.tested} of ${s.parts}`}
          hint={`${s.notApplicable} with no ICT by kind, ${s.dnp} DNP`}
        />
        <Fact label="Gaps" value={String(s.gaps)} hint={`${s.untested} parts lack a test`} />
        <Fact
          label="Adjacent pairs"
          value={`${s.testableShortPairs} of ${s.shortPairs}`}
          hint="in the shorts scan"
        />
      </SimpleGrid>
      {plan.notes.length > 0 && (
        <List size="sm" spacing={2}>
          {plan.notes.map((n) => (
            <List.Item key={n}>{n}</List.Item>
          ))}
        </List>
      )}
      <Text size="sm" c="dimmed">
        Limits: the part’s tolerance plus a measurement allowance — {a.resistor.reason}; {a.capacitor.reason};{' '}
        {a.inductor.reason}. {a.defaultTolerance.reason}.
      </Text>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Tests
        </Title>
        {plan.tests.length === 0 ? (
          <Text size="sm" c="dimmed">
            No test: no two nets of a part are probed.
          </Text>
        ) : (
          <IctTestsTable tests={plan.tests} />
        )}
      </Stack>
      {plan.gaps.length > 0 && (
        <Stack gap={4}>
          <Title order={3} size="h5">
            Coverage gaps
          </Title>
          <Text size="sm" c="dimmed">
            Tests the fixture cannot make: a probe on these nets would make them.
          </Text>
          <IctGapsTable gaps={plan.gaps} />
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={3} size="h5">
          Coverage per part
        </Title>
        <IctCoverageTable coverage={plan.coverage} />
      </Stack>
    </Stack>
  );
}
