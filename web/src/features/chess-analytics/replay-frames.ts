import { Chess } from 'chess.js';
import type { REPLAY_SPEEDS } from '@chess-quest/protocol/constants';

export interface ReplayFrame {
  fen: string;
  san: string | null;
  from: string | null;
  to: string | null;
  capture: boolean;
  piece: string | null;
}

/** Every position of a game: frame 0 is the start, frame n is after the n-th move. */
export function replayFrames(moves: readonly string[]): ReplayFrame[] {
  const chess = new Chess();
  const frames: ReplayFrame[] = [{ fen: chess.fen(), san: null, from: null, to: null, capture: false, piece: null }];
  for (const san of moves) {
    const move = chess.move(san);
    frames.push({ fen: chess.fen(), san: move.san, from: move.from, to: move.to, capture: move.captured !== undefined, piece: move.piece });
  }
  return frames;
}

export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** Spec §9: a step every 1000 / speed ms. */
export function stepIntervalMs(speed: ReplaySpeed): number {
  return 1000 / speed;
}
