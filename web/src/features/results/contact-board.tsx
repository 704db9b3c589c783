import { Table, Text } from '@mantine/core';
import type { ContactEntry } from '@studio/api';
import { type Board, strategyProbeLabel } from '@studio/core';
import { lazy, Suspense, useMemo } from 'react';
import { BoardLoading } from '../../board-view/board-loading';
import { useBoard } from '../../board-view/fetch-board';
import { lazyWithReload } from '../../lib/chunk-reload';
import type { Marker } from '../../viewer';

const BoardView = lazy(lazyWithReload(() => import('../../board-view/board-view')));

/** Board positions (mm, top view, +Y up) of the test points by the label stations report. */
function positionsByLabel(board: Board): Map<string, { x: number; y: number; id: string }> {
  const padsPerRef = new Map<string, number>();
  for (const pad of board.pads)
    if (pad.ref !== null) padsPerRef.set(pad.ref, (padsPerRef.get(pad.ref) ?? 0) + 1);
  return new Map(
    board.testPoints.map((tp) => [strategyProbeLabel(tp, padsPerRef), { x: tp.x, y: tp.y, id: tp.id }]),
  );
}

/** Suspect contacts per probe: a table, and markers on the board at the test points involved. */
export function ContactBoard({ dutId, contacts }: { dutId: string; contacts: readonly ContactEntry[] }) {
  const board = useBoard(dutId, true);
  const markers = useMemo<Marker[]>(() => {
    if (!board.data) return [];
    const at = positionsByLabel(board.data);
    return contacts.flatMap((c) => {
      const p = at.get(c.probe);
      if (!p) return [];
      return [
        {
          id: `contact-${c.probe}`,
          x: p.x,
          y: p.y,
          severity: c.rate >= 0.05 ? ('fail' as const) : ('warning' as const),
          label: `${c.probe}: ${c.failedRuns} of ${c.runs} runs`,
          featureIds: [p.id],
          pinned: c === contacts[0],
        },
      ];
    });
  }, [board.data, contacts]);
  return (
    <>
      {contacts.length === 0 ? (
        <Text c="dimmed" size="sm">
          No suspect contacts in this window.
        </Text>
      ) : (
        <Table aria-label="Suspect contacts" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Probe</Table.Th>
              <Table.Th ta="right">Suspect runs</Table.Th>
              <Table.Th ta="right">Rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contacts.slice(0, 10).map((c) => (
              <Table.Tr key={c.probe}>
                <Table.Td>{c.probe}</Table.Td>
                <Table.Td ta="right">
                  {c.failedRuns} of {c.runs}
                </Table.Td>
                <Table.Td ta="right">{(c.rate * 100).toFixed(1)} %</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Suspense fallback={<BoardLoading />}>
        <BoardView dutId={dutId} overlay={{ markers }} />
      </Suspense>
    </>
  );
}
