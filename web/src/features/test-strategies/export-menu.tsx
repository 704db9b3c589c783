import { Button, Menu } from '@mantine/core';
import type { TestStrategyExportFormat } from '@studio/api';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { exportHref } from './strategy-queries';

const FORMATS: { format: TestStrategyExportFormat; label: string; hint: string }[] = [
  { format: 'md', label: 'Markdown', hint: 'the plan as a document' },
  { format: 'csv', label: 'CSV', hint: 'one row per measurement' },
  { format: 'json', label: 'JSON', hint: 'the whole strategy' },
  { format: 'pdf', label: 'PDF', hint: 'printable, made by the server' },
  { format: 'zip', label: 'pytest project (zip)', hint: 'runnable test sequence, simulated instruments' },
];

/** Downloads of one saved version (the server answers each as an attachment). */
export function ExportMenu({ strategyId, version }: { strategyId: string; version: number }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="sm"
          variant="default"
          leftSection={<IconDownload size={16} />}
          rightSection={<IconChevronDown size={14} />}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Version {version}</Menu.Label>
        {FORMATS.map((f) => (
          <Menu.Item
            key={f.format}
            component="a"
            href={exportHref(strategyId, version, f.format)}
            download
            data-format={f.format}
          >
            {f.label}
            <div style={{ fontSize: 'var(--mantine-font-size-xs)', opacity: 0.7 }}>{f.hint}</div>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
