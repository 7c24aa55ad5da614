import { afterAll, describe, expect, it } from 'vitest';
import { createEnginePool } from '../../engine/engine-pool';
import { computeReview } from './analyse';

// The labels and sentences on hand-made positions, with the real engine (one worker).
const engine = createEnginePool({ size: 1 });
afterAll(() => engine.close());

describe('the after-game review on hand-made positions', () => {
  it('a hanging piece: the knight goes where the bishop takes it', async () => {
    const { review, mistakes } = await computeReview(engine, {
      startFen: '4k3/pb5p/8/8/8/8/PPP5/4K1N1 w - - 0 1',
      moves: ['Nf3', 'Bxf3'],
      colour: 'white',
    });
    const [move] = review.moves;
    expect(move?.label).toBe('blunder');
    expect(move?.sentence).toMatch(/^Your knight on f3 was left alone and the bishop took it\. A better move was \w+\.$/);
    expect(mistakes).toBe(1);
    expect(review.biggestMistake).toMatchObject({
      ply: 1,
      label: 'blunder',
      played: { san: 'Nf3' },
      hints: [expect.stringMatching(/^Look at your (king|knight|pawn)\.$/), expect.stringMatching(/can go to [a-h][1-8]\.$/)],
    });
    expect(review.biggestMistake?.sentence).not.toContain(review.biggestMistake?.better.san);
    expect(review.moves[1]).toMatchObject({ san: 'Bxf3', byChild: false, label: null, sentence: null });
  }, 60_000);

  it('a missed mate: Qh7 was checkmate', async () => {
    const { review } = await computeReview(engine, { startFen: '5rk1/5pp1/8/7Q/8/3B4/8/6K1 w - - 0 1', moves: ['Kg2'], colour: 'white' });
    expect(review.moves[0]).toMatchObject({ label: 'missed-win', sentence: 'You could have checkmated with Qh7!', betterSan: 'Qh7#' });
    expect(review.biggestMistake).toMatchObject({ ply: 1, fen: '5rk1/5pp1/8/7Q/8/3B4/8/6K1 w - - 0 1', better: { uci: 'h5h7' } });
    expect(review.biggestMistake?.goodUcis).toContain('h5h7');
  }, 60_000);

  it('a fork: the knight attacks the king and the rook', async () => {
    const { review } = await computeReview(engine, { startFen: 'r3k3/6pp/8/1N6/8/8/PP6/4K3 w - - 0 1', moves: ['Nc7+'], colour: 'white' });
    expect(review.moves[0]).toMatchObject({ label: 'great', sentence: 'Great fork: the knight attacks the king and the rook.', betterSan: null });
    expect(review.biggestMistake).toBeNull();
  }, 60_000);

  it('a good quiet move, from Black’s side too', async () => {
    const { review, mistakes, childMoves } = await computeReview(engine, { moves: ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5'], colour: 'black' });
    expect(childMoves).toBe(3);
    expect(mistakes).toBe(0);
    expect(review.moves.filter((m) => m.byChild).map((m) => [m.ply, m.label, m.sentence])).toEqual([
      [2, 'good', 'Good move: your pawn takes the middle of the board.'],
      // Nc6 guards the pawn e5 the knight f3 attacks.
      [4, 'good', 'Good move: now your pawn on e5 is safe.'],
      [6, 'good', 'Good move: your bishop comes out to help.'],
    ]);
  }, 60_000);
});
