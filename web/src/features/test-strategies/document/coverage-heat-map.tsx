import { Button, Group, SegmentedControl, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import type { TestStrategy } from '@studio/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { buildHeatMap, CELL_LABEL, type CellState, type HeatMapFilter, heatLevel } from './heat-map';
import classes from './heat-map.module.css';

/** Rows drawn before "Show all": a large board has thousands of nets. */
const ROW_CAP = 150;

const LEGEND: CellState[] = ['measured', 'touched', 'unprobed', 'none'];

function Legend() {
  return (
    <Group gap="md" wrap="wrap" aria-label="Legend">
      {LEGEND.map((state) => (
        <Group key={state} gap={6} wrap="nowrap">
          <span className={`${classes.swatch} ${classes.cell}`} data-state={state} aria-hidden />
          <Text size="xs">
            {state === 'measured'
              ? 'a limit measures the net'
              : state === 'touched'
                ? 'the step uses the net'
                : state === 'unprobed'
                  ? 'the step needs a probe here'
                  : 'not touched'}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * The coverage matrix as a heat map: nets down (the net column stays in place), steps across by their
 * number in the plan, each cell how the step works the net, and per net the number of steps touching
 * it — red where none does. Filters: all nets, untouched nets, nets a step needs a probe on.
 */
export function CoverageHeatMap({ strategy }: { strategy: TestStrategy }) {
  const [filter, setFilter] = useState<HeatMapFilter>('all');
  const [q, setQ] = useState('');
  const [all, setAll] = useState(false);
  const map = useMemo(() => buildHeatMap(strategy, { filter, q }), [strategy, filter, q]);
  const rows = all ? map.rows : map.rows.slice(0, ROW_CAP);
  if (map.total === 0)
    return (
      <Text size="sm" c="dimmed">
        The board has no net with two or more pads: there is nothing to cover.
      </Text>
    );
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(v) => setFilter(v as HeatMapFilter)}
          aria-label="Nets shown"
          data={[
            { value: 'all', label: `All nets (${map.total})` },
            { value: 'untouched', label: `Untouched (${strategy.coverage.untouched.length})` },
            { value: 'unprobed', label: 'Need a probe' },
          ]}
        />
        <TextInput
          size="xs"
          placeholder="Find a net"
          aria-label="Find a net"
          leftSection={<IconSearch size={14} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          w={200}
        />
      </Group>
      <Legend />
      {map.rows.length === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {filter === 'untouched' && !q
            ? 'Every counted net is touched by at least one step.'
            : filter === 'unprobed' && !q
              ? 'Every net a step needs has a probed test point.'
              : 'No net matches.'}
        </Text>
      ) : (
        <div className={classes.scroller}>
          <table className={classes.table} aria-label="Coverage matrix: nets by steps">
            <thead>
              <tr>
                <th className={classes.netHead} scope="col">
                  Net
                </th>
                {map.columns.map((c) => (
                  <th
                    key={c.stepId}
                    className={classes.stepHead}
                    scope="col"
                    data-flagged={c.flagged || undefined}
                    aria-label={`Step ${c.index}: ${c.title}`}
                  >
                    <Tooltip
                      label={`${c.index}. ${c.title} — ${c.nets} nets${c.flagged ? ' (flagged)' : ''}`}
                    >
                      <span>{c.index}</span>
                    </Tooltip>
                  </th>
                ))}
                <th className={classes.sumHead} scope="col">
                  Steps
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.net} className={classes.row} data-net={r.net}>
                  <th
                    className={classes.net}
                    scope="row"
                    title={
                      r.probes.length
                        ? `${r.shown}: ${r.probes.join(', ')}`
                        : `${r.shown}: no probed test point`
                    }
                  >
                    {r.shown}
                  </th>
                  {r.cells.map((state, i) => {
                    const column = map.columns[i]!;
                    return (
                      <td
                        key={column.stepId}
                        className={classes.cell}
                        data-state={state}
                        title={`${r.shown} × ${column.index}. ${column.title}: ${CELL_LABEL[state]}`}
                      />
                    );
                  })}
                  <td className={classes.sum}>
                    <span className={classes.heat} data-level={heatLevel(r.steps, map.maxSteps)}>
                      {r.steps}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {map.rows.length > ROW_CAP && (
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            {all
              ? `All ${map.rows.length} nets shown.`
              : `First ${ROW_CAP} of ${map.rows.length} nets shown.`}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => setAll((v) => !v)}>
            {all ? `Show the first ${ROW_CAP}` : 'Show all'}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
