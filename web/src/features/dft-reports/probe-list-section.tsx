import {
  formatLengthNumber,
  type LengthUnits,
  probeListFrameNote,
  probeListPartsNote,
  type ProbeListRow,
  probeListRows,
} from '@studio/core';
import { Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import type { DftReportRecord } from '@studio/api';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Section } from '../../components/section';
import { API_BASE } from '../../lib/api-client';
import { useUnits } from '../../lib/current-user';
import { useFixtureCatalog } from '../../lib/fixture-catalog';
import { plural } from './report-format';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** Rows shown before "Show all": a board can have thousands of probes. */
const ROWS_SHOWN = 50;

const csvUrl = (id: string, units: LengthUnits) =>
  `${API_BASE}/dft-reports/${encodeURIComponent(id)}/probe-list.csv?units=${units}`;

function Row({ row, units }: { row: ProbeListRow; units: LengthUnits }) {
  return (
    <Table.Tr data-probe={row.label}>
      <Table.Td ff="monospace" style={NOWRAP}>
        {row.label}
      </Table.Td>
      <Table.Td ff="monospace">{row.net ?? '—'}</Table.Td>
      <Table.Td>{row.side}</Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatLengthNumber(row.xMm, units)}
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatLengthNumber(row.yMm, units)}
      </Table.Td>
      <Table.Td>{row.probeClass ?? 'none'}</Table.Td>
      <Table.Td>{row.tipStyle}</Table.Td>
      <Table.Td ff="monospace" style={NOWRAP}>
        {row.probePart ?? '—'}
      </Table.Td>
      <Table.Td ff="monospace" style={NOWRAP}>
        {row.receptaclePart ?? '—'}
      </Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {row.note ?? ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The report's probe list (issue 11 item 5): one row per selected test point, named by ref.pad, with
 * its net, side, X/Y in the board's top view, probe class and tip, and the probe and receptacle parts
 * chosen from today's catalog as the fixture package chooses them; the same rows as the PDF and the
 * CSV, whose download is here in the reader's units.
 */
export function ProbeListSection({ report }: { report: DftReportRecord }) {
  const units = useUnits();
  const catalog = useFixtureCatalog();
  const [all, setAll] = useState(false);
  const rows = useMemo(
    () =>
      probeListRows({ testPoints: report.analysis.testPoints, config: report.config }, catalog.data ?? null),
    [report, catalog.data],
  );
  const shown = all ? rows : rows.slice(0, ROWS_SHOWN);
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Section
      title="Probe list"
      id="probe-list"
      description={
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {probeListFrameNote(units)}
          </Text>
          <Text size="xs" c="dimmed">
            {catalog.isPending
              ? 'Probe and receptacle parts: reading the catalog…'
              : probeListPartsNote(catalog.data ? today : null)}
          </Text>
        </Stack>
      }
      actions={
        <Button
          component="a"
          href={csvUrl(report.id, units)}
          download
          size="sm"
          variant="default"
          leftSection={<IconDownload size={16} />}
          disabled={rows.length === 0}
        >
          Probe list CSV
        </Button>
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No test point is selected: there is nothing to probe.
        </Text>
      ) : (
        <Stack gap="xs">
          <ScrollArea type="auto">
            <Table striped withTableBorder fz="sm" miw={860} aria-label="Probe list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Test point</Table.Th>
                  <Table.Th>Net</Table.Th>
                  <Table.Th>Side</Table.Th>
                  <Table.Th ta="right">X ({units})</Table.Th>
                  <Table.Th ta="right">Y ({units})</Table.Th>
                  <Table.Th>Class</Table.Th>
                  <Table.Th>Tip</Table.Th>
                  <Table.Th>Probe</Table.Th>
                  <Table.Th>Receptacle</Table.Th>
                  <Table.Th>Note</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((row) => (
                  <Row key={row.testPointId} row={row} units={units} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          {rows.length > ROWS_SHOWN && (
            <Group>
              <Button variant="subtle" size="compact-xs" onClick={() => setAll((v) => !v)} data-print="hide">
                {all ? 'Show fewer' : `Show all ${plural(rows.length, 'probe')}`}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Section>
  );
}
