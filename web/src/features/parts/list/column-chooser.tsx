import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

export interface ColumnChooserProps {
  options: readonly { key: string; label: string; required?: boolean }[];
  chosen: readonly string[];
  onToggle(key: string): void;
  onReset(): void;
}

/** "Columns": which columns the table shows; remembered for this user in this browser. */
export function ColumnChooser({ options, chosen, onToggle, onReset }: ColumnChooserProps) {
  return (
    <Popover position="bottom-end" shadow="md" withinPortal>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap={8} role="group" aria-label="Columns shown">
          <Text size="xs" c="dimmed">
            Remembered for you in this browser.
          </Text>
          {options.map((option) => (
            <Checkbox
              key={option.key}
              label={option.label}
              checked={chosen.includes(option.key)}
              disabled={option.required}
              onChange={() => onToggle(option.key)}
            />
          ))}
          <Button size="compact-sm" variant="subtle" onClick={onReset}>
            Reset to defaults
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
