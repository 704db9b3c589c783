import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { describeAuthError } from '../../lib/describe-error';
import { loadAuthClient } from './load-auth-client';

export interface TwoFactorFormProps {
  onVerified(): void;
  onCancel(): void;
}

/** The second step of signing in: the authenticator app's code, or one of the backup codes. */
export function TwoFactorForm({ onVerified, onCancel }: TwoFactorFormProps) {
  const [useBackup, setUseBackup] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    initialValues: { code: '', trustDevice: false },
    validate: {
      code: (value) => {
        const v = value.trim();
        if (useBackup) return v.length >= 6 ? null : 'Enter one of your backup codes';
        return /^\d{6}$/.test(v) ? null : 'Enter the 6-digit code from your authenticator app';
      },
    },
  });

  const submit = form.onSubmit(async ({ code, trustDevice }) => {
    setPending(true);
    setError(null);
    try {
      const authClient = await loadAuthClient();
      const body = { code: code.trim(), trustDevice };
      const { error: failure } = useBackup
        ? await authClient.twoFactor.verifyBackupCode(body)
        : await authClient.twoFactor.verifyTotp(body);
      if (failure) setError(describeAuthError(failure));
      else onVerified();
    } catch (thrown) {
      setError(describeAuthError(thrown));
    } finally {
      setPending(false);
    }
  });

  const toggle = () => {
    setUseBackup((b) => !b);
    form.setFieldValue('code', '');
    form.clearErrors();
    setError(null);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor verification">
      <Stack gap="sm">
        <Text size="sm">
          {useBackup
            ? 'Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once.'
            : 'Open your authenticator app and enter the 6-digit code it shows for Studio.'}
        </Text>
        {error && (
          <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label={useBackup ? 'Backup code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={useBackup ? 'text' : 'numeric'}
          maxLength={useBackup ? 32 : 6}
          autoFocus
          required
          {...form.getInputProps('code')}
        />
        <Checkbox
          label="Trust this browser for 30 days"
          {...form.getInputProps('trustDevice', { type: 'checkbox' })}
        />
        <Button type="submit" loading={pending} fullWidth>
          Verify
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={toggle}>
          {useBackup ? 'Use the authenticator app instead' : 'Use a backup code instead'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onCancel}>
          Back to sign-in
        </Anchor>
      </Stack>
    </form>
  );
}
