import { Alert, Box, Button, Code, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { AppDialog } from '../../components/dialog/app-dialog';
import { notify } from '../../components/notifications/notification-store';
import { describeAuthError } from '../../lib/describe-error';
import { queryKeys } from '../../lib/query-keys';
import { authClient } from '../auth/auth-client';
import { BackupCodes } from './backup-codes';
import { secretOfTotpUri } from './totp-uri';

export type TwoFactorAction = 'enable' | 'disable' | 'new-codes';

type Step =
  | { kind: 'password' }
  | { kind: 'scan'; totpURI: string; backupCodes: string[] }
  | { kind: 'codes'; backupCodes: string[] };

const TITLES: Record<TwoFactorAction, string> = {
  enable: 'Turn on two-factor authentication',
  disable: 'Turn off two-factor authentication',
  'new-codes': 'New backup codes',
};

/** Unwraps better-auth's `{ data, error }`, throwing the error for the catch below. */
async function unwrap<T>(call: Promise<{ data: T | null; error: unknown }>): Promise<T> {
  const { data, error } = await call;
  if (error || data === null) throw error ?? new Error('Empty answer');
  return data;
}

/**
 * Password → (enable) QR code and first code → backup codes. Once a secret exists the dialog is
 * persistent: closing it by accident would leave an unconfirmed setup behind.
 */
export function TwoFactorDialog({ action, onClose }: { action: TwoFactorAction | null; onClose(): void }) {
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setStep({ kind: 'password' });
    setValue('');
    setError(null);
    void client.invalidateQueries({ queryKey: queryKeys.me });
    onClose();
  };

  const run = async (task: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await task();
    } catch (thrown) {
      setError(describeAuthError(thrown));
    } finally {
      setPending(false);
    }
  };

  const submitPassword = (password: string) =>
    run(async () => {
      if (action === 'enable') {
        const data = await unwrap(authClient.twoFactor.enable({ password }));
        // Studio's server enables TOTP (not e-mailed one-time codes), which answers with the URI.
        if (data.method !== 'totp') throw new Error('The server did not return an authenticator setup.');
        setStep({ kind: 'scan', totpURI: data.totpURI, backupCodes: data.backupCodes });
      } else if (action === 'new-codes') {
        const data = await unwrap(authClient.twoFactor.generateBackupCodes({ password }));
        setStep({ kind: 'codes', backupCodes: data.backupCodes });
      } else {
        await unwrap(authClient.twoFactor.disable({ password }));
        notify({ color: 'positive', message: 'Two-factor authentication is off.' });
        close();
      }
      setValue('');
    });

  const submitCode = (code: string, backupCodes: string[]) =>
    run(async () => {
      await unwrap(authClient.twoFactor.verifyTotp({ code }));
      notify({ color: 'positive', message: 'Two-factor authentication is on.' });
      setValue('');
      setStep({ kind: 'codes', backupCodes });
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'password') {
      if (!value) setError('Enter your password');
      else void submitPassword(value);
    } else if (step.kind === 'scan') {
      if (!/^\d{6}$/.test(value.trim())) setError('Enter the 6-digit code your app shows');
      else void submitCode(value.trim(), step.backupCodes);
    }
  };

  const errorAlert = error && (
    <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {error}
    </Alert>
  );

  return (
    <AppDialog
      opened={action !== null}
      onClose={close}
      persistent={step.kind !== 'password'}
      title={action ? TITLES[action] : ''}
      size="md"
    >
      {step.kind === 'password' && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">Confirm it is you: enter your password.</Text>
            {errorAlert}
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              autoFocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={pending} color={action === 'disable' ? 'negative' : undefined}>
                {action === 'disable' ? 'Turn off' : 'Continue'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step.kind === 'scan' && (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              Scan this code with an authenticator app (e.g. Aegis, Google Authenticator, 1Password), then
              enter the 6-digit code it shows.
            </Text>
            <Box bg="white" p="sm" w="fit-content" mx="auto" style={{ borderRadius: 8 }}>
              <QRCodeSVG value={step.totpURI} size={176} title="QR code for your authenticator app" />
            </Box>
            <Text size="xs" c="dimmed" ta="center">
              Cannot scan? Enter this key: <Code>{secretOfTotpUri(step.totpURI) ?? step.totpURI}</Code>
            </Text>
            {errorAlert}
            <TextInput
              label="Authentication code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={pending}>
                Verify and turn on
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {step.kind === 'codes' && (
        <Stack gap="md">
          <BackupCodes codes={step.backupCodes} />
          <Group justify="flex-end">
            <Button onClick={close}>I have saved my backup codes</Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}
