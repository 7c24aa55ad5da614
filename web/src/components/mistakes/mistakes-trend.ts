import { msg, plural } from '@lingui/core/macro';
import type { MistakesSeries } from '@chess-quest/protocol/game-review';
import { formatNumber } from '../../lib/format';
import { i18n } from '../../lib/i18n';

// "Mistakes per game" for the grown-ups (issue 26): the series the server gives (oldest game
// first, its trend word) said in a sentence a parent or a teacher reads at a glance.

/** The mean of the mistakes over some games, to one decimal; null for no games. */
export function meanMistakes(points: MistakesSeries['points']): number | null {
  if (points.length === 0) return null;
  return Math.round((points.reduce((sum, p) => sum + p.mistakes, 0) / points.length) * 10) / 10;
}

/** The older and the newer half of the series, as the server compares them (the newer half takes the odd game). */
export function halves(points: MistakesSeries['points']): { older: MistakesSeries['points']; newer: MistakesSeries['points'] } {
  const cut = Math.floor(points.length / 2);
  return { older: points.slice(0, cut), newer: points.slice(cut) };
}

/** One or two sentences about the series, for `name` (a child's first name), in the active language. */
export function mistakesSentence(series: Pick<MistakesSeries, 'points' | 'trend'>, name: string): string {
  const { points, trend } = series;
  if (points.length === 0)
    return i18n._(msg`No reviewed games yet. After each game ${name} finishes, the coach counts the mistakes, and they show here.`);
  const count = points.length;
  const all = meanMistakes(points)!;
  if (trend === null) {
    return i18n._(
      msg`${name} has ${plural(count, { one: '# game', other: '# games' })} reviewed so far, with ${plural(all, { one: '# mistake a game', other: '# mistakes a game' })}. From 4 games on, you will see here whether mistakes go down.`,
    );
  }
  const { older, newer } = halves(points);
  const then = formatNumber(meanMistakes(older)!);
  const now = meanMistakes(newer)!;
  const newerCount = newer.length;
  const olderCount = older.length;
  const figures = i18n._(
    msg`${plural(now, { one: '# mistake a game', other: '# mistakes a game' })} over the last ${plural(newerCount, { one: '# game', other: '# games' })}, against ${then} in the ${plural(olderCount, { one: '# game', other: '# games' })} before`,
  );
  if (trend === 'down') return i18n._(msg`Fewer mistakes: ${figures}. ${name}'s games are teaching something!`);
  if (trend === 'up')
    return i18n._(msg`A few more mistakes lately: ${figures}. This often happens against stronger opponents; the coach's "Try it again" helps.`);
  return i18n._(msg`About the same: ${figures}.`);
}
