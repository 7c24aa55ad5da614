import { describe, expect, it } from 'vitest';
import { ILLEGAL_MOVE_MESSAGES, diagnoseIllegalMove, explainIllegalMove } from './move-explanations';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// After 1. e4 e5: bishops and queen have open lines.
const OPEN = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2';
// White king e1 in check from a black rook on e8; white rook a3, knight g1.
const IN_CHECK = '4r2k/8/8/8/8/R7/8/4K1N1 w - - 0 1';
// White bishop d2 pinned by a black bishop on b4 against the king on e1.
const PINNED = '4k3/8/8/8/1b6/8/3B4/4K3 w - - 0 1';
// Castling positions: all rights, nothing between; black rook f8 / d8 attacks the passing square.
const CASTLE_OPEN = 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1';
const CASTLE_THROUGH = '3rkr2/8/8/8/8/8/8/R3K2R w KQ - 0 1';
const CASTLE_INTO = '4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1';
const CASTLE_NO_RIGHTS = 'r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1';
const CASTLE_IN_CHECK = '4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1';
// En passant: white pawn e5, black just played d7-d5.
const EN_PASSANT = '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1';

describe('diagnoseIllegalMove', () => {
  it.each([
    ['legal pawn push', START, 'e2', 'e4', null],
    ['legal knight jump', START, 'g1', 'f3', null],
    ['legal en passant', EN_PASSANT, 'e5', 'd6', null],
    ['legal castling', CASTLE_OPEN, 'e1', 'g1', null],
    ['empty square', START, 'e4', 'e5', 'no-piece'],
    ['same square', START, 'e2', 'e2', 'same-square'],
    ["opponent's piece", START, 'e7', 'e5', 'not-your-turn'],
    ['bishop straight', OPEN, 'f1', 'f3', 'bishop-shape'],
    ['rook diagonal', CASTLE_OPEN, 'a1', 'b2', 'rook-shape'],
    ['knight straight', START, 'g1', 'g3', 'knight-shape'],
    ['queen like a knight', OPEN, 'd1', 'e3', 'queen-shape'],
    ['king two squares', OPEN, 'e1', 'e3', 'king-shape'],
    ['blocked bishop', START, 'f1', 'c4', 'blocked'],
    ['blocked rook', START, 'a1', 'a3', 'blocked'],
    ['pawn jumping a piece', '4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1', 'e2', 'e4', 'blocked'],
    ['own piece', START, 'g1', 'e2', 'own-piece'],
    ['king onto own piece', START, 'e1', 'e2', 'own-piece'],
    ['pawn backwards', OPEN, 'e4', 'e3', 'pawn-direction'],
    ['pawn sideways', OPEN, 'e4', 'd4', 'pawn-direction'],
    ['pawn three squares', START, 'a2', 'a5', 'pawn-direction'],
    ['pawn two squares later', OPEN, 'e4', 'e6', 'pawn-double-step'],
    ['pawn into a piece', OPEN, 'e4', 'e5', 'pawn-blocked'],
    ['pawn diagonal to empty', START, 'e2', 'd3', 'pawn-diagonal-needs-capture'],
    ['king into check', IN_CHECK, 'e1', 'e2', 'king-into-check'],
    ['ignoring check', IN_CHECK, 'a3', 'a4', 'must-escape-check'],
    ['pinned piece', PINNED, 'd2', 'e3', 'pinned'],
    ['castling without rights', CASTLE_NO_RIGHTS, 'e1', 'g1', 'castle-rights'],
    ['castling with a piece between', START, 'e1', 'g1', 'castle-rights'],
    ['castling queenside with a piece between', 'r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1', 'e1', 'c1', 'castle-rights'],
    ['castling through check', CASTLE_THROUGH, 'e1', 'g1', 'castle-through-check'],
    ['castling through check, queenside', CASTLE_THROUGH, 'e1', 'c1', 'castle-through-check'],
    ['castling into check', CASTLE_INTO, 'e1', 'g1', 'king-into-check'],
    ['castling out of check', CASTLE_IN_CHECK, 'e1', 'g1', 'castle-out-of-check'],
  ])('%s: %s %s-%s → %s', (_name, fen, from, to, reason) => {
    expect(diagnoseIllegalMove(fen, from, to)?.reason ?? null).toBe(reason);
  });

  it('speaks in short, kind sentences', () => {
    expect(explainIllegalMove(OPEN, 'f1', 'f3')).toBe('Bishops move diagonally.');
    expect(explainIllegalMove(START, 'a1', 'a3')).toBe("A piece can't jump over other pieces.");
    expect(explainIllegalMove(START, 'e7', 'e5')).toBe("It's not your turn.");
    expect(explainIllegalMove(IN_CHECK, 'a3', 'a4')).toBe('You must get your king out of check first.');
    expect(explainIllegalMove(START, 'e2', 'e4')).toBeNull();
    for (const message of Object.values(ILLEGAL_MOVE_MESSAGES)) {
      expect(message.length).toBeLessThanOrEqual(80);
      expect(message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('works on lesson positions without kings', () => {
    expect(diagnoseIllegalMove('8/8/8/8/8/8/8/R7 w - - 0 1', 'a1', 'b2')?.reason).toBe('rook-shape');
    expect(diagnoseIllegalMove('8/8/8/8/8/8/8/R7 w - - 0 1', 'a1', 'a8')).toBeNull();
  });

  it('uses the given piece when the caller knows it', () => {
    expect(diagnoseIllegalMove(START, 'e2', 'e4', { type: 'p', color: 'b' })?.reason).toBe('not-your-turn');
    expect(diagnoseIllegalMove(START, 'b1', 'b3', { type: 'n', color: 'w' })?.reason).toBe('knight-shape');
  });

  it('gives null for unreadable input', () => {
    expect(diagnoseIllegalMove('nonsense', 'e2', 'e4')).toBeNull();
    expect(diagnoseIllegalMove(START, 'z9', 'e4')).toBeNull();
  });
});
