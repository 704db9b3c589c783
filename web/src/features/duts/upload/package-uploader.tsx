import { Alert, Button, Group, Stack } from '@mantine/core';
import type { DutUploadResult } from '@studio/api';
import { IconAlertCircle, IconUpload } from '@tabler/icons-react';
import { PackageFilesField, usePackageSelection } from './package-files-field';
import { useUpload } from './use-upload';

export interface PackageUploaderProps {
  dutId: string;
  onUploaded?(result: DutUploadResult): void;
  onCancel?(): void;
}

/** Choose files and upload them to an existing DUT (its empty state and the "Upload files" dialog). */
export function PackageUploader({ dutId, onUploaded, onCancel }: PackageUploaderProps) {
  const selection = usePackageSelection();
  const upload = useUpload();
  const count = selection.picked.length;
  const send = async () => {
    const result = await upload.start(dutId, selection.picked);
    if (result) {
      selection.clear();
      upload.reset();
      onUploaded?.(result);
    }
  };
  return (
    <Stack gap="sm">
      <PackageFilesField selection={selection} upload={upload.state} />
      {upload.state.error && (
        <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {upload.state.error}
        </Alert>
      )}
      {upload.state.phase === 'failed' && !upload.state.error && (
        <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />}>
          Nothing was stored. Remove or replace the file named above, then upload again.
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={upload.state.phase === 'uploading'}>
            Cancel
          </Button>
        )}
        <Button
          leftSection={<IconUpload size={16} />}
          disabled={count === 0}
          loading={upload.state.phase === 'uploading'}
          onClick={send}
        >
          {count === 0 ? 'Upload files' : `Upload ${count} file${count === 1 ? '' : 's'}`}
        </Button>
      </Group>
    </Stack>
  );
}
