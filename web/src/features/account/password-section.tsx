import { Alert, Button, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { notify } from '../../components/notifications/notification-store';
import { Section } from '../../components/section';
import { describeAuthError } from '../../lib/describe-error';
import { authClient } from '../auth/auth-client';
import { checkNewPassword, checkRepeat, PASSWORD_MIN } from '../auth/password-rules';

export function PasswordSection() {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { current: '', password: '', repeat: '', signOutOthers: true },
    validate: {
      current: (v) => (v ? null : 'Enter your current password'),
      password: (v, values) =>
        checkNewPassword(v) ?? (v === values.current ? 'Choose a password you have not used here' : null),
      repeat: (v, values) => checkRepeat(v, values.password),
    },
  });

  const submit = form.onSubmit(async ({ current, password, signOutOthers }) => {
    setPending(true);
    setError(null);
    try {
      const { error: failure } = await authClient.changePassword({
        currentPassword: current,
        newPassword: password,
        revokeOtherSessions: signOutOthers,
      });
      if (failure) {
        setError(describeAuthError(failure));
        return;
      }
      form.reset();
      notify({ color: 'positive', message: 'Password changed.' });
    } catch (thrown) {
      setError(describeAuthError(thrown));
    } finally {
      setPending(false);
    }
  });

  return (
    <Section id="password" title="Password" description={`At least ${PASSWORD_MIN} characters.`}>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack gap="sm" maw={520}>
          {error && (
            <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('current')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Repeat new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('repeat')}
          />
          <Checkbox
            label="Sign out my other sessions"
            {...form.getInputProps('signOutOthers', { type: 'checkbox' })}
          />
          <Group>
            <Button type="submit" loading={pending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
