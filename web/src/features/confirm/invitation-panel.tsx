import { Alert, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailOpened } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../components/notifications/notification-store';
import { describeError } from '../../lib/describe-error';
import { sessionQuery } from '../auth/session-check';
import { saveRedirectPath } from '../auth/redirect-path';
import { ROLE_LABELS, useInvitationPreview, useRespondToInvitation } from '../company/company-queries';

const STATUS_TEXT = {
  accepted: 'This invitation was already accepted.',
  rejected: 'This invitation was declined.',
  canceled: 'This invitation was withdrawn by the company.',
  expired: 'This invitation has expired. Ask for a new one.',
} as const;

function SignInFirst({ id }: { id: string }) {
  const navigate = useNavigate();
  const goTo = (mode: 'signin' | 'signup') => {
    // Come back here after signing in (or after confirming a new account's e-mail).
    saveRedirectPath(`/confirm?type=invite&id=${encodeURIComponent(id)}`);
    navigate(mode === 'signup' ? '/login?mode=signup' : '/login');
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        You were invited to join a company on Studio. Sign in — or create an account — with the e-mail address
        the invitation was sent to, and you will come back here to accept it.
      </Text>
      <Group grow>
        <Button onClick={() => goTo('signin')}>Sign in</Button>
        <Button variant="default" onClick={() => goTo('signup')}>
          Create account
        </Button>
      </Group>
    </Stack>
  );
}

function InvitationDecision({ id }: { id: string }) {
  const navigate = useNavigate();
  const preview = useInvitationPreview(id);
  const respond = useRespondToInvitation();

  if (preview.isPending) return <Loader aria-label="Loading invitation" />;
  if (preview.isError) {
    return (
      <Alert color="negative" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {describeError(preview.error)}
      </Alert>
    );
  }
  const invitation = preview.data;
  const answer = (accept: boolean) =>
    respond.mutate(
      { id, accept },
      {
        onSuccess: () => {
          notify({
            color: accept ? 'positive' : 'info',
            message: accept ? `You joined ${invitation.companyName}.` : 'Invitation declined.',
          });
          navigate('/', { replace: true });
        },
        onError: (error) => notify({ color: 'negative', message: describeError(error) }),
      },
    );

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconMailOpened size={28} stroke={1.5} aria-hidden />
        <Text size="sm">
          {invitation.inviterName ?? 'A member'} invited <b>{invitation.email}</b> to join{' '}
          <b>{invitation.companyName}</b> as <Badge variant="light">{ROLE_LABELS[invitation.role]}</Badge>
        </Text>
      </Group>
      {invitation.status === 'pending' ? (
        <Group grow>
          <Button
            onClick={() => answer(true)}
            loading={respond.isPending && respond.variables?.accept === true}
          >
            Accept invitation
          </Button>
          <Button
            variant="default"
            onClick={() => answer(false)}
            loading={respond.isPending && respond.variables?.accept === false}
          >
            Decline
          </Button>
        </Group>
      ) : (
        <Alert color="warning" variant="light">
          {STATUS_TEXT[invitation.status]}
        </Alert>
      )}
    </Stack>
  );
}

/** An invitation link: sign in first if needed, then accept or decline. */
export function InvitationPanel({ id }: { id: string }) {
  const session = useQuery(sessionQuery);
  if (session.isPending) return <Loader aria-label="Checking your session" />;
  if (session.isError) {
    return (
      <Alert color="negative" variant="light" role="alert">
        {describeError(session.error)}
      </Alert>
    );
  }
  return session.data ? <InvitationDecision id={id} /> : <SignInFirst id={id} />;
}
