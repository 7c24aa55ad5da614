import type { CSSProperties } from 'react';
import type { BoardTexture } from '@chess-quest/protocol/customization';

/**
 * The board textures: the project's own CSS patterns (GPL-3.0-or-later, no image files),
 * laid over each square's colour. Each is faint enough that the square keeps its colour,
 * so the coordinate letters keep the contrast board-theme.ts computes for that colour.
 * Every square repeats the pattern, like the tiles of a real inlaid board.
 */
const TEXTURES: Record<BoardTexture, { light: string; dark: string }> = {
  // Wood: fine grain lines running along the square, and a soft sheen across it.
  wood: {
    light:
      'repeating-linear-gradient(93deg, rgba(120, 72, 30, 0.13) 0 1.5px, transparent 1.5px 6px, rgba(120, 72, 30, 0.07) 6px 8px, transparent 8px 13px), linear-gradient(160deg, rgba(255, 255, 255, 0.18), rgba(120, 72, 30, 0.08))',
    dark: 'repeating-linear-gradient(93deg, rgba(60, 30, 10, 0.2) 0 1.5px, transparent 1.5px 6px, rgba(255, 230, 200, 0.08) 6px 8px, transparent 8px 13px), linear-gradient(160deg, rgba(255, 255, 255, 0.1), rgba(40, 20, 5, 0.12))',
  },
  // Marble: two crossing veins and a polished gleam.
  marble: {
    light:
      'linear-gradient(128deg, transparent 0 28%, rgba(120, 115, 105, 0.22) 30%, transparent 33% 62%, rgba(120, 115, 105, 0.14) 64%, transparent 67%), linear-gradient(38deg, transparent 0 48%, rgba(255, 255, 255, 0.5) 50%, transparent 53%)',
    dark: 'linear-gradient(128deg, transparent 0 28%, rgba(255, 255, 255, 0.28) 30%, transparent 33% 62%, rgba(60, 55, 50, 0.2) 64%, transparent 67%), linear-gradient(38deg, transparent 0 48%, rgba(255, 255, 255, 0.2) 50%, transparent 53%)',
  },
  // Frost: a few ice crystals and a cold shine from the top corner.
  frost: {
    light:
      'radial-gradient(circle at 24% 30%, rgba(255, 255, 255, 0.95) 0 1.5px, transparent 2.5px), radial-gradient(circle at 72% 66%, rgba(160, 200, 230, 0.6) 0 1.5px, transparent 2.5px), linear-gradient(135deg, rgba(255, 255, 255, 0.5), transparent 55%)',
    dark: 'radial-gradient(circle at 24% 30%, rgba(255, 255, 255, 0.7) 0 1.5px, transparent 2.5px), radial-gradient(circle at 72% 66%, rgba(255, 255, 255, 0.5) 0 1.5px, transparent 2.5px), linear-gradient(135deg, rgba(255, 255, 255, 0.25), transparent 55%)',
  },
  // Stars: little stars on the night-blue squares, a soft moonlight on the pale ones.
  stars: {
    light: 'radial-gradient(circle at 30% 25%, rgba(255, 255, 255, 0.55), transparent 65%)',
    dark: 'radial-gradient(circle at 22% 26%, rgba(255, 255, 255, 0.95) 0 1px, transparent 2px), radial-gradient(circle at 74% 58%, rgba(255, 244, 200, 0.85) 0 1.2px, transparent 2.2px), radial-gradient(circle at 44% 84%, rgba(255, 255, 255, 0.6) 0 0.8px, transparent 1.8px)',
  },
};

/** The style of a light or dark square: its colour, and the texture over it when it has one. */
export function squareStyle(color: string, texture: BoardTexture | null | undefined, shade: 'light' | 'dark'): CSSProperties {
  const pattern = texture ? TEXTURES[texture]?.[shade] : undefined;
  return pattern ? { backgroundColor: color, backgroundImage: pattern } : { backgroundColor: color };
}
