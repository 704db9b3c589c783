import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { StationProfileInput } from '@studio/api';
import { CHANNEL_KINDS, type ChannelKind, ROLES_OF_KIND, type StationChannel } from '@studio/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatPins, parsePins } from './pin-list';

const KIND_LABELS: Record<ChannelKind, string> = {
  'power-supply': 'Power supply',
  dmm: 'DMM',
  'digital-io': 'Digital I/O',
  programmer: 'Programmer',
  relay: 'Relay / matrix',
};

const limit = (v: string | number) => (v === '' || v === null ? null : Number(v));

interface Props {
  value: StationProfileInput;
  readOnly: boolean;
  saving: boolean;
  /** Field → message from the server's refusal. */
  problems: Record<string, string>;
  onSave(value: StationProfileInput): void;
}

/**
 * One station profile: name and description, its connectors (pin names typed as lists and ranges,
 * "1-50", "A1-A32"), its channels (instrument, kind, role, programmer signal, connector and pin, voltage
 * and current limits), and whether generic matrix connectors are added as the probes need.
 */
export function StationEditor({ value, readOnly, saving, problems, onSave }: Props) {
  const [draft, setDraft] = useState<StationProfileInput>(value);
  const [pinText, setPinText] = useState(() => draft.connectors.map((c) => formatPins(c.pins)));
  const set = (patch: Partial<StationProfileInput>) => setDraft((d) => ({ ...d, ...patch }));
  const setChannel = (i: number, patch: Partial<StationChannel>) =>
    set({ channels: draft.channels.map((c, k) => (k === i ? { ...c, ...patch } : c)) });
  const connectorNames = draft.connectors.map((c) => c.name).filter((n) => n !== '');
  const problemList = Object.entries(problems);
  return (
    <Stack gap="md">
      {problemList.length > 0 && (
        <Alert color="negative" title="The profile was not saved" role="alert">
          <Stack gap={2}>
            {problemList.map(([field, message]) => (
              <Text key={field} size="sm">
                {message}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <TextInput
        label="Name"
        required
        readOnly={readOnly}
        value={draft.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={problems.name}
      />
      <Textarea
        label="Description"
        readOnly={readOnly}
        autosize
        minRows={2}
        value={draft.description}
        onChange={(e) => set({ description: e.currentTarget.value })}
      />

      <Group justify="space-between">
        <Title order={5}>Connectors</Title>
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={() => {
              set({
                connectors: [
                  ...draft.connectors,
                  {
                    name: `X${draft.connectors.length + 1}`,
                    description: '',
                    pins: ['1'],
                    pinCurrentA: null,
                  },
                ],
              });
              setPinText((t) => [...t, '1']);
            }}
          >
            Add a connector
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table fz="sm" verticalSpacing={4} aria-label="Connectors">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th>Pins</Table.Th>
              <Table.Th>Contact rating (A)</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.connectors.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; names may repeat while typed
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Connector ${i + 1} name`}
                    readOnly={readOnly}
                    value={c.name}
                    error={problems[`connectors[${i}].name`]}
                    onChange={(e) => {
                      const name = e.currentTarget.value;
                      set({ connectors: draft.connectors.map((x, k) => (k === i ? { ...x, name } : x)) });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Connector ${i + 1} description`}
                    readOnly={readOnly}
                    value={c.description}
                    onChange={(e) => {
                      const description = e.currentTarget.value;
                      set({
                        connectors: draft.connectors.map((x, k) => (k === i ? { ...x, description } : x)),
                      });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    aria-label={`Connector ${i + 1} pins`}
                    readOnly={readOnly}
                    value={pinText[i] ?? ''}
                    description={`${c.pins.length} pins`}
                    error={problems[`connectors[${i}].pins`]}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setPinText((t) => t.map((x, k) => (k === i ? text : x)));
                      set({
                        connectors: draft.connectors.map((x, k) =>
                          k === i ? { ...x, pins: parsePins(text) } : x,
                        ),
                      });
                    }}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    aria-label={`Connector ${i + 1} contact rating`}
                    readOnly={readOnly}
                    min={0}
                    decimalScale={3}
                    value={c.pinCurrentA ?? ''}
                    onChange={(v) =>
                      set({
                        connectors: draft.connectors.map((x, k) =>
                          k === i ? { ...x, pinCurrentA: limit(v) } : x,
                        ),
                      })
                    }
                  />
                </Table.Td>
                <Table.Td>
                  {!readOnly && (
                    <ActionIcon
                      variant="subtle"
                      color="negative"
                      aria-label={`Remove connector ${c.name}`}
                      onClick={() => {
                        set({ connectors: draft.connectors.filter((_, k) => k !== i) });
                        setPinText((t) => t.filter((_, k) => k !== i));
                      }}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between">
        <Title order={5}>Channels ({draft.channels.length})</Title>
        {!readOnly && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPlus size={14} />}
            disabled={connectorNames.length === 0}
            onClick={() =>
              set({
                channels: [
                  ...draft.channels,
                  {
                    id: `CH${draft.channels.length + 1}`,
                    instrument: 'MUX',
                    kind: 'relay',
                    role: 'switch',
                    signal: null,
                    connector: connectorNames[0]!,
                    pin: draft.connectors[0]?.pins[0] ?? '1',
                    maxVoltageV: null,
                    maxCurrentA: null,
                  },
                ],
              })
            }
          >
            Add a channel
          </Button>
        )}
      </Group>
      <Table.ScrollContainer minWidth={1120}>
        <Table fz="sm" verticalSpacing={4} aria-label="Channels">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Id</Table.Th>
              <Table.Th>Instrument</Table.Th>
              <Table.Th>Kind</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Signal</Table.Th>
              <Table.Th>Connector</Table.Th>
              <Table.Th>Pin</Table.Th>
              <Table.Th>Max V</Table.Th>
              <Table.Th>Max A</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.channels.map((ch, i) => {
              const err = (f: string) => problems[`channels[${i}].${f}`];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place; ids may repeat while typed
                <Table.Tr key={i}>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Channel ${i + 1} id`}
                      readOnly={readOnly}
                      value={ch.id}
                      error={err('id')}
                      onChange={(e) => setChannel(i, { id: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Channel ${i + 1} instrument`}
                      readOnly={readOnly}
                      value={ch.instrument}
                      onChange={(e) => setChannel(i, { instrument: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={140}
                      aria-label={`Channel ${i + 1} kind`}
                      readOnly={readOnly}
                      allowDeselect={false}
                      value={ch.kind}
                      data={CHANNEL_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
                      onChange={(v) => {
                        const kind = (v ?? ch.kind) as ChannelKind;
                        setChannel(i, { kind, role: ROLES_OF_KIND[kind][0]! });
                      }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      w={130}
                      aria-label={`Channel ${i + 1} role`}
                      readOnly={readOnly}
                      allowDeselect={false}
                      value={ch.role}
                      error={err('role')}
                      data={[...ROLES_OF_KIND[ch.kind]]}
                      onChange={(v) => v && setChannel(i, { role: v as StationChannel['role'] })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={`Channel ${i + 1} signal`}
                      readOnly={readOnly}
                      placeholder={ch.kind === 'programmer' ? 'SWDIO' : ''}
                      value={ch.signal ?? ''}
                      error={err('signal')}
                      onChange={(e) => setChannel(i, { signal: e.currentTarget.value || null })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      size="xs"
                      aria-label={`Channel ${i + 1} connector`}
                      readOnly={readOnly}
                      allowDeselect={false}
                      value={ch.connector}
                      error={err('connector')}
                      data={[...new Set([...connectorNames, ch.connector])]}
                      onChange={(v) => v && setChannel(i, { connector: v })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      w={70}
                      aria-label={`Channel ${i + 1} pin`}
                      readOnly={readOnly}
                      value={ch.pin}
                      error={err('pin')}
                      onChange={(e) => setChannel(i, { pin: e.currentTarget.value })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={80}
                      aria-label={`Channel ${i + 1} maximum voltage`}
                      readOnly={readOnly}
                      min={0}
                      value={ch.maxVoltageV ?? ''}
                      onChange={(v) => setChannel(i, { maxVoltageV: limit(v) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={80}
                      aria-label={`Channel ${i + 1} maximum current`}
                      readOnly={readOnly}
                      min={0}
                      decimalScale={3}
                      value={ch.maxCurrentA ?? ''}
                      onChange={(v) => setChannel(i, { maxCurrentA: limit(v) })}
                    />
                  </Table.Td>
                  <Table.Td>
                    {!readOnly && (
                      <ActionIcon
                        variant="subtle"
                        color="negative"
                        aria-label={`Remove channel ${ch.id}`}
                        onClick={() => set({ channels: draft.channels.filter((_, k) => k !== i) })}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Checkbox
        label="Add generic matrix connectors as the probes need (an N-pin interface)"
        disabled={readOnly}
        checked={draft.growth !== null}
        onChange={(e) =>
          set({
            growth: e.currentTarget.checked
              ? {
                  pinsPerConnector: 50,
                  description: 'D-sub 50',
                  pinCurrentA: 3,
                  maxVoltageV: null,
                  maxCurrentA: null,
                }
              : null,
          })
        }
      />
      {draft.growth && (
        <Group>
          <NumberInput
            label="Pins per added connector"
            readOnly={readOnly}
            min={1}
            max={1000}
            value={draft.growth.pinsPerConnector}
            onChange={(v) =>
              draft.growth && set({ growth: { ...draft.growth, pinsPerConnector: Number(v) || 1 } })
            }
          />
          <TextInput
            label="Added connector"
            readOnly={readOnly}
            value={draft.growth.description}
            onChange={(e) => {
              const description = e.currentTarget.value;
              if (draft.growth) set({ growth: { ...draft.growth, description } });
            }}
          />
        </Group>
      )}
      {!readOnly && (
        <Group>
          <Button loading={saving} onClick={() => onSave(draft)}>
            Save profile
          </Button>
        </Group>
      )}
    </Stack>
  );
}
