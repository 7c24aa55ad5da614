import { msg } from '@lingui/core/macro';
import { COORDINATES_RULES, type CoordinatesPrompt } from '@chess-quest/protocol/coordinates';
import { i18n } from '../../lib/i18n';

/**
 * The coordinates trainer's round on the child's screen (issue 26): what is asked now, the
 * answers given with their times (milliseconds since the round appeared), and what a wrong
 * answer shows. The server scores the answers again; this only keeps the child's view.
 */

export interface RoundAnswer {
  square: string;
  ms: number;
}

export interface Correction {
  /** The square that was asked. */
  right: string;
  /** What the child answered. */
  given: string;
}

export interface RoundState {
  prompts: readonly CoordinatesPrompt[];
  answers: RoundAnswer[];
  /** Right answers so far (the child's own count; the server's score is the one kept). */
  right: number;
  /** The last answer was wrong: the right square is shown (kindly) until the next answer. */
  correction: Correction | null;
}

export function newRound(prompts: readonly CoordinatesPrompt[]): RoundState {
  return { prompts, answers: [], right: 0, correction: null };
}

/** The prompt the child is answering now, or null when every square was asked. */
export function currentPrompt(state: RoundState): CoordinatesPrompt | null {
  return state.prompts[state.answers.length] ?? null;
}

/**
 * The state after an answer at `ms`: the next square is asked at once; a wrong one shows the
 * right square. Nothing is taken after the round's time, nor closer than a tap to the one before
 * (the server refuses answers closer than that: a double tap is one answer).
 */
export function answer(state: RoundState, square: string, ms: number): RoundState {
  const prompt = currentPrompt(state);
  if (!prompt || ms > COORDINATES_RULES.roundMs) return state;
  const before = state.answers.at(-1);
  if (before && ms < before.ms + COORDINATES_RULES.minGapMs) return state;
  const isRight = prompt.square === square;
  return {
    prompts: state.prompts,
    answers: [...state.answers, { square, ms }],
    right: state.right + (isRight ? 1 : 0),
    correction: isRight ? null : { right: prompt.square, given: square },
  };
}

/** Whole seconds left, rounded up (30 at the start, 0 at the end). */
export function secondsLeft(elapsedMs: number): number {
  return Math.max(0, Math.ceil((COORDINATES_RULES.roundMs - elapsedMs) / 1000));
}

/**
 * Typing a square: a file letter then a rank digit. Answers the new buffer and, when the two
 * make a square, that square (the buffer starts again). Anything else starts it again too.
 */
export function typeKey(buffer: string, key: string): { buffer: string; square: string | null } {
  const k = key.toLowerCase();
  if (/^[a-h]$/.test(k)) return { buffer: k, square: null };
  if (/^[1-8]$/.test(k) && buffer.length === 1) return { buffer: '', square: `${buffer}${k}` };
  return { buffer: '', square: null };
}

/** What the child reads under a round's score (in the reader's language). */
export function resultLine(score: number, best: number, newBest: boolean): string {
  if (score === 0) return i18n._(msg`No squares this time. Every try helps you learn the board!`);
  if (newBest) return i18n._(msg`That is your best ever in this game!`);
  return i18n._(msg`Your best is ${best}. Every round makes you faster!`);
}
