import { Button, Group, Select, TextInput } from '@mantine/core';
import { STEP_KINDS, type StepKind } from '@studio/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { STEP_KIND_LABEL } from '../document/step-kind';

/** Adds an engineer's step at the end of the plan. */
export function AddStepForm({ onAdd }: { onAdd(title: string, kind: StepKind): void }) {
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<StepKind>('custom');
  const add = () => {
    if (!title.trim()) return;
    onAdd(title.trim(), kind);
    setTitle('');
  };
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        label="New step"
        placeholder="e.g. Read the serial number"
        value={title}
        maxLength={200}
        onChange={(e) => setTitle(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add();
          }
        }}
        style={{ flex: '1 1 240px', maxWidth: 420 }}
      />
      <Select
        label="Kind"
        w={170}
        allowDeselect={false}
        data={STEP_KINDS.map((k) => ({ value: k, label: STEP_KIND_LABEL[k] }))}
        value={kind}
        onChange={(v) => v && setKind(v as StepKind)}
      />
      <Button leftSection={<IconPlus size={16} />} variant="light" disabled={!title.trim()} onClick={add}>
        Add step
      </Button>
    </Group>
  );
}
