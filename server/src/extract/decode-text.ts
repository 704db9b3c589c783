/**
 * Text files as text: UTF-8 (with or without a byte-order mark), or UTF-16 when a BOM says so. Bytes
 * that are not valid UTF-8 become U+FFFD rather than failing the document (old exports in Windows-1252
 * lose their accented letters, never their words).
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes); // strips a UTF-8 BOM
}
