import { Chess } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { childMoveLosses, followed, MATE_CP, type ReviewEngine, type ReviewMove } from './review';

/** An engine that answers from a table (best move and score by position) and counts its searches. */
function tableEngine(answers: Record<string, { uci: string; scoreCp?: number; mate?: number }>) {
  const asked: string[] = [];
  const engine: ReviewEngine = {
    async analyse(fen) {
      asked.push(fen);
      const answer = answers[fen];
      if (!answer) throw new Error(`no answer for ${fen}`);
      const chess = new Chess(fen);
      const san = chess.move({ from: answer.uci.slice(0, 2), to: answer.uci.slice(2, 4), promotion: answer.uci[4] }).san;
      return [{ uci: answer.uci, san, scoreCp: answer.scoreCp ?? null, mate: answer.mate ?? null }];
    },
  };
  return { engine, asked };
}

function movesOf(sans: string[], childColour: 'w' | 'b', startFen?: string): { moves: ReviewMove[]; fens: string[] } {
  const chess = new Chess(startFen);
  const fens = [chess.fen()];
  const moves = sans.map((san, i) => {
    const move = chess.move(san);
    fens.push(chess.fen());
    return {
      ply: i + 1,
      san: move.san,
      uci: `${move.from}${move.to}${move.promotion ?? ''}`,
      fenAfter: chess.fen(),
      byChild: move.color === childColour,
    };
  });
  return { moves, fens };
}

describe('the review searches each position once, and not at all after the engine’s own move', () => {
  it('a child move equal to the engine’s best costs one search; another move costs two, with the same loss rule', async () => {
    const { moves, fens } = movesOf(['e4', 'e5', 'a3'], 'w');
    const { engine, asked } = tableEngine({
      [fens[0]!]: { uci: 'e2e4', scoreCp: 30 },
      [fens[2]!]: { uci: 'g1f3', scoreCp: 40 },
      [fens[3]!]: { uci: 'g8f6', scoreCp: 20 },
    });
    const losses = await childMoveLosses(engine, moves, fens[0], { nodes: 6000 });
    // e4 was the engine's move: the position after it was not searched, and it is worth the search's 30 from Black's side.
    expect(asked).toEqual([fens[0], fens[2], fens[3]]);
    expect(losses.map((l) => [l.move.san, l.lossCp, l.playedScore])).toEqual([
      ['e4', 0, 30],
      ['a3', 60, -20],
    ]);
    expect(losses[0]!.after).toEqual({ best: null, score: -30 });
  });

  it('a mate one move nearer after the engine’s mating move; a finished game scored as such', () => {
    const before = (mate: number) => ({ best: { uci: 'a1a2', san: 'Ra2', scoreCp: null, mate }, score: mate > 0 ? MATE_CP - mate : -MATE_CP - mate });
    const open = 'r3k3/6pp/8/1N6/8/8/PP6/4K3 b - - 0 1';
    // Mating in 3: the other side is mated in 2 (its score, −MATE_CP + 2); mated in 2: the other side mates in 2.
    expect(followed(before(3), open).score).toBe(-MATE_CP + 2);
    expect(followed(before(-2), open).score).toBe(MATE_CP - 2);
    expect(followed({ best: null, score: 85 }, open).score).toBe(-85);
    // Checkmate on the board: the side to move is mated, whatever the search said.
    expect(followed(before(1), '5rk1/5ppQ/8/8/8/3B4/8/6K1 b - - 1 1')).toEqual({ best: null, score: -MATE_CP });
  });
});
