import { Alert, Group, Stack, Text } from '@mantine/core';
import type { Diagnostic, DutFile } from '@studio/api';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDutFiles } from '../dut-queries';
import { DiagnosticsList } from './diagnostics-list';

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

const OUTCOMES = {
  failed: {
    color: 'negative',
    icon: <IconAlertCircle size={20} />,
    title: 'The import failed',
    role: 'alert',
  },
  imported: { color: 'positive', icon: <IconCircleCheck size={20} />, title: 'Imported', role: 'status' },
} as const;

export interface ImportAlertProps {
  outcome: keyof typeof OUTCOMES;
  /** One paragraph: what happened or what the reader can do now, in the words of its screen. */
  text: ReactNode;
  /** Under the text (the errors). */
  children?: ReactNode;
  /** The ways forward (buttons), in one row at the bottom. */
  actions?: ReactNode;
}

/** How an import ended: "Imported" or "The import failed", a paragraph, details and the next steps. */
export function ImportAlert({ outcome, text, children, actions }: ImportAlertProps) {
  const look = OUTCOMES[outcome];
  return (
    <Alert color={look.color} variant="light" icon={look.icon} title={look.title} role={look.role}>
      <Stack gap="sm">
        <Text size="sm">{text}</Text>
        {children}
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
    </Alert>
  );
}

export interface ImportErrorsAlertProps extends Omit<ImportAlertProps, 'outcome' | 'children'> {
  dutId: string;
  /** At most this many errors are listed. */
  shown: number;
  /** Where the errors beyond `shown` can be read ("3 more errors are listed with their files below."). */
  more(count: number): ReactNode;
}

/**
 * "The import failed" with the errors of the failed files (message, code, file:line); the text and the
 * actions are the screen's own (the DUT page, the new-DUT form).
 */
export function ImportErrorsAlert({ dutId, shown, more, ...alert }: ImportErrorsAlertProps) {
  const files = useDutFiles(dutId, 1, false);
  const errors = importErrors(files.data?.items ?? []);
  return (
    <ImportAlert outcome="failed" {...alert}>
      {errors.length > 0 && <DiagnosticsList diagnostics={errors.slice(0, shown)} />}
      {errors.length > shown && (
        <Text size="xs" c="dimmed">
          {more(errors.length - shown)}
        </Text>
      )}
    </ImportAlert>
  );
}
