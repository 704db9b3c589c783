import { Center, Loader, Text } from '@mantine/core';
import type { DftFinding } from '@studio/api';
import type { Board, Side } from '@studio/core';
import { useMemo } from 'react';
import { QueryError } from '../../components/query-state';
import { summaryPlotSvg, svgDataUrl } from './summary-plot';
import classes from './summary.module.css';

export interface SummaryPlotViewProps {
  board: { data: Board | undefined; isPending: boolean; error: unknown; refetch(): void };
  side: Side;
  findings: readonly DftFinding[];
  dimensions: { width: number; height: number } | null;
}

/** The static board plot of the summary (core's SVG renderer), with the findings marked. */
export function SummaryPlotView({ board, side, findings, dimensions }: SummaryPlotViewProps) {
  const url = useMemo(
    () => (board.data ? svgDataUrl(summaryPlotSvg(board.data, side, findings, dimensions)) : null),
    [board.data, side, findings, dimensions],
  );
  if (url)
    return (
      <img
        className={classes.plot}
        src={url}
        alt={`Board seen from the ${side}${side === 'bottom' ? ' (mirrored)' : ''}, warnings and fails marked`}
        data-testid="summary-plot"
      />
    );
  if (board.isPending)
    return (
      <Center h={200}>
        <Loader size="sm" aria-label="Loading the board" />
      </Center>
    );
  return board.error ? (
    <QueryError error={board.error} onRetry={() => board.refetch()} />
  ) : (
    <Text size="sm" c="dimmed">
      No board.
    </Text>
  );
}
