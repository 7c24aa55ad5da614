import { Chess } from 'chess.js';

/** The side the child plays: the side to move in the puzzle's first position. */
export function streakSide(fen: string): 'white' | 'black' {
  return fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** A UCI move of `fen` in SAN ("Qh7+"), or the UCI itself when the position cannot play it. */
export function sanOf(fen: string, uci: string): string {
  try {
    return new Chess(fen).move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }).san;
  } catch {
    return uci;
  }
}

/** The end screen's title: "Your streak: 7! Best: 9". */
export function endTitle(streak: number, best: number): string {
  return `Your streak: ${streak}! Best: ${best}`;
}

/** One kind sentence for the end of a run. */
export function endCheer(streak: number, best: number): string {
  if (streak === 0) return 'Every streak starts with one puzzle. You can do it!';
  if (streak >= best) return "That's your best streak ever. Amazing focus!";
  if (best - streak <= 2) return `So close to your best! Just ${best - streak} more next time.`;
  return 'Well played! Every puzzle you solve makes you stronger.';
}
