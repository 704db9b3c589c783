import { Alert, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { INVENTORY_CSV_COLUMNS, PART_CSV_COLUMNS } from '@studio/api';
import { IconAlertCircle, IconCircleCheck, IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { describeError } from '../../../lib/describe-error';
import { inventoryKeys, partKeys } from '../api/parts-keys';
import { usePhone } from '../list/use-phone';
import { CsvErrorTable } from './csv-error-table';
import {
  CsvRefused,
  type CsvTarget,
  checkCsvFile,
  exportUrl,
  type ImportReport,
  importCsv,
} from './csv-import';
import { failureHeadline, inventorySummary, partsSummary, truncationNote } from './csv-report';

type Step =
  | { at: 'pick' }
  | { at: 'checking' }
  | { at: 'refused'; report: ImportReport }
  | { at: 'ready'; report: ImportReport }
  | { at: 'importing'; report: ImportReport };

const COPY = {
  parts: {
    title: 'Import parts from CSV',
    columns: PART_CSV_COLUMNS,
    intro:
      'Rows are matched to parts by part number: new numbers are added, known ones updated. The columns are those of “Export CSV”; export first to get a template.',
  },
  inventory: {
    title: 'Import stock counts from CSV',
    columns: INVENTORY_CSV_COLUMNS,
    intro:
      'One row per part and location with the counted quantity on hand (and optionally a reorder point and a reason). Each difference from the ledger is recorded as an adjustment.',
  },
} as const;

const summaryOf = (target: CsvTarget, report: ImportReport) =>
  target === 'parts' && 'created' in report
    ? partsSummary(report)
    : 'adjustments' in report
      ? inventorySummary(report)
      : '';

function ImportFlow({ target, onClose }: { target: CsvTarget; onClose(): void }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [step, setStep] = useState<Step>({ at: 'pick' });
  const [problem, setProblem] = useState<string | null>(null);
  const copy = COPY[target];

  const check = async (picked: File | null) => {
    setFile(picked);
    setProblem(null);
    setStep({ at: 'pick' });
    if (!picked) return;
    const tooBig = checkCsvFile(picked);
    if (tooBig) return setProblem(tooBig);
    setStep({ at: 'checking' });
    try {
      const content = await picked.text();
      setText(content);
      setStep({ at: 'ready', report: await importCsv(target, content, true) });
    } catch (error) {
      if (error instanceof CsvRefused) setStep({ at: 'refused', report: error.report });
      else {
        setProblem(describeError(error));
        setStep({ at: 'pick' });
      }
    }
  };

  const apply = async (report: ImportReport) => {
    setStep({ at: 'importing', report });
    try {
      const done = await importCsv(target, text, false);
      void client.invalidateQueries({ queryKey: partKeys.all });
      void client.invalidateQueries({ queryKey: inventoryKeys.all });
      notify({
        color: 'positive',
        message: `Imported ${file?.name ?? 'the file'}. ${summaryOf(target, done)}`,
      });
      onClose();
    } catch (error) {
      if (error instanceof CsvRefused) setStep({ at: 'refused', report: error.report });
      else {
        setProblem(describeError(error));
        setStep({ at: 'ready', report });
      }
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{copy.intro}</Text>
      <Text size="sm" c="dimmed">
        All or nothing: if any row has a problem, nothing is imported and every problem is listed.
      </Text>
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} />}
        value={file}
        onChange={(picked) => void check(picked)}
        clearable
      />
      {problem && (
        <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {problem}
        </Alert>
      )}
      {step.at === 'checking' && <Text size="sm">Checking {file?.name}…</Text>}
      {step.at === 'refused' && (
        <Stack gap="xs">
          <Alert
            color="negative"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            role="alert"
            title={failureHeadline(step.report)}
          >
            Fix the rows below in your spreadsheet and choose the file again.
            {truncationNote(step.report) && <Text size="sm">{truncationNote(step.report)}</Text>}
          </Alert>
          <CsvErrorTable errors={step.report.errors} columns={copy.columns} />
        </Stack>
      )}
      {(step.at === 'ready' || step.at === 'importing') && (
        <Alert
          color="positive"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title="The file is valid"
        >
          {summaryOf(target, step.report)} Nothing has changed yet.
        </Alert>
      )}
      <Group justify="space-between" gap="sm">
        <Button component="a" href={exportUrl(target)} download variant="subtle" size="compact-sm">
          Download the current {target === 'parts' ? 'catalog' : 'counts'} as a template
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={step.at !== 'ready' && step.at !== 'importing'}
            loading={step.at === 'importing'}
            onClick={() => (step.at === 'ready' ? void apply(step.report) : undefined)}
          >
            Import
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/** Upload a CSV, see it checked (dry run) with a per-row error table, then import it in one go. */
export function CsvImportDialog({
  target,
  opened,
  onClose,
}: {
  target: CsvTarget;
  opened: boolean;
  onClose(): void;
}) {
  const phone = usePhone();
  return (
    <AppDialog fullScreen={phone} opened={opened} onClose={onClose} title={COPY[target].title} size="xl">
      {opened && <ImportFlow target={target} onClose={onClose} />}
    </AppDialog>
  );
}
