import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeAuthError } from '../../lib/describe-error';
import { authClient } from '../auth/auth-client';
import { checkNewPassword, checkRepeat, PASSWORD_MIN } from '../auth/password-rules';

/** Choose a new password with the token from the reset mail; every session ends with it. */
export function ResetPasswordPanel({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: { password: checkNewPassword, repeat: (v, values) => checkRepeat(v, values.password) },
  });

  const submit = form.onSubmit(async ({ password }) => {
    setPending(true);
    setError(null);
    try {
      const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
      if (failure) setError(describeAuthError(failure));
      else setDone(true);
    } catch (thrown) {
      setError(describeAuthError(thrown));
    } finally {
      setPending(false);
    }
  });

  if (done) {
    return (
      <Stack gap="sm">
        <Alert color="positive" variant="light" icon={<IconCircleCheck size={18} />} title="Password changed">
          Sign in with your new password. For your safety, all your sessions were signed out.
        </Alert>
        <Button component={Link} to="/login">
          Go to sign-in
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="sm">
        <Text size="sm">Choose a new password for your Studio account.</Text>
        {error && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <PasswordInput
          label="New password"
          description={`At least ${PASSWORD_MIN} characters.`}
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
        <Button type="submit" loading={pending}>
          Set new password
        </Button>
      </Stack>
    </form>
  );
}
