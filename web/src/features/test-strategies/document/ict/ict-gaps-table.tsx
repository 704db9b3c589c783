import { Badge, Group, Table, Text } from '@mantine/core';
import { displayNetName, type IctGap } from '@studio/core';
import { useState } from 'react';
import { ShowMore } from './show-more';

const CAP = 30;

/** Tests the fixture cannot make: the part, the test, the nets to add a probe to, and why. */
export function IctGapsTable({ gaps }: { gaps: IctGap[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? gaps : gaps.slice(0, CAP);
  return (
    <>
      <Table.ScrollContainer minWidth={640} type="native">
        <Table verticalSpacing={4} fz="sm" aria-label="Coverage gaps">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Part</Table.Th>
              <Table.Th>Test</Table.Th>
              <Table.Th>Probe to add on</Table.Th>
              <Table.Th>Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((g) => (
              <Table.Tr key={`${g.ref}|${g.test}`}>
                <Table.Td fw={500}>{g.ref ?? '—'}</Table.Td>
                <Table.Td>{g.test}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {g.nets.map((n) => (
                      <Badge key={n} variant="light" color="warning" tt="none" size="sm">
                        {displayNetName(n)}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="xs" c="dimmed">
                    {g.reason}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ShowMore total={gaps.length} cap={CAP} all={all} what="gaps" onToggle={() => setAll((v) => !v)} />
    </>
  );
}
