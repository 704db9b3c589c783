/**
 * True when the head of a file (its first few KiB, as text) starts an IPC-2581 document: an optional
 * byte-order mark, XML declaration, comments or processing instructions, then the `<IPC-2581` root
 * element (a namespace prefix allowed).
 */
export function looksLikeIpc2581(head: string): boolean {
  const prolog =
    /^\uFEFF?\s*(?:<\?[\s\S]*?\?>\s*|<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<(?:[A-Za-z_][\w.-]*:)?IPC-2581[\s/>]/;
  return prolog.test(head);
}
