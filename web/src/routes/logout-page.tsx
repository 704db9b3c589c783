import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AuthFrame } from '../components/layout/auth-frame';
import { notify } from '../components/notifications/notification-store';
import { signOutEverywhere } from '../features/auth/sign-out';

/** /logout: ends the session (in every tab) and lands on /login. */
export function LogoutPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; sign out once.
    if (started.current) return;
    started.current = true;
    void signOutEverywhere(client).then(() => {
      notify({ id: 'signed-out', color: 'positive', message: 'You have signed out.' });
      navigate('/login', { replace: true });
    });
  }, [client, navigate]);

  return (
    <AuthFrame title="Signing out">
      <Center>
        <Stack align="center" gap="sm">
          <Loader aria-label="Signing out" />
          <Text c="dimmed" size="sm">
            Ending your session…
          </Text>
        </Stack>
      </Center>
    </AuthFrame>
  );
}
