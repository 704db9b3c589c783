import { Alert, Badge, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { StepModelInfo } from '@studio/api';
import { IconAlertCircle, IconCube, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { describeError } from '../../../lib/describe-error';
import { dutKeys } from '../../../lib/dut-keys';
import { isStepBusy, useStepModels } from '../dut-queries';
import { DiagnosticsList } from '../import/diagnostics-list';
import { STEP_STATUS, stepState } from '../step-status';
import { uploadDutFiles } from '../upload/upload-request';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One reading: its file, where it is, and what it gave (matched N of M, the matching's messages). */
export function StepModelRow({ model }: { model: StepModelInfo }) {
  const state = stepState(model);
  const look = STEP_STATUS[state];
  const problems = model.diagnostics.filter((d) => d.severity !== 'info');
  return (
    <Stack gap={6} role="listitem" aria-label={model.fileName} data-step-status={state}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <IconCube size={16} aria-hidden />
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {model.fileName}
          </Text>
        </Group>
        <Badge variant="light" color={look.color} style={{ flexShrink: 0 }}>
          {look.label}
        </Badge>
      </Group>
      {isStepBusy(model) && (
        <Progress
          value={state === 'reading' ? Math.max(5, (model.progress ?? 0) * 100) : 100}
          animated
          striped={state !== 'reading'}
          size="sm"
          aria-label={`${look.label} ${model.fileName}`}
        />
      )}
      {model.status === 'failed' && model.error && (
        <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {model.error}
        </Alert>
      )}
      {model.applied && model.matched !== null && (
        <Text size="sm" data-testid="step-matched">
          Heights from this model for <b>{model.matched}</b> of {model.components} components
          {model.solidCount !== null && ` · ${model.solidCount} solids`}
          {model.readMs !== null && ` · read in ${seconds(model.readMs)}`}
        </Text>
      )}
      {model.status === 'ready' && model.entry && model.entry !== model.fileName && (
        <Text size="xs" c="dimmed">
          Read from {model.entry}
        </Text>
      )}
      {model.applied && problems.length > 0 && <DiagnosticsList diagnostics={problems} />}
    </Stack>
  );
}

/**
 * The board's own 3D model (decision 0040): add a STEP export (or a zip with one); its reading's
 * progress, and what it gave — component heights used before the design data and package defaults.
 */
export function StepModelSection({ dutId, canEdit }: { dutId: string; canEdit: boolean }) {
  const models = useStepModels(dutId);
  const client = useQueryClient();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setError(null);
    try {
      await uploadDutFiles(dutId, [file], () => {}).result;
      await client.invalidateQueries({ queryKey: dutKeys.detail(dutId) });
    } catch (e) {
      setError(describeError(e));
    } finally {
      setUploading(false);
    }
  };
  const items = models.data?.items.filter((m) => m.status !== 'absent') ?? [];
  return (
    <Section
      id="step-model"
      title="3D model (STEP)"
      description="Component heights from the board's own STEP export, used before the design data and package defaults."
      actions={
        canEdit && (
          <FileButton onChange={add} accept=".step,.stp,.zip">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} />}
                loading={uploading}
              >
                Add a STEP model
              </Button>
            )}
          </FileButton>
        )
      }
    >
      {error && (
        <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert" mb="sm">
          {error}
        </Alert>
      )}
      {models.isPending ? (
        <LoadingLines lines={2} />
      ) : models.isError ? (
        <QueryError error={models.error} onRetry={() => models.refetch()} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No STEP model yet. Export the assembled board as STEP from your CAD tool (a .step, .stp or a zip of
          one): each component's height and outline then come from it.
        </Text>
      ) : (
        <Stack gap="md" role="list" aria-label="STEP models">
          {items.map((m) => (
            <StepModelRow key={m.fileId} model={m} />
          ))}
        </Stack>
      )}
    </Section>
  );
}
