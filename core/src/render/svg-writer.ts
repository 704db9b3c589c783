/**
 * Collects the lines of an SVG document. Lines are joined into a chunk every few hundred, so that the
 * many short strings of a large drawing die young (cheap scavenges) instead of being kept alive until
 * the end and promoted to the old generation (expensive full collections).
 */
export class SvgWriter {
  private readonly chunks: string[] = [];
  private lines: string[] = [];

  push(line: string): void {
    this.lines.push(line);
    if (this.lines.length >= 512) this.flush();
  }

  private flush(): void {
    if (this.lines.length === 0) return;
    this.chunks.push(this.lines.join('\n'));
    this.lines = [];
  }

  toString(): string {
    this.flush();
    return this.chunks.join('\n');
  }
}
