import type { ParentDashboard } from '@chess-quest/protocol/parent';

/** Under a minute in all: a look around the app after sign-up, not play yet. */
const PLAYED_AT_LEAST_SECONDS = 60;

/** What the welcome reads of the dashboard's answer. */
export type PlayedSoFar = {
  lessons: { items: readonly unknown[] };
  story: { items: readonly unknown[] };
  puzzles: Pick<ParentDashboard['puzzles'], 'tries'>;
  games: Pick<ParentDashboard['games'], 'played'> & { live: readonly unknown[] };
  achievements: readonly unknown[];
  coordinates: readonly Pick<ParentDashboard['coordinates'][number], 'best'>[];
  puzzleStreakBest: number;
  time: { days: readonly Pick<ParentDashboard['time']['days'][number], 'seconds'>[] };
};

/**
 * Nothing done yet: no lesson, story, puzzle, game, coordinates round, puzzle solved in a streak or achievement, and under a minute of
 * activity in all (the child's first page, open while the parent finished signing up). The
 * parent dashboard then shows a welcome instead of a table of zeros (issue 22).
 */
export function hasNotPlayedYet(data: PlayedSoFar): boolean {
  return (
    data.lessons.items.length === 0 &&
    data.story.items.length === 0 &&
    data.puzzles.tries === 0 &&
    data.games.played === 0 &&
    data.games.live.length === 0 &&
    data.achievements.length === 0 &&
    data.coordinates.every((best) => best.best === null) &&
    data.puzzleStreakBest === 0 &&
    data.time.days.reduce((sum, day) => sum + day.seconds, 0) < PLAYED_AT_LEAST_SECONDS
  );
}
