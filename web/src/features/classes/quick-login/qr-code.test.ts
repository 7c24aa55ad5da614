import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code';

describe('the QR code', () => {
  it('draws the three finder squares of a QR code around the text, with a quiet border', () => {
    const { size, path } = qrPath('https://chess.example/class-login#quick=ABCD2345');
    // Version 3 or 4 for a link this long at level M: 29 or 33 modules, plus 3 each side.
    expect([35, 39]).toContain(size);
    // The top-left finder's first row: 7 dark modules from (3, 3).
    for (let col = 3; col < 10; col += 1) expect(path).toContain(`M${col} 3h1v1h-1z`);
    // Nothing in the quiet zone.
    expect(path).not.toMatch(/M[0-2] /);
  });

  it('differs for another code', () => {
    expect(qrPath('https://a.example/class-login#quick=ABCD2345').path).not.toBe(qrPath('https://a.example/class-login#quick=ABCD2346').path);
  });
});
