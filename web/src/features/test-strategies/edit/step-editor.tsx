import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { displayNetName, STEP_KINDS, type Step, type StepKind, type StepPatch } from '@studio/core';
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowUp,
  IconChevronDown,
  IconChevronRight,
  IconTrash,
} from '@tabler/icons-react';
import { STEP_KIND_LABEL } from '../document/step-kind';
import { formatSeconds } from '../strategy-status';
import { EQUIPMENT_NAMES, equipmentId, equipmentName } from './equipment-names';
import { type EditProps, LimitEditor } from './limit-editor';
import { NumberField } from './number-field';

const KIND_OPTIONS = STEP_KINDS.map((k) => ({ value: k, label: STEP_KIND_LABEL[k] }));

/** The order buttons and the remove button of a step. */
function StepTools({
  step,
  index,
  count,
  readOnly,
  edit,
}: { step: Step; index: number; count: number } & EditProps) {
  if (readOnly) return null;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="Move up">
        <ActionIcon
          variant="default"
          aria-label={`Move “${step.title}” up`}
          disabled={index === 0}
          onClick={() => edit({ type: 'move', stepId: step.id, to: index - 1 })}
        >
          <IconArrowUp size={14} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Move down">
        <ActionIcon
          variant="default"
          aria-label={`Move “${step.title}” down`}
          disabled={index === count - 1}
          onClick={() => edit({ type: 'move', stepId: step.id, to: index + 1 })}
        >
          <IconArrowDown size={14} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Remove the step">
        <ActionIcon
          variant="subtle"
          color="negative"
          aria-label={`Remove “${step.title}”`}
          onClick={() => edit({ type: 'remove-step', stepId: step.id })}
        >
          <IconTrash size={14} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The fields of one step: title, kind, time, instructions, nets, equipment, notes, and its limits. */
function StepFields({
  step,
  netOptions,
  readOnly,
  edit,
}: { step: Step; netOptions: { value: string; label: string }[] } & EditProps) {
  const field = (name: string) => `${name}:${step.id}`;
  const update = (name: string, patch: StepPatch) =>
    edit({ type: 'update-step', stepId: step.id, patch }, field(name));
  return (
    <Stack gap="sm" pt="xs">
      {step.flag && (
        <Alert color="warning" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
          <Text size="sm">{step.flag}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Title"
          value={step.title}
          readOnly={readOnly}
          maxLength={200}
          error={step.title.trim() ? undefined : 'A step needs a title'}
          onChange={(e) => update('title', { title: e.currentTarget.value })}
        />
        <Select
          label="Kind"
          data={KIND_OPTIONS}
          value={step.kind}
          allowDeselect={false}
          readOnly={readOnly}
          onChange={(v) => v && update('kind', { kind: v as StepKind })}
        />
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            Time
          </Text>
          <NumberField
            label="Time in seconds"
            value={step.seconds}
            unit="s"
            w={120}
            readOnly={readOnly}
            onChange={(v) => update('seconds', { seconds: Math.max(0, Math.min(86_400, v ?? 0)) })}
          />
        </Stack>
      </SimpleGrid>
      <Textarea
        label="Instructions"
        autosize
        minRows={1}
        maxRows={6}
        maxLength={4000}
        value={step.instructions}
        readOnly={readOnly}
        onChange={(e) => update('instructions', { instructions: e.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <MultiSelect
          label="Nets"
          description={
            step.testPoints.length
              ? `Test points: ${step.testPoints.map((t) => `${t.label} (${displayNetName(t.net)})`).join(', ')}`
              : 'No probed test point on these nets'
          }
          searchable
          limit={50}
          data={netOptions}
          value={step.nets}
          readOnly={readOnly}
          onChange={(nets) => update('nets', { nets })}
        />
        <TagsInput
          label="Equipment"
          description="Pick an instrument or type your own"
          data={EQUIPMENT_NAMES}
          value={step.equipment.map(equipmentName)}
          readOnly={readOnly}
          onChange={(names) => update('equipment', { equipment: names.map(equipmentId) })}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Limits
        </Text>
        <LimitEditor step={step} netOptions={netOptions} readOnly={readOnly} edit={edit} />
      </Stack>
      <Textarea
        label="Notes"
        autosize
        minRows={1}
        maxRows={6}
        maxLength={4000}
        value={step.notes}
        readOnly={readOnly}
        onChange={(e) => update('notes', { notes: e.currentTarget.value })}
      />
      <Text size="xs" c="dimmed">
        Why: {step.reason}
      </Text>
    </Stack>
  );
}

/** One step of the editor: its number, title and tools, and its fields when opened. */
export function StepEditor({
  step,
  index,
  count,
  open,
  onToggle,
  netOptions,
  readOnly,
  edit,
}: {
  step: Step;
  index: number;
  count: number;
  open: boolean;
  onToggle(): void;
  netOptions: { value: string; label: string }[];
} & EditProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      data-step={step.id}
      aria-label={`Step ${index + 1}: ${step.title}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Button
          variant="subtle"
          color="gray"
          px={4}
          onClick={onToggle}
          aria-expanded={open}
          leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
          styles={{
            root: { flex: 1, minWidth: 0 },
            inner: { justifyContent: 'flex-start' },
            label: { minWidth: 0 },
          }}
        >
          <Text span fw={700} c="dimmed" mr={6}>
            {index + 1}.
          </Text>
          <Text span fw={600} truncate>
            {step.title || 'Untitled step'}
          </Text>
        </Button>
        <Group gap={6} wrap="nowrap">
          <Badge variant="light" size="sm" visibleFrom="sm">
            {STEP_KIND_LABEL[step.kind]}
          </Badge>
          <Badge variant="default" size="sm" visibleFrom="sm">
            {formatSeconds(step.seconds)}
          </Badge>
          {step.flag && (
            <Tooltip label={step.flag} multiline maw={320}>
              <IconAlertTriangle size={16} color="var(--mantine-color-warning-6)" aria-label="Flagged" />
            </Tooltip>
          )}
          <StepTools step={step} index={index} count={count} readOnly={readOnly} edit={edit} />
        </Group>
      </Group>
      {open && <StepFields step={step} netOptions={netOptions} readOnly={readOnly} edit={edit} />}
    </Paper>
  );
}
