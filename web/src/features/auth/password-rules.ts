/** better-auth's limits as the server configures them (server/src/auth/auth.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function checkNewPassword(value: string): string | null {
  if (value.length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters`;
  if (value.length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters`;
  return null;
}

export const checkRepeat = (value: string, password: string): string | null =>
  value === password ? null : 'The two passwords differ';

export const checkEmail = (value: string): string | null =>
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : 'Enter a valid e-mail address';
