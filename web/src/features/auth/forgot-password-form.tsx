import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { describeAuthError } from '../../lib/describe-error';
import { loadAuthClient } from './load-auth-client';
import { OutboxNote } from './outbox-note';
import { checkEmail } from './password-rules';

/** Ask for a password-reset link; the answer never reveals whether the address has an account. */
export function ForgotPasswordForm({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent(email: string): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({ initialValues: { email: initialEmail }, validate: { email: checkEmail } });

  const submit = form.onSubmit(async ({ email }) => {
    setPending(true);
    setError(null);
    try {
      const authClient = await loadAuthClient();
      const { error: failure } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/confirm?type=reset-password',
      });
      if (failure) setError(describeAuthError(failure));
      else onSent(email.trim());
    } catch (thrown) {
      setError(describeAuthError(thrown));
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="sm">
        <Text size="sm">
          Enter the e-mail address of your account. We will send you a link to choose a new password.
        </Text>
        {error && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <OutboxNote />
        <Button type="submit" loading={pending} fullWidth>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
