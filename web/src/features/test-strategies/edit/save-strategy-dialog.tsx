import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { TEST_STRATEGY_LIMITS } from '@studio/api';
import { useEffect, useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';

/** Asks for the note of a new strategy version. */
export function SaveStrategyDialog({
  opened,
  nextNumber,
  basedOn,
  saving,
  error,
  onSave,
  onClose,
}: {
  opened: boolean;
  nextNumber: number;
  /** The version the draft started from. */
  basedOn: number;
  saving: boolean;
  error: string | null;
  onSave(note: string): void;
  onClose(): void;
}) {
  const [note, setNote] = useState('');
  useEffect(() => {
    if (opened) setNote('');
  }, [opened]);
  return (
    <AppDialog opened={opened} onClose={onClose} title={`Save version ${nextNumber}`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSave(note.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A saved version never changes; exports and test solutions refer to it.
            {basedOn !== nextNumber - 1 && ` This draft started from version ${basedOn}.`}
          </Text>
          <Textarea
            label="Note"
            description="What changed, and why"
            value={note}
            maxLength={TEST_STRATEGY_LIMITS.note}
            autosize
            minRows={2}
            onChange={(e) => setNote(e.currentTarget.value)}
            data-autofocus
          />
          {error && (
            <Text size="sm" c="negative" role="alert">
              {error}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save version {nextNumber}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
