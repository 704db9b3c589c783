import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { describeAuthError } from '../../lib/describe-error';
import { loadAuthClient } from './load-auth-client';
import { OutboxNote } from './outbox-note';
import { checkEmail } from './password-rules';

export interface SignInFormProps {
  onSignedIn(): void;
  onTwoFactor(): void;
  onForgot(email: string): void;
}

const needsSecondFactor = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  (data as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

export function SignInForm({ onSignedIn, onTwoFactor, onForgot }: SignInFormProps) {
  const [error, setError] = useState<{ message: string; code: string | null } | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: {
      email: checkEmail,
      password: (v) => (v ? null : 'Enter your password'),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setPending(true);
    setError(null);
    try {
      const authClient = await loadAuthClient();
      const { data, error: failure } = await authClient.signIn.email({
        email: email.trim(),
        password,
        rememberMe: true,
      });
      if (failure) {
        setError({ message: describeAuthError(failure), code: failure.code ?? null });
        return;
      }
      if (needsSecondFactor(data)) onTwoFactor();
      else onSignedIn();
    } catch (thrown) {
      setError({ message: describeAuthError(thrown), code: null });
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        {error && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error.message}
          </Alert>
        )}
        {error?.code === 'EMAIL_NOT_VERIFIED' && <OutboxNote />}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component="button" type="button" size="sm" onClick={() => onForgot(form.values.email)}>
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" loading={pending} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
