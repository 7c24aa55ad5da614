import { medalEntrySchema, type MedalEntry } from '@chess-quest/protocol/achievements';

// The medal catalog of Multiplayer › Medals: bronze to diamond, earned by real play.
// Seasonal medals have a real window; hidden ones show only once earned.

type Row = [
  id: string,
  name: string,
  description: string,
  icon: string,
  category: MedalEntry['category'],
  rarity: MedalEntry['rarity'],
  points: number,
  xpReward: number,
  metric: MedalEntry['rule']['metric'],
  target: number,
  extra?: { isHidden?: boolean; availableFrom?: string; availableUntil?: string },
];

const rows: Row[] = [
  // skill
  ['tactician-bronze', 'Tactician', 'Solve 25 different puzzles.', '3rd-place-medal', 'skill', 'bronze', 50, 100, 'puzzle.solved', 25],
  ['tactician-silver', 'Sharp Tactician', 'Solve 100 different puzzles.', '2nd-place-medal', 'skill', 'silver', 100, 200, 'puzzle.solved', 100],
  ['tactician-gold', 'Golden Tactician', 'Solve 300 different puzzles.', '1st-place-medal', 'skill', 'gold', 250, 500, 'puzzle.solved', 300],
  ['tactician-platinum', 'Platinum Tactician', 'Solve 600 different puzzles.', 'gem-stone', 'skill', 'platinum', 500, 1000, 'puzzle.solved', 600],
  ['warrior-bronze', 'Warrior', 'Win 3 live games.', 'crossed-swords', 'skill', 'bronze', 50, 100, 'mp.wins', 3],
  ['warrior-silver', 'Brave Warrior', 'Win 15 live games.', 'shield', 'skill', 'silver', 100, 200, 'mp.wins', 15],
  ['warrior-gold', 'Golden Warrior', 'Win 40 live games.', 'trophy', 'skill', 'gold', 250, 500, 'mp.wins', 40],
  ['warrior-diamond', 'Diamond Warrior', 'Win 100 live games.', 'gem-stone', 'skill', 'diamond', 1000, 2000, 'mp.wins', 100],
  ['engine-tamer', 'Robot Rival', 'Win 3 games against Hard.', 'robot', 'skill', 'gold', 250, 500, 'ai.wins.hard', 3],
  ['checkmate-artist', 'Checkmate Rainbow', 'Checkmate with 5 different kinds of piece.', 'artist-palette', 'skill', 'platinum', 500, 1000, 'mate.pieces', 5],
  // achievement
  ['scholar-bronze', 'Scholar', 'Complete 3 lessons.', 'books', 'achievement', 'bronze', 50, 100, 'lesson.modules', 3],
  ['scholar-silver', 'Wise Scholar', 'Complete 9 lessons.', 'graduation-cap', 'achievement', 'silver', 100, 200, 'lesson.modules', 9],
  ['scholar-gold', 'Golden Scholar', 'Complete all 18 lessons.', 'owl', 'achievement', 'gold', 250, 500, 'lesson.modules', 18],
  ['storyteller-silver', 'Storyteller', 'Finish 10 story chapters.', 'open-book', 'achievement', 'silver', 100, 200, 'story.chapters', 10],
  ['collector-bronze', 'Treasure Finder', 'Unlock 5 achievements.', 'wrapped-gift', 'achievement', 'bronze', 50, 100, 'achievement.count', 5],
  ['collector-gold', 'Treasure Keeper', 'Unlock 20 achievements.', 'money-bag', 'achievement', 'gold', 250, 500, 'achievement.count', 20],
  ['collector-diamond', 'Legend of the Board', 'Unlock 40 achievements.', 'crown', 'achievement', 'diamond', 1000, 2000, 'achievement.count', 40],
  // special
  ['streak-keeper-silver', 'Streak Keeper', 'Practise 14 days in a row.', 'fire', 'special', 'silver', 100, 200, 'streak.best', 14],
  ['streak-keeper-platinum', 'Eternal Flame', 'Practise 60 days in a row.', 'volcano', 'special', 'platinum', 500, 1000, 'streak.best', 60],
  ['daily-devotee', 'Daily Devotee', 'Complete 30 daily challenges.', 'calendar', 'special', 'gold', 250, 500, 'daily.completed', 30],
  ['secret-passant', 'Pawn Whisperer', 'Capture en passant in 3 games.', 'ninja', 'special', 'platinum', 300, 600, 'move.en_passant', 3, { isHidden: true }],
  ['secret-pawn-mate', 'The Smallest Hero', 'Checkmate with a pawn.', 'chess-pawn', 'special', 'diamond', 500, 1000, 'mate.pawn', 1, { isHidden: true }],
  ['secret-first-try', 'Eagle Eye', 'Solve 25 puzzles on the first try.', 'eagle', 'special', 'gold', 250, 500, 'puzzle.first_try', 25, { isHidden: true }],
  // seasonal (limited time, real windows)
  ['autumn-2026', 'Autumn Puzzle Hunt', 'Solve 20 puzzles during November 2026.', 'fallen-leaf', 'seasonal', 'silver', 150, 300, 'puzzle.solved', 20,
    { availableFrom: '2026-11-01T00:00:00Z', availableUntil: '2026-12-01T00:00:00Z' }],
  ['winter-2026', 'Winter Knights', 'Play 10 live games between 1 December and 6 January.', 'snowflake', 'seasonal', 'gold', 250, 500, 'mp.games', 10,
    { availableFrom: '2026-12-01T00:00:00Z', availableUntil: '2027-01-07T00:00:00Z' }],
  ['spring-2027', 'Spring Lessons', 'Finish 30 lesson steps during March 2027.', 'tulip', 'seasonal', 'bronze', 100, 200, 'lesson.steps', 30,
    { availableFrom: '2027-03-01T00:00:00Z', availableUntil: '2027-04-01T00:00:00Z' }],
];

export const medalCatalog: MedalEntry[] = rows.map(
  ([id, name, description, icon, category, rarity, points, xpReward, metric, target, extra]) =>
    medalEntrySchema.parse({ id, name, description, icon, category, rarity, points, xpReward, rule: { metric, target }, ...extra }),
);
