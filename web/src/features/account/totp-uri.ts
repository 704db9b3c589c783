/** The secret of an `otpauth://totp/...?secret=...` URI, grouped by four for typing it by hand. */
export function secretOfTotpUri(uri: string): string | null {
  try {
    const secret = new URL(uri).searchParams.get('secret');
    return secret ? secret.replace(/(.{4})(?=.)/g, '$1 ') : null;
  } catch {
    return null;
  }
}
