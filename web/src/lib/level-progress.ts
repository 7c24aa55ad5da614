import { POINTS_PER_LEVEL } from '@chess-quest/protocol/constants';

/** A progress value clamped to 0-100 (spec §3 "Progress bar input"); NaN counts as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Points earned inside the current level: points modulo POINTS_PER_LEVEL (spec §9). */
export function pointsIntoLevel(points: number): number {
  if (!Number.isFinite(points) || points <= 0) return 0;
  return Math.floor(points) % POINTS_PER_LEVEL;
}

/** Progress to the next level as a percentage: (points mod 1000) / 1000, clamped 0-100. */
export function levelProgressPercent(points: number): number {
  return clampPercent((pointsIntoLevel(points) / POINTS_PER_LEVEL) * 100);
}
