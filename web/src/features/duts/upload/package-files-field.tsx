import { Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { formatBytes } from '../../../lib/format';
import { PackageDropZone } from './package-drop-zone';
import { addPicked, type Picked, removePicked } from './picked-files';
import { UploadFileList } from './upload-file-list';
import { type UploadState, uploadSummary } from './upload-progress';
import type { PickedFile } from './upload-request';
import { useDetectedFormats } from './use-detected-formats';

/** The files chosen for an upload and what each one was detected to be. */
export function usePackageSelection() {
  const [picked, setPicked] = useState<Picked[]>([]);
  const formats = useDetectedFormats(picked);
  const add = useCallback((files: PickedFile[]) => setPicked((current) => addPicked(current, files)), []);
  const remove = useCallback((key: string) => setPicked((current) => removePicked(current, key)), []);
  const clear = useCallback(() => setPicked([]), []);
  return { picked, formats, add, remove, clear };
}

export type PackageSelection = ReturnType<typeof usePackageSelection>;

/**
 * Drop zone plus the chosen files. While an upload runs (or after it ended) the list shows its
 * per-file progress and the drop zone is locked; a failed upload can be changed and sent again.
 */
export function PackageFilesField({
  selection,
  upload,
}: {
  selection: PackageSelection;
  upload: UploadState;
}) {
  const locked = upload.phase === 'uploading' || upload.phase === 'done';
  const summary = uploadSummary(upload, formatBytes);
  return (
    <Stack gap="sm">
      {!locked && <PackageDropZone onFiles={selection.add} compact={selection.picked.length > 0} />}
      {summary && (
        <Text size="sm" fw={500} role="status">
          {summary}
        </Text>
      )}
      <UploadFileList
        picked={selection.picked}
        formats={selection.formats}
        uploads={upload.items}
        onRemove={locked ? undefined : selection.remove}
      />
    </Stack>
  );
}
