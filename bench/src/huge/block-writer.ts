import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * Writes text pieces to a file in large blocks, so that files past V8's largest string (a 1M-pad
 * `.kicad_pcb` is ~1 GB) can be generated: pieces are joined with `separator`, as `join` would.
 */
export class BlockWriter {
  private readonly fd: number;
  private pending: string[] = [];
  private pendingChars = 0;
  private first = true;
  bytes = 0;

  constructor(
    path: string,
    private readonly separator = '\n',
  ) {
    this.fd = openSync(path, 'w');
  }

  write(piece: string): void {
    if (!this.first) this.pending.push(this.separator);
    this.first = false;
    this.pending.push(piece);
    this.pendingChars += piece.length + 1;
    if (this.pendingChars > 8_000_000) this.flush();
  }

  private flush(): void {
    const block = Buffer.from(this.pending.join(''), 'utf8');
    writeSync(this.fd, block);
    this.bytes += block.length;
    this.pending = [];
    this.pendingChars = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}
