import { displayNetName } from '@studio/core';
import { Anchor, Button, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DftReportRecord } from '@studio/api';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LoadingLines, QueryError } from '../../components/query-state';
import { isApiError } from '../../lib/api-error';
import { summaryPdfUrl } from './dft-report-queries';
import { FactTable } from './fact-table';
import { type BoardLookup, findingFeatures } from './finding-features';
import { groupFindings, topIssues } from './finding-groups';
import { coverageText, factRows } from './report-facts-rows';
import { KindSideTable, ProbeTable } from './report-facts-section';
import { formatDateTime, plural, verdictText } from './report-format';
import { dutLabel, thresholdsLabel } from './report-header';
import { ReportNotFound } from './report-not-found';
import { isNotApplicable, RuleTable } from './rule-table';
import { SeverityBadge } from './severity-badge';
import { SummaryPlotView } from './summary-plot-view';
import reportClasses from './report.module.css';
import classes from './summary.module.css';
import { useReport } from './use-report';

/** Issues listed on the one page. */
const TOP_ISSUES = 4;

function Heading({ children }: { children: string }) {
  return (
    <Title order={2} size="h6" mb={2}>
      {children}
    </Title>
  );
}

function TopIssues({ report, lookup }: { report: DftReportRecord; lookup: BoardLookup }) {
  const { findings, rules } = report.analysis;
  const groups = useMemo(() => groupFindings(findings, rules), [findings, rules]);
  const top = topIssues(groups, TOP_ISSUES);
  const total = report.counts.fails + report.counts.warnings;
  if (top.length === 0) return <Text size="sm">No issues: every rule passes.</Text>;
  return (
    <Stack gap={4} data-testid="summary-top-issues">
      {top.map(({ index, finding }) => {
        const features = findingFeatures(lookup, finding)
          .map((f) => f.label)
          .join(' ↔ ');
        return (
          <div key={index} className={classes.issue} data-severity={finding.severity}>
            <Text size="xs" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} inherit>
                {finding.severity === 'fail' ? 'Fail' : 'Warning'}:
              </Text>{' '}
              {finding.message}
              {finding.height?.source === 'default' && ' (defaulted height)'}
              {finding.height?.source === 'step' && ' (height from the STEP model)'}
              {features && (
                <Text span c="dimmed" inherit>
                  {' '}
                  · {features}
                </Text>
              )}
            </Text>
          </div>
        );
      })}
      {total > top.length && (
        <Text size="xs" c="dimmed">
          … and {plural(total - top.length, 'more issue')} in the full report.
        </Text>
      )}
    </Stack>
  );
}

/** `/dft-report/{uuid}/summary`: the report on one printable page, and its PDF. */
export function DftReportSummary({ id }: { id: string }) {
  const { report, board, lookup } = useReport(id);
  if (report.isPending) return <LoadingLines lines={8} />;
  if (report.isError)
    return isApiError(report.error) && report.error.status === 404 ? (
      <ReportNotFound />
    ) : (
      <QueryError error={report.error} onRetry={() => report.refetch()} />
    );
  const r = report.data;
  const { analysis, counts } = r;
  const side = analysis.facts.sidesProbed[0] ?? r.config.probeSide ?? 'bottom';
  const applicable = analysis.rules.filter((rule) => !isNotApplicable(rule));
  const skipped = analysis.rules.length - applicable.length;
  return (
    <Stack gap="sm" className={`${classes.sheet} ${reportClasses.printLight}`} data-testid="dft-summary">
      <Group justify="space-between" gap="xs" data-print="hide">
        <Anchor component={Link} to={`/dft-report/${r.id}`} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={14} /> Full report
          </Group>
        </Anchor>
        <Button
          component="a"
          href={summaryPdfUrl(r.id)}
          download
          size="xs"
          leftSection={<IconDownload size={14} />}
        >
          Download PDF
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Design for Test Report · summary
          </Text>
          <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
            {r.title ?? 'DFT Report'}
          </Title>
          <Text size="xs" c="dimmed">
            {dutLabel(r.dut)}
            {r.dut.partNumber && ` · ${r.dut.partNumber}`} · {r.testConfig.name} v{r.version.number} ·{' '}
            {formatDateTime(r.createdAt)}
            {r.createdBy && ` by ${r.createdBy.name}`} · engine {r.engineVersion} ·{' '}
            {thresholdsLabel(r.thresholdsSource).toLowerCase()}
          </Text>
        </Stack>
        <SeverityBadge severity={r.status} size="lg" style={{ flexShrink: 0 }} />
      </Group>
      <Text size="sm" fw={600}>
        {verdictText(r.status, counts.rulesFailed, counts.rulesWarned)}{' '}
        <Text span size="sm" fw={400} c="dimmed">
          {counts.fails.toLocaleString('en-US')} fails, {counts.warnings.toLocaleString('en-US')} warnings.
        </Text>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Heading>Key facts</Heading>
          <FactTable
            rows={factRows(analysis.facts, (h) => lookup.resolve(h).label)}
            label="Key facts"
            size="xs"
          />
        </div>
        <SummaryPlotView
          board={board}
          side={side}
          findings={analysis.findings}
          dimensions={analysis.facts.dimensionsMm}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <div>
          <Heading>Coverage</Heading>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700} data-testid="coverage-percent">
              {analysis.coverage.percent.toFixed(1)} %
            </Text>
            <Text size="xs" c="dimmed">
              {coverageText(analysis.coverage)}
            </Text>
          </Group>
          <Progress value={analysis.coverage.percent} size="sm" aria-label="Coverage" />
          {analysis.coverage.unprobed.length > 0 && (
            <Text size="xs" c="dimmed" mt={2} lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              Not probed: {analysis.coverage.unprobed.map(displayNetName).join(', ')}
            </Text>
          )}
        </div>
        <div>
          <Heading>Test points</Heading>
          <KindSideTable byKind={analysis.facts.testPoints.byKind} size="xs" />
        </div>
        <div>
          <Heading>Probes</Heading>
          <ProbeTable probes={analysis.facts.probes} size="xs" />
        </div>
      </SimpleGrid>
      <div>
        <Heading>Rules</Heading>
        <RuleTable rules={applicable} compact />
        {skipped > 0 && (
          <Text size="xs" c="dimmed">
            {plural(skipped, 'further rule')} had nothing to check.
          </Text>
        )}
      </div>
      <div>
        <Heading>Top issues</Heading>
        <TopIssues report={r} lookup={lookup} />
      </div>
      <Text size="xs" c="dimmed">
        Studio DFT report {r.id}
      </Text>
    </Stack>
  );
}
