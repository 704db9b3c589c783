import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type PartClass, PartClassInput } from '@studio/api';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { ApiError } from '../../../lib/api-error';
import { describeError } from '../../../lib/describe-error';
import { useCreateClass, useUpdateClass } from '../api/parts-queries';
import { moveTargets, TOP_LEVEL } from './class-tree';

export type ClassEdit =
  | { mode: 'create'; parent: PartClass | null }
  | { mode: 'rename'; target: PartClass }
  | { mode: 'move'; target: PartClass };

function ClassForm({
  edit,
  classes,
  onClose,
}: {
  edit: ClassEdit;
  classes: readonly PartClass[];
  onClose(): void;
}) {
  const create = useCreateClass();
  const update = useUpdateClass();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      name: edit.mode === 'rename' ? edit.target.name : '',
      parentId: edit.mode === 'create' ? (edit.parent?.id ?? TOP_LEVEL) : '',
    },
    validate: (values) => {
      if (edit.mode === 'move') return values.parentId ? {} : { parentId: 'Choose where the class goes' };
      const parsed = PartClassInput.shape.name.safeParse(values.name);
      return parsed.success ? {} : { name: parsed.error.issues[0]?.message ?? 'Check the name' };
    },
  });
  const onError = (e: Error) => {
    if (e instanceof ApiError) form.setErrors(e.fields);
    setError(describeError(e));
  };
  const done = (message: string) => {
    notify({ color: 'positive', message });
    onClose();
  };
  const submit = form.onSubmit(({ name, parentId }) => {
    const parent = parentId === TOP_LEVEL ? null : parentId;
    if (edit.mode === 'create')
      create.mutate(
        { name, parentId: parent },
        { onSuccess: (c) => done(`Class ${c.path} created.`), onError },
      );
    else if (edit.mode === 'rename')
      update.mutate(
        { id: edit.target.id, name },
        { onSuccess: (c) => done(`Renamed to ${c.path}.`), onError },
      );
    else
      update.mutate(
        { id: edit.target.id, parentId: parent },
        { onSuccess: (c) => done(`Moved to ${c.path}.`), onError },
      );
  });

  const parents = [
    { value: TOP_LEVEL, label: 'Top level' },
    ...classes.map((c) => ({ value: c.id, label: c.path })),
  ];
  return (
    <form onSubmit={submit} noValidate aria-label="Part class">
      <Stack gap="md">
        {error && (
          <Alert color="negative" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {edit.mode !== 'move' && (
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} name="name" />
        )}
        {edit.mode === 'create' && (
          <Select
            label="Inside"
            data={parents}
            searchable
            allowDeselect={false}
            {...form.getInputProps('parentId')}
          />
        )}
        {edit.mode === 'move' && (
          <Select
            label="Move into"
            required
            searchable
            placeholder="Choose a class"
            data={moveTargets(classes, edit.target.id)}
            nothingFoundMessage="No class of that name"
            {...form.getInputProps('parentId')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {edit.mode === 'create' ? 'Create class' : edit.mode === 'rename' ? 'Rename' : 'Move'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const TITLES = {
  create: (e: ClassEdit) => (e.mode === 'create' && e.parent ? `New class in ${e.parent.path}` : 'New class'),
  rename: (e: ClassEdit) => (e.mode === 'rename' ? `Rename ${e.target.path}` : ''),
  move: (e: ClassEdit) => (e.mode === 'move' ? `Move ${e.target.path}` : ''),
};

export function ClassDialog({
  edit,
  classes,
  onClose,
}: {
  edit: ClassEdit | null;
  classes: readonly PartClass[];
  onClose(): void;
}) {
  return (
    <AppDialog opened={edit !== null} onClose={onClose} title={edit ? TITLES[edit.mode](edit) : ''}>
      {edit && <ClassForm edit={edit} classes={classes} onClose={onClose} />}
    </AppDialog>
  );
}
