import { useMemo } from 'react';
import { useDftReport, useReportBoard } from './dft-report-queries';
import { boardLookup } from './finding-features';
import { useReportHead } from './use-report-head';

/**
 * A report page's data: the report, the board it was run on, and the lookup that names the features
 * of its findings. Also sets the page's title and description.
 */
export function useReport(id: string) {
  const report = useDftReport(id);
  const board = useReportBoard(id, report.isSuccess);
  const lookup = useMemo(() => boardLookup(board.data), [board.data]);
  useReportHead(report.data?.title);
  return { report, board, lookup };
}
