import type { MemoryPiece, MiniRun } from '@chess-quest/protocol/mini-challenges';

/** A run as the server answered it, and when (by this device's clock) the answer came. */
export interface ReceivedRun {
  run: MiniRun;
  receivedAt: number;
}

/** A placement of pieces as the board part of a FEN. */
export function piecesToFen(pieces: readonly MemoryPiece[]): string {
  const at = new Map(pieces.map((p) => [p.square, p.piece]));
  const rows: string[] = [];
  for (let rank = 8; rank >= 1; rank -= 1) {
    let row = '';
    let empty = 0;
    for (const file of 'abcdefgh') {
      const code = at.get(`${file}${rank}`);
      if (!code) {
        empty += 1;
        continue;
      }
      if (empty > 0) row += String(empty);
      empty = 0;
      row += code[0] === 'w' ? code[1]! : code[1]!.toLowerCase();
    }
    rows.push(empty > 0 ? row + String(empty) : row);
  }
  return `${rows.join('/')} w - - 0 1`;
}
