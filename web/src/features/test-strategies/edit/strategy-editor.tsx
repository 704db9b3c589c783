import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { TestStrategyDetail } from '@studio/api';
import { displayNetName, reviewStrategy, type TestStrategy } from '@studio/core';
import { IconArrowBackUp, IconArrowForwardUp, IconX } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { describeError } from '../../../lib/describe-error';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { asDocument } from '../engine-strategy';
import { formatSeconds } from '../strategy-status';
import { useSaveStrategyVersion } from '../strategy-queries';
import { AddStepForm } from './add-step-form';
import { draftReducer, initialDraft, isDirty, type StrategyEdit } from './draft-reducer';
import { SaveStrategyDialog } from './save-strategy-dialog';
import { StepEditor } from './step-editor';

/** The plan's problems as the engineer edits: errors block a save, warnings are worth a look. */
function ReviewPanel({ strategy }: { strategy: TestStrategy }) {
  const issues = useMemo(() => reviewStrategy(strategy), [strategy]);
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.filter((i) => i.severity === 'warning');
  if (issues.length === 0) return null;
  return (
    <Alert
      color={errors.length ? 'negative' : 'warning'}
      variant="light"
      title={errors.length ? 'Fix before saving' : 'Worth a look'}
      data-testid="review"
    >
      <List size="sm" spacing={2}>
        {[...errors, ...warnings].map((i) => (
          <List.Item key={`${i.severity}-${i.stepId}-${i.message}`}>{i.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The structured editor of a strategy: reorder, add and remove steps; edit titles, kinds, nets,
 * instructions, equipment, time, notes and limits. Every edit goes through core's pure functions, so
 * test points, flags, equipment, coverage and time follow at once. Saving makes the next immutable
 * version; leaving with unsaved changes asks first. Viewers see it read-only.
 */
export function StrategyEditor({
  detail,
  baseNumber,
  base,
  readOnly,
}: {
  detail: TestStrategyDetail;
  baseNumber: number;
  base: TestStrategy;
  readOnly: boolean;
}) {
  const [state, dispatch] = useReducer(draftReducer, base, initialDraft);
  useEffect(() => dispatch({ type: 'load', base }), [base]);
  const dirty = isDirty(state);
  const guard = useLeaveGuard(dirty && !readOnly);
  const navigate = useNavigate();
  const save = useSaveStrategyVersion(detail.id);
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const edit = useCallback(
    (e: StrategyEdit, field?: string) => dispatch({ type: 'edit', edit: e, field }),
    [],
  );
  useHotkeys(
    readOnly
      ? []
      : [
          ['mod+Z', () => dispatch({ type: 'undo' })],
          ['mod+shift+Z', () => dispatch({ type: 'redo' })],
          ['mod+Y', () => dispatch({ type: 'redo' })],
        ],
  );
  const draft = state.draft;
  const netOptions = useMemo(
    () => draft.nets.map((n) => ({ value: n.name, label: displayNetName(n.name) })),
    [draft.nets],
  );
  const errors = useMemo(() => reviewStrategy(draft).filter((i) => i.severity === 'error'), [draft]);
  const untitled = draft.steps.some((s) => !s.title.trim());
  const nextNumber = (detail.latestVersion ?? 0) + 1;
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const submit = (note: string) =>
    save.mutate(
      { document: asDocument(draft), note },
      {
        onSuccess: (v) => {
          dispatch({ type: 'saved' });
          guard.allowOnce();
          setSaving(false);
          notify({ color: 'positive', message: `Version ${v.number} saved.` });
          navigate(`/test-strategy/${detail.id}`);
        },
      },
    );
  const closeTo = `/test-strategy/${detail.id}${baseNumber !== detail.latestVersion ? `?version=${baseNumber}` : ''}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={closeTo} size="xs">
            ← Back to the strategy
          </Anchor>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {readOnly ? detail.name : `Edit ${detail.name}`}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {detail.dutName} · from version {baseNumber} · {draft.steps.length} steps ·{' '}
              {formatSeconds(draft.seconds)}
            </Text>
            {dirty && (
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
        </Stack>
        <Group gap={6}>
          {!readOnly && (
            <>
              <Tooltip label="Undo">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Undo"
                  disabled={state.past.length === 0}
                  onClick={() => dispatch({ type: 'undo' })}
                >
                  <IconArrowBackUp size={18} />
                </ActionIcon>
              </Tooltip>
              <Tooltip label="Redo">
                <ActionIcon
                  variant="default"
                  size="lg"
                  aria-label="Redo"
                  disabled={state.future.length === 0}
                  onClick={() => dispatch({ type: 'redo' })}
                >
                  <IconArrowForwardUp size={18} />
                </ActionIcon>
              </Tooltip>
              <Button disabled={!dirty || errors.length > 0 || untitled} onClick={() => setSaving(true)}>
                Save version {nextNumber}…
              </Button>
            </>
          )}
          <Button component={Link} to={closeTo} variant="default" leftSection={<IconX size={16} />}>
            Close
          </Button>
        </Group>
      </Group>
      {readOnly && (
        <Alert color="info" variant="light">
          You can read this strategy; engineers, admins and owners of the company edit it.
        </Alert>
      )}
      <ReviewPanel strategy={draft} />
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setOpen(new Set(draft.steps.map((s) => s.id)))}>
          Open all steps
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(new Set())}>
          Close all
        </Button>
      </Group>
      <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Steps">
        {draft.steps.map((s, i) => (
          <StepEditor
            key={s.id}
            step={s}
            index={i}
            count={draft.steps.length}
            open={open.has(s.id)}
            onToggle={() => toggle(s.id)}
            netOptions={netOptions}
            readOnly={readOnly}
            edit={edit}
          />
        ))}
      </Stack>
      {draft.steps.length === 0 && (
        <Text size="sm" c="dimmed">
          The plan has no steps. Add one below.
        </Text>
      )}
      {!readOnly && (
        <Paper withBorder radius="md" p="md">
          <AddStepForm
            onAdd={(title, kind) => {
              const before = new Set(draft.steps.map((s) => s.id));
              const next = draftReducer(state, { type: 'edit', edit: { type: 'add-step', title, kind } });
              dispatch({ type: 'edit', edit: { type: 'add-step', title, kind } });
              const added = next.draft.steps.find((s) => !before.has(s.id));
              if (added) setOpen((current) => new Set(current).add(added.id));
            }}
          />
        </Paper>
      )}
      <SaveStrategyDialog
        opened={saving}
        nextNumber={nextNumber}
        basedOn={baseNumber}
        saving={save.isPending}
        error={save.error ? describeError(save.error) : null}
        onSave={submit}
        onClose={() => {
          setSaving(false);
          save.reset();
        }}
      />
      <ConfirmDialog
        opened={guard.blocked}
        title="Leave without saving?"
        confirmLabel="Leave"
        danger
        onConfirm={guard.proceed}
        onCancel={guard.stay}
      >
        The changes since version {baseNumber} will be lost. Save a version to keep them.
      </ConfirmDialog>
    </Stack>
  );
}
