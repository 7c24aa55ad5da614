import { describe, expect, it } from 'vitest';
import { DEFAULT_BOARD_THEME, contrastRatio, luminance, notationColor } from './board-theme';

describe('board theme colours', () => {
  it('computes WCAG contrast like the palette notes in index.css', () => {
    expect(contrastRatio('#2a1e14', '#fff8ec')).toBeCloseTo(15.4, 0);
    expect(contrastRatio('#ffffff', '#0f766e')).toBeCloseTo(5.5, 0);
    expect(luminance('#fff')).toBeCloseTo(1);
    expect(luminance('teal')).toBeNull();
  });

  it.each([
    ['default light', DEFAULT_BOARD_THEME.light],
    ['default dark', DEFAULT_BOARD_THEME.dark],
    ['lichess brown light', '#f0d9b5'],
    ['lichess brown dark', '#b58863'],
    ['green dark', '#769656'],
    ['blue dark', '#4b7399'],
    ['mid grey', '#777777'],
    ['black', '#000000'],
    ['white', '#ffffff'],
  ])('coordinates on %s squares keep 4.5:1', (_name, square) => {
    expect(contrastRatio(notationColor(square), square)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to ink for colours it cannot read', () => {
    expect(notationColor('rebeccapurple')).toBe('#2a1e14');
  });
});
