import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Me } from '@studio/api';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { describeError } from '../../lib/describe-error';
import { ROLE_LABELS, useSwitchCompany } from '../company/company-queries';

/** Shown when the user belongs to several companies: which one is active, and switching. */
export function YourCompanies({ me }: { me: Me }) {
  const switchCompany = useSwitchCompany();
  return (
    <Section title="Your companies" description="You act in one company at a time; switch whenever you need.">
      <Stack gap="xs">
        {me.companies.map((company) => {
          const active = company.id === me.activeCompanyId;
          return (
            <Group key={company.id} justify="space-between" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={active ? 600 : 400} truncate>
                  {company.name}
                </Text>
                <Badge size="sm" variant="light" color="gray">
                  {ROLE_LABELS[company.role]}
                </Badge>
              </Group>
              {active ? (
                <Badge variant="light" color="positive">
                  Active
                </Badge>
              ) : (
                <Button
                  size="xs"
                  variant="default"
                  loading={switchCompany.isPending && switchCompany.variables === company.id}
                  aria-label={`Switch to ${company.name}`}
                  onClick={() =>
                    switchCompany.mutate(company.id, {
                      onSuccess: () =>
                        notify({ color: 'positive', message: `You now work in ${company.name}.` }),
                      onError: (error) => notify({ color: 'negative', message: describeError(error) }),
                    })
                  }
                >
                  Switch
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
    </Section>
  );
}
