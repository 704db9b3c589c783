import { Alert, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import type { Me } from '@studio/api';
import { Section } from '../../components/section';
import { CreateCompanyForm } from '../company/create-company-form';

/** A user in no company: create one, or get invited to a colleague's. */
export function NoCompany({ me }: { me: Me }) {
  return (
    <Stack gap="md">
      <Section
        title="Create your company"
        description="Everything in Studio — boards, reports, fixtures, orders — belongs to a company and is shared with its members only."
      >
        <CreateCompanyForm />
      </Section>
      <Alert
        variant="light"
        color="info"
        icon={<IconMailForward size={18} />}
        title="Joining your colleagues instead?"
      >
        <Text size="sm">
          Ask an owner or admin of your company to invite <b>{me.user.email}</b>. The invitation e-mail has a
          link that brings you back here to accept it.
        </Text>
      </Alert>
    </Stack>
  );
}
