import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export interface DownloadItem {
  href: string;
  /** What the file is ("GenCAD 1.4"). */
  label: string;
  /** The name it is saved under. */
  fileName: string;
}

/**
 * A list of files to download, one per line: what it is, the name it is saved under, and the link.
 * Each link is a plain download anchor (the server writes the file on request and names it).
 */
export function DownloadList({ items, label }: { items: readonly DownloadItem[]; label: string }) {
  return (
    <Stack gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <Group key={item.href} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm">{item.label}</Text>
            <Text size="xs" c="dimmed" ff="monospace" truncate>
              {item.fileName}
            </Text>
          </Stack>
          <Anchor href={item.href} download={item.fileName} size="sm" style={{ flexShrink: 0 }}>
            <Group gap={4} wrap="nowrap">
              <IconDownload size={16} aria-hidden />
              Download
            </Group>
          </Anchor>
        </Group>
      ))}
    </Stack>
  );
}
