/** A short, printable excerpt of input for messages. */
export function clip(s: string, max = 40): string {
  const t = s.length > max ? `${s.slice(0, max)}…` : s;
  let out = '';
  for (let i = 0; i < t.length; i++) {
    const c = t.charCodeAt(i);
    out += c < 32 || c === 127 ? '?' : t[i];
  }
  return out;
}
