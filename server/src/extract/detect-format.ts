import { DOCUMENT_EXTENSIONS, type DocumentFormat } from '@studio/api';

const startsWith = (head: Uint8Array, bytes: number[]) => bytes.every((b, i) => head[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * The format of an uploaded document from its name, checked against its first bytes: a `.pdf` must
 * start with `%PDF-` (allowing a little junk before it, as readers do), a `.docx` must be a zip; the
 * text formats must not look binary. Null when the file is none of the supported formats.
 */
export function detectDocumentFormat(name: string, head: Uint8Array): DocumentFormat | null {
  const lower = name.toLowerCase();
  const format = (Object.keys(DOCUMENT_EXTENSIONS) as DocumentFormat[]).find((f) =>
    DOCUMENT_EXTENSIONS[f].some((ext) => lower.endsWith(ext)),
  );
  if (!format) return null;
  if (format === 'pdf') return indexOfPdfHeader(head) >= 0 ? 'pdf' : null;
  if (format === 'docx' || format === 'opendocument') return startsWith(head, ZIP) ? format : null;
  return looksBinary(head) ? null : format;
}

/** What each format needs, for the message that refuses a file. */
export function describeAccepted(): string {
  return 'PDF, DOCX, OpenDocument (.odt, .ods, .odp), Markdown (.md), plain text (.txt, .adoc, .rst), HTML or CSV';
}

function indexOfPdfHeader(head: Uint8Array): number {
  // ISO 32000-1 §7.5.2: the header is the first line; readers accept it within the first 1024 bytes.
  const text = new TextDecoder('latin1').decode(head.subarray(0, 1024));
  return text.indexOf('%PDF-');
}

/** A NUL byte in the first few KiB of a text file means it is not text (UTF-16 has a BOM). */
function looksBinary(head: Uint8Array): boolean {
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return false;
  return head.subarray(0, 8192).includes(0);
}
