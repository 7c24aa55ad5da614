import { describe, expect, it } from 'vitest';
import { encodeSegment } from './fuzz-arbitraries';

describe('encodeSegment', () => {
  it('encodes a string holding a lone surrogate half instead of throwing', () => {
    expect(() => encodeURIComponent('a\uD800b')).toThrow(URIError);
    expect(encodeSegment('a\uD800b')).toBe('a%EF%BF%BDb');
    expect(encodeSegment('\uDC00')).toBe('%EF%BF%BD');
  });

  it('keeps well-formed text, surrogate pairs included', () => {
    expect(encodeSegment('♞ 😀/x')).toBe(encodeURIComponent('♞ 😀/x'));
  });
});
