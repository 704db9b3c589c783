import type { Auth } from '../../auth/auth';
import { Conflict, Validation } from '../errors';

/**
 * Creates an account with a password (the CLI's `admin create-user`), through better-auth's own
 * adapter and password hashing, so that its hooks run (the first user becomes staff). Unverified
 * accounts get the usual confirmation mail.
 */
export async function createUser(
  auth: Auth,
  input: { email: string; password: string; name: string; verified: boolean },
): Promise<{ id: string; email: string }> {
  const ctx = await auth.$context;
  const email = input.email.trim().toLowerCase();
  const { minPasswordLength, maxPasswordLength } = ctx.password.config;
  if (input.password.length < minPasswordLength || input.password.length > maxPasswordLength) {
    throw new Validation(`The password needs ${minPasswordLength} to ${maxPasswordLength} characters.`, {
      password: 'Invalid length',
    });
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new Validation('Invalid e-mail address.', { email: 'Invalid' });
  if (await ctx.internalAdapter.findUserByEmail(email))
    throw new Conflict(`A user with ${email} exists already.`);
  const user = await ctx.internalAdapter.createUser(
    { email, name: input.name, emailVerified: input.verified },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  if (!input.verified) await auth.api.sendVerificationEmail({ body: { email } });
  return { id: user.id, email };
}
