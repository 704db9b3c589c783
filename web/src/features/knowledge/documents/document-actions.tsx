import { ActionIcon, Menu } from '@mantine/core';
import type { KnowledgeDocument } from '@studio/api';
import { IconDots, IconDownload, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { describeError } from '../../../lib/describe-error';
import { downloadUrl, useDeleteDocument, useReindexDocument } from '../knowledge-queries';

/** Download, re-index and delete (the last two for members who may edit). */
export function DocumentActions({
  document,
  canEdit,
  onDeleted,
}: {
  document: KnowledgeDocument;
  canEdit: boolean;
  onDeleted?(): void;
}) {
  const reindex = useReindexDocument();
  const remove = useDeleteDocument();
  const [confirming, setConfirming] = useState(false);
  const busy = document.status === 'queued' || document.status === 'processing';
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${document.name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component="a" href={downloadUrl(document.id)} leftSection={<IconDownload size={16} />}>
            Download
          </Menu.Item>
          {canEdit && (
            <Menu.Item
              leftSection={<IconRefresh size={16} />}
              disabled={busy}
              onClick={() =>
                reindex.mutate(document.id, {
                  onSuccess: () =>
                    notify({ color: 'info', message: `${document.name} is being indexed again.` }),
                  onError: (error) => notify({ color: 'negative', message: describeError(error) }),
                })
              }
            >
              Re-index
            </Menu.Item>
          )}
          {canEdit && (
            <Menu.Item
              color="negative"
              leftSection={<IconTrash size={16} />}
              onClick={() => setConfirming(true)}
            >
              Delete
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title="Delete this document?"
        confirmLabel="Delete document"
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(document.id, {
            onSuccess: () => {
              setConfirming(false);
              notify({ color: 'positive', message: `${document.name} was deleted.` });
              onDeleted?.();
            },
            onError: (error) => notify({ color: 'negative', message: describeError(error) }),
          })
        }
      >
        {document.name} and its {document.passageCount} passages leave the knowledge base: search and the
        assistant will no longer find them. Answers that cited it keep their text.
      </ConfirmDialog>
    </>
  );
}
