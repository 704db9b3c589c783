// UTF-8 encoding and decoding through the platform's TextEncoder / TextDecoder (browsers and Node
// have both); core's type library has no DOM, so their shapes are declared here.

interface Utf8Decoder {
  decode(bytes: Uint8Array, options?: { stream?: boolean }): string;
}
interface Codecs {
  TextDecoder: new (label: string, options?: { ignoreBOM?: boolean; fatal?: boolean }) => Utf8Decoder;
  TextEncoder: new () => { encode(text: string): Uint8Array };
}
const codecs = globalThis as unknown as Codecs;

const encoder = new codecs.TextEncoder();
/** A byte-order mark inside the bytes is a character like any other (kept). */
const decoder = new codecs.TextDecoder('utf-8', { ignoreBOM: true });

/** The UTF-8 bytes of `text` (lone surrogates become U+FFFD). */
export const encodeUtf8 = (text: string): Uint8Array => encoder.encode(text);

/** The text of UTF-8 bytes; invalid sequences become U+FFFD, a leading byte-order mark is kept. */
export const decodeUtf8 = (bytes: Uint8Array): string => decoder.decode(bytes);

/** A decoder for consecutive chunks (multi-byte characters may straddle them); same rules as decodeUtf8. */
export const utf8ChunkDecoder = (): Utf8Decoder => new codecs.TextDecoder('utf-8', { ignoreBOM: true });
