import type { Request } from 'express';
import { TIME_ZONE_HEADER, timeZoneSchema } from '@chess-quest/protocol/progress';
import { parseInput } from './errors';

/**
 * The child's own calendar day ("2026-11-21") in the zone kept on the child's profile. Not
 * the request's header: switching it would move the day (more free puzzles, a two-day streak
 * from one sitting). The header only sets the zone when a profile is made.
 */
export function requestDay(req: Request, at = new Date()): string {
  // A header that names no zone at all is still bad input (400), though the day ignores it.
  requestTimeZone(req);
  return calendarDay(childTimeZone(req), at);
}

/** The zone of the session's child profile (UTC when there is none or it is no longer known). */
export function childTimeZone(req: Request): string {
  const zone = req.user?.child?.timeZone;
  return zone && timeZoneSchema.safeParse(zone).success ? zone : 'UTC';
}

/**
 * The instants where `day` begins and ends in `timeZone`, found in JS: PostgreSQL's own zone
 * list differs from the runtime's (it refuses some zones the browser sends).
 */
export function dayBounds(timeZone: string, day: string): { start: Date; end: Date } {
  const startOf = (date: string) => {
    const midnightUtc = Date.parse(`${date}T00:00:00Z`);
    // Two passes settle the offset, also on a day whose offset changes (DST).
    let guess = midnightUtc;
    for (let pass = 0; pass < 2; pass += 1) guess = midnightUtc - offsetMs(timeZone, new Date(guess));
    return new Date(guess);
  };
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { start: startOf(day), end: startOf(next) };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`. */
function offsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

// One formatter per zone: making an Intl.DateTimeFormat costs far more than using one.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function calendarDay(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** The time zone the request names, validated ("UTC" when unsaid): only for making a profile. */
export function requestTimeZone(req: Request): string {
  const header = req.get(TIME_ZONE_HEADER);
  return header === undefined ? 'UTC' : parseInput(timeZoneSchema, header);
}
