import type { MistakesSeries } from '@chess-quest/protocol/game-review';

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

const games = (n: number) => `${n} ${n === 1 ? 'game' : 'games'}`;
const perGame = (n: number) => `${n} ${n === 1 ? 'mistake' : 'mistakes'} a game`;

/** One or two sentences about the series, for `name` (a child's first name). */
export function mistakesSentence(series: Pick<MistakesSeries, 'points' | 'trend'>, name: string): string {
  const { points, trend } = series;
  if (points.length === 0) return `No reviewed games yet. After each game ${name} finishes, the coach counts the mistakes, and they show here.`;
  const all = meanMistakes(points)!;
  if (trend === null) {
    return `${name} has ${games(points.length)} reviewed so far, with ${perGame(all)}. From 4 games on, you will see here whether mistakes go down.`;
  }
  const { older, newer } = halves(points);
  const then = meanMistakes(older)!;
  const now = meanMistakes(newer)!;
  const figures = `${perGame(now)} over the last ${games(newer.length)}, against ${then} in the ${games(older.length)} before`;
  if (trend === 'down') return `Fewer mistakes: ${figures}. ${name}'s games are teaching something!`;
  if (trend === 'up')
    return `A few more mistakes lately: ${figures}. This often happens against stronger opponents; the coach's "Try it again" helps.`;
  return `About the same: ${figures}.`;
}
