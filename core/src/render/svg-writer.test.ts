import { describe, expect, it } from 'vitest';
import { SvgWriter } from './svg-writer';

describe('SvgWriter', () => {
  it('keeps every line, in order, across chunk boundaries', () => {
    const writer = new SvgWriter();
    const lines = Array.from({ length: 1500 }, (_, i) => `<l n="${i}"/>`);
    for (const line of lines) writer.push(line);
    expect(writer.toString()).toBe(lines.join('\n'));
  });

  it('writes nothing for no lines', () => {
    expect(new SvgWriter().toString()).toBe('');
  });
});
