import { Alert, Anchor, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthFrame } from '../components/layout/auth-frame';
import { fetchHasSession } from '../features/auth/session-check';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form';
import { OutboxNote } from '../features/auth/outbox-note';
import { takeRedirectPath } from '../features/auth/redirect-path';
import { SignInForm } from '../features/auth/sign-in-form';
import { SignUpForm } from '../features/auth/sign-up-form';
import { TwoFactorForm } from '../features/auth/two-factor-form';
import { useCompleteSignIn } from '../features/auth/use-complete-sign-in';
import { hasUser } from '../lib/me-queries';

type Mode = 'signin' | 'signup' | 'forgot';
type Step =
  | { kind: 'form' }
  | { kind: 'two-factor' }
  | { kind: 'sent'; email: string; what: 'verify' | 'reset' };

const TITLES: Record<Mode, string> = {
  signin: 'Sign in',
  signup: 'Create your account',
  forgot: 'Reset your password',
};

function SentPanel({ email, what, onBack }: { email: string; what: 'verify' | 'reset'; onBack(): void }) {
  return (
    <Stack gap="sm">
      <Alert color="positive" variant="light" icon={<IconMailCheck size={18} />} title="Check your inbox">
        {what === 'verify'
          ? `We sent a confirmation link to ${email}. Open it to activate your account, then sign in.`
          : `If an account exists for ${email}, we sent it a link to choose a new password. The link is valid for one hour.`}
      </Alert>
      <OutboxNote />
      <Button variant="default" onClick={onBack}>
        Back to sign-in
      </Button>
    </Stack>
  );
}

/** /login: sign in (with the two-factor step), create an account, or ask for a reset link. */
export function LoginPage() {
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [forgotEmail, setForgotEmail] = useState('');
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const raw = params.get('mode');
  const mode: Mode = raw === 'signup' || raw === 'forgot' ? raw : 'signin';

  // Already signed in (e.g. /login opened from a bookmark): straight on, as after a sign-in. Checked
  // once on arrival; the ref keeps StrictMode's second effect run from checking (and reading the
  // read-once redirect cookie) again.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (hasUser(client)) {
      navigate('/', { replace: true });
      return;
    }
    fetchHasSession().then(
      (signedIn) => signedIn && navigate(takeRedirectPath() ?? '/', { replace: true }),
      () => {},
    );
  }, [client, navigate]);

  const go = (next: Mode) => {
    setStep({ kind: 'form' });
    setParams(next === 'signin' ? {} : { mode: next }, { replace: true });
  };

  const title = step.kind === 'two-factor' ? 'Two-factor verification' : TITLES[mode];
  return (
    <AuthFrame title={title}>
      {step.kind === 'two-factor' && (
        <TwoFactorForm onVerified={completeSignIn} onCancel={() => setStep({ kind: 'form' })} />
      )}
      {step.kind === 'sent' && <SentPanel email={step.email} what={step.what} onBack={() => go('signin')} />}
      {step.kind === 'form' && (
        <Stack gap="md">
          {mode !== 'forgot' && (
            <SegmentedControl
              fullWidth
              value={mode}
              onChange={(value) => go(value as Mode)}
              data={[
                { value: 'signin', label: 'Sign in' },
                { value: 'signup', label: 'Create account' },
              ]}
              aria-label="Sign in or create an account"
            />
          )}
          {mode === 'signin' && (
            <SignInForm
              onSignedIn={completeSignIn}
              onTwoFactor={() => setStep({ kind: 'two-factor' })}
              onForgot={(email) => {
                setForgotEmail(email);
                go('forgot');
              }}
            />
          )}
          {mode === 'signup' && (
            <SignUpForm onCreated={(email) => setStep({ kind: 'sent', email, what: 'verify' })} />
          )}
          {mode === 'forgot' && (
            <>
              <ForgotPasswordForm
                initialEmail={forgotEmail}
                onSent={(email) => setStep({ kind: 'sent', email, what: 'reset' })}
              />
              <Text size="sm" ta="center">
                <Anchor component="button" type="button" onClick={() => go('signin')}>
                  Back to sign-in
                </Anchor>
              </Text>
            </>
          )}
        </Stack>
      )}
    </AuthFrame>
  );
}
