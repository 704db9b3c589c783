import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeAuthError } from '../../lib/describe-error';
import { authClient } from '../auth/auth-client';
import { useCompleteSignIn } from '../auth/use-complete-sign-in';

/**
 * Confirms the address only on a click: mail scanners that open links must not confirm anything.
 * The server signs the user in with the confirmation, so "Continue" goes straight into Studio.
 */
const EXPIRED =
  'This confirmation link is invalid or has expired. Sign in with your e-mail address and password: Studio sends you a new link.';

export function VerifyEmailPanel({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'pending' | 'done' | { error: string }>('idle');
  const completeSignIn = useCompleteSignIn();

  const confirm = async () => {
    setState('pending');
    try {
      const { error } = await authClient.verifyEmail({ query: { token } });
      if (!error) setState('done');
      else if (error.code === 'INVALID_TOKEN' || error.code === 'TOKEN_EXPIRED' || error.status === 401)
        setState({ error: EXPIRED });
      else setState({ error: describeAuthError(error) });
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
          {state.error}
        </Alert>
      )}
      {typeof state !== 'object' && (
        <Button onClick={confirm} loading={state === 'pending'}>
          Confirm e-mail address
        </Button>
      )}
      <Button component={Link} to="/login" variant={typeof state === 'object' ? 'filled' : 'subtle'}>
        Go to sign-in
      </Button>
    </Stack>
  );
}
