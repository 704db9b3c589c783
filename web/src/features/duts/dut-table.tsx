import { Anchor, Table, Text, UnstyledButton } from '@mantine/core';
import type { Dut, Units } from '@studio/api';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBoardSize, formatCount, formatUpdated } from './dut-format';
import { DutStatusBadge } from './dut-status-badge';
import type { ListParams, SortKey } from './list-params';

interface SortHeaderProps {
  label: string;
  sortKey: SortKey;
  params: ListParams;
  onSort(key: SortKey): void;
}

/** A header the list can be sorted by: a button, with aria-sort on the cell for assistive tech. */
function SortHeader({ label, sortKey, params, onSort }: SortHeaderProps) {
  const active = params.sort === sortKey;
  const Icon = !active ? IconArrowsSort : params.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (params.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 'inherit' }}
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        <Icon size={14} stroke={1.6} opacity={active ? 1 : 0.45} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

const dash = (value: ReactNode | null | undefined) =>
  value ?? (
    <Text span c="dimmed">
      —
    </Text>
  );

export interface DutTableProps {
  duts: Dut[];
  params: ListParams;
  units: Units;
  onSort(key: SortKey): void;
}

/** The DUT list as a table (wide screens). Board columns stay empty until a board is imported. */
export function DutTable({ duts, params, units, onSort }: DutTableProps) {
  const sortable = (label: string, key: SortKey) => (
    <SortHeader label={label} sortKey={key} params={params} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" aria-label="DUTs">
        <Table.Thead>
          <Table.Tr>
            {sortable('Name', 'name')}
            {sortable('Revision', 'revision')}
            <Table.Th>Board size</Table.Th>
            <Table.Th ta="right">Layers</Table.Th>
            <Table.Th ta="right">Components</Table.Th>
            <Table.Th ta="right">Test points</Table.Th>
            {sortable('Status', 'status')}
            {sortable('Updated', 'updatedAt')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {duts.map((dut) => (
            <Table.Tr key={dut.id}>
              <Table.Td>
                <Anchor component={Link} to={`/dut/${dut.id}`} fw={600}>
                  {dut.name}
                </Anchor>
                {dut.partNumber && (
                  <Text size="xs" c="dimmed">
                    {dut.partNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{dash(dut.revision || null)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {dash(dut.board && formatBoardSize(dut.board.widthMm, dut.board.heightMm, units))}
              </Table.Td>
              <Table.Td ta="right">{dash(dut.board?.copperLayers)}</Table.Td>
              <Table.Td ta="right">{dash(dut.board && formatCount(dut.board.components))}</Table.Td>
              <Table.Td ta="right">{dash(dut.board && formatCount(dut.board.testPoints.total))}</Table.Td>
              <Table.Td>
                <DutStatusBadge status={dut.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" title={new Date(dut.updatedAt).toLocaleString()}>
                  {formatUpdated(dut.updatedAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
