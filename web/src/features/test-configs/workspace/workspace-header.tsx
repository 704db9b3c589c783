import { ActionIcon, Badge, Button, Group, Select, Text, Title, Tooltip } from '@mantine/core';
import type { TestConfigVersionSummary } from '@studio/api';
import { IconArrowBackUp, IconArrowForwardUp, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { ProposeMenu } from './propose-menu';
import type { ProposeScope } from './re-propose';

/** Title row of the workspace: which configuration and version, unsaved state, and the actions. */
export function WorkspaceHeader({
  name,
  versionNumber,
  versions,
  dirty,
  readOnly,
  canUndo,
  canRedo,
  running,
  onVersion,
  proposing,
  canPropose,
  onPropose,
  onUndo,
  onRedo,
  onSave,
  onRun,
  onClose,
}: {
  name: string;
  /** null = not saved yet. */
  versionNumber: number | null;
  versions: TestConfigVersionSummary[];
  dirty: boolean;
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  running: boolean;
  onVersion(n: number): void;
  proposing: ProposeScope | null;
  canPropose: boolean;
  onPropose(scope: ProposeScope): void;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onRun(): void;
  onClose(): void;
}) {
  const runHint =
    versionNumber === null
      ? 'Save a version first: DFT reports are made of saved versions.'
      : dirty
        ? `Unsaved changes: Run DFT analyses version ${versionNumber} as saved. Save first to include them.`
        : `Store a DFT report of version ${versionNumber}.`;
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Title order={2} size="h4">
          {name}
        </Title>
        {versionNumber === null ? (
          <Badge color="warning" variant="light">
            not saved yet
          </Badge>
        ) : (
          <Select
            aria-label="Version"
            size="xs"
            w={220}
            allowDeselect={false}
            value={String(versionNumber)}
            onChange={(v) => v && onVersion(Number(v))}
            data={versions.map((v) => ({
              value: String(v.number),
              label: `Version ${v.number}${v.note ? ` · ${v.note.slice(0, 40)}` : ''}`,
            }))}
          />
        )}
        {dirty && versionNumber !== null && (
          <Badge color="warning" variant="dot" data-testid="unsaved">
            Unsaved changes
          </Badge>
        )}
        {readOnly && (
          <Badge color="gray" variant="light">
            read only
          </Badge>
        )}
      </Group>
      <Group gap={6}>
        {!readOnly && (
          <>
            <Tooltip label="Undo">
              <ActionIcon variant="default" aria-label="Undo" disabled={!canUndo} onClick={onUndo}>
                <IconArrowBackUp size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Redo">
              <ActionIcon variant="default" aria-label="Redo" disabled={!canRedo} onClick={onRedo}>
                <IconArrowForwardUp size={16} />
              </ActionIcon>
            </Tooltip>
            <ProposeMenu busy={proposing} disabled={!canPropose} onPropose={onPropose} />
            <Button size="xs" disabled={!dirty} onClick={onSave}>
              Save version…
            </Button>
            <Tooltip label={runHint} multiline maw={280}>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlayerPlay size={14} />}
                disabled={versionNumber === null}
                loading={running}
                onClick={onRun}
              >
                Run DFT
              </Button>
            </Tooltip>
          </>
        )}
        <Tooltip label="Close the workspace">
          <ActionIcon variant="subtle" aria-label="Close the workspace" onClick={onClose}>
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {dirty && versionNumber === null && (
        <Text size="xs" c="dimmed" w="100%">
          Studio’s automatic proposal: review it, then save it as version 1.
        </Text>
      )}
    </Group>
  );
}
