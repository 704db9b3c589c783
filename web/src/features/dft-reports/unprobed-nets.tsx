import { displayNetName, type LengthUnits, refusalText } from '@studio/core';
import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import type { DftCandidateReview, DftUnprobedNet } from '@studio/api';
import { useState } from 'react';
import { plural } from './report-format';

/** Nets of a group listed before "Show all": a board can leave hundreds of nets without a probe. */
const NETS_SHOWN = 20;

function ShowAll({
  count,
  all,
  toggle,
  what,
}: {
  count: number;
  all: boolean;
  toggle: () => void;
  what: string;
}) {
  return (
    <Group>
      <Button variant="subtle" size="compact-xs" onClick={toggle} data-print="hide">
        {all ? 'Show fewer' : `Show all ${plural(count, what)}`}
      </Button>
    </Group>
  );
}

function NetRows({
  rows,
  units,
  withSide,
}: {
  rows: DftUnprobedNet[];
  units: LengthUnits;
  withSide: boolean;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? rows : rows.slice(0, NETS_SHOWN);
  return (
    <>
      <List size="sm" spacing={6} listStyleType="none" withPadding={false}>
        {shown.map((row) => (
          <List.Item key={row.net}>
            <Text size="sm" fw={600} span ff="monospace">
              {displayNetName(row.net)}
            </Text>{' '}
            <Text size="xs" c="dimmed" span>
              {row.passingCount > 0
                ? `${row.passingCount} of ${plural(row.candidates, 'candidate')} pass: ${row.passing.join(', ')}${row.passingCount > row.passing.length ? ', …' : ''}`
                : `${plural(row.candidates, 'candidate')}, all refused`}
            </Text>
            {row.refused.length > 0 && (
              <List size="sm" withPadding listStyleType="disc" spacing={2}>
                {row.refused.map((r) => (
                  <List.Item key={`${r.testPoint}:${r.side}`}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {refusalText(r, units, { withSide })}
                    </Text>
                  </List.Item>
                ))}
                {row.refusedCount > row.refused.length && (
                  <List.Item>
                    <Text size="xs" c="dimmed">
                      and {plural(row.refusedCount - row.refused.length, 'more candidate')} refused
                    </Text>
                  </List.Item>
                )}
              </List>
            )}
          </List.Item>
        ))}
      </List>
      {rows.length > NETS_SHOWN && (
        <ShowAll count={rows.length} all={all} toggle={() => setAll((v) => !v)} what="net" />
      )}
    </>
  );
}

function Group3({
  title,
  hint,
  children,
  testId,
}: {
  title: string;
  hint: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * The designed test points not taken, and the nets without a probe in three groups (decision 0037):
 * no candidate at all, candidates all refused (each refusal measured against its minimum), candidates
 * not selected. Lengths in the reader's units.
 */
export function CandidateReviewView({ review, units }: { review: DftCandidateReview; units: LengthUnits }) {
  const withSide = review.sides.length > 1;
  const { designed, unprobed } = review;
  const [allDesigned, setAllDesigned] = useState(false);
  const notTaken = allDesigned ? designed.notTaken : designed.notTaken.slice(0, NETS_SHOWN);
  return (
    <Stack gap="md">
      {designed.total > 0 && (
        <Group3
          testId="designed-not-taken"
          title={`Designed test points: ${designed.selected} of ${designed.total} selected`}
          hint={
            designed.notTakenCount === 0
              ? 'Every test point the designer placed is probed.'
              : 'The test points the designer placed that this configuration does not probe, and why.'
          }
        >
          {designed.notTakenCount > 0 && (
            <List size="sm" spacing={2} listStyleType="disc" withPadding>
              {notTaken.map((r) => (
                <List.Item key={r.testPoint}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {refusalText(r, units, { withNet: true, withSide })}
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          {designed.notTaken.length > NETS_SHOWN && (
            <ShowAll
              count={designed.notTaken.length}
              all={allDesigned}
              toggle={() => setAllDesigned((v) => !v)}
              what="test point"
            />
          )}
        </Group3>
      )}
      {unprobed.noCandidate.length > 0 && (
        <Group3
          testId="nets-no-candidate"
          title={`No candidate at all (${unprobed.noCandidate.length})`}
          hint="No uncovered copper on a probed side: the design needs a test point."
        >
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {unprobed.noCandidate.map(displayNetName).join(', ')}
          </Text>
        </Group3>
      )}
      {unprobed.allRefused.length > 0 && (
        <Group3
          testId="nets-all-refused"
          title={`Candidates, all refused (${unprobed.allRefused.length})`}
          hint="Every candidate fails a minimum or is too close to a selected point: the design, or the company's thresholds, must change."
        >
          <NetRows rows={unprobed.allRefused} units={units} withSide={withSide} />
        </Group3>
      )}
      {unprobed.notSelected.length > 0 && (
        <Group3
          testId="nets-not-selected"
          title={`Candidates, not selected (${unprobed.notSelected.length})`}
          hint="A candidate passes every minimum, but the test config does not select it."
        >
          <NetRows rows={unprobed.notSelected} units={units} withSide={withSide} />
        </Group3>
      )}
    </Stack>
  );
}
