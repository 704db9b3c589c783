import { Button, Group, Menu } from '@mantine/core';
import type { Dut } from '@studio/api';
import { IconCopyPlus, IconDots, IconPencil, IconRefresh, IconTrash, IconUpload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isImportBusy } from '../dut-status';

export type DutAction = 'upload' | 'reimport' | 'revision' | 'edit' | 'delete';

interface ActionDef {
  key: DutAction;
  label: string;
  icon: ReactNode;
  danger?: boolean;
  disabled?: boolean;
}

function actionsOf(dut: Dut, reimporting: boolean): ActionDef[] {
  const actions: ActionDef[] = [
    { key: 'upload', label: 'Upload files', icon: <IconUpload size={16} /> },
    {
      key: 'reimport',
      label: 'Re-import',
      icon: <IconRefresh size={16} />,
      disabled: dut.status === 'empty' || isImportBusy(dut.status) || reimporting,
    },
    { key: 'revision', label: 'New revision', icon: <IconCopyPlus size={16} /> },
    { key: 'edit', label: 'Edit', icon: <IconPencil size={16} /> },
    { key: 'delete', label: 'Delete', icon: <IconTrash size={16} />, danger: true },
  ];
  // An empty DUT shows its drop zone on the page itself: a second way in would only compete with it.
  return dut.status === 'empty' ? actions.filter((a) => a.key !== 'upload') : actions;
}

export interface DutActionsProps {
  dut: Dut;
  reimporting: boolean;
  onAction(action: DutAction): void;
}

/** The DUT page's actions: buttons on wide screens, one menu on narrow ones. */
export function DutActions({ dut, reimporting, onAction }: DutActionsProps) {
  const actions = actionsOf(dut, reimporting);
  return (
    <>
      <Group gap="xs" visibleFrom="md">
        {actions.map((a) => (
          <Button
            key={a.key}
            size="xs"
            variant={a.key === 'upload' ? 'filled' : 'default'}
            color={a.danger ? 'negative' : undefined}
            leftSection={a.icon}
            disabled={a.disabled}
            loading={a.key === 'reimport' && reimporting}
            onClick={() => onAction(a.key)}
          >
            {a.label}
          </Button>
        ))}
      </Group>
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconDots size={16} />} hiddenFrom="md">
            Actions
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.map((a) => (
            <Menu.Item
              key={a.key}
              leftSection={a.icon}
              color={a.danger ? 'negative' : undefined}
              disabled={a.disabled}
              onClick={() => onAction(a.key)}
            >
              {a.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
