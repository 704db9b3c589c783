import { Text } from '@mantine/core';
import { AppDialog } from '../../../components/dialog/app-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { PackageUploader } from './package-uploader';

/**
 * "Upload files" on a DUT that already has some: a fixed file of the same name replaces the old one
 * in the import (the old one stays listed and downloadable); the package is imported again.
 */
export function UploadDialog({
  dutId,
  opened,
  onClose,
}: {
  dutId: string;
  opened: boolean;
  onClose(): void;
}) {
  return (
    <AppDialog opened={opened} onClose={onClose} title="Upload files" size="lg">
      {opened && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            Add files to the package, or upload a fixed file under the same name to replace it. The package is
            imported again afterwards.
          </Text>
          <PackageUploader
            dutId={dutId}
            onCancel={onClose}
            onUploaded={(result) => {
              notify({
                color: 'positive',
                message: `${result.files.length} file${result.files.length === 1 ? '' : 's'} uploaded; importing.`,
              });
              onClose();
            }}
          />
        </>
      )}
    </AppDialog>
  );
}
