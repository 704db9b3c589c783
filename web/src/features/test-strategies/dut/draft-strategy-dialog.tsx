import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { TEST_STRATEGY_LIMITS } from '@studio/api';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { describeError } from '../../../lib/describe-error';
import { useTestConfigs } from '../../test-configs/test-config-queries';
import { useCreateStrategy } from '../strategy-queries';
import { BOARD_SOURCE as BOARD, defaultProbeSource } from './probe-source';

/**
 * "Draft a test strategy": a name, and what the probes come from — a saved test-config version's
 * selection (the latest saved one by default: the plan is then tied to its fixture, each step naming
 * its probes and tester channels) or the board's own test points. The server drafts it and saves
 * version 1; the page opens on it.
 */
export function DraftStrategyDialog({
  dutId,
  opened,
  defaultName,
  onClose,
}: {
  dutId: string;
  opened: boolean;
  defaultName: string;
  onClose(): void;
}) {
  const navigate = useNavigate();
  const configs = useTestConfigs(dutId);
  const create = useCreateStrategy(dutId);
  const [name, setName] = useState(defaultName);
  // null: not chosen yet; the default follows the configs as they load.
  const [chosen, setSource] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName(defaultName);
      setSource(null);
      setNameError(null);
      create.reset();
    }
  }, [opened, defaultName, create.reset]);
  const saved = (configs.data?.items ?? []).filter((c) => c.latestVersion !== null);
  const source = chosen ?? defaultProbeSource(saved);
  const options = [
    { value: BOARD, label: 'The board’s test points' },
    ...saved.map((c) => ({ value: c.id, label: `${c.name}, version ${c.latestVersion}` })),
  ];
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setNameError('Name is required');
    const config = saved.find((c) => c.id === source);
    create.mutate(
      {
        name: name.trim(),
        ...(config ? { testConfig: { id: config.id, versionNumber: config.latestVersion! } } : {}),
      },
      {
        onSuccess: (detail) => {
          notify({
            color: 'positive',
            message: `${detail.name} drafted: ${detail.counts?.steps ?? 0} steps.`,
          });
          navigate(`/test-strategy/${detail.id}`);
        },
      },
    );
  };
  return (
    <AppDialog opened={opened} onClose={onClose} title="Draft a test strategy">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Studio reads the board’s rails, ports, buses, clocks, LEDs, buttons and connectors and proposes
            ordered steps with limits and equipment. Every guess says what it was read from; you edit it
            after.
          </Text>
          <TextInput
            label="Name"
            value={name}
            maxLength={TEST_STRATEGY_LIMITS.name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={nameError}
            required
            data-autofocus
          />
          <Select
            label="Probes from"
            description={
              source === BOARD
                ? 'The board’s test points: the plan names no probes or tester channels.'
                : 'The version’s fixture: each step names its probes and tester channels.'
            }
            data={options}
            value={source}
            allowDeselect={false}
            onChange={(v) => v && setSource(v)}
          />
          {create.error && (
            <Text size="sm" c="negative" role="alert">
              {describeError(create.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Draft
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
