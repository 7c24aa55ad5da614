import { Chess, validateFen } from 'chess.js';
import { describe, expect, it } from 'vitest';
import { lessonModuleDetailSchema, lessonStepSchema, storyChapterDetailSchema, type LessonStep } from '@chess-quest/protocol/lessons';
import { replayStep } from '@chess-quest/protocol/lessons/step-engine';
import { solveStep } from '@chess-quest/protocol/lessons/step-solver';
import { lessonModules, lessonStepSolutions } from './lessons';
import { STORY_ART, STORY_SPEAKERS, storyChapters, storyStepSolutions } from './story';

// The lesson and story content, checked with the same schemas the API uses and the same step
// engine the child plays with: every step can be finished, with 3 stars.

const POINTS_PER_LEVEL = 1000; // spec §9

interface Located {
  where: string;
  step: LessonStep;
}

const lessonSteps: Located[] = lessonModules.flatMap((m) => m.steps.map((step) => ({ where: m.id, step })));
const storySteps: Located[] = storyChapters.flatMap((c) => c.pages.flatMap((p) => (p.type === 'challenge' ? [{ where: c.id, step: p.step }] : [])));
const allSteps = [...lessonSteps, ...storySteps];
const solutions: Record<string, string[]> = { ...lessonStepSolutions, ...storyStepSolutions };
const label = ({ where, step }: Located) => `${where}/${step.id}`;
const walking = allSteps.filter(({ step }) => step.kind === 'collect-stars' || step.kind === 'capture-all');
const findMoves = allSteps.filter(({ step }) => step.kind === 'find-move');

const interactive = (steps: LessonStep[]) => steps.filter((s) => s.kind !== 'explain');
const enemyColor = (fen: string) => (fen.split(' ')[1] === 'b' ? 'w' : 'b');

function nonKingPieces(chess: Chess, color: 'w' | 'b'): string[] {
  return chess
    .board()
    .flat()
    .flatMap((cell) => (cell && cell.color === color && cell.type !== 'k' ? [cell.square] : []));
}

function playUci(fen: string, uci: string): Chess {
  const chess = new Chess(fen);
  chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
  return chess;
}

describe('lesson modules', () => {
  it('are at least 12, in sortOrder 1..n with unique ids', () => {
    expect(lessonModules.length).toBeGreaterThanOrEqual(12);
    expect(lessonModules.map((m) => m.sortOrder)).toEqual(lessonModules.map((_, i) => i + 1));
    expect(new Set(lessonModules.map((m) => m.id)).size).toBe(lessonModules.length);
  });

  it.each(lessonModules.map((m) => [m.id, m] as const))('%s parses as a module detail', (_id, m) => {
    const detail = { ...m, stepStars: m.steps.map(() => 0), progress: 0, completed: false };
    expect(() => lessonModuleDetailSchema.parse(detail)).not.toThrow();
    expect(m.isPremium).toBe(false);
    expect(m.duration).toBeGreaterThan(0);
    expect(m.points).toBeGreaterThanOrEqual(50);
    expect(m.points).toBeLessThanOrEqual(150);
  });

  it.each(lessonModules.map((m) => [m.id, m] as const))('%s has at least 5 interactive steps', (_id, m) => {
    expect(interactive(m.steps).length).toBeGreaterThanOrEqual(5);
  });

  it('follow the lesson order of the brief', () => {
    expect(lessonModules.map((m) => m.id)).toEqual([
      'the-board',
      'the-rook',
      'the-bishop',
      'the-queen',
      'the-king',
      'the-knight',
      'the-pawn',
      'capture',
      'check',
      'checkmate',
      'castling',
      'en-passant',
      'promotion',
      'stalemate',
      'piece-values',
      'queen-mate',
      'two-rooks',
      'tactics',
    ]);
  });

  it('rise in difficulty and required level', () => {
    for (let i = 1; i < lessonModules.length; i++) {
      const [a, b] = [lessonModules[i - 1], lessonModules[i]];
      expect(b?.difficulty).toBeGreaterThanOrEqual(a?.difficulty ?? 0);
      expect(b?.requiredLevel).toBeGreaterThanOrEqual(a?.requiredLevel ?? 0);
    }
    expect(lessonModules[0]?.difficulty).toBe(1);
    expect(lessonModules.at(-1)?.difficulty).toBe(5);
  });

  it('add up: the first 8 give level 2, and lessons alone open every later lesson', () => {
    const firstEight = lessonModules.slice(0, 8);
    expect(firstEight.every((m) => m.requiredLevel === 1)).toBe(true);
    expect(firstEight.reduce((sum, m) => sum + m.points, 0)).toBe(POINTS_PER_LEVEL);
    expect(lessonModules[8]?.requiredLevel).toBe(2);
    let earned = 0;
    for (const m of lessonModules) {
      expect(earned, `${m.id} opens at level ${m.requiredLevel}`).toBeGreaterThanOrEqual((m.requiredLevel - 1) * POINTS_PER_LEVEL);
      earned += m.points;
    }
    expect(new Set(lessonModules.map((m) => m.requiredLevel))).toEqual(new Set([1, 2, 3]));
  });
});

describe('story chapters', () => {
  it('are at least 20, numbered 1..n with unique ids', () => {
    expect(storyChapters.length).toBeGreaterThanOrEqual(20);
    expect(storyChapters.map((c) => c.chapterNumber)).toEqual(storyChapters.map((_, i) => i + 1));
    expect(new Set(storyChapters.map((c) => c.id)).size).toBe(storyChapters.length);
  });

  it('first 3 are free, the rest premium (spec §6)', () => {
    for (const c of storyChapters) expect(c.isPremium, c.id).toBe(c.chapterNumber > 3);
  });

  it('required level rises slowly: 1 for 1-5, 2 for 6-10, 3 for 11-15, 4 from 16', () => {
    for (const c of storyChapters) {
      const expected = c.chapterNumber <= 5 ? 1 : c.chapterNumber <= 10 ? 2 : c.chapterNumber <= 15 ? 3 : 4;
      expect(c.requiredLevel, c.id).toBe(expected);
    }
  });

  it('can be opened with the points of the lessons and the chapters before', () => {
    const lessonPoints = lessonModules.reduce((sum, m) => sum + m.points, 0);
    let earned = lessonPoints;
    for (const c of storyChapters) {
      expect(earned, c.id).toBeGreaterThanOrEqual((c.requiredLevel - 1) * POINTS_PER_LEVEL);
      earned += c.points;
    }
  });

  it.each(storyChapters.map((c) => [c.chapterNumber, c] as const))('chapter %i parses and is shaped like a picture book', (_n, c) => {
    const challenges = c.pages.filter((p) => p.type === 'challenge');
    const detail = { ...c, challengeStars: challenges.map(() => 0), progress: 0, completed: false };
    expect(() => storyChapterDetailSchema.parse(detail)).not.toThrow();
    const narrative = c.pages.filter((p) => p.type === 'narrative');
    expect(narrative.length).toBeGreaterThanOrEqual(3);
    expect(narrative.length).toBeLessThanOrEqual(6);
    expect(challenges.length).toBeGreaterThanOrEqual(1);
    expect(challenges.length).toBeLessThanOrEqual(3);
    expect(c.pages[0]?.type).toBe('narrative');
    for (const p of narrative) {
      expect(STORY_ART as readonly string[]).toContain(p.art);
      expect(Object.keys(STORY_SPEAKERS)).toContain(p.speaker);
    }
  });

  it('use every illustration and every character at least once', () => {
    const pages = storyChapters.flatMap((c) => c.pages).filter((p) => p.type === 'narrative');
    expect(new Set(pages.map((p) => p.art))).toEqual(new Set(STORY_ART));
    expect(new Set(pages.map((p) => p.speaker))).toEqual(new Set(Object.keys(STORY_SPEAKERS)));
  });

  it('follow the lessons: no chapter asks for a step kind or goal before its lesson', () => {
    // chapter 9 is check, 10 checkmate: a find-move 'check' needs chapter >= 9, 'mate' >= 10.
    for (const c of storyChapters) {
      for (const p of c.pages) {
        if (p.type !== 'challenge' || p.step.kind !== 'find-move') continue;
        if (p.step.goal === 'check') expect(c.chapterNumber, p.step.id).toBeGreaterThanOrEqual(9);
        if (p.step.goal === 'mate') expect(c.chapterNumber, p.step.id).toBeGreaterThanOrEqual(10);
      }
    }
  });
});

describe('every step', () => {
  it('has an id unique across all lessons and chapters', () => {
    const ids = allSteps.map(({ step }) => step.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it.each(allSteps.map((s) => [label(s), s] as const))('%s: parses and its FEN is a legal chess.js position', (_l, { step }) => {
    expect(() => lessonStepSchema.parse(step)).not.toThrow();
    expect(validateFen(step.fen)).toEqual({ ok: true });
    const chess = new Chess(step.fen);
    // The side that is not to move may not be in check (that position could never happen).
    const flipped = step.fen.split(' ');
    flipped[1] = enemyColor(step.fen);
    flipped[3] = '-';
    expect(new Chess(flipped.join(' ')).inCheck()).toBe(false);
    if (step.kind !== 'explain') expect(chess.moves().length).toBeGreaterThan(0);
  });

  it.each(allSteps.map((s) => [label(s), s] as const))('%s: text is short enough to read aloud', (_l, { step }) => {
    const texts = [step.instruction, step.successText, step.kind === 'find-move' ? step.hint : ''];
    for (const t of texts) {
      for (const sentence of t.split(/(?<=[.!?])\s+/)) {
        expect(sentence.split(/\s+/).length, sentence).toBeLessThanOrEqual(30);
      }
    }
  });
});

describe('walking steps (collect-stars, capture-all)', () => {
  it('every solution belongs to a walking step, and every walking step has one', () => {
    expect(Object.keys(solutions).sort()).toEqual(walking.map(({ step }) => step.id).sort());
  });

  it.each(walking.map((s) => [label(s), s] as const))('%s: the solution replays with 3 stars within par', (_l, { step }) => {
    const moves = solutions[step.id] ?? [];
    const result = replayStep(step, moves);
    expect(result.error).toBeUndefined();
    expect(result).toMatchObject({ done: true, stars: 3 });
    if (step.kind === 'collect-stars' || step.kind === 'capture-all') expect(result.movesUsed).toBeLessThanOrEqual(step.par);
  });

  it.each(walking.map((s) => [label(s), s] as const))('%s: par is the real fewest number of moves', (_l, { step }) => {
    if (step.kind !== 'collect-stars' && step.kind !== 'capture-all') return;
    const best = solveStep(step, { maxMoves: step.par });
    expect(best, 'no solution within par').not.toBeNull();
    expect(best?.length).toBe(step.par);
    // What the solver found is playable on the real board too.
    expect(replayStep(step, best ?? [])).toMatchObject({ done: true, stars: 3 });
  });

  it.each(walking.map((s) => [label(s), s] as const))('%s: the board is set up fairly', (_l, { step }) => {
    const chess = new Chess(step.fen);
    expect(chess.inCheck(), 'the child\u2019s king starts in check').toBe(false);
    const enemies = nonKingPieces(chess, enemyColor(step.fen));
    if (step.kind === 'capture-all') {
      expect(enemies.length).toBeGreaterThan(0);
    } else if (step.kind === 'collect-stars') {
      expect(new Set(step.stars).size).toBe(step.stars.length);
      for (const star of step.stars) expect(chess.get(star as never), `star on ${star} is covered`).toBeFalsy();
      // Enemy pieces only where the step is about keeping the king safe, and it says so.
      if (enemies.length > 0) expect(step.instruction).toMatch(/guard|protect/i);
    }
  });
});

describe('find-move steps', () => {
  it.each(findMoves.map((s) => [label(s), s] as const))('%s: every listed answer is accepted with 3 stars and meets the goal', (_l, { step }) => {
    if (step.kind !== 'find-move') return;
    for (const answer of step.solutions) {
      expect(replayStep(step, [answer]), answer).toMatchObject({ done: true, stars: 3, movesUsed: 1 });
      const after = playUci(step.fen, answer);
      if (step.goal === 'check') expect(after.inCheck(), answer).toBe(true);
      if (step.goal === 'mate') expect(after.isCheckmate(), answer).toBe(true);
      if (step.goal === 'win-piece') expect(after.history({ verbose: true })[0]?.captured, answer).toBeTruthy();
      expect(after.isStalemate(), `${answer} is stalemate`).toBe(false);
    }
  });

  it.each(findMoves.map((s) => [label(s), s] as const))('%s: a wrong answer is refused with a reason', (_l, { step }) => {
    if (step.kind !== 'find-move') return;
    const chess = new Chess(step.fen);
    const wrong = chess
      .moves({ verbose: true })
      .map((m) => `${m.from}${m.to}${m.promotion ?? ''}`)
      .find((uci) => !replayStep(step, [uci]).done);
    if (!wrong) return; // every legal move is right (a forced answer)
    const result = replayStep(step, [wrong]);
    expect(result.done).toBe(false);
    expect(result.error).toBeTruthy();
  });
});
