import type { Request } from 'express';
import { TIME_ZONE_HEADER, timeZoneSchema } from '@chess-quest/protocol/progress';
import { parseInput } from './errors';

/** The child's own calendar day ("2026-11-21") in the browser's time zone (UTC when unsaid). */
export function requestDay(req: Request, at = new Date()): string {
  const header = req.get(TIME_ZONE_HEADER);
  const timeZone = header === undefined ? 'UTC' : parseInput(timeZoneSchema, header);
  return calendarDay(timeZone, at);
}

export function calendarDay(timeZone: string, at: Date): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The time zone the request names, validated ("UTC" when unsaid). */
export function requestTimeZone(req: Request): string {
  const header = req.get(TIME_ZONE_HEADER);
  return header === undefined ? 'UTC' : parseInput(timeZoneSchema, header);
}
