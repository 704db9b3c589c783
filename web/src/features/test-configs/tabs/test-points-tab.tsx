import { Button, Group, Menu, Pagination, ScrollArea, Stack, Switch, Table, Text } from '@mantine/core';
import {
  type AnalyzedTestPoint,
  addTestPoints,
  type CandidateFilter,
  candidateCountText,
  candidateName,
  countCandidates,
  type Finding,
  filterFingers,
  keepOnlyForNet,
  NO_FILTER,
  removeTestPoints,
  selectOnePerNet,
  setTestPointOptions,
  type TestPoint,
  toggleFinger,
} from '@studio/core';
import { IconChevronDown, IconFileImport } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { formatCount } from '../../../lib/format';
import { boardFingers } from './board-fingers';
import { CsvImportDialog } from './csv-import-dialog';
import { HighPowerDialog } from './high-power-dialog';
import type { TabProps } from './tab-props';
import { TestPointFilters } from './test-point-filters';
import { type RowActions, TestPointRow } from './test-point-row';

/** Rows per page: thousands of candidates stay quick (PRODUCT.md §11 pages listings by 100). */
export const TEST_POINT_PAGE_SIZE = 100;

export interface TestPointsTabProps extends TabProps {
  /** The candidate picked on the board or in the table. */
  activeId: string | null;
  onActivate(tp: TestPoint): void;
  clickToggles: boolean;
  onClickToggles(on: boolean): void;
}

function findingsByPoint(findings: Finding[] | undefined): Map<string, Finding[]> {
  const out = new Map<string, Finding[]>();
  for (const f of findings ?? []) {
    if (f.severity === 'pass') continue;
    for (const id of f.features) {
      const list = out.get(id);
      if (list) list.push(f);
      else out.set(id, [f]);
    }
  }
  return out;
}

const NO_FINDINGS: Finding[] = [];

/** The Test points tab: every candidate, filtered and paged, with selection and per-point options. */
export function TestPointsTab(props: TestPointsTabProps) {
  const { board, config, report, edit, readOnly, units, activeId, onActivate } = props;
  const [filter, setFilter] = useState<CandidateFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const [highPower, setHighPower] = useState<TestPoint | null>(null);
  const [csvOpen, setCsvOpen] = useState(false);

  const options = useMemo(
    () => new Map(config.testPoints.map((p) => [p.id as string, p])),
    [config.testPoints],
  );
  const analysed = useMemo(
    () => new Map<string, AnalyzedTestPoint>((report?.testPoints ?? []).map((t) => [t.id, t])),
    [report],
  );
  const findings = useMemo(() => findingsByPoint(report?.findings), [report]);
  // One row per finger: pads of one number drawn twice on one side are one contact spot (decision 0068).
  const { fingers, indexOf, idsOf: fingerIds } = boardFingers(board);
  const rows = useMemo(
    () => filterFingers(board.testPoints, fingers, filter, options, findings),
    [board, fingers, filter, options, findings],
  );
  const counts = useMemo(() => countCandidates(board), [board]);
  const pages = Math.max(1, Math.ceil(rows.length / TEST_POINT_PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const visible = rows.slice((shownPage - 1) * TEST_POINT_PAGE_SIZE, shownPage * TEST_POINT_PAGE_SIZE);

  // A point picked on the board: show its page (when the filter lets it through).
  // Either pad of a finger picked on the board finds the finger's row.
  const activeLeader = activeId === null ? undefined : fingers.leader[indexOf.get(activeId) ?? -1];
  useEffect(() => {
    if (activeLeader === undefined) return;
    const at = rows.findIndex((i) => fingers.leader[i] === activeLeader);
    if (at >= 0) setPage(Math.floor(at / TEST_POINT_PAGE_SIZE) + 1);
  }, [activeLeader, rows, fingers]);

  const actions: RowActions = useMemo(
    () => ({
      // A finger is on when any of its pads is: the checkbox takes them all off, else adds the row's.
      toggle: (id) => edit((c) => toggleFinger(c, fingerIds(id), id)),
      onlyForNet: (id) => edit((c) => keepOnlyForNet(board, c, id)),
      highPower: (id) => setHighPower(board.testPoints.find((t) => t.id === id) ?? null),
      drillOnly: (id, on) => edit((c) => setTestPointOptions(c, id, { drillOnly: on })),
      probeFrom: (id, side) => edit((c) => setTestPointOptions(c, id, { side })),
      show: onActivate,
    }),
    [edit, board, onActivate, fingerIds],
  );
  const shownIds = () => rows.map((i) => board.testPoints[i]!.id);
  const shownFingerIds = () => rows.flatMap((i) => fingerIds(board.testPoints[i]!.id));
  const changeFilter = (change: Partial<CandidateFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setPage(1);
  };

  if (board.testPoints.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        This board has no test-point candidates: no test points, through-hole pads, untented vias or pads with
        a net were found in its design data. Upload a package with copper data (e.g. the KiCad board or the
        IPC-D-356 netlist).
      </Text>
    );

  return (
    <Stack gap="xs">
      <TestPointFilters filter={filter} onChange={changeFilter} />
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed" aria-live="polite">
          {`${formatCount(rows.length)} shown · ${candidateCountText(config.testPoints.length, counts)}`}
        </Text>
        <Group gap={6} wrap="wrap">
          <Switch
            size="xs"
            label="Board click selects"
            checked={props.clickToggles}
            disabled={readOnly}
            onChange={(e) => props.onClickToggles(e.currentTarget.checked)}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="compact-xs"
                variant="default"
                rightSection={<IconChevronDown size={14} />}
                disabled={readOnly}
              >
                Select
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => edit((c) => addTestPoints(c, shownIds()))}>
                All shown ({formatCount(rows.length)})
              </Menu.Item>
              <Menu.Item onClick={() => edit((c) => removeTestPoints(c, shownFingerIds()))}>
                None of the shown
              </Menu.Item>
              <Menu.Item onClick={() => edit((c) => selectOnePerNet(board, c))}>
                One per net without a point
              </Menu.Item>
              <Menu.Item
                onClick={() =>
                  edit((c) =>
                    selectOnePerNet(board, c, new Set(rows.map((i) => board.testPoints[i]!.net ?? ''))),
                  )
                }
              >
                One per net of the shown
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconFileImport size={14} />}
            disabled={readOnly}
            onClick={() => setCsvOpen(true)}
          >
            Import CSV…
          </Button>
        </Group>
      </Group>
      <ScrollArea.Autosize type="auto" offsetScrollbars mah="min(70vh, 720px)">
        <Table
          striped
          highlightOnHover
          verticalSpacing={4}
          horizontalSpacing="xs"
          fz="xs"
          miw={{ base: 360, sm: 560 }}
          stickyHeader
          aria-label="Test-point candidates"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={28} />
              <Table.Th>Point</Table.Th>
              <Table.Th>Net</Table.Th>
              <Table.Th visibleFrom="sm">Kind · copper</Table.Th>
              <Table.Th visibleFrom="sm">Pad</Table.Th>
              <Table.Th>Probe</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th w={32} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((i) => {
              const tp = board.testPoints[i]!;
              return (
                <TestPointRow
                  key={tp.id}
                  tp={tp}
                  option={options.get(tp.id)}
                  analysed={analysed.get(tp.id)}
                  findings={findings.get(tp.id) ?? NO_FINDINGS}
                  active={activeLeader !== undefined && fingers.leader[i] === activeLeader}
                  units={units}
                  readOnly={readOnly}
                  bothSides={config.bothSides}
                  actions={actions}
                />
              );
            })}
          </Table.Tbody>
        </Table>
        {rows.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No candidate matches these filters.
          </Text>
        )}
      </ScrollArea.Autosize>
      {pages > 1 && (
        <Pagination
          size="sm"
          total={pages}
          value={shownPage}
          onChange={setPage}
          aria-label="Test-point pages"
        />
      )}
      <HighPowerDialog
        name={highPower ? candidateName(highPower) : null}
        currentA={highPower ? options.get(highPower.id)?.highPowerA : undefined}
        onClose={() => setHighPower(null)}
        onSave={(currentA) => {
          const id = highPower!.id;
          edit((c) => setTestPointOptions(c, id, { highPowerA: currentA }));
          setHighPower(null);
        }}
      />
      <CsvImportDialog
        opened={csvOpen}
        board={board}
        config={config}
        onClose={() => setCsvOpen(false)}
        onApply={(ids, mode) =>
          edit((c) => {
            if (mode === 'add') return addTestPoints(c, ids);
            // Replace: points in the file keep their options (high power, drill only).
            const keep = new Set(ids);
            const drop = c.testPoints.filter((p) => !keep.has(p.id)).map((p) => p.id);
            return addTestPoints(removeTestPoints(c, drop), ids);
          })
        }
      />
    </Stack>
  );
}
