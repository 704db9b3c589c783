import { Button } from '@mantine/core';
import { IconRefresh, IconUpload } from '@tabler/icons-react';
import { ImportErrorsAlert } from './import-alert';

export interface ImportFailedAlertProps {
  dutId: string;
  canEdit: boolean;
  reimporting: boolean;
  onUpload(): void;
  onReimport(): void;
}

/** The DUT page's failed state: what went wrong (file, line, message) and the two ways forward. */
export function ImportFailedAlert({
  dutId,
  canEdit,
  reimporting,
  onUpload,
  onReimport,
}: ImportFailedAlertProps) {
  return (
    <ImportErrorsAlert
      dutId={dutId}
      shown={5}
      more={(count) => `${count} more errors are listed with their files below.`}
      actions={
        canEdit && (
          <>
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
          </>
        )
      }
      text={
        canEdit
          ? 'Fix the file named below and upload it again under the same name (it replaces the old one), or re-import if the cause was temporary. Nothing you uploaded was lost.'
          : 'An engineer of your company can upload a fixed file. Nothing uploaded was lost.'
      }
    />
  );
}
