import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Diagnostic, DutFile } from '@studio/api';
import { IconAlertCircle, IconRefresh, IconUpload } from '@tabler/icons-react';
import { DiagnosticsList } from './diagnostics-list';
import { useDutFiles } from './dut-queries';

/** At most this many errors in the banner; every one is listed with its file below. */
const SHOWN_ERRORS = 5;

/** The errors that made the import fail, from the files that failed (or the package as a whole). */
export function importErrors(files: readonly DutFile[]): Diagnostic[] {
  const seen = new Set<string>();
  const errors: Diagnostic[] = [];
  for (const file of files) {
    if (file.status !== 'failed') continue;
    for (const d of file.diagnostics) {
      const key = `${d.code}|${d.message}|${d.location.file}|${d.location.line ?? ''}`;
      if (d.severity !== 'error' || seen.has(key)) continue;
      seen.add(key);
      errors.push(d);
    }
  }
  return errors;
}

export interface ImportFailedAlertProps {
  dutId: string;
  canEdit: boolean;
  reimporting: boolean;
  onUpload(): void;
  onReimport(): void;
}

/** The failed state: what went wrong (file, line, message) and the two ways forward. */
export function ImportFailedAlert({
  dutId,
  canEdit,
  reimporting,
  onUpload,
  onReimport,
}: ImportFailedAlertProps) {
  const files = useDutFiles(dutId, 1, false);
  const errors = importErrors(files.data?.items ?? []);
  return (
    <Alert
      color="negative"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title="The import failed"
      role="alert"
    >
      <Stack gap="sm">
        <Text size="sm">
          {canEdit
            ? 'Fix the file named below and upload it again under the same name (it replaces the old one), or re-import if the cause was temporary. Nothing you uploaded was lost.'
            : 'An engineer of your company can upload a fixed file. Nothing uploaded was lost.'}
        </Text>
        {errors.length > 0 && <DiagnosticsList diagnostics={errors.slice(0, SHOWN_ERRORS)} />}
        {errors.length > SHOWN_ERRORS && (
          <Text size="xs" c="dimmed">
            {errors.length - SHOWN_ERRORS} more errors are listed with their files below.
          </Text>
        )}
        {canEdit && (
          <Group gap="xs">
            <Button size="xs" leftSection={<IconUpload size={14} />} onClick={onUpload}>
              Upload a fixed file
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              loading={reimporting}
              onClick={onReimport}
            >
              Re-import
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
