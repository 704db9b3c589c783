import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { TEST_CONFIG_LIMITS } from '@studio/api';
import { useEffect, useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';

/** Asks for the note of a new version (and the name, for a configuration saved the first time). */
export function SaveVersionDialog({
  opened,
  isNew,
  nextNumber,
  defaultName,
  saving,
  error,
  onSave,
  onClose,
}: {
  opened: boolean;
  isNew: boolean;
  nextNumber: number;
  defaultName: string;
  saving: boolean;
  error: string | null;
  onSave(input: { name: string; note: string }): void;
  onClose(): void;
}) {
  const [name, setName] = useState(defaultName);
  const [note, setNote] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setName(defaultName);
      setNote('');
      setNameError(null);
    }
  }, [opened, defaultName]);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (isNew && !name.trim()) return setNameError('Name is required');
    onSave({ name: name.trim(), note: note.trim() });
  };
  return (
    <AppDialog opened={opened} onClose={onClose} title={`Save version ${nextNumber}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A saved version never changes; DFT reports and test solutions refer to it.
          </Text>
          {isNew && (
            <TextInput
              label="Name"
              value={name}
              maxLength={TEST_CONFIG_LIMITS.nameLength}
              onChange={(e) => setName(e.currentTarget.value)}
              error={nameError}
              required
            />
          )}
          <Textarea
            label="Note"
            description="What changed, and why"
            value={note}
            maxLength={TEST_CONFIG_LIMITS.noteLength}
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
