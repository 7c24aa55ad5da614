import { describe, expect, it } from 'vitest';
import {
  forkAt,
  hangingPieceTaken,
  hangingPieces,
  mateInOneMoves,
  retryHints,
  REVIEW_TEXTS,
  reviewSentence,
  winningCapture,
  type ReviewedMoveInput,
  type ReviewTexts,
} from './review-sentences';
import { Chess } from 'chess.js';
import { LOCALES } from '../locales';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// White's knight g1 goes to f3, on the long diagonal of Black's bishop b7, with nothing guarding it.
const HANGING_KNIGHT = '4k3/1b6/8/8/8/8/8/4K1N1 w - - 0 1';
// Qh7 is mate: the bishop d3 guards h7, the rook f8 blocks the king's escape.
const MATE_QH7 = '5rk1/5pp1/8/7Q/8/3B4/8/6K1 w - - 0 1';
// The knight b5 can jump to c7: check, and the rook a8 is attacked too.
const FORK_NC7 = 'r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1';

function input(fenBefore: string, move: string, more: Partial<ReviewedMoveInput> = {}): ReviewedMoveInput {
  return { fenBefore, move, label: 'good', betterSan: null, betterMate: null, allowsMate: false, replySan: null, ply: 1, ...more };
}

function fenAfter(fen: string, san: string): string {
  const chess = new Chess(fen);
  chess.move(san);
  return chess.fen();
}

describe('detectors', () => {
  it('finds a piece left alone, and not a guarded one', () => {
    const after = fenAfter(HANGING_KNIGHT, 'Nf3');
    expect(hangingPieces(after, 'w')).toEqual([{ square: 'f3', type: 'n', undefended: true, attacker: 'b' }]);
    expect(hangingPieces(START, 'w')).toEqual([]);
    // A guarded knight attacked by a bishop is not hanging (equal value).
    expect(hangingPieces('4k3/1b6/8/8/8/5N2/6P1/4K3 w - - 0 1', 'w')).toEqual([]);
  });

  it('tells which reply took a hanging piece', () => {
    const after = fenAfter(HANGING_KNIGHT, 'Nf3');
    expect(hangingPieceTaken(after, 'Bxf3')).toBe('Your knight on f3 was left alone and the bishop took it.');
    expect(hangingPieceTaken(after, 'Ke7')).toBeNull();
  });

  it('finds the mate in one', () => {
    expect(mateInOneMoves(MATE_QH7).map((m) => m.san)).toEqual(['Qh7#']);
    expect(mateInOneMoves(START)).toEqual([]);
  });

  it('sees a fork of the king and the rook, and no fork of two guarded pawns', () => {
    const fork = forkAt(fenAfter(FORK_NC7, 'Nc7+'), 'c7');
    expect(fork?.targets.map((t) => t.type)).toEqual(['k', 'r']);
    expect(forkAt(fenAfter(START, 'Nf3'), 'f3')).toBeNull();
  });

  it('counts a capture of an unguarded piece as winning, and an even trade not', () => {
    const chess = new Chess('4k3/8/8/3r4/8/8/8/3RK3 w - - 0 1');
    expect(winningCapture(chess.fen(), chess.move('Rxd5'))).toEqual({ captured: 'r', free: true });
    const guarded = new Chess('4k3/4p3/3n4/8/8/8/8/3RK3 w - - 0 1');
    expect(winningCapture(guarded.fen(), guarded.move('Rxd6'))).toBeNull();
  });
});

describe('reviewSentence', () => {
  it('a hanging piece taken', () => {
    const said = reviewSentence(input(HANGING_KNIGHT, 'Nf3', { label: 'blunder', betterSan: 'Ne2', replySan: 'Bxf3' }));
    expect(said.sentence).toBe('Your knight on f3 was left alone and the bishop took it. A better move was Ne2.');
    expect(said.puzzleSentence).toBe('Your knight on f3 was left alone and the bishop took it. Can you find a better move?');
  });

  it('a hanging piece the opponent did not take', () => {
    const said = reviewSentence(input(HANGING_KNIGHT, 'g1f3', { label: 'mistake', betterSan: 'Ne2', replySan: 'Ke7' }));
    expect(said.sentence).toBe('After this move your knight on f3 could be taken for free. A better move was Ne2.');
  });

  it('a missed mate', () => {
    const said = reviewSentence(input(MATE_QH7, 'Kg2', { label: 'missed-win', betterSan: 'Qh7#', betterMate: 1 }));
    expect(said.sentence).toBe('You could have checkmated with Qh7!');
    expect(said.puzzleSentence).not.toContain('Qh7');
  });

  it('the mate played', () => {
    expect(reviewSentence(input(MATE_QH7, 'Qh7#', { label: 'great' })).sentence).toBe('Checkmate with Qh7! You won the game.');
  });

  it('a fork', () => {
    expect(reviewSentence(input(FORK_NC7, 'Nc7+', { label: 'great' })).sentence).toBe('Great fork: the knight attacks the king and the rook.');
  });

  it('good quiet moves', () => {
    expect(reviewSentence(input(START, 'Nf3')).sentence).toBe('Good move: your knight comes out to help.');
    expect(reviewSentence(input(START, 'e4')).sentence).toBe('Good move: your pawn takes the middle of the board.');
    expect(reviewSentence(input('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', 'O-O')).sentence).toBe('Good move: castling keeps your king safe.');
    // The knight on f3, attacked by the bishop b7 and unguarded, steps away to safety.
    expect(reviewSentence(input('4k3/1b6/8/8/8/5N2/8/4K3 w - - 0 1', 'Nd2')).sentence).toBe('Good move: your knight is safe now.');
  });

  it('a missed win of material names the piece', () => {
    const said = reviewSentence(input('4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1', 'Kf2', { label: 'missed-win', betterSan: 'Nxd5' }));
    expect(said.sentence).toBe('You could have won the queen with Nxd5!');
    expect(said.puzzleSentence).toBe('You could have won a queen here! Can you find how?');
  });
});

describe('retryHints', () => {
  it('names the piece, then the square, never the move', () => {
    expect(retryHints(MATE_QH7, 'Qh7#')).toEqual(['Look at your queen.', 'Your queen can go to h7.']);
  });
});

describe('in Spanish', () => {
  it('says what happened with the piece names, articles and genders of Spanish', () => {
    const said = reviewSentence(input(HANGING_KNIGHT, 'Nf3', { label: 'blunder', betterSan: 'Ne2', replySan: 'Bxf3' }), 'es');
    expect(said.sentence).toBe('Tu caballo en f3 se quedó solo y el alfil lo capturó. Una jugada mejor era Ne2.');
    expect(said.puzzleSentence).toBe('Tu caballo en f3 se quedó solo y el alfil lo capturó. ¿Encuentras una jugada mejor?');
    // A rook is feminine: "sola", "la capturó".
    expect(hangingPieceTaken('4k3/1b6/8/8/8/5R2/8/4K3 b - - 0 1', 'Bxf3', 'es')).toBe('Tu torre en f3 se quedó sola y el alfil la capturó.');
    expect(reviewSentence(input(FORK_NC7, 'Nc7+', { label: 'great' }), 'es').sentence).toBe('Gran horquilla: el caballo ataca al rey y a la torre.');
    expect(reviewSentence(input(MATE_QH7, 'Qh7#', { label: 'great' }), 'es').sentence).toBe('¡Jaque mate con Qh7! Ganaste la partida.');
    const missed = reviewSentence(input('4k3/8/8/3q4/8/2N5/8/4K3 w - - 0 1', 'Kf2', { label: 'missed-win', betterSan: 'Nxd5' }), 'es');
    expect(missed).toEqual({ sentence: '¡Podías ganar la dama con Nxd5!', puzzleSentence: '¡Aquí podías ganar una dama! ¿Encuentras cómo?' });
    expect(retryHints(MATE_QH7, 'Qh7#', 'es')).toEqual(['Mira tu dama.', 'Tu dama puede ir a h7.']);
  });

  it('leaves the English unchanged when no language is given', () => {
    const said = reviewSentence(input(HANGING_KNIGHT, 'Nf3', { label: 'blunder', betterSan: 'Ne2', replySan: 'Bxf3' }));
    expect(said).toEqual(reviewSentence(input(HANGING_KNIGHT, 'Nf3', { label: 'blunder', betterSan: 'Ne2', replySan: 'Bxf3' }), 'en'));
  });

  // One call of every kind of sentence; the type makes this table list every kind.
  const SAMPLES: { [K in keyof ReviewTexts]: Parameters<ReviewTexts[K]> } = {
    takenAlone: ['r', 'f3', 'b'],
    takenByCheaper: ['q', 'd4', 'p'],
    castling: [],
    movedToSafety: ['n'],
    guarded: ['b', 'c4'],
    developed: ['b'],
    centrePawn: [],
    bestMove: [],
    checkmate: ['Qh7'],
    fork: ['n', 'k', 'q'],
    tookFree: ['r'],
    goodTrade: ['q', 'n'],
    promoted: ['q'],
    check: [],
    took: ['b'],
    missedMateInOne: ['Qh7'],
    missedMateInOnePuzzle: [],
    missedMate: [3, 'Rd8+'],
    missedMatePuzzle: [3],
    missedWin: ['q', 'Nxd5'],
    missedWinPuzzle: ['q'],
    missedWinningMove: ['Bb5'],
    missedWinningMoveUnnamed: [],
    missedWinningMovePuzzle: [],
    allowsMate: [],
    leftFree: ['n', 'f3'],
    leftToCheaper: ['q', 'd1', 'b'],
    inaccuracy: [],
    givesChance: [],
    betterCapture: ['r', 'Bxa8'],
    betterMove: ['Nf3'],
    findBetter: [],
    hintPiece: ['q'],
    hintSquare: ['q', 'h7'],
  };
  const say = (locale: (typeof LOCALES)[number], kind: keyof ReviewTexts): string =>
    (REVIEW_TEXTS[locale][kind] as (...args: unknown[]) => string)(...SAMPLES[kind]);

  it('has every kind of sentence in every language, translated and keeping its squares and moves', () => {
    const kinds = Object.keys(SAMPLES) as (keyof ReviewTexts)[];
    for (const locale of LOCALES) expect(Object.keys(REVIEW_TEXTS[locale]).sort()).toEqual([...kinds].sort());
    for (const kind of kinds) {
      const english = say('en', kind);
      const spanish = say('es', kind);
      expect(spanish.length, kind).toBeGreaterThan(0);
      expect(spanish, kind).not.toBe(english);
      expect(spanish, kind).not.toMatch(/\b(your|you|move|pawn|knight|bishop|rook|queen|king|the)\b/i);
      for (const token of SAMPLES[kind].filter((arg): arg is string => typeof arg === 'string' && arg.length > 1))
        expect(spanish, kind).toContain(token);
      for (const count of SAMPLES[kind].filter((arg) => typeof arg === 'number')) expect(spanish, kind).toContain(String(count));
    }
  });
});
