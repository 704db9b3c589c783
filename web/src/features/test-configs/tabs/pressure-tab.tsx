import {
  ActionIcon,
  Box,
  Button,
  Group,
  Pagination,
  ScrollArea,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { DEFAULT_PROBE_CATALOG, proposePressurePins, type ResolvedHeight } from '@studio/core';
import { IconRestore, IconSearch, IconTrash, IconWand } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { formatPoint } from '../../../viewer';
import { HeightInput } from './height-input';
import { heightRows, heightSource, withOverride } from './height-rows';
import type { TabProps } from './tab-props';

const PAGE_SIZE = 50;
// Defaults are a guess (amber), the engineer's own value stands out (accent), design data and the
// board's STEP model are fact.
const SOURCE_COLORS = {
  model: 'var(--mantine-color-positive-text)',
  step: 'var(--mantine-color-positive-text)',
  default: 'var(--mantine-color-warning-text)',
  override: 'var(--mantine-color-accent-text)',
} as const;

/** Where a height comes from, coloured by trust, with the package class on a second line. */
function SourceCell({ height }: { height: ResolvedHeight }) {
  const source = heightSource(height);
  return (
    <>
      <Text
        size="xs"
        fw={500}
        c={SOURCE_COLORS[height.source]}
        data-height-source={height.source}
        style={{ whiteSpace: 'nowrap' }}
      >
        {source.label}
      </Text>
      {source.detail && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {source.detail}
        </Text>
      )}
    </>
  );
}

/** The Pressure tab: component heights (defaults marked, overrides editable) and pressure pins. */
export function PressureTab({ board, config, edit, readOnly, units, focus }: TabProps) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => heightRows(board, config.heightOverrides, query),
    [board, config.heightOverrides, query],
  );
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  const defaulted = rows.filter((r) => r.height.source === 'default').length;
  const bodies = useMemo(() => heightRows(board, {}).length, [board]);
  const setHeight = (id: string, mm: number | null) =>
    edit((c) => {
      const next = withOverride(c.heightOverrides, id, mm);
      return next === c.heightOverrides ? c : { ...c, heightOverrides: next };
    });
  const autoPlace = () =>
    edit((c) => ({
      ...c,
      pressurePins: proposePressurePins(board, c, () => DEFAULT_PROBE_CATALOG.classes.P100.forceN),
    }));

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h6">
            Pressure pins ({config.pressurePins.length})
          </Title>
          <Group gap={6}>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconWand size={14} />}
              disabled={readOnly || config.probeSide === null}
              onClick={autoPlace}
            >
              Auto-place
            </Button>
            <Button
              size="compact-xs"
              variant="default"
              disabled={readOnly || config.pressurePins.length === 0}
              onClick={() => edit((c) => ({ ...c, pressurePins: [] }))}
            >
              Remove all
            </Button>
          </Group>
        </Group>
        {config.pressurePins.length === 0 ? (
          <Text size="sm" c="dimmed">
            {config.probeSide === null
              ? 'Choose the primary probe side (Fixture tab) first: pressure pins push from the other side.'
              : 'No pressure pins. Auto-place puts them opposite the probe clusters, clear of components.'}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={220} type="auto">
            <Table fz="xs" verticalSpacing={2} aria-label="Pressure pins">
              <Table.Tbody>
                {config.pressurePins.map((pin, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: pins have no id; position in the list is theirs.
                  <Table.Tr key={i}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPoint(pin, units)}</Table.Td>
                    <Table.Td>{pin.side}</Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="negative"
                        aria-label={`Remove pressure pin ${i + 1}`}
                        disabled={readOnly}
                        onClick={() =>
                          edit((c) => ({ ...c, pressurePins: c.pressurePins.filter((_, k) => k !== i) }))
                        }
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h6">
            Component heights
          </Title>
          <Text size="xs" c="dimmed">
            {defaulted} of {bodies} from package defaults
          </Text>
        </Group>
        <TextInput
          aria-label="Search components"
          placeholder="Reference or package"
          leftSection={<IconSearch size={16} />}
          size="xs"
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setPage(1);
          }}
        />
        {board.components.length === 0 ? (
          <Text size="sm" c="dimmed">
            The design data has no components.
          </Text>
        ) : (
          <ScrollArea type="auto" offsetScrollbars>
            <Table fz="xs" verticalSpacing={4} miw={{ base: 340, sm: 520 }} aria-label="Component heights">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Part</Table.Th>
                  <Table.Th visibleFrom="sm">Side</Table.Th>
                  <Table.Th>Height</Table.Th>
                  <Table.Th visibleFrom="sm">Source</Table.Th>
                  <Table.Th w={32} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map(({ component: c, height, fallback }) => (
                  <Table.Tr key={c.id}>
                    <Table.Td onClick={() => focus(c.id)} style={{ cursor: 'pointer' }}>
                      <Text size="xs" fw={500}>
                        {c.ref}
                      </Text>
                      <Text size="xs" c="dimmed" truncate maw={{ base: 110, sm: 170 }}>
                        {c.footprint || c.value}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{c.side}</Table.Td>
                    <Table.Td>
                      <HeightInput
                        label={`Height of ${c.ref}`}
                        mm={height.mm}
                        units={units}
                        disabled={readOnly}
                        onCommit={(mm) =>
                          setHeight(c.id, mm === fallback.mm && fallback.source === 'model' ? null : mm)
                        }
                      />
                      {/* A phone has no room for a fourth column: the source goes under the height. */}
                      <Box hiddenFrom="sm" mt={4}>
                        <SourceCell height={height} />
                      </Box>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <SourceCell height={height} />
                    </Table.Td>
                    <Table.Td>
                      {height.source === 'override' && (
                        <ActionIcon
                          size="sm"
                          variant="subtle"
                          aria-label={`Reset height of ${c.ref}`}
                          disabled={readOnly}
                          onClick={() => setHeight(c.id, null)}
                        >
                          <IconRestore size={14} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )}
        {pages > 1 && <Pagination size="sm" total={pages} value={Math.min(page, pages)} onChange={setPage} />}
      </Stack>
    </Stack>
  );
}
