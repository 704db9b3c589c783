/**
 * Net-name comparison across files. IPC-D-356 writers shorten and mangle names: KiCad upper-cases
 * them, writes '?' for blanks and other non-printable characters, keeps the LAST 14 characters and
 * makes clashes unique as `<last 10>#<n>` (pcbnew export_d356.cpp). Two names are the same net when
 * they are equal, or when one is that 356 form of the other.
 */
const canon = (name: string) =>
  [...name]
    .map((c) => (c.charCodeAt(0) > 126 || !/[!-~]/.test(c) ? '?' : c))
    .join('')
    .toUpperCase();

export function sameNetName(a: string, b: string): boolean {
  if (a === b) return true;
  const ca = canon(a);
  const cb = canon(b);
  if (ca === cb) return true;
  const [long, short] = ca.length >= cb.length ? [ca, cb] : [cb, ca];
  if (short.length === 14 && long.endsWith(short)) return true;
  const unique = /^(.{1,10})#\d+$/.exec(short);
  return unique !== null && long.endsWith(unique[1]!);
}
