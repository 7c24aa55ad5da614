import { achievementEntrySchema, type AchievementEntry } from '@chess-quest/protocol/achievements';

// The achievement catalog: every entry is "a counter reaches a target", and every counter
// moves only from what the child really did (server/src/features/achievements/effects.ts).
// Icons are names of the Fluent Emoji Flat set (MIT, credited in the README).

type Row = [
  id: string,
  title: string,
  description: string,
  icon: string,
  category: AchievementEntry['category'],
  rarity: AchievementEntry['rarity'],
  difficulty: AchievementEntry['difficulty'],
  points: number,
  xpReward: number,
  metric: AchievementEntry['rule']['metric'],
  target: number,
  badge?: boolean,
];

const rows: Row[] = [
  // learning
  ['first-step', 'First Step', 'Finish your first lesson step.', 'footprints', 'learning', 'common', 'bronze', 10, 25, 'lesson.steps', 1],
  ['step-by-step', 'Step by Step', 'Finish 25 lesson steps.', 'books', 'learning', 'rare', 'silver', 50, 100, 'lesson.steps', 25],
  ['lesson-marathon', 'Lesson Marathon', 'Finish 100 lesson steps.', 'open-book', 'learning', 'epic', 'gold', 150, 300, 'lesson.steps', 100, true],
  ['first-module', 'Lesson Learned', 'Complete a whole lesson.', 'graduation-cap', 'learning', 'common', 'bronze', 20, 50, 'lesson.modules', 1],
  ['module-master', 'Module Master', 'Complete 5 lessons.', 'scroll', 'learning', 'rare', 'silver', 75, 150, 'lesson.modules', 5],
  ['all-lessons', 'Chess Scholar', 'Complete all 18 lessons.', 'owl', 'learning', 'legendary', 'diamond', 400, 800, 'lesson.modules', 18, true],
  ['three-stars', 'Shining Star', 'Earn 3 stars on a lesson step.', 'star', 'learning', 'common', 'bronze', 10, 25, 'lesson.three_star_steps', 1],
  ['star-collector', 'Star Collector', 'Earn 3 stars on 30 lesson steps.', 'glowing-star', 'learning', 'epic', 'gold', 150, 300, 'lesson.three_star_steps', 30, true],
  ['perfect-module', 'Perfect Lesson', 'Complete a lesson with 3 stars on every step.', 'sparkles', 'learning', 'rare', 'silver', 60, 120, 'lesson.perfect_modules', 1],
  ['first-puzzle', 'Puzzle Solver', 'Solve your first puzzle.', 'puzzle-piece', 'learning', 'common', 'bronze', 10, 25, 'puzzle.solved', 1],
  ['puzzles-10', 'Puzzle Fan', 'Solve 10 different puzzles.', 'brain', 'learning', 'common', 'silver', 40, 80, 'puzzle.solved', 10],
  ['puzzles-50', 'Puzzle Expert', 'Solve 50 different puzzles.', 'light-bulb', 'learning', 'rare', 'gold', 120, 250, 'puzzle.solved', 50, true],
  ['puzzles-200', 'Puzzle Wizard', 'Solve 200 different puzzles.', 'crystal-ball', 'learning', 'legendary', 'platinum', 400, 800, 'puzzle.solved', 200, true],
  ['first-try-5', 'Sharp Eyes', 'Solve 5 puzzles on the first try.', 'bullseye', 'learning', 'rare', 'silver', 50, 100, 'puzzle.first_try', 5],
  ['fork-finder', 'Fork Finder', 'Solve 3 fork puzzles.', 'fork-and-knife', 'learning', 'rare', 'silver', 50, 100, 'puzzle.theme.fork', 3],
  ['pin-pointer', 'Pin Pointer', 'Solve 3 pin puzzles.', 'pushpin', 'learning', 'rare', 'silver', 50, 100, 'puzzle.theme.pin', 3],
  ['mate-spotter', 'Mate Spotter', 'Solve 10 checkmate puzzles.', 'magnifying-glass-tilted-left', 'learning', 'rare', 'gold', 80, 160, 'puzzle.theme.mate', 10],
  ['back-rank', 'Back Rank Hero', 'Solve 3 back-rank mate puzzles.', 'shield', 'learning', 'epic', 'gold', 100, 200, 'puzzle.theme.backRankMate', 3],
  ['daily-puzzles-7', 'Daily Puzzler', 'Solve the daily puzzle 7 times.', 'calendar', 'learning', 'rare', 'silver', 70, 140, 'puzzle.daily', 7],
  ['puzzle-run-5', 'On a Roll', 'Solve 5 new puzzles in a row without a miss.', 'fire', 'learning', 'rare', 'silver', 60, 120, 'puzzle.run', 5],
  ['puzzle-run-15', 'Unstoppable', 'Solve 15 new puzzles in a row without a miss.', 'high-voltage', 'learning', 'epic', 'platinum', 200, 400, 'puzzle.run', 15, true],
  // combat
  ['first-ai-game', 'Robot Friend', 'Finish a game against the computer.', 'robot', 'combat', 'common', 'bronze', 10, 25, 'ai.games', 1],
  ['beat-easy', 'First Victory', 'Win a game against Easy.', 'crossed-swords', 'combat', 'common', 'bronze', 20, 50, 'ai.wins.easy', 1],
  ['beat-medium', 'Getting Stronger', 'Win a game against Medium.', 'flexed-biceps', 'combat', 'rare', 'silver', 60, 120, 'ai.wins.medium', 1],
  ['beat-hard', 'Giant Slayer', 'Win a game against Hard.', 'dragon', 'combat', 'epic', 'gold', 150, 300, 'ai.wins.hard', 1, true],
  ['hard-5', 'Engine Tamer', 'Win 5 games against Hard.', 'crown', 'combat', 'legendary', 'diamond', 400, 800, 'ai.wins.hard', 5, true],
  ['black-win', 'Dark Knight', 'Win a game playing Black against the computer.', 'horse-face', 'combat', 'rare', 'silver', 50, 100, 'ai.wins.black', 1],
  ['ai-wins-10', 'Robot Tamer', 'Win 10 games against the computer.', 'joystick', 'combat', 'rare', 'gold', 100, 200, 'ai.wins', 10],
  ['mate-queen', 'Queen Finish', 'Win a game with a checkmate by your queen.', 'crown', 'combat', 'common', 'bronze', 20, 50, 'mate.queen', 1],
  ['mate-rook', 'Rook Roller', 'Win a game with a checkmate by your rook.', 'castle', 'combat', 'common', 'bronze', 20, 50, 'mate.rook', 1],
  ['mate-bishop', 'Bishop Strike', 'Win a game with a checkmate by your bishop.', 'church', 'combat', 'rare', 'silver', 50, 100, 'mate.bishop', 1],
  ['mate-knight', 'Knight Rider', 'Win a game with a checkmate by your knight.', 'horse', 'combat', 'epic', 'gold', 100, 200, 'mate.knight', 1, true],
  ['mate-pawn', 'Little Hero', 'Win a game with a checkmate by a pawn.', 'chess-pawn', 'combat', 'epic', 'gold', 100, 200, 'mate.pawn', 1, true],
  ['mate-king', 'Royal Surprise', 'Win with a checkmate given by a king move.', 'crown', 'combat', 'legendary', 'diamond', 300, 600, 'mate.king', 1, true],
  ['castle', 'Safe King', 'Castle in a real game.', 'castle', 'combat', 'common', 'bronze', 10, 25, 'move.castle', 1],
  ['en-passant', 'Sneaky Pawn', 'Capture en passant in a real game.', 'ninja', 'combat', 'rare', 'silver', 60, 120, 'move.en_passant', 1],
  ['promotion', 'Pawn to Queen', 'Promote a pawn in a real game.', 'magic-wand', 'combat', 'rare', 'silver', 50, 100, 'move.promotion', 1],
  // progress
  ['streak-3', 'Three in a Row', 'Practise 3 days in a row.', 'seedling', 'progress', 'common', 'bronze', 15, 30, 'streak.best', 3],
  ['streak-7', 'Week of Chess', 'Practise 7 days in a row.', 'herb', 'progress', 'rare', 'silver', 50, 100, 'streak.best', 7, true],
  ['streak-30', 'Month of Chess', 'Practise 30 days in a row.', 'deciduous-tree', 'progress', 'epic', 'gold', 200, 400, 'streak.best', 30, true],
  ['streak-100', 'Hundred Days', 'Practise 100 days in a row.', 'hundred-points', 'progress', 'legendary', 'diamond', 500, 1000, 'streak.best', 100, true],
  ['story-first', 'Story Begins', 'Finish your first story chapter.', 'closed-book', 'progress', 'common', 'bronze', 20, 50, 'story.chapters', 1],
  ['story-5', 'Adventurer', 'Finish 5 story chapters.', 'world-map', 'progress', 'rare', 'silver', 80, 160, 'story.chapters', 5],
  ['story-all', 'Kingdom Saved', 'Finish 20 story chapters.', 'rainbow', 'progress', 'legendary', 'platinum', 400, 800, 'story.chapters', 20, true],
  ['daily-challenge-1', 'Challenge Accepted', 'Complete a daily challenge.', 'bullseye', 'progress', 'common', 'bronze', 15, 30, 'daily.completed', 1],
  ['daily-challenge-10', 'Challenge Champion', 'Complete 10 daily challenges.', 'trophy', 'progress', 'rare', 'gold', 100, 200, 'daily.completed', 10, true],
  ['xp-level-5', 'Rising Star', 'Collect 4,000 XP.', 'shooting-star', 'progress', 'epic', 'gold', 150, 0, 'xp.level', 5, true],
  // social
  ['first-live', 'Hello, Opponent', 'Play a live game against another player.', 'waving-hand', 'social', 'common', 'bronze', 15, 30, 'mp.games', 1],
  ['live-10', 'Regular Player', 'Play 10 live games.', 'busts-in-silhouette', 'social', 'rare', 'silver', 60, 120, 'mp.games', 10],
  ['first-live-win', 'Good Game', 'Win a live game.', 'handshake', 'social', 'common', 'silver', 30, 60, 'mp.wins', 1],
  ['live-wins-10', 'Club Champion', 'Win 10 live games.', 'sports-medal', 'social', 'epic', 'gold', 150, 300, 'mp.wins', 10, true],
  ['five-opponents', 'Many Friends', 'Play 5 different opponents.', 'people-hugging', 'social', 'rare', 'silver', 60, 120, 'mp.opponents', 5],
  ['rating-1000', 'Rating Climber', 'Reach a live rating of 1200.', 'chart-increasing', 'social', 'epic', 'platinum', 200, 400, 'mp.rating', 1200, true],
  ['first-share', 'Show and Tell', 'Share an achievement (with a parent).', 'loudspeaker', 'social', 'common', 'bronze', 10, 25, 'share.count', 1],
  // special
  ['bookworm', 'Bookworm', 'Read 50 story pages.', 'bookmark-tabs', 'special', 'rare', 'silver', 50, 100, 'story.pages', 50],
  ['promotion-puzzles', 'Crowning Moment', 'Solve 3 promotion puzzles.', 'gem-stone', 'special', 'rare', 'silver', 50, 100, 'puzzle.theme.promotion', 3],
  ['all-mates', 'Checkmate Artist', 'Checkmate with 5 different kinds of piece.', 'artist-palette', 'special', 'legendary', 'platinum', 400, 800, 'mate.pieces', 5, true],
  ['collector-10', 'Collector', 'Unlock 10 achievements.', 'wrapped-gift', 'special', 'rare', 'gold', 100, 200, 'achievement.count', 10, true],
  ['collector-25', 'Grand Collector', 'Unlock 25 achievements.', 'party-popper', 'special', 'legendary', 'diamond', 300, 600, 'achievement.count', 25, true],
];

export const achievementCatalog: AchievementEntry[] = rows.map(
  ([id, title, description, icon, category, rarity, difficulty, points, xpReward, metric, target, badge]) =>
    achievementEntrySchema.parse({
      id,
      title,
      description,
      icon,
      category,
      rarity,
      difficulty,
      points,
      xpReward,
      rule: { metric, target },
      badge: badge ?? false,
    }),
);
