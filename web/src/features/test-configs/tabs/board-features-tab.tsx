import { ActionIcon, Button, Group, ScrollArea, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import {
  type BoardFeature,
  type BoardFeatureKind,
  mergeBoardFeatures,
  suggestBoardFeatures,
  type TestConfig,
} from '@studio/core';
import { IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { TabProps } from './tab-props';

export const FEATURE_KINDS: { value: BoardFeatureKind; label: string }[] = [
  { value: 'connector', label: 'Connector' },
  { value: 'led', label: 'LED' },
  { value: 'button', label: 'Button' },
  { value: 'presence', label: 'Presence detection' },
  { value: 'other', label: 'Other' },
];

const features = (c: TestConfig) => c.boardFeatures ?? [];

function updateFeature(c: TestConfig, componentId: string, patch: Partial<BoardFeature>): TestConfig {
  return {
    ...c,
    boardFeatures: features(c).map((f) => (f.componentId === componentId ? { ...f, ...patch } : f)),
  };
}

/** The Board features tab: what the fixture serves besides probes, suggested from the parts. */
export function BoardFeaturesTab({ board, config, edit, readOnly, focus }: TabProps) {
  const suggestions = useMemo(() => suggestBoardFeatures(board), [board]);
  const byId = useMemo(() => new Map(board.components.map((c) => [c.id as string, c])), [board]);
  const list = features(config);
  const listed = new Set(list.map((f) => f.componentId));
  const missing = suggestions.filter((s) => !listed.has(s.feature.componentId));
  const reasons = new Map(suggestions.map((s) => [s.feature.componentId, s.reason]));
  const [adding, setAdding] = useState<string | null>(null);
  const [kind, setKind] = useState<BoardFeatureKind>('connector');
  const componentOptions = useMemo(
    () =>
      board.components
        .filter((c) => !listed.has(c.id))
        .map((c) => ({ value: c.id as string, label: c.footprint ? `${c.ref} · ${c.footprint}` : c.ref })),
    [board, listed],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          Connectors to mate or reach, LEDs to watch, buttons to press, presence detection.
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconWand size={14} />}
          disabled={readOnly || missing.length === 0}
          onClick={() => edit((c) => ({ ...c, boardFeatures: mergeBoardFeatures(features(c), suggestions) }))}
        >
          Add suggestions ({missing.length})
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {suggestions.length === 0
            ? 'None listed, and none suggested: no part looks like a connector, LED or button. Add parts by hand below.'
            : `None listed yet. Studio suggests ${suggestions.length} from the parts’ references and packages.`}
        </Text>
      ) : (
        <ScrollArea type="auto" offsetScrollbars>
          <Table fz="xs" verticalSpacing={4} miw={{ base: 360, sm: 520 }} aria-label="Board features">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Part</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th w={32} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((f) => {
                const c = byId.get(f.componentId);
                return (
                  <Table.Tr key={f.componentId}>
                    <Table.Td onClick={() => focus(f.componentId)} style={{ cursor: 'pointer' }}>
                      <Text size="xs" fw={500}>
                        {c?.ref ?? `${f.componentId} (not on this board)`}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {reasons.get(f.componentId) ?? 'added by hand'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={`Kind of ${c?.ref ?? f.componentId}`}
                        size="xs"
                        w={170}
                        data={FEATURE_KINDS}
                        value={f.kind}
                        allowDeselect={false}
                        disabled={readOnly}
                        onChange={(k) =>
                          k &&
                          edit((cfg) => updateFeature(cfg, f.componentId, { kind: k as BoardFeatureKind }))
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Note on ${c?.ref ?? f.componentId}`}
                        size="xs"
                        maxLength={500}
                        disabled={readOnly}
                        defaultValue={f.note ?? ''}
                        onBlur={(e) => {
                          const note = e.currentTarget.value.trim();
                          if (note !== (f.note ?? ''))
                            edit((cfg) => updateFeature(cfg, f.componentId, { note: note || undefined }));
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="negative"
                        aria-label={`Remove ${c?.ref ?? f.componentId}`}
                        disabled={readOnly}
                        onClick={() =>
                          edit((cfg) => ({
                            ...cfg,
                            boardFeatures: features(cfg).filter((x) => x.componentId !== f.componentId),
                          }))
                        }
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {!readOnly && board.components.length > 0 && (
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label="Add a part"
            placeholder="Search a reference"
            searchable
            limit={50}
            size="xs"
            data={componentOptions}
            value={adding}
            onChange={setAdding}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label="as"
            size="xs"
            w={170}
            data={FEATURE_KINDS}
            value={kind}
            allowDeselect={false}
            onChange={(k) => k && setKind(k as BoardFeatureKind)}
          />
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPlus size={14} />}
            disabled={!adding}
            onClick={() => {
              const componentId = adding!;
              edit((c) => ({ ...c, boardFeatures: [...features(c), { componentId, kind }] }));
              setAdding(null);
            }}
          >
            Add
          </Button>
        </Group>
      )}
    </Stack>
  );
}
