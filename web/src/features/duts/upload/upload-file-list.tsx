import { ActionIcon, Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { FileFormat } from '@studio/core';
import { IconCheck, IconFile, IconX } from '@tabler/icons-react';
import { formatBytes } from '../../../lib/format';
import { FORMAT_LOOK, formatLabel } from './file-kinds';
import type { Picked } from './picked-files';
import { percentOf, type UploadItem } from './upload-progress';

export interface UploadFileListProps {
  picked: readonly Picked[];
  formats: Record<string, FileFormat>;
  /** The upload's per-file state, once it has started. */
  uploads: readonly UploadItem[];
  onRemove?(key: string): void;
}

function FormatBadge({ format, name }: { format: FileFormat | undefined; name: string }) {
  if (!format) return null;
  const look = FORMAT_LOOK[format];
  if (format === 'kept')
    return (
      <Badge size="xs" variant="light" color="gray" data-format="kept">
        {formatLabel(format, name)} · kept, not used
      </Badge>
    );
  return (
    <Badge
      size="xs"
      variant="light"
      color={look.supporting ? 'secondary' : format === 'unknown' ? 'gray' : 'accent'}
      data-format={format}
    >
      {look.supporting ? `${look.label} · supporting` : look.label}
    </Badge>
  );
}

function ItemProgress({ item }: { item: UploadItem }) {
  const percent = percentOf(item);
  if (item.state === 'failed')
    return (
      <Text size="sm" c="negative" role="alert">
        {item.error}
      </Text>
    );
  if (item.state === 'not-stored')
    return (
      <Text size="xs" c="dimmed">
        Not stored
      </Text>
    );
  return (
    <Progress
      value={percent}
      size="sm"
      color={item.state === 'done' ? 'positive' : 'primary'}
      animated={item.state === 'uploading' && percent < 100}
      aria-label={`Upload of ${item.name}`}
    />
  );
}

/** The chosen files: what each one is, then how far its upload got. */
export function UploadFileList({ picked, formats, uploads, onRemove }: UploadFileListProps) {
  if (picked.length === 0) return null;
  const byKey = new Map(uploads.map((u) => [u.key, u]));
  return (
    <Stack gap={6} role="list" aria-label="Files to upload">
      {picked.map((p) => {
        const item = byKey.get(p.key);
        return (
          <Paper key={p.key} withBorder radius="sm" px="sm" py={6} role="listitem" aria-label={p.name}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                {item?.state === 'done' ? (
                  <IconCheck
                    size={16}
                    color="var(--mantine-color-positive-6)"
                    aria-label="Uploaded"
                    style={{ flexShrink: 0 }}
                  />
                ) : (
                  <IconFile size={16} aria-hidden style={{ flexShrink: 0 }} />
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" truncate="end" title={p.name}>
                    {p.name}
                  </Text>
                  <Group gap={6} wrap="wrap">
                    <Text size="xs" c="dimmed">
                      {formatBytes(p.file.size)}
                    </Text>
                    <FormatBadge format={formats[p.key]} name={p.name} />
                  </Group>
                </Stack>
              </Group>
              {onRemove && (!item || item.state === 'failed' || item.state === 'not-stored') && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${p.name}`}
                  onClick={() => onRemove(p.key)}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
            {item && (
              <div style={{ marginTop: 6 }}>
                <ItemProgress item={item} />
              </div>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
