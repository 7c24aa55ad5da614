import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { endingAfterMove, isThreefoldRepetition, type PlayedMove } from './game-end';

const START = new Chess().fen();

/** Plays `moves` from `start`, recording each as stored (UCI and the FEN after it). */
function play(start: string, moves: readonly string[]): { chess: Chess; played: PlayedMove[] } {
  const chess = new Chess(start);
  const played = moves.map((text) => {
    const move = chess.move(text);
    return { uci: `${move.from}${move.to}${move.promotion ?? ''}`, fenAfter: chess.fen() };
  });
  return { chess, played };
}

/** The ply (1-based) at which chess.js first sees a threefold repetition, from our stored moves and from its own replay. */
function firstRepetition(start: string, moves: readonly string[]) {
  const ours = moves.findIndex((_, i) => isThreefoldRepetition(start, play(start, moves.slice(0, i + 1)).played));
  const theirs = moves.findIndex((_, i) => play(start, moves.slice(0, i + 1)).chess.isThreefoldRepetition());
  return { ours: ours + 1, theirs: theirs + 1 };
}

describe('threefold repetition from stored FENs', () => {
  it('counts the start position and finds the third occurrence', () => {
    const shuffle = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8'];
    expect(firstRepetition(START, shuffle)).toEqual({ ours: 8, theirs: 8 });
    expect(isThreefoldRepetition(START, play(START, shuffle.slice(0, 7)).played)).toBe(false);
  });

  it('tells apart a position where en passant could be taken from the same placement later', () => {
    // After 2...d5 white may take on d6 en passant; when the knights bring the same placement
    // back the right is gone, so that first position does not count: the third occurrence
    // comes one ply later, from the position after 3.Nf3.
    const moves = ['e4', 'Nc6', 'e5', 'd5', 'Nf3', 'Nb8', 'Ng1', 'Nc6', 'Nf3', 'Nb8', 'Ng1', 'Nc6', 'Nf3'];
    expect(play(START, moves.slice(0, 4)).played[3]?.fenAfter.split(' ')[3]).toBe('d6');
    expect(firstRepetition(START, moves)).toEqual({ ours: 13, theirs: 13 });
  });

  it('counts en passant as chess.js does even when the capture would be illegal (the FEN leaves it out)', () => {
    // Black plays c5 beside the b5 pawn, but bxc6 would expose the king on a5 to the rook.
    const start = '7k/2p5/8/KP5r/8/8/8/8 b - - 0 1';
    const cycle = (a: string, b: string) => [`Ka${a}`, `K${b}`, 'Ka5', 'Kh8'];
    const moves = ['c5', ...cycle('6', 'g8'), ...cycle('4', 'h7'), ...cycle('6', 'g8')];
    expect(play(start, ['c5']).played[0]?.fenAfter.split(' ')[3]).toBe('-');
    expect(firstRepetition(start, moves)).toEqual({ ours: 13, theirs: 13 });
  });

  it('agrees with chess.js over random games that keep returning to earlier positions, also from the recent moves only', () => {
    let seed = 5;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const disagreements: string[] = [];
    let repeated = 0;
    for (let game = 0; game < 16; game += 1) {
      const chess = new Chess();
      const played: PlayedMove[] = [];
      while (!chess.isGameOver() && played.length < 100) {
        const legal = chess.moves({ verbose: true });
        // Often a piece goes back where it came from, so positions repeat; otherwise any move,
        // pawn pushes included, for en passant.
        const own = played.at(-2)?.uci;
        const back = legal.find((m) => own && m.from === own.slice(2, 4) && m.to === own.slice(0, 2));
        const pool = back && random() < 0.6 ? [back] : legal;
        // What a move reads (play-state.ts, `recentMovesOfGame`): the last halfmove-clock + 2
        // moves of the position before it; the start position only when that is all of them.
        const recent = played.slice(-(Number(chess.fen().split(' ')[4]) + 2));
        const startFen = recent.length === played.length ? START : null;
        const move = chess.move(pool[Math.floor(random() * pool.length)]!);
        const stored = { uci: `${move.from}${move.to}${move.promotion ?? ''}`, fenAfter: chess.fen() };
        played.push(stored);
        if (isThreefoldRepetition(START, played) !== chess.isThreefoldRepetition()) disagreements.push(chess.history().join(' '));
        if (isThreefoldRepetition(startFen, [...recent, stored]) !== chess.isThreefoldRepetition()) {
          disagreements.push(`recent moves only: ${chess.history().join(' ')}`);
        }
      }
      if (chess.isThreefoldRepetition()) repeated += 1;
    }
    expect(disagreements).toEqual([]);
    expect(repeated).toBeGreaterThan(4);
  });
});

describe('the ending after a move', () => {
  it('reads mate, stalemate, material and the fifty-move clock from the position', () => {
    expect(endingAfterMove(play(START, ['f3', 'e5', 'g4', 'Qh4#']).chess, START, [])).toEqual({
      result: 'black_wins',
      termination: 'checkmate',
      winnerColor: 'black',
    });
    expect(endingAfterMove(play('k7/8/1Q6/8/8/8/8/K7 w - - 0 1', ['Qc7']).chess, START, [])?.termination).toBe('stalemate');
    expect(endingAfterMove(play('k7/8/8/8/8/8/1r6/K7 w - - 0 1', ['Kxb2']).chess, START, [])?.termination).toBe('insufficient_material');
    const fifty = play('k7/8/8/8/8/8/R7/K7 w - - 99 80', ['Rb2']);
    expect(endingAfterMove(fifty.chess, START, fifty.played)).toEqual({ result: 'draw', termination: 'fifty_moves', winnerColor: null });
    expect(endingAfterMove(play('k7/8/8/8/8/8/R7/K7 w - - 98 80', ['Rb2']).chess, START, [])).toBeNull();
  });

  it('calls a repetition that is also the fiftieth move a threefold repetition, as chess.js does', () => {
    const start = 'k7/8/8/8/8/8/R7/K7 w - - 88 80';
    const back = ['Rb2+', 'Ka8', 'Ra2+', 'Kb8'];
    const { chess, played } = play(start, ['Rb2', 'Ka7', 'Ra2+', 'Kb8', ...back, ...back]);
    expect(chess.fen().split(' ')[4]).toBe('100');
    expect(endingAfterMove(chess, start, played)?.termination).toBe('threefold');
  });
});
