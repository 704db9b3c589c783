import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress-plugin';

describe('precompressFolder', () => {
  it('writes brotli and gzip copies that decode to the file, for text over 1 KB only', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'studio-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const js = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))};\n`;
    writeFileSync(path.join(dir, 'assets/app-1a2b.js'), js);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>Studio</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'assets/tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'assets/app-1a2b.js.map'), js);
    writeFileSync(path.join(dir, 'assets/logo.png'), Buffer.alloc(4096, 7));

    expect(await precompressFolder(dir)).toBe(2);
    const file = path.join(dir, 'assets/app-1a2b.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 3);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    for (const skipped of ['assets/tiny.css', 'assets/app-1a2b.js.map', 'assets/logo.png']) {
      expect(existsSync(path.join(dir, `${skipped}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${skipped}.gz`))).toBe(false);
    }
  });
});
