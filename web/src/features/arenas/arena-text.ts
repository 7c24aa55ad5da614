import { msg, plural, selectOrdinal } from '@lingui/core/macro';
import type { ArenaMe, ArenaSummary } from '@chess-quest/protocol/arenas';
import { intlLocale } from '../../lib/format';
import { i18n } from '../../lib/i18n';

// The arena's words in the language the app shows (call while rendering).

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
  if (seconds < 60) return i18n._(msg`in ${plural(seconds, { one: '# second', other: '# seconds' })}`);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return i18n._(msg`in ${plural(minutes, { one: '# minute', other: '# minutes' })}`);
  const hours = Math.round(minutes / 60);
  return i18n._(msg`in ${hours} hours`);
}

/** Who an open arena is for, by its rating band: "Under 800", "800 to 1200", "Everyone". */
export function bandText(arena: Pick<ArenaSummary, 'minRating' | 'maxRating'>): string {
  const { minRating, maxRating } = arena;
  if (minRating === null && maxRating === null) return i18n._(msg`Everyone`);
  if (minRating === null) {
    const max = maxRating ?? 0;
    return i18n._(msg`Under ${max}`);
  }
  if (maxRating === null) return i18n._(msg`${minRating} and up`);
  return i18n._(msg`${minRating} to ${maxRating}`);
}

/** "5 minutes a game · lasts 20 minutes": the clock of each game and the arena's length. */
export function formatText(arena: Pick<ArenaSummary, 'timeControl' | 'minutes'>): string {
  const [base = '', increment = '0'] = arena.timeControl.split('+');
  const minutes = arena.minutes;
  const clock = increment === '0' ? i18n._(msg`${base} minutes a game`) : i18n._(msg`${base} minutes + ${increment} s a move`);
  return i18n._(msg`${clock} · lasts ${minutes} minutes`);
}

/** The line under an arena in the list: when it starts or ends, or that it is over. */
export function arenaTimeLine(arena: Pick<ArenaSummary, 'status' | 'startsAt' | 'endsAt'>, nowMs: number): string {
  switch (arena.status) {
    case 'scheduled': {
      const wait = waitWords(Date.parse(arena.startsAt) - nowMs);
      return i18n._(msg`Starts ${wait}`);
    }
    case 'running': {
      const wait = waitWords(Date.parse(arena.endsAt) - nowMs);
      return i18n._(msg`Playing now · ends ${wait}`);
    }
    case 'ending':
      return i18n._(msg`Ending · the last games are finishing`);
    case 'finished':
      return i18n._(msg`Finished · see the podium`);
    case 'cancelled':
      return i18n._(msg`Called off`);
  }
}

const MEDAL_WORDS = { 1: msg`Gold`, 2: msg`Silver`, 3: msg`Bronze` } as const;

/** The medal of a podium place. */
export function medalWord(place: 1 | 2 | 3): string {
  return i18n._(MEDAL_WORDS[place]);
}

/** "1st", "2nd", "3rd", "11th", "22nd" (Spanish "1.º"). */
export function ordinal(n: number): string {
  return i18n._(msg`${selectOrdinal(n, { one: '#st', two: '#nd', few: '#rd', other: '#th' })}`);
}

/** When an arena starts, in the browser's time: "Today at 3:00 PM", "Tomorrow at 5:00 PM", else the day. */
export function startText(startsAt: string, nowMs: number, locale: string = intlLocale()): string {
  const start = new Date(startsAt);
  const time = start.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  const dayOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((dayOf(start) - dayOf(new Date(nowMs))) / 86_400_000);
  if (days === 0) return i18n._(msg`Today at ${time}`);
  if (days === 1) return i18n._(msg`Tomorrow at ${time}`);
  if (days === -1) return i18n._(msg`Yesterday at ${time}`);
  const day = start.toLocaleDateString(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  return i18n._(msg`${day} at ${time}`);
}

/** A player name's parts where a line may break: "MightyBadger40" → ["Mighty", "Badger", "40"] (names are made of words). */
export function nameParts(username: string): string[] {
  return username.split(/(?<=[a-z])(?=[A-Z0-9])/);
}
