import { dailyTemplateSchema, type DailyTemplate } from '@chess-quest/protocol/achievements';

// Daily challenge templates per level band (protocol DAILY_BANDS). The day's challenge of a
// band is chosen by the date, not by chance: every child of the band gets the same task.

type Row = [
  id: string,
  band: number,
  title: string,
  description: string,
  difficulty: number,
  metric: DailyTemplate['metric'],
  target: number,
  points: number,
  xp: number,
];

const rows: Row[] = [
  ['b1-steps-3', 1, 'Lesson Time', 'Finish 3 lesson steps.', 1, 'lesson.steps', 3, 20, 40],
  ['b1-puzzles-2', 1, 'Puzzle Pair', 'Solve 2 new puzzles.', 1, 'puzzle.solved', 2, 20, 40],
  ['b1-easy-win', 1, 'Beat the Robot', 'Win a game against Easy.', 2, 'ai.wins.easy', 1, 30, 60],
  ['b1-story-3', 1, 'Story Reader', 'Read 3 story pages.', 1, 'story.pages', 3, 20, 40],
  ['b1-star', 1, 'Shine Bright', 'Earn 3 stars on a lesson step.', 2, 'lesson.three_star_steps', 1, 25, 50],
  ['b1-ai-game', 1, 'Play a Game', 'Finish a game against the computer.', 1, 'ai.games', 1, 20, 40],
  ['b1-mate', 1, 'Find the Mate', 'Solve a checkmate puzzle.', 2, 'puzzle.theme.mate', 1, 25, 50],
  ['b1-first-try', 1, 'First Try', 'Solve a puzzle on the first try.', 2, 'puzzle.first_try', 1, 25, 50],
  ['b2-steps-5', 2, 'Keep Learning', 'Finish 5 lesson steps.', 2, 'lesson.steps', 5, 30, 60],
  ['b2-puzzles-4', 2, 'Puzzle Quartet', 'Solve 4 new puzzles.', 2, 'puzzle.solved', 4, 30, 60],
  ['b2-forks-2', 2, 'Fork Day', 'Solve 2 fork puzzles.', 3, 'puzzle.theme.fork', 2, 40, 80],
  ['b2-medium-win', 2, 'Medium Match', 'Win a game against Medium.', 3, 'ai.wins.medium', 1, 50, 100],
  ['b2-castle', 2, 'Castle Early', 'Castle in a game.', 2, 'move.castle', 1, 30, 60],
  ['b2-story-5', 2, 'Page Turner', 'Read 5 story pages.', 2, 'story.pages', 5, 30, 60],
  ['b2-first-try-2', 2, 'Sharp Shooter', 'Solve 2 puzzles on the first try.', 3, 'puzzle.first_try', 2, 40, 80],
  ['b2-wins-2', 2, 'Double Win', 'Win 2 games against the computer.', 3, 'ai.wins', 2, 50, 100],
  ['b3-puzzles-6', 3, 'Puzzle Sprint', 'Solve 6 new puzzles.', 3, 'puzzle.solved', 6, 40, 80],
  ['b3-forks-3', 3, 'Fork Master', 'Solve 3 fork puzzles.', 4, 'puzzle.theme.fork', 3, 50, 100],
  ['b3-pins-2', 3, 'Pin Them Down', 'Solve 2 pin puzzles.', 4, 'puzzle.theme.pin', 2, 50, 100],
  ['b3-hard-win', 3, 'Dragon Hunt', 'Win a game against Hard.', 5, 'ai.wins.hard', 1, 80, 160],
  ['b3-mates-3', 3, 'Mate in Three Tries', 'Solve 3 checkmate puzzles.', 3, 'puzzle.theme.mate', 3, 40, 80],
  ['b3-first-try-3', 3, 'Laser Focus', 'Solve 3 puzzles on the first try.', 4, 'puzzle.first_try', 3, 50, 100],
  ['b3-stars-3', 3, 'Star Polish', 'Earn 3 stars on 3 lesson steps.', 3, 'lesson.three_star_steps', 3, 40, 80],
  ['b3-medium-wins-2', 3, 'Steady Winner', 'Win 2 games against Medium.', 4, 'ai.wins.medium', 2, 60, 120],
];

export const dailyTemplates: DailyTemplate[] = rows.map(([id, band, title, description, difficulty, metric, target, points, xp]) =>
  dailyTemplateSchema.parse({ id, band, title, description, difficulty, metric, target, points, xp }),
);
