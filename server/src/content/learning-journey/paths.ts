import type { PathStepRule } from '@chess-quest/protocol/learning-journey';

/**
 * The six learning paths of the spec's skill tree (§2 Multiplayer › Progress), each a
 * sequence of real things the product already has. A step completes only from facts
 * (server/src/features/learning-journey/step-rules.ts); docs/skills.md says how.
 * Only free content is asked for (story chapters 1-3, Easy and Medium computer), so every
 * child can finish every path.
 */
export interface PathStepContent {
  key: string;
  title: string;
  description: string;
  xp: number;
  rule: PathStepRule;
}

export interface LearningPathContent {
  id: string;
  name: string;
  description: string;
  icon: string;
  color: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  /** Minutes, an honest guess for a child (lessons' own durations plus a few minutes per puzzle or game). */
  estimatedDuration: number;
  skills: string[];
  prerequisites: string[];
  steps: PathStepContent[];
}

const lesson = (moduleId: string, title: string, description: string, xp = 50): PathStepContent => ({
  key: `lesson-${moduleId}`,
  title,
  description,
  xp,
  rule: { kind: 'lesson', moduleId },
});

const story = (chapterId: string, title: string, description: string, xp = 60): PathStepContent => ({
  key: `story-${chapterId}`,
  title,
  description,
  xp,
  rule: { kind: 'story', chapterId },
});

const puzzles = (theme: string | null, minRating: number, count: number, title: string, description: string, xp = 60): PathStepContent => ({
  key: `puzzles-${(theme ?? 'any').toLowerCase()}-${minRating}-${count}`,
  title,
  description,
  xp,
  rule: { kind: 'puzzles', theme, minRating, count },
});

const aiGame = (
  level: 'easy' | 'medium',
  colour: 'white' | 'black' | null,
  mustWin: boolean,
  count: number,
  title: string,
  description: string,
  xp = 80,
): PathStepContent => ({
  key: `ai-${level}-${colour ?? 'any'}-${mustWin ? 'win' : 'play'}-${count}`,
  title,
  description,
  xp,
  rule: { kind: 'ai-game', level, colour, mustWin, count },
});

const liveGame = (mustWin: boolean, count: number, title: string, description: string, xp = 80): PathStepContent => ({
  key: `live-${mustWin ? 'win' : 'play'}-${count}`,
  title,
  description,
  xp,
  rule: { kind: 'live-game', mustWin, count },
});

const mini = (challengeId: string, title: string, description: string, xp = 40): PathStepContent => ({
  key: `mini-${challengeId}`,
  title,
  description,
  xp,
  rule: { kind: 'mini-challenge', challengeId },
});

export const learningPathCatalog: LearningPathContent[] = [
  {
    id: 'chess-basics',
    name: 'Chess Basics',
    description: 'Meet the board and every piece, then play your very first game.',
    icon: 'crown',
    color: 'green',
    difficulty: 1,
    estimatedDuration: 120,
    skills: ['Piece movement', 'The board', 'Capturing'],
    prerequisites: [],
    steps: [
      lesson('the-board', 'The chessboard', 'Learn the names of the squares.'),
      mini('quick-light-up', 'Mini challenge: Light Up!', 'Tap the squares that light up, as fast as you can.'),
      lesson('the-rook', 'The rook', 'Zoom the rook along straight roads.'),
      lesson('the-bishop', 'The bishop', 'Slide the bishop on the diagonals.'),
      lesson('the-queen', 'The queen', 'The queen moves like a rook and a bishop.'),
      lesson('the-king', 'The king', 'One careful step at a time.'),
      lesson('the-knight', 'The knight', 'Jump in an L shape!'),
      lesson('the-pawn', 'The pawn', 'Small pieces with big dreams.'),
      lesson('capture', 'Capturing', 'Take the other side’s pieces.'),
      story('the-morning-the-board-froze', 'Story: The Morning the Board Froze', 'Start the quest and solve its challenges.'),
      aiGame('easy', null, false, 1, 'Your first game', 'Play one whole game against the Easy computer.'),
    ],
  },
  {
    id: 'basic-tactics',
    name: 'Basic Tactics',
    description: 'Check, checkmate and grabbing pieces that are left alone.',
    icon: 'swords',
    color: 'blue',
    difficulty: 2,
    estimatedDuration: 150,
    skills: ['Checkmates', 'Hanging pieces', 'Piece values'],
    prerequisites: ['chess-basics'],
    steps: [
      lesson('check', 'Check!', 'Attack the king and see how to escape.'),
      lesson('checkmate', 'Checkmate!', 'Trap the king so it has nowhere to go.'),
      lesson('piece-values', 'What pieces are worth', 'A queen is worth more than a pawn.'),
      puzzles('hangingPiece', 400, 5, 'Free pieces', 'Solve 5 puzzles where a piece is left alone.'),
      puzzles('mateIn1', 400, 5, 'Checkmate in one', 'Solve 5 checkmate-in-one puzzles.'),
      mini('pattern-king-attackers', 'Mini challenge: Who Attacks the King?', 'Pick every piece that attacks the king.'),
      story('rookas-straight-roads', 'Story: Rooka’s Straight Roads', 'Help Rooka in chapter 2.'),
      aiGame('easy', 'white', true, 1, 'Beat the Easy computer', 'Win a game against Easy playing White.', 100),
    ],
  },
  {
    id: 'endgame-basics',
    name: 'Endgame Basics',
    description: 'Turn pawns into queens and finish the game with few pieces left.',
    icon: 'flag',
    color: 'amber',
    difficulty: 2,
    estimatedDuration: 150,
    skills: ['Endgames', 'Promotion', 'Checkmates', 'Stalemate'],
    prerequisites: ['chess-basics'],
    steps: [
      lesson('promotion', 'Promotion', 'March a pawn to the end and crown it.'),
      lesson('stalemate', 'Stalemate', 'Learn the draw that surprises everyone.'),
      lesson('queen-mate', 'Checkmate with the queen', 'King and queen against a lonely king.'),
      lesson('two-rooks', 'The rook ladder', 'Two rooks climb to checkmate.'),
      puzzles('promotion', 500, 3, 'Pawn to queen', 'Solve 3 promotion puzzles rated 500 or more.'),
      story('the-whispering-forest', 'Story: The Whispering Forest', 'Find the secret paths in chapter 3.'),
      aiGame('easy', 'black', true, 1, 'Win as Black', 'Win a game against Easy playing Black.', 100),
    ],
  },
  {
    id: 'advanced-tactics',
    name: 'Advanced Tactics',
    description: 'Forks, pins, skewers and checkmates that take two moves.',
    icon: 'zap',
    color: 'purple',
    difficulty: 3,
    estimatedDuration: 180,
    skills: ['Forks', 'Pins and skewers', 'Calculation', 'Checkmates'],
    prerequisites: ['basic-tactics'],
    steps: [
      lesson('tactics', 'First tricks', 'Fork, pin and skewer.', 60),
      puzzles('fork', 600, 5, 'Fork finder', 'Solve 5 fork puzzles rated 600 or more.', 80),
      mini('pattern-fork-finder', 'Mini challenge: Fork Finder', 'Find the square where one piece attacks two.', 60),
      puzzles('pin', 700, 3, 'Pin it down', 'Solve 3 pin puzzles rated 700 or more.', 80),
      puzzles('skewer', 550, 3, 'Skewer!', 'Solve 3 skewer puzzles rated 550 or more.', 80),
      puzzles('mateIn2', 900, 5, 'Two-move checkmates', 'Solve 5 mate-in-two puzzles rated 900 or more.', 100),
      aiGame('medium', null, false, 1, 'Meet Medium', 'Play a whole game against the Medium computer.', 100),
    ],
  },
  {
    id: 'chess-strategy',
    name: 'Chess Strategy',
    description: 'Castle early, plan ahead and play real games with other kids.',
    icon: 'brain',
    color: 'teal',
    difficulty: 4,
    estimatedDuration: 240,
    skills: ['Opening principles', 'Calculation', 'Clock handling'],
    prerequisites: ['basic-tactics', 'endgame-basics'],
    steps: [
      lesson('castling', 'Castling', 'Tuck your king away safely.'),
      lesson('en-passant', 'En passant', 'The special pawn capture.'),
      puzzles(null, 900, 10, 'Ten tough puzzles', 'Solve 10 puzzles rated 900 or more.', 100),
      aiGame('medium', 'black', true, 1, 'Beat Medium as Black', 'Win against Medium playing Black.', 150),
      liveGame(false, 3, 'Play other kids', 'Finish 3 live games in Multiplayer.', 120),
    ],
  },
  {
    id: 'grandmaster-level',
    name: 'Grandmaster Level',
    description: 'The hardest puzzles and real wins: for true chess champions.',
    icon: 'trophy',
    color: 'red',
    difficulty: 5,
    estimatedDuration: 300,
    skills: ['Calculation', 'Checkmates', 'Clock handling', 'Opening principles'],
    prerequisites: ['advanced-tactics', 'chess-strategy'],
    steps: [
      puzzles('backRankMate', 900, 5, 'Back-rank checkmates', 'Solve 5 back-rank mates rated 900 or more.', 120),
      puzzles(null, 1100, 10, 'Champion puzzles', 'Solve 10 puzzles rated 1100 or more.', 150),
      aiGame('medium', null, true, 3, 'Three wins against Medium', 'Win 3 games against the Medium computer.', 200),
      liveGame(true, 3, 'Three live wins', 'Win 3 live games against other kids.', 200),
    ],
  },
];
