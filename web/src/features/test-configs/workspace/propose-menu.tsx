import { Button, Menu } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import { type ProposeScope, SCOPE_LABELS } from './re-propose';

/** One action, three scopes: Studio's proposal for the bottom, the top, or both sides. */
export function ProposeMenu({
  busy,
  disabled,
  onPropose,
}: {
  busy: ProposeScope | null;
  disabled: boolean;
  onPropose(scope: ProposeScope): void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconWand size={14} />}
          loading={busy !== null}
          disabled={disabled}
        >
          Propose…
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Replace the test points, locating and pressure pins</Menu.Label>
        {(['bottom', 'top', 'both'] as const).map((scope) => (
          <Menu.Item key={scope} onClick={() => onPropose(scope)}>
            {SCOPE_LABELS[scope]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
