import { Box, Text } from '@mantine/core';
import type { HistogramBin, ParetoBar } from '@studio/core';

/** Failures by cause as horizontal bars, biggest first, with each one's share and the running total. */
export function ParetoChart({ bars, label }: { bars: readonly ParetoBar[]; label: string }) {
  if (bars.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No failures in this window.
      </Text>
    );
  const max = bars[0]!.failures;
  return (
    <Box component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {bars.map((b) => (
        <Box component="li" key={b.key} mb={6}>
          <Text size="sm" truncate title={b.label}>
            {b.label}
          </Text>
          <Box style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <Box
              h={12}
              bg="var(--mantine-color-negative-filled, var(--mantine-color-red-filled))"
              style={{ width: `${Math.max(2, (b.failures / max) * 70)}%`, borderRadius: 2 }}
            />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {b.failures} · {(b.share * 100).toFixed(0)} % · Σ {(b.cumulativeShare * 100).toFixed(0)} %
            </Text>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const W = 600;
const H = 220;
const PAD = { left: 40, right: 10, top: 12, bottom: 34 };

/** A measurement's histogram (counts per bin) with its limits as vertical lines. Values in `unit`. */
export function HistogramChart({
  bins,
  low,
  high,
  unit,
  title,
}: {
  bins: readonly HistogramBin[];
  low: number | null;
  high: number | null;
  unit: string;
  title: string;
}) {
  if (bins.length === 0)
    return (
      <Text c="dimmed" size="sm">
        No values measured in this window.
      </Text>
    );
  const from = bins[0]!.fromValue;
  const to = bins[bins.length - 1]!.toValue;
  const top = Math.max(1, ...bins.map((b) => b.count));
  const x = (v: number) => PAD.left + ((v - from) / (to - from)) * (W - PAD.left - PAD.right);
  const y = (c: number) => H - PAD.bottom - (c / top) * (H - PAD.top - PAD.bottom);
  const fmt = (v: number) => Number(v.toPrecision(4)).toString();
  const limit = (v: number | null, name: string) =>
    v === null ? null : (
      <g key={name}>
        <line
          x1={x(v)}
          x2={x(v)}
          y1={PAD.top}
          y2={H - PAD.bottom}
          stroke="var(--mantine-color-red-6)"
          strokeWidth={2}
          strokeDasharray="5 3"
        />
        <text
          x={x(v)}
          y={PAD.top + 10}
          fontSize={11}
          fill="var(--mantine-color-red-6)"
          textAnchor={name === 'LSL' ? 'end' : 'start'}
          dx={name === 'LSL' ? -4 : 4}
        >
          {name} {fmt(v)}
        </text>
      </g>
    );
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={title} style={{ maxWidth: W }}>
      <title>{title}</title>
      {bins.map((b) => (
        <rect
          key={b.fromValue}
          x={x(b.fromValue) + 1}
          width={Math.max(1, x(b.toValue) - x(b.fromValue) - 2)}
          y={y(b.count)}
          height={H - PAD.bottom - y(b.count)}
          fill={
            (low !== null && b.toValue <= low) || (high !== null && b.fromValue >= high)
              ? 'var(--mantine-color-red-4)'
              : 'var(--mantine-color-blue-5)'
          }
        >
          <title>{`${fmt(b.fromValue)}…${fmt(b.toValue)} ${unit}: ${b.count}`}</title>
        </rect>
      ))}
      <line
        x1={PAD.left}
        x2={W - PAD.right}
        y1={H - PAD.bottom}
        y2={H - PAD.bottom}
        stroke="currentColor"
        strokeOpacity={0.5}
      />
      <text x={PAD.left} y={H - 14} fontSize={11} fill="currentColor">
        {fmt(from)} {unit}
      </text>
      <text x={W - PAD.right} y={H - 14} fontSize={11} fill="currentColor" textAnchor="end">
        {fmt(to)} {unit}
      </text>
      <text x={PAD.left - 6} y={PAD.top + 8} fontSize={11} fill="currentColor" textAnchor="end">
        {top}
      </text>
      {limit(low, 'LSL')}
      {limit(high, 'USL')}
    </svg>
  );
}
