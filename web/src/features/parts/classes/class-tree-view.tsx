import { ActionIcon, Anchor, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import type { PartClass } from '@studio/api';
import {
  IconArrowsMove,
  IconDots,
  IconFolderPlus,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../components/notifications/notification-store';
import { LoadingLines, QueryError } from '../../../components/query-state';
import { describeError } from '../../../lib/describe-error';
import { useDeleteClass, usePartClasses } from '../api/parts-queries';
import { ClassDialog, type ClassEdit } from './class-dialog';
import { subtreeCounts } from './class-tree';

const countLabel = (own: number, total: number) =>
  own === total ? `${own} ${own === 1 ? 'part' : 'parts'}` : `${own} here · ${total} with subclasses`;

/** The part-class tree: counts of parts, and (staff) create, rename, move and delete. */
export function ClassTreeView({ staff }: { staff: boolean }) {
  const classes = usePartClasses();
  const remove = useDeleteClass();
  const [edit, setEdit] = useState<ClassEdit | null>(null);
  const [deleting, setDeleting] = useState<PartClass | null>(null);

  if (classes.isPending) return <LoadingLines lines={8} />;
  if (classes.isError) return <QueryError error={classes.error} onRetry={() => classes.refetch()} />;
  const list = classes.data;
  const totals = subtreeCounts(list);

  return (
    <Stack gap="md">
      {staff && (
        <Group>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEdit({ mode: 'create', parent: null })}
          >
            New class
          </Button>
        </Group>
      )}
      {list.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text fw={600}>No part classes yet</Text>
          <Text size="sm" c="dimmed">
            Classes group the catalog (e.g. Probes / 100 mil). Every part belongs to one.
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p={0}>
          <Stack gap={0} role="tree" aria-label="Part classes">
            {list.map((c, i) => (
              <Group
                key={c.id}
                role="treeitem"
                aria-level={c.depth + 1}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py={8}
                style={{
                  paddingLeft: `calc(var(--mantine-spacing-sm) + ${c.depth * 24}px)`,
                  paddingRight: 'var(--mantine-spacing-sm)',
                  borderTop: i === 0 ? undefined : '1px solid var(--mantine-color-default-border)',
                }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/parts-management/parts?class=${encodeURIComponent(c.id)}${staff ? '&active=all' : ''}`}
                    fw={c.depth === 0 ? 600 : 500}
                    size="sm"
                    truncate
                  >
                    {c.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {countLabel(c.partCount, totals.get(c.id) ?? c.partCount)}
                  </Text>
                </Group>
                {staff && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${c.path}`}>
                        <IconDots size={16} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item
                        leftSection={<IconFolderPlus size={14} />}
                        onClick={() => setEdit({ mode: 'create', parent: c })}
                      >
                        New subclass
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconPencil size={14} />}
                        onClick={() => setEdit({ mode: 'rename', target: c })}
                      >
                        Rename
                      </Menu.Item>
                      <Menu.Item
                        leftSection={<IconArrowsMove size={14} />}
                        onClick={() => setEdit({ mode: 'move', target: c })}
                      >
                        Move
                      </Menu.Item>
                      <Menu.Item
                        color="negative"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setDeleting(c)}
                      >
                        Delete
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <ClassDialog edit={edit} classes={list} onClose={() => setEdit(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={`Delete ${deleting?.path ?? ''}?`}
        confirmLabel="Delete class"
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notify({ color: 'positive', message: `Class ${deleting.path} deleted.` });
              setDeleting(null);
            },
            onError: (e) => {
              notify({ color: 'negative', message: describeError(e), timeout: 8000 });
              setDeleting(null);
            },
          })
        }
      >
        Only an empty class can be deleted: move its parts and subclasses elsewhere first.
      </ConfirmDialog>
    </Stack>
  );
}
