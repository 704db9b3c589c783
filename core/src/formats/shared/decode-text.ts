import { strFromU8 } from 'fflate';

function decodeUtf16(bytes: Uint8Array, littleEndian: boolean): string {
  const units: number[] = [];
  let out = '';
  for (let i = 2; i + 1 < bytes.length; i += 2) {
    units.push(littleEndian ? bytes[i]! | (bytes[i + 1]! << 8) : (bytes[i]! << 8) | bytes[i + 1]!);
    // Flush in blocks: String.fromCharCode takes a bounded number of arguments.
    if (units.length === 8192) out += String.fromCharCode(...units.splice(0));
  }
  return out + String.fromCharCode(...units);
}

/**
 * Decodes a text file: UTF-8 (fflate `strFromU8`; invalid bytes become U+FFFD), or UTF-16 when it
 * starts with a UTF-16 byte-order mark (spreadsheet exports on Windows). A UTF-8 BOM is stripped.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decodeUtf16(bytes, true);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decodeUtf16(bytes, false);
  return strFromU8(bytes).replace(/^\uFEFF/, '');
}
