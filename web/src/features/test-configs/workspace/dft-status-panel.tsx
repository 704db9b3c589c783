import { Accordion, Alert, Badge, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DftReport, Finding, RuleSummary } from '@studio/core';
import { useMemo } from 'react';
import { formatCount } from '../../../lib/format';
import { CandidateReviewView } from '../../dft-reports/unprobed-nets';
import { formatLength, type Units } from '../../../viewer';
import { SEVERITY_COLORS } from '../tabs/tab-props';
import { STATUS_LABELS, summarise } from './status-summary';

/** Findings listed under a rule; the rest are counted (the report page lists every one). */
const SHOWN_FINDINGS = 25;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-stat={label}>
        {value}
      </Text>
    </Stack>
  );
}

function RuleFindings({
  rule,
  findings,
  onFinding,
}: {
  rule: RuleSummary;
  findings: Finding[];
  onFinding(f: Finding): void;
}) {
  const mine = findings.filter((f) => f.rule === rule.id && f.severity !== 'pass');
  return (
    <Stack gap={4}>
      {mine.slice(0, SHOWN_FINDINGS).map((f, i) => (
        <Text
          // biome-ignore lint/suspicious/noArrayIndexKey: findings of one analysis have no id.
          key={i}
          size="xs"
          c={f.severity === 'fail' ? 'negative' : undefined}
          onClick={() => onFinding(f)}
          style={{ cursor: f.location || f.features.length ? 'pointer' : undefined }}
        >
          {f.message}
        </Text>
      ))}
      {mine.length > SHOWN_FINDINGS && (
        <Text size="xs" c="dimmed">
          …and {formatCount(mine.length - SHOWN_FINDINGS)} more.
        </Text>
      )}
    </Stack>
  );
}

/** "pass", or "pass · 1.27 mm" with the rule's worst measured value (lengths in the user's units). */
function describeWorst(rule: RuleSummary, units: Units): string {
  if (rule.worst === null || rule.checked === 0) return rule.checked === 0 ? 'nothing to check' : 'pass';
  if (rule.unit === 'mm') return `pass · worst ${formatLength(rule.worst, units)}`;
  const unit = rule.unit === 'count' ? '' : rule.unit === '%' ? '%' : ` ${rule.unit ?? ''}`;
  return `pass · worst ${rule.worst}${unit}`;
}

/** The live DFT status beside the board: verdict, counts, coverage, probes by class, rules. */
export function DftStatusPanel({
  report,
  pending,
  error,
  ms,
  units,
  onFinding,
}: {
  report: DftReport | null;
  pending: boolean;
  error: string | null;
  ms: number | null;
  units: Units;
  onFinding(finding: Finding): void;
}) {
  const s = useMemo(() => (report ? summarise(report) : null), [report]);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      aria-label="DFT status"
      component="section"
      data-dft-status={s?.status}
    >
      <Group justify="space-between" mb="xs" gap="xs">
        <Group gap="xs">
          <Text fw={600} size="sm">
            DFT status
          </Text>
          {s && (
            <Badge color={SEVERITY_COLORS[s.status]} data-testid="dft-verdict">
              {STATUS_LABELS[s.status]}
            </Badge>
          )}
        </Group>
        <Group gap={4}>
          {pending && <Loader size={14} aria-label="Analysing" />}
          <Text size="xs" c="dimmed">
            {pending ? 'Analysing…' : ms !== null ? `live · ${Math.round(ms)} ms` : ''}
          </Text>
        </Group>
      </Group>
      {error && (
        <Alert color="negative" variant="light" p="xs" mb="xs">
          The live analysis failed: {error}
        </Alert>
      )}
      {!s ? (
        !error && (
          <Text size="sm" c="dimmed">
            Analysing the configuration…
          </Text>
        )
      ) : (
        <Stack gap="xs">
          <SimpleGrid cols={{ base: 3, sm: 3 }} spacing="xs" verticalSpacing={4}>
            <Stat label="Coverage" value={`${s.coveragePercent}%`} />
            <Stat
              label="Probed connection nets"
              value={`${formatCount(s.probedNets)} / ${formatCount(s.nets)}`}
            />
            <Stat label="Test points" value={formatCount(s.selected)} />
            <Stat label="Fails" value={formatCount(s.fails)} />
            <Stat label="Warnings" value={formatCount(s.warnings)} />
            <Stat label="Probe force" value={`${s.forceN} N`} />
          </SimpleGrid>
          <Group gap={6} aria-label="Probes by class">
            {s.probes.map((p) => (
              <Badge key={p.label} variant="outline" color="gray" size="sm">
                {p.label} {formatCount(p.count)}
              </Badge>
            ))}
            {s.unassigned > 0 && (
              <Badge variant="light" color="negative" size="sm">
                no class {formatCount(s.unassigned)}
              </Badge>
            )}
          </Group>
          <Accordion
            variant="separated"
            chevronPosition="left"
            styles={{ control: { paddingBlock: 2 }, label: { paddingBlock: 6 } }}
          >
            {s.problems.map((rule) => (
              <Accordion.Item
                key={rule.id}
                value={rule.id}
                data-rule={rule.id}
                data-rule-status={rule.status}
              >
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="xs" fw={500}>
                      {rule.title}
                    </Text>
                    <Badge
                      size="xs"
                      color={SEVERITY_COLORS[rule.status]}
                      variant="light"
                      style={{ flexShrink: 0 }}
                    >
                      {rule.status === 'fail' ? 'fail' : 'warning'} · {formatCount(rule.count)}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <RuleFindings rule={rule} findings={report!.findings} onFinding={onFinding} />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
            {report!.review && (report!.review.designed.notTakenCount > 0 || s.probedNets < s.nets) && (
              <Accordion.Item value="review" data-testid="workspace-review">
                <Accordion.Control>
                  <Text size="xs" fw={500}>
                    Why test points and nets are not probed
                  </Text>
                </Accordion.Control>
                <Accordion.Panel>
                  <CandidateReviewView review={report!.review} units={units} />
                </Accordion.Panel>
              </Accordion.Item>
            )}
            <Accordion.Item value="passing">
              <Accordion.Control>
                <Text size="xs" c="dimmed">
                  {s.rulesPassed} of {s.rulesPassed + s.rulesFailed + s.rulesWarned} rules pass
                </Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap={2}>
                  {s.passes.map((rule) => (
                    <Group key={rule.id} justify="space-between" wrap="nowrap" gap="xs" data-rule={rule.id}>
                      <Text size="xs">{rule.title}</Text>
                      <Text size="xs" c="var(--mantine-color-positive-text)" style={{ whiteSpace: 'nowrap' }}>
                        {describeWorst(rule, units)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </Stack>
      )}
    </Paper>
  );
}
