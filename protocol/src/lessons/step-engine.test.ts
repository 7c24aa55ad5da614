import { describe, expect, it } from 'vitest';
import { lessonStepSchema, type LessonStep } from '../lessons';
import { ILLEGAL_MOVE_MESSAGES } from '../chess/move-explanations';
import {
  applyStepMove,
  countTry,
  fenTurn,
  giveTurnTo,
  replayStep,
  startStep,
  starsFor,
  STEP_MESSAGES,
  twoStarLimit,
  type StepState,
} from './step-engine';
import { solveStep } from './step-solver';

const base = { title: 'Test', instruction: 'Do it.', successText: 'Well done!' };

function step(fields: Record<string, unknown>): LessonStep {
  return lessonStepSchema.parse({ id: 'test', ...base, ...fields });
}

// A rook on a1 and the two "watching" kings in far corners.
const ROOK_STARS = step({ kind: 'collect-stars', fen: '7k/8/8/8/8/8/8/R6K w - - 0 1', stars: ['a5', 'e5'], par: 2 });
const BISHOP_STARS = step({ kind: 'collect-stars', fen: '7k/8/8/8/8/8/8/2B4K w - - 0 1', stars: ['e3'], par: 1 });
const PAWN_STARS = step({ kind: 'collect-stars', fen: '7k/8/8/8/8/8/4P3/7K w - - 0 1', stars: ['e5'], par: 2 });
const KNIGHT_STARS = step({ kind: 'collect-stars', fen: '7k/8/8/8/8/8/8/1N5K w - - 0 1', stars: ['c3', 'd5'], par: 2 });
const LONE_KING = step({ kind: 'collect-stars', fen: '7k/8/8/8/8/8/8/K7 w - - 0 1', stars: ['b2', 'c3'], par: 2 });
// The black bishop on f4 guards c1, so the king walks round by c2.
const GUARDED_KING = step({ kind: 'collect-stars', fen: '7k/8/8/8/5b2/8/8/1K6 w - - 0 1', stars: ['d1'], par: 2 });
// Black to move: the child plays black.
const BLACK_ROOK = step({ kind: 'collect-stars', fen: 'r6k/8/8/8/8/8/8/7K b - - 0 1', stars: ['a1'], par: 1 });
// Rook a1 captures pawns a6, f6 (the black king h8 is never a target).
const CAPTURE_PAWNS = step({ kind: 'capture-all', fen: '7k/8/p4p2/8/8/8/8/R6K w - - 0 1', par: 2 });
const CAPTURE_DONE = step({ kind: 'capture-all', fen: '7k/8/8/8/8/8/8/R6K w - - 0 1', par: 1 });

const CHECK = step({
  kind: 'find-move',
  goal: 'check',
  fen: '4k3/8/8/8/8/8/8/R3K3 w - - 0 1',
  solutions: ['a1a8'],
  hint: 'Rooks go straight.',
});
const MATE = step({
  kind: 'find-move',
  goal: 'mate',
  fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1',
  solutions: ['a1a8'],
  hint: 'The back rank!',
});
// King a8 boxed by the white king b6: Qc7 stalemates, Qc6+ lets the king out to b8, Qc8 mates.
const STALEMATE_TRAP = step({
  kind: 'find-move',
  goal: 'mate',
  fen: 'k7/8/1K6/8/8/8/8/2Q5 w - - 0 1',
  solutions: ['c1c8'],
  hint: 'Go to the back rank.',
});
const CASTLE = step({
  kind: 'find-move',
  goal: 'exact',
  fen: 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1',
  solutions: ['e1g1'],
  hint: 'Castle short.',
});
const EN_PASSANT = step({
  kind: 'find-move',
  goal: 'exact',
  fen: '4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2',
  solutions: ['e5d6'],
  hint: 'Capture in passing.',
});
const PROMOTE_QUEEN = step({
  kind: 'find-move',
  goal: 'exact',
  fen: '7k/4P3/8/8/8/8/8/K7 w - - 0 1',
  solutions: ['e7e8q'],
  hint: 'Pick the queen.',
});
const PROMOTE_KNIGHT = step({
  kind: 'find-move',
  goal: 'exact',
  fen: '8/4P3/2k5/8/8/8/8/K7 w - - 0 1',
  solutions: ['e7e8n'],
  hint: 'Become a knight.',
});
// The queen on d5 is free; the pawn on b5 is guarded by the a6 pawn.
const WIN_PIECE = step({
  kind: 'find-move',
  goal: 'win-piece',
  fen: '6k1/8/p7/1p1q4/8/8/8/3R2K1 w - - 0 1',
  solutions: ['d1d5'],
  hint: 'Take the queen.',
});
const EXPLAIN = step({ kind: 'explain', fen: '4k3/8/8/8/8/8/8/4K3 w - - 0 1' });

function play(s: LessonStep, moves: string[]): StepState {
  let state = startStep(s);
  for (const move of moves) {
    const result = applyStepMove(s, state, move);
    if (!result.ok) throw new Error(`${move}: ${result.reason}`);
    state = result.state;
  }
  return state;
}

function refusal(s: LessonStep, moves: string[], last: string): string | null {
  const state = play(s, moves);
  const result = applyStepMove(s, state, last);
  return result.ok ? null : result.reason;
}

describe('FEN helpers', () => {
  it('reads and rewrites the side to move, clearing en passant', () => {
    expect(fenTurn('8/8/8/8/8/8/8/8 b - - 0 1')).toBe('b');
    expect(fenTurn('8/8/8/8/8/8/8/8 w - - 0 1')).toBe('w');
    expect(giveTurnTo('4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1', 'w')).toBe('4k3/8/8/8/4P3/8/8/4K3 w - - 0 1');
  });
});

describe('startStep', () => {
  it.each([
    ['collect-stars', ROOK_STARS, { childColor: 'w', remainingStars: ['a5', 'e5'], done: false }],
    ['black plays', BLACK_ROOK, { childColor: 'b', remainingStars: ['a1'], done: false }],
    ['capture-all', CAPTURE_PAWNS, { childColor: 'w', remainingStars: [], done: false }],
    ['capture-all with nothing to take', CAPTURE_DONE, { done: true }],
    ['explain', EXPLAIN, { done: true }],
    ['find-move', CHECK, { done: false, tries: 0, movesUsed: 0 }],
  ])('%s', (_name, s, expected) => {
    expect(startStep(s)).toMatchObject(expected);
  });
});

describe('walking steps: the turn comes back to the child', () => {
  it.each([
    ['rook', ROOK_STARS, ['a1a5', 'a5e5'], 'w'],
    ['knight', KNIGHT_STARS, ['b1c3', 'c3d5'], 'w'],
    ['black rook', BLACK_ROOK, ['a8a1'], 'b'],
    ['pawn double step clears en passant', PAWN_STARS, ['e2e4'], 'w'],
  ])('%s', (_name, s, moves, color) => {
    const state = play(s, moves);
    const fields = state.fen.split(' ');
    expect(fields[1]).toBe(color);
    expect(fields[3]).toBe('-');
    expect(state.movesUsed).toBe(moves.length);
  });

  it('collects a star only where the piece lands, and finishes on the last one', () => {
    const start = startStep(ROOK_STARS);
    // a1-a6 slides over a5 without stopping there.
    const over = applyStepMove(ROOK_STARS, start, 'a1a6');
    expect(over.ok && over.collectedStar).toBeUndefined();
    const first = applyStepMove(ROOK_STARS, start, 'a1a5');
    expect(first).toMatchObject({ ok: true, collectedStar: 'a5', done: false });
    if (!first.ok) return;
    expect(first.state.remainingStars).toEqual(['e5']);
    const second = applyStepMove(ROOK_STARS, first.state, 'a5e5');
    expect(second).toMatchObject({ ok: true, collectedStar: 'e5', done: true });
    if (!second.ok) return;
    expect(second.state.collected).toEqual(['a5', 'e5']);
    expect(applyStepMove(ROOK_STARS, second.state, 'e5e6')).toEqual({ ok: false, reason: STEP_MESSAGES.alreadyDone });
  });

  it('lets a pawn take two steps only from its first square', () => {
    expect(play(PAWN_STARS, ['e2e4', 'e4e5']).done).toBe(true);
    expect(refusal(PAWN_STARS, ['e2e3'], 'e3e5')).toBe(ILLEGAL_MOVE_MESSAGES['pawn-double-step']);
  });

  it('finishes capture-all when only the king is left, and says what was taken', () => {
    const start = startStep(CAPTURE_PAWNS);
    const first = applyStepMove(CAPTURE_PAWNS, start, 'a1a6');
    expect(first).toMatchObject({ ok: true, captured: 'a6', done: false, san: 'Rxa6' });
    if (!first.ok) return;
    expect(applyStepMove(CAPTURE_PAWNS, first.state, 'a6f6')).toMatchObject({ ok: true, captured: 'f6', done: true });
  });
});

describe('refused moves say why', () => {
  it.each([
    ['bishop straight', BISHOP_STARS, [], 'c1c4', ILLEGAL_MOVE_MESSAGES['bishop-shape']],
    ['rook diagonal', ROOK_STARS, [], 'a1b2', ILLEGAL_MOVE_MESSAGES['rook-shape']],
    ['knight straight', KNIGHT_STARS, [], 'b1b3', ILLEGAL_MOVE_MESSAGES['knight-shape']],
    ['king two squares', LONE_KING, [], 'a1a3', ILLEGAL_MOVE_MESSAGES['king-shape']],
    ['pawn backwards', PAWN_STARS, ['e2e3'], 'e3e2', ILLEGAL_MOVE_MESSAGES['pawn-direction']],
    ['rook onto its own king', ROOK_STARS, [], 'a1h1', ILLEGAL_MOVE_MESSAGES['own-piece']],
    ['same square', ROOK_STARS, [], 'a1a1', ILLEGAL_MOVE_MESSAGES['same-square']],
    ['rook through a pawn', CAPTURE_PAWNS, ['a1a6'], 'a6h6', ILLEGAL_MOVE_MESSAGES.blocked],
    ['king onto a guarded square', GUARDED_KING, [], 'b1c1', ILLEGAL_MOVE_MESSAGES['king-into-check']],
    ['empty square', ROOK_STARS, [], 'd4d5', ILLEGAL_MOVE_MESSAGES['no-piece']],
    ['an enemy piece', CAPTURE_PAWNS, [], 'a6a5', STEP_MESSAGES.notYourPieces('w')],
    ['a white piece when black plays', BLACK_ROOK, [], 'h1g1', STEP_MESSAGES.notYourPieces('b')],
    ['the watching king', ROOK_STARS, [], 'h1g2', STEP_MESSAGES.kingWatching('rook')],
    ['capturing a king', ROOK_STARS, ['a1a8'], 'a8h8', STEP_MESSAGES.kingsNeverCaptured],
    ['not a move', ROOK_STARS, [], 'rook to a5', STEP_MESSAGES.notAMove],
    ['explain steps', EXPLAIN, [], 'e1e2', STEP_MESSAGES.explainHasNoMoves],
  ])('%s', (_name, s, before, move, reason) => {
    expect(refusal(s, before, move)).toBe(reason);
  });

  it('a refused move leaves the state unchanged', () => {
    const state = startStep(ROOK_STARS);
    const copy = JSON.parse(JSON.stringify(state)) as StepState;
    applyStepMove(ROOK_STARS, state, 'a1b2');
    expect(state).toEqual(copy);
  });

  it('the lone king may walk (it is the only piece)', () => {
    expect(play(LONE_KING, ['a1b2', 'b2c3']).done).toBe(true);
  });

  it('the king walks around the guarded line', () => {
    expect(play(GUARDED_KING, ['b1c2', 'c2d1']).done).toBe(true);
  });
});

describe('find-move goals', () => {
  it.each([
    ['check: the listed move', CHECK, 'a1a8', true, undefined],
    ['check: any other checking move', CHECK, 'a1e1', false, ILLEGAL_MOVE_MESSAGES['own-piece']],
    ['check: a quiet move', CHECK, 'a1a2', false, STEP_MESSAGES.noCheck],
    ['mate: back rank', MATE, 'a1a8', true, undefined],
    ['mate: not check at all', MATE, 'a1a2', false, STEP_MESSAGES.noMate],
    ['mate: stalemate is refused kindly', STALEMATE_TRAP, 'c1c7', false, STEP_MESSAGES.stalemate],
    ['mate: check that is not mate', STALEMATE_TRAP, 'c1c6', false, STEP_MESSAGES.checkNotMate],
    ['mate: another mating move counts', STALEMATE_TRAP, 'c1c8', true, undefined],
    ['exact: castling', CASTLE, 'e1g1', true, undefined],
    ['exact: the other castling', CASTLE, 'e1c1', false, STEP_MESSAGES.notTheMove],
    ['exact: castling by dropping the king on its rook', CASTLE, 'e1h1', true, undefined],
    ['exact: the other castling, king on the a-rook', CASTLE, 'e1a1', false, STEP_MESSAGES.notTheMove],
    ['exact: en passant', EN_PASSANT, 'e5d6', true, undefined],
    ['exact: pushing instead', EN_PASSANT, 'e5e6', false, STEP_MESSAGES.notTheMove],
    ['exact: promotion, queen by default', PROMOTE_QUEEN, 'e7e8', true, undefined],
    ['exact: promotion, named queen', PROMOTE_QUEEN, 'e7e8q', true, undefined],
    ['exact: promotion to the wrong piece', PROMOTE_QUEEN, 'e7e8r', false, STEP_MESSAGES.wrongPromotion],
    ['exact: knight promotion wanted, queen given', PROMOTE_KNIGHT, 'e7e8', false, STEP_MESSAGES.wrongPromotion],
    ['exact: knight promotion', PROMOTE_KNIGHT, 'e7e8n', true, undefined],
    ['win-piece: the free queen', WIN_PIECE, 'd1d5', true, undefined],
    ['win-piece: another move', WIN_PIECE, 'd1d2', false, STEP_MESSAGES.notWinning],
    ['illegal moves are explained', WIN_PIECE, 'd1e2', false, ILLEGAL_MOVE_MESSAGES['rook-shape']],
  ])('%s', (_name, s, move, ok, reason) => {
    const result = applyStepMove(s, startStep(s), move);
    expect(result.ok).toBe(ok);
    if (result.ok) expect(result.done).toBe(true);
    else expect(result.reason).toBe(reason);
  });

  it('any checking move counts for a check goal', () => {
    // Rook a1 to e1 is blocked by the own king; a1-a8 checks along the rank; also the king can't give check.
    const s = step({ kind: 'find-move', goal: 'check', fen: '4k3/8/8/8/8/8/8/R2QK3 w - - 0 1', solutions: ['a1a8'], hint: 'h' });
    expect(applyStepMove(s, startStep(s), 'd1d7')).toMatchObject({ ok: true, done: true });
    expect(applyStepMove(s, startStep(s), 'd1h5')).toMatchObject({ ok: true, done: true });
  });

  it('a check that is not mate gets its own sentence', () => {
    const s = step({ kind: 'find-move', goal: 'mate', fen: '6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', solutions: ['a1a8'], hint: 'h' });
    // With f7 open the king escapes Ra8+.
    const loose = step({ kind: 'find-move', goal: 'mate', fen: '6k1/6pp/8/8/8/8/8/R5K1 w - - 0 1', solutions: ['a1a7'], hint: 'h' });
    expect(applyStepMove(s, startStep(s), 'a1a8')).toMatchObject({ ok: true });
    expect(applyStepMove(loose, startStep(loose), 'a1a8')).toEqual({ ok: false, reason: STEP_MESSAGES.checkNotMate });
  });

  it('reports the pawn taken en passant on its own square', () => {
    expect(applyStepMove(EN_PASSANT, startStep(EN_PASSANT), 'e5d6')).toMatchObject({ ok: true, captured: 'd5', san: 'exd6' });
  });

  it('counts tries', () => {
    expect(countTry(startStep(CHECK)).tries).toBe(1);
  });
});

describe('starsFor', () => {
  const par = (n: number) => step({ kind: 'capture-all', fen: CAPTURE_PAWNS.fen, par: n });
  it.each([
    [1, 1, 3],
    [1, 2, 2],
    [1, 3, 2],
    [1, 4, 1],
    [3, 3, 3],
    [3, 2, 3],
    [3, 4, 2],
    [3, 5, 2],
    [3, 6, 1],
    [6, 6, 3],
    [6, 8, 2],
    [6, 9, 2],
    [6, 10, 1],
    [10, 15, 2],
    [10, 16, 1],
  ])('par %i, %i moves: %i stars', (p, moves, stars) => {
    expect(starsFor(par(p), moves)).toBe(stars);
  });

  it.each([
    [3, 5],
    [4, 6],
    [5, 8],
    [6, 9],
    [1, 3],
  ])('two-star limit for par %i is %i', (p, limit) => {
    expect(twoStarLimit(p)).toBe(limit);
  });

  it.each([
    [1, 3],
    [2, 2],
    [3, 1],
    [7, 1],
  ])('find-move: %i tries give %i stars', (tries, stars) => {
    expect(starsFor(CHECK, tries)).toBe(stars);
  });

  it('explain is always 3', () => {
    expect(starsFor(EXPLAIN, 0)).toBe(3);
  });
});

describe('replayStep', () => {
  it.each([
    ['explain', EXPLAIN, [], { done: true, stars: 3, movesUsed: 0 }],
    ['rook at par', ROOK_STARS, ['a1a5', 'a5e5'], { done: true, stars: 3, movesUsed: 2 }],
    ['rook the long way', ROOK_STARS, ['a1a2', 'a2a5', 'a5e5'], { done: true, stars: 2, movesUsed: 3 }],
    ['rook wandering', ROOK_STARS, ['a1a2', 'a2a3', 'a3a4', 'a4a5', 'a5e5'], { done: true, stars: 1, movesUsed: 5 }],
    ['not finished', ROOK_STARS, ['a1a5'], { done: false, stars: 0, movesUsed: 1 }],
    ['capture-all', CAPTURE_PAWNS, ['a1a6', 'a6f6'], { done: true, stars: 3, movesUsed: 2 }],
    ['find-move first try', MATE, ['a1a8'], { done: true, stars: 3, movesUsed: 1 }],
    ['find-move second try', MATE, ['a1a2', 'a1a8'], { done: true, stars: 2, movesUsed: 2 }],
    ['find-move never solved', MATE, ['a1a2'], { done: false, stars: 0, movesUsed: 1 }],
    ['find-move nothing sent', MATE, [], { done: false, stars: 0, movesUsed: 0 }],
  ])('%s', (_name, s, moves, expected) => {
    expect(replayStep(s, moves)).toMatchObject(expected);
  });

  it.each([
    ['an illegal move', ROOK_STARS, ['a1b2', 'a1a5', 'a5e5'], 'Move 1 (a1b2): Rooks move in straight lines.'],
    ['moves after the end', ROOK_STARS, ['a1a5', 'a5e5', 'e5e6'], STEP_MESSAGES.tooManyMoves],
    ['moves after the answer', MATE, ['a1a8', 'a8a7'], STEP_MESSAGES.tooManyMoves],
    ['an unfinished walk', ROOK_STARS, ['a1a5'], STEP_MESSAGES.notFinished],
    ['a wrong answer', MATE, ['a1a2'], STEP_MESSAGES.noMate],
  ])('refuses %s', (_name, s, moves, error) => {
    const result = replayStep(s, moves);
    expect(result.done).toBe(false);
    expect(result.stars).toBe(0);
    expect(result.error).toBe(error);
  });
});

describe('solveStep', () => {
  it.each([
    ['rook', ROOK_STARS, 2],
    ['knight', KNIGHT_STARS, 2],
    ['guarded king', GUARDED_KING, 2],
    ['capture-all', CAPTURE_PAWNS, 2],
  ])('finds the fewest moves: %s', (_name, s, length) => {
    const moves = solveStep(s);
    expect(moves).toHaveLength(length);
    expect(replayStep(s, moves ?? [])).toMatchObject({ done: true, stars: 3 });
  });

  it('has nothing to solve for find-move or explain', () => {
    expect(solveStep(CHECK)).toBeNull();
    expect(solveStep(EXPLAIN)).toBeNull();
  });
});
