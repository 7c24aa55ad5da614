import { msg } from '@lingui/core/macro';
import type { LessonStep } from '@chess-quest/protocol/lessons';
import { formatList } from '../../lib/format';
import { i18n } from '../../lib/i18n';

/**
 * What a walking step (collect the stars, capture them all) says after a move that is allowed
 * but does not do the task yet: the piece walks on, and the child hears where the task still is,
 * so no move in a lesson goes by without a word. Null for the moves that already say something
 * (a star collected, a capture, the step finished) and for the other kinds of step.
 */
export function offTaskMoveFeedback(step: LessonStep, to: string, remainingStars: readonly string[]): string | null {
  switch (step.kind) {
    case 'collect-stars':
      if (remainingStars.length === 0) return null;
      if (remainingStars.length === 1) {
        const star = remainingStars[0] ?? '';
        return i18n._(msg`No star on ${to}. The star is on ${star}. Keep going!`);
      } else {
        const stars = formatList(remainingStars);
        return i18n._(msg`No star on ${to}. The stars are on ${stars}. Keep going!`);
      }
    case 'capture-all':
      return i18n._(msg`Nothing to take on ${to}. Find a piece you can capture!`);
    default:
      return null;
  }
}
