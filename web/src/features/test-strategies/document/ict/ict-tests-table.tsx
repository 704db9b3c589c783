import { Badge, Table, Text } from '@mantine/core';
import {
  describeIctLimits,
  displayNetName,
  formatIctQuantity,
  ICT_UNITS,
  type IctNode,
  type IctTest,
} from '@studio/core';
import { useState } from 'react';
import { ShowMore } from './show-more';

const CAP = 50;

/** A node: its net and the probes on it, or the probed net it is reached through. */
function Node({ node }: { node: IctNode | null }) {
  if (!node) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {displayNetName(node.net)}{' '}
      <Text span size="xs" c="dimmed">
        {node.via
          ? `via ${displayNetName(node.via.net)} (${node.via.probes.join(', ')}) through ${node.via.through.join(', ')}`
          : node.probes.join(', ')}
      </Text>
    </Text>
  );
}

/**
 * The in-circuit tests in order: name, type, parts, the source and measuring nodes with their
 * probes, the guard nodes, expected value and limits, and how the limits were worked out.
 */
export function IctTestsTable({ tests }: { tests: IctTest[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? tests : tests.slice(0, CAP);
  return (
    <>
      <Table.ScrollContainer minWidth={900} type="native">
        <Table verticalSpacing={4} fz="sm" aria-label="In-circuit tests">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Test</Table.Th>
              <Table.Th>Parts</Table.Th>
              <Table.Th>High (source)</Table.Th>
              <Table.Th>Low (measure)</Table.Th>
              <Table.Th>Guards</Table.Th>
              <Table.Th ta="right">Expected</Table.Th>
              <Table.Th>Limits</Table.Th>
              <Table.Th>Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((t) => (
              <Table.Tr key={t.id} data-test={t.id}>
                <Table.Td>
                  <Text size="sm" fw={600} ff="monospace">
                    {t.id}
                  </Text>
                  <Badge size="xs" variant="light" color="accent">
                    {t.type}
                  </Badge>
                </Table.Td>
                <Table.Td>{t.parts.join(', ') || '—'}</Table.Td>
                <Table.Td>
                  <Node node={t.high} />
                </Table.Td>
                <Table.Td>
                  <Node node={t.low} />
                </Table.Td>
                <Table.Td>
                  {t.guards.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      none
                    </Text>
                  ) : (
                    t.guards.map((g) => <Node key={g.net} node={g} />)
                  )}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {t.expected === null ? '—' : formatIctQuantity(t.expected, ICT_UNITS[t.quantity])}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{describeIctLimits(t)}</Table.Td>
                <Table.Td miw={240}>
                  <Text size="xs" c="dimmed">
                    {[t.limitsReason, ...t.notes].join(' ')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ShowMore total={tests.length} cap={CAP} all={all} what="tests" onToggle={() => setAll((v) => !v)} />
    </>
  );
}
