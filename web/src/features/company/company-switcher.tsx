import { Button, Menu, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuilding, IconCheck, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { AppDialog } from '../../components/dialog/app-dialog';
import { notify } from '../../components/notifications/notification-store';
import { describeError } from '../../lib/describe-error';
import { activeCompanyOf, useMe } from '../../lib/me-queries';
import { ROLE_LABELS, useSwitchCompany } from './company-queries';
import { CreateCompanyForm } from './create-company-form';

/** Header control: the company the user acts in; switch between several, or create one. */
export function CompanySwitcher() {
  const { data: me } = useMe();
  const switchCompany = useSwitchCompany();
  const [creating, { open, close }] = useDisclosure(false);
  if (!me) return null;
  const active = activeCompanyOf(me);

  const choose = (companyId: string, name: string) => {
    if (companyId === active?.id) return;
    switchCompany.mutate(companyId, {
      onSuccess: () => notify({ color: 'positive', message: `You now work in ${name}.` }),
      onError: (error) =>
        notify({ color: 'negative', title: 'Could not switch company', message: describeError(error) }),
    });
  };

  return (
    <>
      <Menu position="bottom-end" width={280} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconBuilding size={16} stroke={1.6} />}
            rightSection={<IconChevronDown size={14} />}
            loading={switchCompany.isPending}
            aria-label={active ? `Company: ${active.name}. Switch company` : 'No company. Create one'}
            maw={{ base: 170, sm: 280 }}
          >
            <Text truncate size="sm" fw={500}>
              {active?.name ?? 'No company'}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {me.companies.length > 0 && <Menu.Label>Your companies</Menu.Label>}
          {me.companies.map((company) => (
            <Menu.Item
              key={company.id}
              onClick={() => choose(company.id, company.name)}
              leftSection={
                company.id === active?.id ? <IconCheck size={14} /> : <span style={{ width: 14 }} />
              }
              rightSection={
                <Text size="xs" c="dimmed">
                  {ROLE_LABELS[company.role]}
                </Text>
              }
            >
              {company.name}
            </Menu.Item>
          ))}
          {me.companies.length > 0 && <Menu.Divider />}
          <Menu.Item leftSection={<IconPlus size={14} />} onClick={open}>
            Create a company
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <AppDialog opened={creating} onClose={close} title="Create a company" size="lg">
        <CreateCompanyForm onCreated={close} />
      </AppDialog>
    </>
  );
}
