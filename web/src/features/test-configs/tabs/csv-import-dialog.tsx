import { Alert, Button, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { type Board, importSelectionCsv, type SelectionCsvResult, type TestConfig } from '@studio/core';
import { useMemo, useState } from 'react';
import { AppDialog } from '../../../components/dialog/app-dialog';

/** Errors listed in the dialog; the rest are counted. */
const SHOWN_ERRORS = 50;

/** Imports a selection from CSV (file or pasted): names, REF.PAD, references or nets per row. */
export function CsvImportDialog({
  opened,
  board,
  config,
  onApply,
  onClose,
}: {
  opened: boolean;
  board: Board;
  config: TestConfig;
  onApply(ids: string[], mode: 'add' | 'replace'): void;
  onClose(): void;
}) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const result: SelectionCsvResult | null = useMemo(
    () => (text.trim() ? importSelectionCsv(text, board, config) : null),
    [text, board, config],
  );
  const pick = async (file: File | null) => {
    if (!file) return;
    setReadError(null);
    try {
      setText(await file.text());
      setFileName(file.name);
    } catch {
      setReadError(`${file.name} could not be read.`);
    }
  };
  const close = () => {
    setText('');
    setFileName(null);
    onClose();
  };
  const errors = result
    ? [...result.fileErrors, ...result.rows.flatMap((r) => (r.error ? [r.error] : []))]
    : [];
  const apply = (mode: 'add' | 'replace') => {
    if (result) onApply(result.ids, mode);
    close();
  };
  return (
    <AppDialog opened={opened} onClose={close} title="Import a selection from CSV" size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          One test point, component pad (U2.14), component (all its pads) or net (its best point) per row; or
          columns named name, ref, pad, net. Comma, semicolon or tab separated.
        </Text>
        <Group gap="sm">
          <FileButton onChange={pick} accept=".csv,.txt,.tsv,text/csv,text/plain">
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                Choose a file…
              </Button>
            )}
          </FileButton>
          {fileName && <Text size="sm">{fileName}</Text>}
        </Group>
        <Textarea
          label="Or paste the rows"
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setFileName(null);
          }}
          autosize
          minRows={4}
          maxRows={10}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        {readError && <Alert color="negative">{readError}</Alert>}
        {result && (
          <Text size="sm" aria-live="polite">
            {result.rows.length} rows read; {result.ids.length} test points to select
            {errors.length > 0 ? `; ${errors.length} problems` : ''}.
          </Text>
        )}
        {errors.length > 0 && (
          <Alert color="warning" variant="light" title="Rows that select nothing">
            <List size="sm" spacing={2}>
              {errors.slice(0, SHOWN_ERRORS).map((e) => (
                <List.Item key={e}>{e}</List.Item>
              ))}
            </List>
            {errors.length > SHOWN_ERRORS && <Text size="sm">…and {errors.length - SHOWN_ERRORS} more.</Text>}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="light"
            disabled={!result || result.ids.length === 0}
            onClick={() => apply('replace')}
          >
            Replace selection
          </Button>
          <Button disabled={!result || result.ids.length === 0} onClick={() => apply('add')}>
            Add to selection
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  );
}
