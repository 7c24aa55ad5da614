import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { mateInOneMoves, mateInTwoFirstMoves, proveMateLine } from './mate-search';
import { puzzleTexts } from './puzzle-texts';
import { analyseLine } from './tactics';

// Positions from the project's own self-play games (see GENERATION.md) and textbook patterns.
const SCHOLARS_MATE = 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4';
const TWO_ROOK_MATES = '6k1/5ppp/8/8/8/8/5PPP/3RR1K1 w - - 0 1';
const MATE_IN_TWO = '3rk3/pp3pp1/6n1/1p3RP1/6pr/2P5/PP2K3/6q1 b - - 2 27';

describe('the exhaustive mate search', () => {
  it('finds every mate in 1', () => {
    expect(mateInOneMoves(new Chess(SCHOLARS_MATE))).toEqual(['h5f7']);
    expect(mateInOneMoves(new Chess(TWO_ROOK_MATES)).sort()).toEqual(['d1d8', 'e1e8']);
    expect(mateInOneMoves(new Chess())).toEqual([]);
  });

  it('proves a unique mate in 1 and rejects a position with two', () => {
    expect(proveMateLine(SCHOLARS_MATE, ['h5f7'], 1)).toEqual({ ok: true });
    expect(proveMateLine(SCHOLARS_MATE, ['c4f7'], 1)).toMatchObject({ ok: false });
    expect(proveMateLine(TWO_ROOK_MATES, ['d1d8'], 1)).toMatchObject({ ok: false, reason: expect.stringMatching(/2 moves mate/) });
  });

  it('proves a mate in 2 against every defence', () => {
    expect(mateInTwoFirstMoves(new Chess(MATE_IN_TWO))).toEqual(['h4h2']);
    expect(proveMateLine(MATE_IN_TWO, ['h4h2', 'f5f2', 'g1f2'], 2)).toEqual({ ok: true });
    // A wrong final move, a wrong first move, and a mate in 1 sold as a mate in 2 all fail.
    expect(proveMateLine(MATE_IN_TWO, ['h4h2', 'f5f2', 'g1g2'], 2)).toMatchObject({ ok: false });
    expect(proveMateLine(MATE_IN_TWO, ['g6f4', 'e2e3', 'g1g2'], 2)).toMatchObject({ ok: false });
    expect(proveMateLine(SCHOLARS_MATE, ['h5f7', 'e8e7', 'f7e7'], 2)).toMatchObject({ ok: false, reason: expect.stringMatching(/mate in 1/) });
  });
});

describe('themes and texts', () => {
  it('tags a queen fork and titles it for a child', () => {
    const fen = 'r3kb1r/2p1qppp/bpn1pn2/1Q1pN3/2PPP3/P5P1/1P3P1P/R1B1KB1R w KQkq - 1 12';
    const facts = analyseLine(fen, ['b5c6', 'e8d8', 'c6a8'], null);
    expect(facts.themes).toContain('fork');
    expect(facts.firstIsCheck).toBe(true);
    const texts = puzzleTexts({ themes: facts.themes, firstPiece: facts.firstPiece, child: facts.child, mateIn: null });
    expect(texts).toEqual({
      title: 'Fork!',
      description: 'Attack two pieces at once and win one of them.',
      hints: ['Look for a move that attacks two pieces.', 'Your queen can help.'],
    });
  });

  it('does not call a queen sacrifice that is taken at once a fork', () => {
    const fen = 'r1br2k1/pP2bppp/4n3/4P3/3p4/3q1N2/PPB2PPP/RNB2RK1 b - - 0 17';
    expect(analyseLine(fen, ['d3f1', 'g1f1', 'c8b7'], null).themes).not.toContain('fork');
  });

  it('tags a back-rank mate', () => {
    const facts = analyseLine('8/6k1/6P1/p1p4p/2P1b1n1/8/2P3P1/2q2R1K b - - 8 42', ['c1f1'], 1);
    expect(facts.themes).toEqual(expect.arrayContaining(['backRankMate', 'mate', 'mateIn1']));
    expect(facts.themes).not.toContain('hangingPiece');
    expect(puzzleTexts({ themes: facts.themes, firstPiece: 'q', child: 'b', mateIn: 1 }).description).toBe(
      'Find the move that checkmates the white king.',
    );
  });
});
