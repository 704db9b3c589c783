import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { FILE_PAGE_SIZE } from '@studio/api';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useDutFiles, useStepModels } from '../dut-queries';
import { DutFileRow } from './dut-file-row';

export interface DutFilesSectionProps {
  dutId: string;
  busy: boolean;
  onUpload?(): void;
}

/** The design package: every file with its processing status and diagnostics, by name. */
export function DutFilesSection({ dutId, busy, onUpload }: DutFilesSectionProps) {
  const [page, setPage] = useState(1);
  const files = useDutFiles(dutId, page, busy);
  // The same query as the page's STEP section: a STEP file's row says how its reading went.
  const steps = useStepModels(dutId);
  const stepOf = new Map(steps.data?.items.map((m) => [m.fileId, m]));
  const pages = files.data ? Math.max(1, Math.ceil(files.data.total / FILE_PAGE_SIZE)) : 1;
  return (
    <Section
      id="files"
      title="Files"
      description={
        files.data ? `${files.data.total} file${files.data.total === 1 ? '' : 's'} in the package` : undefined
      }
      actions={
        onUpload && (
          <Button size="xs" variant="light" leftSection={<IconUpload size={14} />} onClick={onUpload}>
            Upload files
          </Button>
        )
      }
    >
      {files.isPending ? (
        <LoadingLines lines={3} />
      ) : files.isError ? (
        <QueryError error={files.error} onRetry={() => files.refetch()} />
      ) : files.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No files yet.
        </Text>
      ) : (
        <Stack gap="xs">
          <Stack gap={6} role="list" aria-label="Package files">
            {files.data.items.map((file) => (
              <DutFileRow key={file.id} dutId={dutId} file={file} step={stepOf.get(file.id)} />
            ))}
          </Stack>
          {pages > 1 && (
            <Group justify="flex-end">
              <Pagination total={pages} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      )}
    </Section>
  );
}
