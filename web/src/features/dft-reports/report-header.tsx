import { Alert, Anchor, Button, Collapse, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DftReportRecord } from '@studio/api';
import { IconChevronDown, IconChevronUp, IconDownload, IconFileText } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { summaryPdfUrl } from './dft-report-queries';
import { formatDateTime, SEVERITY_COLORS, verdictText } from './report-format';
import { SeverityBadge } from './severity-badge';
import { ThresholdsTable } from './thresholds-table';

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export const dutLabel = (dut: DftReportRecord['dut']) =>
  [dut.name, dut.revision && `rev ${dut.revision}`].filter(Boolean).join(' · ');

export const thresholdsLabel = (source: DftReportRecord['thresholdsSource']) =>
  source === 'company' ? 'Company thresholds' : 'Default thresholds';

/** Report title, verdict, what was analysed (DUT, test-config version), when, by whom, with which engine and thresholds. */
export function ReportHeader({ report }: { report: DftReportRecord }) {
  const [showThresholds, setShowThresholds] = useState(false);
  const thresholdsId = useId();
  const { counts } = report;
  return (
    <Stack gap="md" mb="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Design for Test Report
          </Text>
          <Group gap="sm" align="center">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {report.title ?? 'DFT Report'}
            </Title>
            <SeverityBadge severity={report.status} size="lg" data-testid="report-verdict" />
          </Group>
        </Stack>
        <Group gap="xs" data-print="hide">
          <Button
            component={Link}
            to={`/dft-report/${report.id}/summary`}
            variant="default"
            size="sm"
            leftSection={<IconFileText size={16} />}
          >
            Summary
          </Button>
          <Button
            component="a"
            href={summaryPdfUrl(report.id)}
            download
            size="sm"
            leftSection={<IconDownload size={16} />}
          >
            Download PDF
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm">
        <Meta label="DUT">
          <Anchor component={Link} to={`/dut/${report.dut.id}`} inherit>
            {dutLabel(report.dut)}
          </Anchor>
          {report.dut.partNumber && (
            <Text span size="xs" c="dimmed" display="block">
              Part number {report.dut.partNumber}
            </Text>
          )}
        </Meta>
        <Meta label="Test config">
          {report.testConfig.name} · version {report.version.number}
        </Meta>
        <Meta label="Created">
          {formatDateTime(report.createdAt)}
          {report.createdBy && (
            <Text span size="xs" c="dimmed" display="block">
              by {report.createdBy.name}
            </Text>
          )}
        </Meta>
        <Meta label="Engine">Studio DFT {report.engineVersion}</Meta>
        <Meta label="Thresholds">
          {thresholdsLabel(report.thresholdsSource)}{' '}
          <Anchor
            component="button"
            type="button"
            size="xs"
            onClick={() => setShowThresholds((v) => !v)}
            aria-expanded={showThresholds}
            aria-controls={thresholdsId}
            data-print="hide"
          >
            {showThresholds ? 'hide' : 'view'}
            {showThresholds ? <IconChevronUp size={12} /> : <IconChevronDown size={12} />}
          </Anchor>
        </Meta>
      </SimpleGrid>
      <Collapse expanded={showThresholds} id={thresholdsId}>
        <ThresholdsTable thresholds={report.thresholds} />
      </Collapse>
      <Alert color={SEVERITY_COLORS[report.status]} variant="light" data-testid="report-verdict-text">
        <Text fw={600}>{verdictText(report.status, counts.rulesFailed, counts.rulesWarned)}</Text>
        <Text size="sm">
          {counts.fails.toLocaleString('en-US')} fail{counts.fails === 1 ? '' : 's'} and{' '}
          {counts.warnings.toLocaleString('en-US')} warning{counts.warnings === 1 ? '' : 's'} across{' '}
          {report.analysis.rules.length} rules · coverage {report.coveragePercent.toFixed(1)} %
        </Text>
      </Alert>
    </Stack>
  );
}
