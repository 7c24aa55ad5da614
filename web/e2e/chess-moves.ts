import { Chess, type Square } from 'chess.js';

/**
 * What a child would play in a quick puzzle, worked out from the position alone (the
 * browser never receives the answer): a mate in one if there is one, else the biggest capture.
 */
export function bestMove(fen: string): { from: Square; to: Square; promotion?: string } {
  const chess = new Chess(fen);
  const moves = chess.moves({ verbose: true });
  const mate = moves.find((move) => {
    chess.move(move);
    const mated = chess.isCheckmate();
    chess.undo();
    return mated;
  });
  if (mate) return mate;
  const value = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 0 } as const;
  return [...moves].sort((a, b) => (b.captured ? value[b.captured] : 0) - (a.captured ? value[a.captured] : 0))[0]!;
}
