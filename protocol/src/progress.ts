import { z } from 'zod';
import { POINTS_PER_LEVEL } from './constants';

/** The browser sends its IANA time zone so a streak counts the child's own calendar days. */
export const TIME_ZONE_HEADER = 'x-time-zone';

/** A child's streaks: days in a row it came back, and the learning streak a shared badge names (spec §7). */
export const STREAK_TYPES = ['daily_login', 'learning'] as const;
export type StreakType = (typeof STREAK_TYPES)[number];

/** Level names: level 1 is the spec's 'Knight Apprentice'. */
export const LEVEL_TITLES = [
  'Knight Apprentice',
  'Squire of the Board',
  'Castle Guard',
  "Bishop's Scholar",
  'Royal Knight',
  'Rook Commander',
  "Queen's Champion",
  'Grand Strategist',
  'Chess Wizard',
  'Grandmaster of the Kingdom',
] as const;

export function levelTitle(level: number): string {
  const index = Math.min(Math.max(1, Math.floor(level)), LEVEL_TITLES.length) - 1;
  return LEVEL_TITLES[index]!;
}

/** Spec §9: 1000 points a level, starting at level 1. */
export function levelForPoints(points: number): number {
  return 1 + Math.floor(Math.max(0, points) / POINTS_PER_LEVEL);
}

/** Spec §9: the level bar is points modulo 1000 as a percentage of 1000. */
export function levelProgressPercent(points: number): number {
  return Math.round(((Math.max(0, points) % POINTS_PER_LEVEL) / POINTS_PER_LEVEL) * 100);
}

// Zones already found valid: making an Intl.DateTimeFormat is slow, and every request checks one.
const knownZones = new Set<string>();

export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((zone) => {
    if (knownZones.has(zone)) return true;
    try {
      new Intl.DateTimeFormat('en-CA', { timeZone: zone });
      if (knownZones.size < 1000) knownZones.add(zone);
      return true;
    } catch {
      return false;
    }
  }, 'x-time-zone must be an IANA time zone such as Europe/Paris');
