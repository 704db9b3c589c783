import { Alert, Button, Stack } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from '../components/layout/auth-frame';
import { InvitationPanel } from '../features/confirm/invitation-panel';
import { ResetPasswordPanel } from '../features/confirm/reset-password-panel';
import { VerifyEmailPanel } from '../features/confirm/verify-email-panel';
import { describeAuthError } from '../lib/describe-error';

/**
 * /confirm: the target of every mail link (server/src/mail/templates.ts):
 * `?type=verify-email&token=…`, `?type=reset-password&token=…`, `?type=invite&id=…`.
 * better-auth's own redirects may add `?error=INVALID_TOKEN`.
 */
export function ConfirmPage() {
  const [params] = useSearchParams();
  const type = params.get('type');
  const token = params.get('token');
  const id = params.get('id');
  const error = params.get('error');

  if (error) {
    return (
      <BrokenLink title="This link does not work" message={describeAuthError({ status: 400, code: error })} />
    );
  }
  if (type === 'verify-email' && token) {
    return (
      <AuthFrame title="Confirm your e-mail address">
        <VerifyEmailPanel token={token} />
      </AuthFrame>
    );
  }
  if (type === 'reset-password' && token) {
    return (
      <AuthFrame title="Choose a new password">
        <ResetPasswordPanel token={token} />
      </AuthFrame>
    );
  }
  if (type === 'invite' && id) {
    return (
      <AuthFrame title="Company invitation">
        <InvitationPanel id={id} />
      </AuthFrame>
    );
  }
  return (
    <BrokenLink
      title="Incomplete link"
      message="This link is incomplete. Open it again from the e-mail, or copy the whole address into the browser."
    />
  );
}

function BrokenLink({ title, message }: { title: string; message: string }) {
  return (
    <AuthFrame title={title}>
      <Stack gap="sm">
        <Alert color="warning" variant="light" role="alert">
          {message}
        </Alert>
        <Button component={Link} to="/login">
          Go to sign-in
        </Button>
      </Stack>
    </AuthFrame>
  );
}
