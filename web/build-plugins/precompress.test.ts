import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress } from './precompress';

describe('the build’s Brotli copies', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a copy beside each script, style and drawing worth it, and none for the rest', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'cq-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const script = `export const squares = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `square-${i}`))};\n`;
    const files: Record<string, string> = {
      'assets/index-abc.js': script,
      'assets/index-abc.css': `.board{${'color:red;'.repeat(200)}}`,
      'assets/wK-abc.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1"/>'.repeat(100)}</svg>`,
      'assets/tiny-abc.js': 'export const a = 1;',
      'assets/pieces-abc.png': 'x'.repeat(4096),
      'index.html': `<!doctype html>${'<p>hi</p>'.repeat(300)}`,
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    expect(files['assets/tiny-abc.js']!.length).toBeLessThan(PRECOMPRESS_MIN_BYTES);

    const plugin = precompress();
    const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, { fileName: name }]));
    await (plugin.writeBundle as unknown as (options: { dir: string }, bundle: object) => Promise<void>)({ dir }, bundle);

    for (const name of ['assets/index-abc.js', 'assets/index-abc.css', 'assets/wK-abc.svg']) {
      const copy = readFileSync(path.join(dir, `${name}.br`));
      expect(copy.length, name).toBeLessThan(files[name]!.length);
      expect(brotliDecompressSync(copy).toString(), name).toBe(files[name]);
    }
    for (const name of ['assets/tiny-abc.js', 'assets/pieces-abc.png', 'index.html']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
    }
  });
});
