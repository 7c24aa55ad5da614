import type { BoardTexture } from '@chess-quest/protocol/customization';

export interface BoardTheme {
  light: string;
  dark: string;
  /** A pattern over the two colours (board-textures.ts); none when left out. */
  texture?: BoardTexture | null;
}

/** Warm wood tones that sit well on the cream page; both piece colours stay clear on each. */
export const DEFAULT_BOARD_THEME: BoardTheme = { light: '#f4e4c4', dark: '#b7835a' };

/** Highlight colours from the app palette (web/src/index.css). */
export const BOARD_COLORS = {
  selected: 'rgba(252, 211, 77, 0.85)', // sun
  lastMove: 'rgba(252, 211, 77, 0.45)',
  check: 'radial-gradient(circle, rgba(185, 28, 28, 0.95) 0%, rgba(185, 28, 28, 0.6) 45%, rgba(185, 28, 28, 0) 80%)',
  legalDot: 'rgba(15, 118, 110, 0.6)', // teal
  legalRing: 'rgba(15, 118, 110, 0.75)',
  dropTarget: '#0f766e',
  cursor: '#1d4ed8', // focus
  target: '#6d28d9', // grape
  hint: '#b45309', // star
  star: '#b45309',
  correct: '#15803d', // success
  wrong: '#b91c1c', // danger
} as const;

const INK = '#2a1e14';
const WHITE = '#ffffff';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2.x) of a #rgb or #rrggbb colour; null for anything else. */
export function luminance(color: string): number | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const [r, g, b] = [0, 2, 4].map((i) => channel(parseInt(full.slice(i, i + 2), 16))) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/**
 * Coordinate text colour for a square colour: ink or white, whichever reads better, so the
 * letters and numbers keep a 4.5:1 contrast on any board theme (axe checks them as text).
 * Pure black or white when neither app colour reaches 4.5:1 on a mid-tone square.
 */
export function notationColor(square: string): string {
  const ink = contrastRatio(INK, square);
  const white = contrastRatio(WHITE, square);
  if (ink === null || white === null) return INK;
  if (Math.max(ink, white) >= 4.5) return ink >= white ? INK : WHITE;
  return (contrastRatio('#000000', square) ?? 0) >= white ? '#000000' : WHITE;
}
