import { Badge, Button, Group, Text } from '@mantine/core';
import type { Me } from '@studio/api';
import { useState } from 'react';
import { Section } from '../../components/section';
import { type TwoFactorAction, TwoFactorDialog } from './two-factor-dialog';

export function TwoFactorSection({ me }: { me: Me }) {
  const [action, setAction] = useState<TwoFactorAction | null>(null);
  const enabled = me.user.twoFactorEnabled;
  return (
    <Section
      id="two-factor"
      title="Two-factor authentication"
      description="After your password, Studio asks for a code from an authenticator app on your phone."
      actions={
        <Badge variant="light" color={enabled ? 'positive' : 'gray'}>
          {enabled ? 'On' : 'Off'}
        </Badge>
      }
    >
      <Group gap="sm">
        {enabled ? (
          <>
            <Button variant="default" onClick={() => setAction('new-codes')}>
              New backup codes
            </Button>
            <Button variant="light" color="negative" onClick={() => setAction('disable')}>
              Turn off
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => setAction('enable')}>Turn on two-factor authentication</Button>
            <Text size="xs" c="dimmed">
              Takes a minute; you will get backup codes for when the phone is not at hand.
            </Text>
          </>
        )}
      </Group>
      <TwoFactorDialog action={action} onClose={() => setAction(null)} />
    </Section>
  );
}
