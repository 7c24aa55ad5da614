import type { ArenaMe, ArenaSummary } from '@chess-quest/protocol/arenas';

/** What the arena screen shows now. */
export type ArenaStage = 'join' | 'countdown' | 'waiting' | 'paused' | 'game' | 'left' | 'ending' | 'podium' | 'cancelled';

/** The screen's stage from the arena's status and mine. */
export function arenaStage(arena: Pick<ArenaSummary, 'status'>, me: Pick<ArenaMe, 'status' | 'gameId'> | null): ArenaStage {
  if (arena.status === 'cancelled') return 'cancelled';
  if (arena.status === 'finished') return 'podium';
  if (me?.status === 'playing' && me.gameId) return 'game';
  if (arena.status === 'ending') return 'ending';
  if (!me) return 'join';
  if (me.status === 'left') return 'left';
  if (arena.status === 'scheduled') return 'countdown';
  return me.status === 'paused' ? 'paused' : 'waiting';
}

/** "4:05" for a countdown; "0:00" once past. */
export function clockText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A longer wait in words, for the list: "in 3 hours", "in 12 minutes", "in 40 seconds". */
export function waitWords(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  if (seconds < 60) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.round(minutes / 60);
  return `in ${hours} hours`;
}

/** Who an open arena is for, by its rating band: "Under 800", "800 to 1200", "Everyone". */
export function bandText(arena: Pick<ArenaSummary, 'minRating' | 'maxRating'>): string {
  const { minRating, maxRating } = arena;
  if (minRating === null && maxRating === null) return 'Everyone';
  if (minRating === null) return `Under ${maxRating}`;
  if (maxRating === null) return `${minRating} and up`;
  return `${minRating} to ${maxRating}`;
}

/** "5 minutes a game · lasts 20 minutes": the clock of each game and the arena's length. */
export function formatText(arena: Pick<ArenaSummary, 'timeControl' | 'minutes'>): string {
  const [base, increment] = arena.timeControl.split('+');
  const clock = increment === '0' ? `${base} minutes a game` : `${base} minutes + ${increment} s a move`;
  return `${clock} · lasts ${arena.minutes} minutes`;
}

/** The line under an arena in the list: when it starts or ends, or that it is over. */
export function arenaTimeLine(arena: Pick<ArenaSummary, 'status' | 'startsAt' | 'endsAt'>, nowMs: number): string {
  switch (arena.status) {
    case 'scheduled':
      return `Starts ${waitWords(Date.parse(arena.startsAt) - nowMs)}`;
    case 'running':
      return `Playing now · ends ${waitWords(Date.parse(arena.endsAt) - nowMs)}`;
    case 'ending':
      return 'Time is up · the last games are finishing';
    case 'finished':
      return 'Finished · see the podium';
    case 'cancelled':
      return 'Called off';
  }
}

/** The medal of a podium place. */
export const MEDALS = { 1: 'Gold', 2: 'Silver', 3: 'Bronze' } as const;

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** When an arena starts, in the browser's time: "Today at 3:00 PM", "Tomorrow at 5:00 PM", else the day. */
export function startText(startsAt: string, nowMs: number, locale?: string): string {
  const start = new Date(startsAt);
  const time = start.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const dayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((dayOf(start) - dayOf(new Date(nowMs))) / 86_400_000);
  if (days === 0) return `Today at ${time}`;
  if (days === 1) return `Tomorrow at ${time}`;
  if (days === -1) return `Yesterday at ${time}`;
  return `${start.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' })} at ${time}`;
}

/** A player name's parts where a line may break: "MightyBadger40" → ["Mighty", "Badger", "40"] (names are made of words). */
export function nameParts(username: string): string[] {
  return username.split(/(?<=[a-z])(?=[A-Z0-9])/);
}
