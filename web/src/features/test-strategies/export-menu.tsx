import { Button, Menu } from '@mantine/core';
import type { TestStrategyExportFormat } from '@studio/api';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { exportHref, useStrategyVersion } from './strategy-queries';

const FORMATS: { format: TestStrategyExportFormat; label: string; hint: string; ict?: true }[] = [
  { format: 'md', label: 'Markdown', hint: 'the plan as a document' },
  { format: 'csv', label: 'CSV', hint: 'one row per measurement' },
  { format: 'json', label: 'JSON', hint: 'the whole strategy' },
  { format: 'pdf', label: 'PDF', hint: 'printable, made by the server' },
  { format: 'zip', label: 'pytest project (zip)', hint: 'runnable test sequence, simulated instruments' },
  {
    format: 'ict-csv',
    label: 'In-circuit tests (CSV)',
    hint: 'nodes, guards, expected and limits',
    ict: true,
  },
  {
    format: 'i3070',
    label: 'Keysight i3070 tests (zip)',
    hint: 'analog test sources and testorder',
    ict: true,
  },
];

/** Downloads of one saved version (the server answers each as an attachment). */
export function ExportMenu({ strategyId, version }: { strategyId: string; version: number }) {
  // The page has loaded this version already: the in-circuit exports need its plan.
  const document = useStrategyVersion(strategyId, version).data?.document;
  const hasIct = document === undefined || document.ict !== undefined;
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
        {FORMATS.map((f) =>
          f.ict && !hasIct ? (
            <Menu.Item key={f.format} disabled data-format={f.format}>
              {f.label}
              <div style={{ fontSize: 'var(--mantine-font-size-xs)', opacity: 0.7 }}>
                not in this version (saved before in-circuit plans)
              </div>
            </Menu.Item>
          ) : (
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
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
