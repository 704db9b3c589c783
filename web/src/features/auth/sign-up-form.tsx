import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCrown } from '@tabler/icons-react';
import { useState } from 'react';
import { describeAuthError } from '../../lib/describe-error';
import { usePublicConfig } from '../../lib/me-queries';
import { loadAuthClient } from './load-auth-client';
import { OutboxNote } from './outbox-note';
import { checkEmail, checkNewPassword, checkRepeat, PASSWORD_MIN } from './password-rules';

/** Create an account; it is usable once the e-mail address is confirmed through the mailed link. */
export function SignUpForm({ onCreated }: { onCreated(email: string): void }) {
  const { data: config } = usePublicConfig();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { name: '', email: '', password: '', repeat: '' },
    validate: {
      name: (v) => (v.trim() ? null : 'Enter your name'),
      email: checkEmail,
      password: checkNewPassword,
      repeat: (v, values) => checkRepeat(v, values.password),
    },
  });

  const submit = form.onSubmit(async ({ name, email, password }) => {
    setPending(true);
    setError(null);
    try {
      const authClient = await loadAuthClient();
      const { error: failure } = await authClient.signUp.email({
        name: name.trim(),
        email: email.trim(),
        password,
      });
      if (failure) setError(describeAuthError(failure));
      else onCreated(email.trim());
    } catch (thrown) {
      setError(describeAuthError(thrown));
    } finally {
      setPending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Stack gap="sm">
        {config?.firstRun && (
          <Alert
            color="secondary"
            variant="light"
            icon={<IconCrown size={18} />}
            title="First account of this instance"
          >
            You are the first user: your account becomes staff and runs this Studio instance (catalog, orders,
            other staff).
          </Alert>
        )}
        {error && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN} characters. A short sentence is easy to remember and hard to guess.`}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat password"
          autoComplete="new-password"
          required
          {...form.getInputProps('repeat')}
        />
        <Text size="xs" c="dimmed">
          We will send you a link to confirm your e-mail address before you can sign in.
        </Text>
        <OutboxNote />
        <Button type="submit" loading={pending} fullWidth>
          Create account
        </Button>
      </Stack>
    </form>
  );
}
