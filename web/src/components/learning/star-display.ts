import { msg, plural } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n';

/** Every step, challenge and lesson result is out of 3 stars. */
export const MAX_STEP_STARS = 3;

/** A star count clamped to 0..max and rounded down; anything unreadable counts as 0. */
export function clampStars(stars: number, max = MAX_STEP_STARS): number {
  if (!Number.isFinite(stars)) return 0;
  return Math.min(max, Math.max(0, Math.floor(stars)));
}

/** Which of the `max` stars are filled, left to right. */
export function starSlots(stars: number, max = MAX_STEP_STARS): boolean[] {
  const filled = clampStars(stars, max);
  return Array.from({ length: max }, (_, i) => i < filled);
}

/** "2 of 3 stars", "1 of 3 stars", "No stars yet". */
export function starsLabel(stars: number, max = MAX_STEP_STARS): string {
  const filled = clampStars(stars, max);
  return filled === 0 ? i18n._(msg`No stars yet`) : i18n._(msg`${filled} of ${max} stars`);
}

/** A cheer that matches the stars: a child always hears something kind. */
export function starsCheer(stars: number): string {
  const filled = clampStars(stars);
  if (filled >= 3) return i18n._(msg`Perfect!`);
  if (filled === 2) return i18n._(msg`Great job!`);
  return i18n._(msg`Well done!`);
}

/** Stars earned over a list of steps, and the most there are to earn. */
export function totalStars(stepStars: readonly number[]): { earned: number; possible: number } {
  return {
    earned: stepStars.reduce((sum, s) => sum + clampStars(s), 0),
    possible: stepStars.length * MAX_STEP_STARS,
  };
}

/** "+120 points!", or a kind word when the points were already earned on an earlier visit. */
export function pointsLine(points: number): string {
  return points > 0
    ? i18n._(msg`+${plural(points, { one: '# point!', other: '# points!' })}`)
    : i18n._(msg`You already earned the points for this one. Great practice!`);
}
