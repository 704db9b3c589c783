import { Stack } from '@mantine/core';
import { LoadingLines, QueryError } from '../../components/query-state';
import { isApiError } from '../../lib/api-error';
import { CoverageSection } from './coverage-section';
import { IssuesSection } from './issues-section';
import { ProbeListSection } from './probe-list-section';
import { ProductionContactsSection } from './production-contacts-section';
import { ReportFactsSection } from './report-facts-section';
import { ReportHeader } from './report-header';
import { ReportNotFound } from './report-not-found';
import { RulesSection } from './rules-section';
import classes from './report.module.css';
import { useReport } from './use-report';

/** `/dft-report/{uuid}`: the whole report (PRODUCT.md §5 "The report shows"), issues linked to the board. */
export function DftReport({ id }: { id: string }) {
  const { report, board, lookup } = useReport(id);
  if (report.isPending) return <LoadingLines lines={8} />;
  if (report.isError)
    return isApiError(report.error) && report.error.status === 404 ? (
      <ReportNotFound />
    ) : (
      <QueryError error={report.error} onRetry={() => report.refetch()} />
    );
  const r = report.data;
  const { analysis } = r;
  const primarySide = analysis.facts.sidesProbed[0] ?? r.config.probeSide ?? 'bottom';
  return (
    <Stack gap="md" data-testid="dft-report" className={classes.printLight}>
      <ReportHeader report={r} />
      <ReportFactsSection facts={analysis.facts} holeLabel={(h) => lookup.resolve(h).label} />
      <CoverageSection coverage={analysis.coverage} review={analysis.review} />
      <RulesSection rules={analysis.rules} />
      <IssuesSection
        findings={analysis.findings}
        rules={analysis.rules}
        board={board}
        lookup={lookup}
        probeSide={primarySide}
      />
      <ProductionContactsSection dutId={r.dut.id} />
      <ProbeListSection report={r} />
    </Stack>
  );
}
