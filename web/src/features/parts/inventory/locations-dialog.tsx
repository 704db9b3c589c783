import { Alert, Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { InventoryLocationInput } from '@studio/api';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { useCreateLocation, useLocations } from '../api/inventory-queries';

function Locations() {
  const locations = useLocations();
  const create = useCreateLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { code: '', name: '' },
    validate: (values) => {
      const parsed = InventoryLocationInput.safeParse(values);
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
    },
  });
  const submit = form.onSubmit((values) =>
    create.mutate(values, {
      onSuccess: (l) => {
        notify({ color: 'positive', message: `Location ${l.code} added.` });
        form.reset();
        setError(null);
      },
      onError: (e) => {
        if (e instanceof ApiError) form.setErrors(e.fields);
        setError(describeError(e));
      },
    }),
  );
  if (locations.isPending) return <LoadingLines />;
  if (locations.isError) return <QueryError error={locations.error} onRetry={() => locations.refetch()} />;
  return (
    <Stack gap="md">
      {locations.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No locations yet. Stock is kept per location: add the first one (e.g. MAIN, Main store).
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-label="Locations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {locations.data.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td ff="monospace">{l.code}</Table.Td>
                <Table.Td>{l.name}</Table.Td>
                <Table.Td>
                  {!l.active && (
                    <Badge size="xs" color="gray" variant="light">
                      Inactive
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <form onSubmit={submit} noValidate aria-label="New location">
        <Stack gap="sm">
          {error && (
            <Alert color="negative" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group align="flex-start" gap="sm" grow>
            <TextInput
              label="Code"
              required
              placeholder="e.g. SHELF-B2"
              {...form.getInputProps('code')}
              name="code"
            />
            <TextInput
              label="Name"
              required
              placeholder="e.g. Shelf B2, clean room"
              {...form.getInputProps('name')}
              name="name"
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={create.isPending}>
              Add location
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function LocationsDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Stock locations" size="lg">
      {opened && <Locations />}
    </AppDialog>
  );
}
