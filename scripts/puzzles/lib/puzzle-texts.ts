import type { Color, PieceSymbol } from 'chess.js';

/**
 * Title, one-line mission and two hints of a puzzle, from its themes, written for a child of 6-12.
 * The first hint is general ("Look for a check."), the second names the piece that moves first
 * ("Your queen can help."). Shared by the generator and the Lichess importer, whose theme names
 * this project uses as they are.
 */

const PIECE_NAMES: Record<PieceSymbol, string> = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };

export interface PuzzleTextInput {
  themes: readonly string[];
  /** The piece of the child's first move. */
  firstPiece: PieceSymbol;
  /** The child's colour. */
  child: Color;
  /** Moves to mate, when the puzzle is a forced mate. */
  mateIn: number | null;
  /** The biggest piece the child wins, for material puzzles. */
  gainedPiece?: PieceSymbol | null;
  firstIsCheck?: boolean;
}

export interface PuzzleTexts {
  title: string;
  description: string;
  hints: [string, string];
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five'];

export function mateInFromThemes(themes: readonly string[]): number | null {
  for (const theme of themes) {
    const match = /^mateIn(\d)$/.exec(theme);
    if (match) return Number(match[1]);
  }
  return themes.includes('mate') ? 0 : null;
}

export function puzzleTexts(input: PuzzleTextInput): PuzzleTexts {
  const { themes, firstPiece, child, mateIn } = input;
  const has = (theme: string) => themes.includes(theme);
  const enemy = child === 'w' ? 'black' : 'white';
  const piece = PIECE_NAMES[firstPiece];
  const pieceHint = firstPiece === 'k' ? 'Your king can do it himself.' : `Your ${piece} can help.`;
  const won = input.gainedPiece && input.gainedPiece !== 'k' ? PIECE_NAMES[input.gainedPiece] : null;

  if (mateIn !== null) {
    const checkHint = input.firstIsCheck === false ? 'Look for a quiet move that traps the king.' : 'Look for a check.';
    if (mateIn === 1) {
      const title = has('backRankMate') ? 'Back-rank mate' : has('smotheredMate') ? 'Smothered mate' : 'Mate in 1';
      return { title, description: `Find the move that checkmates the ${enemy} king.`, hints: [checkHint, pieceHint] };
    }
    const moves = mateIn > 0 ? `in ${NUMBER_WORDS[mateIn] ?? mateIn} moves` : '';
    return {
      title: mateIn > 0 ? `Mate in ${mateIn}` : 'Checkmate!',
      description: `Checkmate the ${enemy} king${moves ? ` ${moves}` : ''}. Every move counts!`,
      hints: [checkHint, `Your ${piece} makes the first move.`],
    };
  }
  if (has('fork')) {
    return {
      title: 'Fork!',
      description: 'Attack two pieces at once and win one of them.',
      hints: ['Look for a move that attacks two pieces.', pieceHint],
    };
  }
  if (has('skewer')) {
    return {
      title: 'Skewer!',
      description: 'Attack a big piece and win the piece behind it.',
      hints: ['Look for a line with two enemy pieces on it.', pieceHint],
    };
  }
  if (has('pin')) {
    return {
      title: 'Pin!',
      description: 'Pin a piece so it cannot move away, and win material.',
      hints: ['Look for a piece standing in front of its king or queen.', pieceHint],
    };
  }
  if (has('discoveredAttack')) {
    return {
      title: 'Surprise attack!',
      description: 'Move one piece out of the way so another one can attack.',
      hints: ['One piece is hiding another one.', pieceHint],
    };
  }
  if (has('hangingPiece')) {
    return {
      title: won ? `Free ${won}!` : 'Free piece!',
      description: won ? `The ${enemy} ${won} has nobody to protect it. Take it!` : 'One piece has nobody to protect it. Take it!',
      hints: ['Look for a piece that nobody defends.', pieceHint],
    };
  }
  if (has('promotion')) {
    return {
      title: 'Make a queen!',
      description: 'Help your pawn reach the last row and become a queen.',
      hints: ['Which pawn is closest to the end?', pieceHint],
    };
  }
  if (has('trappedPiece')) {
    return {
      title: 'Trap the piece!',
      description: 'Catch an enemy piece that has nowhere to run.',
      hints: ['Find an enemy piece with no safe squares.', pieceHint],
    };
  }
  if (won) {
    return {
      title: `Win the ${won}`,
      description: `Find the move that wins the ${enemy} ${won}.`,
      hints: [input.firstIsCheck ? 'Look for a check.' : `Look at every ${enemy} piece. Which one can you win?`, pieceHint],
    };
  }
  if (has('equality')) {
    return {
      title: 'Save the game',
      description: 'You are in trouble! Find the move that saves you.',
      hints: ['Look for a check or a capture.', pieceHint],
    };
  }
  return {
    title: 'Find the best move',
    description: 'Find the move that wins material.',
    hints: [input.firstIsCheck ? 'Look for a check.' : 'Look for a capture or an attack.', pieceHint],
  };
}

// Many puzzles share a theme title ("Mate in 2" 165 times), so each gets a number within its
// theme: the list a child scrolls never shows the same title twice.
const NUMBER_SUFFIX = / · Puzzle \d+$/;

export const numberedTitle = (base: string, n: number) => `${base} · Puzzle ${n}`;

/** The theme title a numbered title was made from. */
export const baseTitle = (title: string) => title.replace(NUMBER_SUFFIX, '');

/**
 * The puzzles with distinct titles: those sharing a theme title are numbered 1, 2, 3… in
 * id order (the library's order), so a regenerated library numbers the same way.
 */
export function numberTitles<T extends { id: string; title: string }>(puzzles: readonly T[]): T[] {
  const counts = new Map<string, number>();
  return [...puzzles]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((puzzle) => {
      const base = baseTitle(puzzle.title);
      const n = (counts.get(base) ?? 0) + 1;
      counts.set(base, n);
      return { ...puzzle, title: numberedTitle(base, n) };
    });
}
