import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeAuthError } from '../auth/auth-errors';
import { authClient } from '../auth/auth-client';
import { useCompleteSignIn } from '../auth/use-complete-sign-in';

/**
 * Confirms the address only on a click: mail scanners that open links must not confirm anything.
 * The server signs the user in with the confirmation, so "Continue" goes straight into Studio.
 */
export function VerifyEmailPanel({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done' | { error: string }>('idle');
  const completeSignIn = useCompleteSignIn();

  const confirm = async () => {
    setState('pending');
    try {
      const { error } = await authClient.verifyEmail({ query: { token } });
      setState(error ? { error: describeAuthError(error) } : 'done');
    } catch (thrown) {
      setState({ error: describeAuthError(thrown) });
    }
  };

  if (state === 'done') {
    return (
      <Stack gap="sm">
        <Alert
          color="positive"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title="E-mail address confirmed"
        >
          Your account is active.
        </Alert>
        <Button onClick={completeSignIn}>Continue to Studio</Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">Confirm that this e-mail address belongs to you to activate your Studio account.</Text>
      {typeof state === 'object' && (
        <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {state.error} Signing in sends a new confirmation link.
        </Alert>
      )}
      <Button onClick={confirm} loading={state === 'pending'}>
        Confirm e-mail address
      </Button>
      <Button component={Link} to="/login" variant="subtle">
        Go to sign-in
      </Button>
    </Stack>
  );
}
