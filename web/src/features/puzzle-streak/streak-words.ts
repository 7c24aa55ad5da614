import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Chess } from 'chess.js';
import { PUZZLE_STREAK_MESSAGES } from '@chess-quest/protocol/puzzle-streak';
import { ApiError, errorMessageOf, refusalOf } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import { apiErrorText, requestErrorMessage } from '../../lib/request-error-message';

/** The side the child plays: the side to move in the puzzle's first position. */
export function streakSide(fen: string): 'white' | 'black' {
  return fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** A UCI move of `fen` in SAN ("Qh7+"), or the UCI itself when the position cannot play it. */
export function sanOf(fen: string, uci: string): string {
  try {
    return new Chess(fen).move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] }).san;
  } catch {
    return uci;
  }
}

/** The end screen's title: "Your streak: 7! Best: 9" (in the reader's language, as every text here). */
export function endTitle(streak: number, best: number): string {
  return i18n._(msg`Your streak: ${streak}! Best: ${best}`);
}

/** One kind sentence for the end of a run. */
export function endCheer(streak: number, best: number): string {
  if (streak === 0) return i18n._(msg`Every streak starts with one puzzle. You can do it!`);
  if (streak >= best) return i18n._(msg`That's your best streak ever. Amazing focus!`);
  const missing = best - streak;
  if (missing <= 2) return i18n._(msg`So close to your best! Just ${missing} more next time.`);
  return i18n._(msg`Well played! Every puzzle you solve makes you stronger.`);
}

/** protocol PUZZLE_STREAK_MESSAGES.freeRunUsed. */
export function freeRunUsedText(runs: number): string {
  return i18n._(
    msg`That's your ${plural(runs, { one: 'free streak', other: '# free streaks' })} for today, well played! Come back tomorrow, or ask a grown-up about Premium for unlimited streaks.`,
  );
}

/** protocol PUZZLE_STREAK_MESSAGES.freePlan. */
export function freePlanText(runs: number, puzzles: number): string {
  return i18n._(
    msg`Streak puzzles never use up your ${puzzles} free puzzles of the day. Free accounts start ${plural(runs, { one: 'one streak', other: '# streaks' })} a day; Premium starts as many as you like.`,
  );
}

/** The streak's fixed server sentences (protocol PUZZLE_STREAK_MESSAGES), by their English. */
const SERVER_SENTENCES: Readonly<Record<string, MessageDescriptor>> = {
  [PUZZLE_STREAK_MESSAGES.noRun]: msg`No such streak run.`,
  [PUZZLE_STREAK_MESSAGES.ended]: msg`This streak has ended. Start a new one!`,
  [PUZZLE_STREAK_MESSAGES.staleStep]: msg`That move was already answered. The page shows the streak as it is now.`,
  [PUZZLE_STREAK_MESSAGES.running]: msg`A streak is already going: carry on with it.`,
  [PUZZLE_STREAK_MESSAGES.emptyLibrary]: msg`There are no puzzles to play yet.`,
};

/** A failed streak request in the reader's language: the streak's own sentences here, the rest as every request's. */
export function streakErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return requestErrorMessage(error);
  const used = refusalOf(error, 'puzzleStreak.freeRunUsed');
  if (used) return freeRunUsedText(used.runs);
  const known = SERVER_SENTENCES[errorMessageOf(error)];
  return known ? i18n._(known) : apiErrorText(error);
}
