import { displayNetName } from '@studio/core';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { DftCandidateReview, DftCoverage } from '@studio/api';
import { useState } from 'react';
import { Section } from '../../components/section';
import { useUnits } from '../../lib/current-user';
import { coverageText, uncoveredNets } from './report-facts-rows';
import { plural } from './report-format';
import { CandidateReviewView } from './unprobed-nets';

/** Nets listed before "Show all": a board can leave thousands of nets uncovered. */
const NETS_SHOWN = 60;

function NetList({ title, hint, nets }: { title: string; hint: string; nets: string[] }) {
  const [all, setAll] = useState(false);
  if (nets.length === 0) return null;
  const shown = all ? nets : nets.slice(0, NETS_SHOWN);
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title} ({nets.length.toLocaleString('en-US')})
      </Title>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }} aria-label={title}>
        {shown.map(displayNetName).join(', ')}
        {shown.length < nets.length && ' …'}
      </Text>
      {nets.length > NETS_SHOWN && (
        <Group>
          <Button variant="subtle" size="compact-xs" onClick={() => setAll((v) => !v)} data-print="hide">
            {all ? 'Show fewer' : `Show all ${plural(nets.length, 'net')}`}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Probed nets / nets, the designed test points not taken and the nets left without a probe by cause,
 * each refusal measured (decision 0037); a report of engine 1.0 has no review and keeps the two lists.
 */
export function CoverageSection({
  coverage,
  review,
}: {
  coverage: DftCoverage;
  review?: DftCandidateReview;
}) {
  const units = useUnits();
  const { inaccessible, unselected } = uncoveredNets(coverage);
  const color = coverage.percent >= 100 ? 'positive' : coverage.percent >= 90 ? 'warning' : 'negative';
  return (
    <Section
      id="coverage"
      title="Coverage"
      description={
        coverage.singlePadNets === undefined
          ? 'Nets with a probed test point, of all named nets.'
          : 'Nets with a probed test point, of the nets that connect two pads or more (a single-pad or KiCad unconnected net tests nothing and is counted apart).'
      }
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text fw={600} size="lg" data-testid="coverage-percent">
              {coverage.percent.toFixed(1)} %
            </Text>
            <Text size="sm" c="dimmed">
              {coverageText(coverage)} · {plural(coverage.accessibleNets, 'net')} reachable
            </Text>
          </Group>
          <Progress
            value={coverage.percent}
            color={color}
            size="lg"
            aria-label={`Coverage ${coverage.percent.toFixed(1)} %`}
          />
        </Stack>
        {inaccessible.length + unselected.length === 0 && (
          <Text size="sm">Every net has a probed test point.</Text>
        )}
        {review ? (
          <CandidateReviewView review={review} units={units} />
        ) : inaccessible.length + unselected.length === 0 ? null : (
          <>
            <NetList
              title="Nets no probe can reach"
              hint="No accessible test-point candidate on a probed side: the design needs a test point."
              nets={inaccessible}
            />
            <NetList
              title="Nets reachable but not probed"
              hint="A candidate exists, but the test config probes none of them (or its point takes no probe)."
              nets={unselected}
            />
            <Text size="xs" c="dimmed">
              This report was made before Studio said why each candidate was refused: run the analysis again
              to see the reasons.
            </Text>
          </>
        )}
      </Stack>
    </Section>
  );
}
