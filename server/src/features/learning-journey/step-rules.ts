import type { Fact, FactType } from '@chess-quest/protocol/facts';
import type { PathStepRule } from '@chess-quest/protocol/learning-journey';

/** A game that was not won counts as "played" only when the child really played it. */
export const MIN_CHILD_MOVES_FOR_A_PLAYED_GAME = 10;

/** Time between two facts of a path counts as time on it, up to this (a pause is not learning). */
export const MAX_GAP_SECONDS = { default: 10 * 60, game: 30 * 60 } as const;

/** The facts that can move a step. */
export const STEP_FACT_TYPES: readonly FactType[] = [
  'lesson.step.completed',
  'lesson.module.completed',
  'story.page.completed',
  'story.chapter.completed',
  'puzzle.attempted',
  'ai.game.finished',
  'multiplayer.game.finished',
  'mini_challenge.completed',
];

/** What a fact does to a step: one new thing (once per key) or the whole step at once. */
export type StepAdvance = { kind: 'one'; key: string } | { kind: 'all' };

/** Pure: how this fact moves a step with this rule, or null when it does not. */
export function advanceOf(rule: PathStepRule, fact: Fact): StepAdvance | null {
  switch (rule.kind) {
    case 'lesson':
      if (fact.type === 'lesson.step.completed' && fact.moduleId === rule.moduleId) return { kind: 'one', key: `step:${fact.stepIndex}` };
      if (fact.type === 'lesson.module.completed' && fact.moduleId === rule.moduleId) return { kind: 'all' };
      return null;
    case 'story':
      if (fact.type === 'story.page.completed' && fact.chapterId === rule.chapterId && fact.challenge) {
        return { kind: 'one', key: `page:${fact.page}` };
      }
      if (fact.type === 'story.chapter.completed' && fact.chapterId === rule.chapterId) return { kind: 'all' };
      return null;
    case 'puzzles':
      if (fact.type !== 'puzzle.attempted' || !fact.solved) return null;
      if (rule.theme !== null && !fact.themes.includes(rule.theme)) return null;
      if (fact.puzzleRating < rule.minRating) return null;
      return { kind: 'one', key: `puzzle:${fact.puzzleId}` };
    case 'ai-game':
      if (fact.type !== 'ai.game.finished' || fact.level !== rule.level) return null;
      if (rule.colour !== null && fact.colour !== rule.colour) return null;
      return gameCounts(rule.mustWin, fact.result, fact.childMoves.length) ? { kind: 'one', key: `game:${fact.gameId}` } : null;
    case 'live-game':
      if (fact.type !== 'multiplayer.game.finished') return null;
      return gameCounts(rule.mustWin, fact.result, fact.childMoves.length) ? { kind: 'one', key: `game:${fact.gameId}` } : null;
    case 'mini-challenge':
      return fact.type === 'mini_challenge.completed' && fact.challengeId === rule.challengeId ? { kind: 'all' } : null;
  }
}

function gameCounts(mustWin: boolean, result: 'win' | 'loss' | 'draw', childMoves: number): boolean {
  if (mustWin) return result === 'win';
  return result === 'win' || childMoves >= MIN_CHILD_MOVES_FOR_A_PLAYED_GAME;
}

/** Seconds this fact adds to a step: the time since the path last moved, capped. */
export function secondsSpent(rule: PathStepRule, at: Date, since: Date | null): number {
  const cap = rule.kind === 'ai-game' || rule.kind === 'live-game' ? MAX_GAP_SECONDS.game : MAX_GAP_SECONDS.default;
  // The first fact after a long pause: we only know the child was here for this one thing.
  if (!since) return 60;
  const gap = Math.round((at.getTime() - since.getTime()) / 1000);
  if (gap < 0) return 0;
  return gap > cap ? 60 : gap;
}
