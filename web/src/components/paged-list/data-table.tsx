import { type MantineSpacing, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';
import type { ListState } from './list-state';

export interface Column<T> {
  key: string;
  /** Header text (also the column's name in the column chooser). */
  label: string;
  /** The API sort key, when the server can sort by this column. */
  sortKey?: string;
  align?: 'left' | 'right' | 'center';
  /** Keep the cell on one line (numbers with units, dates). */
  nowrap?: boolean;
  /** Below this the column is not squeezed (badges, actions). */
  minWidth?: number;
  render(row: T): ReactNode;
}

interface SortHeaderProps {
  column: Column<unknown>;
  state: ListState;
  onSort(key: string): void;
  className?: string;
}

/** A header the table can be sorted by: a button, with aria-sort on the cell for assistive tech. */
function SortHeader({ column, state, onSort, className }: SortHeaderProps) {
  const key = column.sortKey!;
  const active = state.sort === key;
  const Icon = !active ? IconArrowsSort : state.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      ta={column.align}
      className={className}
      miw={column.minWidth}
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        onClick={() => onSort(key)}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 'inherit' }}
        aria-label={`Sort by ${column.label.toLowerCase()}`}
      >
        {column.label}
        <Icon size={14} stroke={1.6} opacity={active ? 1 : 0.45} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

export interface DataTableProps<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey(row: T): string;
  state: ListState;
  onSort(key: string): void;
  /** Below this width the table scrolls sideways, the first column staying in place. */
  minWidth?: number;
  /** Row padding: 'xs' for dense numeric tables, more for rows of two lines. */
  verticalSpacing?: MantineSpacing;
  /**
   * Keep the first column in view while the others scroll sideways (default). A table that gives way
   * to cards on narrow screens does not need it.
   */
  stickyFirstColumn?: boolean;
}

/**
 * A server-paged table: one page of rows, sortable headers, the first column sticky. On a phone it
 * scrolls sideways rather than turning into cards, so the user's column choice still means something
 * (decision 0012). The DUT list shows cards instead below `md` and this table above.
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowKey,
  state,
  onSort,
  minWidth = 720,
  verticalSpacing = 'xs',
  stickyFirstColumn = true,
}: DataTableProps<T>) {
  const cellClass = (column: Column<T>, i: number) =>
    i === 0 && stickyFirstColumn ? classes.sticky : column.nowrap ? classes.nowrap : undefined;
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table highlightOnHover verticalSpacing={verticalSpacing} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, i) => {
              const className = cellClass(column, i);
              return column.sortKey ? (
                <SortHeader
                  key={column.key}
                  column={column as Column<unknown>}
                  state={state}
                  onSort={onSort}
                  className={className}
                />
              ) : (
                <Table.Th key={column.key} ta={column.align} className={className} miw={column.minWidth}>
                  {column.label}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} className={classes.row}>
              {columns.map((column, i) => (
                <Table.Td key={column.key} ta={column.align} className={cellClass(column, i)}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** An empty cell: a dimmed dash, so "unknown" does not read as zero. */
export const dash = (value: ReactNode | null | undefined): ReactNode =>
  value === null || value === undefined || value === '' ? (
    <Text span c="dimmed">
      —
    </Text>
  ) : (
    value
  );
