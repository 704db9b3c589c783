import { deflateSync } from 'node:zlib';

/**
 * A one-page PDF whose content stream (FlateDecode) shows one line of text followed by `spaces`
 * spaces: a small file that decodes to as much as asked (the decompression bomb of issue 31).
 */
export function flatePdf(spaces: number, text = 'A manual page with one line of text.'): Uint8Array {
  const content = Buffer.alloc(spaces + 100, ' ');
  content.write(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET\n`, 0, 'latin1');
  return pdfAroundFlateContent(deflateSync(content, { level: 9 }));
}

/** A one-page PDF (Helvetica) around `data`, its page's content stream already deflated (FlateDecode). */
export function pdfAroundFlateContent(data: Uint8Array): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let at = parts[0]!.length;
  objects.forEach((o, i) => {
    offsets.push(at);
    const body =
      o === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`),
            data,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${o}\nendobj\n`);
    parts.push(body);
    at += body.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(at),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return new Uint8Array(Buffer.concat(parts));
}
