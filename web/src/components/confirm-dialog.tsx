import { Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppDialog } from './dialog/app-dialog';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Destructive actions are red. */
  danger?: boolean;
  loading?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Are you sure?" for destructive actions; the confirm button names the action. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  loading,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AppDialog opened={opened} onClose={onCancel} title={title}>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color={danger ? 'negative' : undefined} loading={loading} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
