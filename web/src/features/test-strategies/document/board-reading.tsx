import { Stack, Table, Text, Title } from '@mantine/core';
import { displayNetName, type Rail, type TestStrategy } from '@studio/core';

const nets = (list: string[]) => list.map(displayNetName).join(', ') || '—';

/** "3.3 V", "11.966 V … 13.896 V", "9 V (a guess)", "voltage unknown". */
function railVolts(r: Rail): string {
  if (r.nominalV === null) return 'voltage unknown';
  const v = r.rangeV ? `${r.rangeV[0]} V … ${r.rangeV[1]} V` : `${r.nominalV} V`;
  return r.voltageIsGuess ? `${v} (a guess)` : v;
}

interface Row {
  key: string;
  what: string;
  detail: string;
  reason: string;
}

/** What Studio read from the board, group by group, each with its reason. */
function rowsOf(s: TestStrategy): { title: string; rows: Row[] }[] {
  return [
    {
      title: 'Power inputs',
      rows: s.inputs.map((i) => ({
        key: i.net,
        what: displayNetName(i.net),
        detail: `${i.primary ? 'supplied at power-up' : 'other input'} · ${i.kind}${i.part ? ` on ${i.part}${i.pads.length ? ` pad ${i.pads.join(', ')}` : ''}` : ''} · ${
          i.voltageV === null ? 'voltage unknown' : `${i.voltageV} V${i.voltageIsGuess ? ' (a guess)' : ''}`
        }`,
        reason: i.reason,
      })),
    },
    {
      title: 'Power rails',
      rows: s.rails.map((r) => ({
        key: r.net,
        what: displayNetName(r.net),
        detail: `${railVolts(r)} · ${r.role}${r.source ? ` from ${r.source}` : ''}`,
        reason: r.reason,
      })),
    },
    {
      title: 'Ground',
      rows: s.grounds.map((g) => ({ key: g.net, what: displayNetName(g.net), detail: '', reason: g.reason })),
    },
    {
      title: 'Regulators',
      rows: s.regulators.map((r) => ({
        key: r.ref,
        what: `${r.ref} ${r.value}`,
        detail: `${r.kind}: ${r.input ? displayNetName(r.input) : '?'} → ${r.output ? displayNetName(r.output) : '?'}${r.outputV !== null ? ` (${r.outputV} V)` : ''}`,
        reason: r.reason,
      })),
    },
    {
      title: 'Passed through',
      rows: s.passes.map((p) => ({
        key: `${p.ref}-${p.to}`,
        what: `${p.ref} ${p.value}`,
        detail: `${p.kind}: ${displayNetName(p.from)} → ${displayNetName(p.to)}`,
        reason: p.reason,
      })),
    },
    {
      title: 'Programming and debug ports',
      rows: s.ports.map((p, i) => ({
        key: `${p.kind}-${i}`,
        what: `${p.kind.toUpperCase()}${p.connector ? ` on ${p.connector}` : ''}`,
        detail: `${nets(p.nets)} · ${
          p.devices.length ? `programs ${p.devices.join(p.chain ? ' → ' : ', ')}` : 'programs nothing'
        }${p.skipped.length ? ` · not: ${p.skipped.map((x) => x.ref).join(', ')}` : ''}`,
        reason: [
          p.reason,
          ...p.skipped.map((x) => x.reason),
          ...(p.chain?.devices.flatMap((d) => (d.bsdl ? [`${d.ref}: ${d.bsdl}`] : [])) ?? []),
          ...(p.writeProtect ? [p.writeProtect.reason] : []),
        ].join('; '),
      })),
    },
    {
      title: 'Buses',
      rows: s.buses.map((b, i) => ({
        key: `${b.kind}-${b.name}-${i}`,
        what: `${b.name} (${b.kind.toUpperCase()})`,
        detail: `${nets(b.nets)}${b.devices.length ? ` · ${b.devices.join(', ')}` : ''}`,
        reason: b.reason,
      })),
    },
    {
      title: 'Clocks',
      rows: s.clocks.map((c, i) => ({
        key: `${c.ref ?? 'net'}-${i}`,
        what: c.ref ?? c.kind,
        detail: `${c.frequencyHz !== null ? `${c.frequencyHz / 1e6} MHz · ` : ''}${nets(c.nets)}`,
        reason: c.reason,
      })),
    },
    ...(
      [
        ['LEDs', s.leds],
        ['Buttons', s.buttons],
        ['Connectors', s.connectors],
      ] as const
    ).map(([title, list]) => ({
      title,
      rows: list.map((p) => ({
        key: p.ref,
        what: `${p.ref} ${p.value}`,
        detail: nets(p.nets),
        reason: p.reason,
      })),
    })),
  ].filter((g) => g.rows.length > 0);
}

/** Rails, ports, buses, clocks and parts the draft was built from: every guess says what it read. */
export function BoardReading({ strategy }: { strategy: TestStrategy }) {
  const groups = rowsOf(strategy);
  if (groups.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Studio recognised no rail, port, bus, clock or part from the board’s names and values.
      </Text>
    );
  return (
    <Stack gap="md">
      {groups.map((g) => (
        <Stack key={g.title} gap={4}>
          <Title order={3} size="h6">
            {g.title}
          </Title>
          <Table.ScrollContainer minWidth={560} type="native">
            <Table verticalSpacing={4} fz="sm" aria-label={g.title}>
              <Table.Tbody>
                {g.rows.map((r) => (
                  <Table.Tr key={r.key}>
                    <Table.Td w="22%" fw={500}>
                      {r.what}
                    </Table.Td>
                    <Table.Td w="38%">{r.detail}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {r.reason}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
