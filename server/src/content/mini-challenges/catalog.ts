import type { MiniChallengeType, PatternQuestion } from '@chess-quest/protocol/mini-challenges';

/**
 * The mini challenge catalog (issue 14): four types, levels 1–5 (spec §9 labels: 1–2 Easy,
 * 3–4 Medium, 5 Hard). The rules of each run are here; the positions come from the
 * verified puzzle library (server/src/content/puzzles/library.json), chosen per run by the
 * server with a seed (server/src/features/mini-challenges/content.ts).
 */

export interface QuickMoveSettings {
  type: 'quick_move';
  targets: number;
  prompt: 'highlight' | 'name';
  showCoordinates: boolean;
  /** 'both': each target is asked from White's or Black's side, at random. */
  orientation: 'white' | 'black' | 'both';
}

export interface PatternSettings {
  type: 'pattern_match';
  /** The questions of a run, in order. */
  rounds: PatternQuestion[];
  /** Library puzzle difficulties the positions are taken from. */
  puzzleDifficulty: [number, number];
}

export interface MemorySettings {
  type: 'memory_game';
  rounds: number;
  pieces: number;
  showSeconds: number;
}

export interface SpeedSettings {
  type: 'speed_puzzle';
  puzzles: number;
  puzzleDifficulty: [number, number];
}

export type MiniSettings = QuickMoveSettings | PatternSettings | MemorySettings | SpeedSettings;

export interface MiniChallengeEntry {
  id: string;
  title: string;
  description: string;
  type: MiniChallengeType;
  difficulty: 1 | 2 | 3 | 4 | 5;
  timeLimit: number;
  goalScore: number;
  rewards: { points: number; xp: number; badge?: string };
  settings: MiniSettings;
}

export const miniChallengeCatalog: MiniChallengeEntry[] = [
  {
    id: 'quick-light-up',
    title: 'Light Up!',
    description: 'A square lights up. Tap it as fast as you can!',
    type: 'quick_move',
    difficulty: 1,
    timeLimit: 30,
    goalScore: 500,
    rewards: { points: 20, xp: 25 },
    settings: { type: 'quick_move', targets: 10, prompt: 'highlight', showCoordinates: true, orientation: 'white' },
  },
  {
    id: 'quick-name-square',
    title: 'Name That Square',
    description: 'Read the name of a square, like e4, and find it on the board.',
    type: 'quick_move',
    difficulty: 2,
    timeLimit: 30,
    goalScore: 600,
    rewards: { points: 30, xp: 35 },
    settings: { type: 'quick_move', targets: 12, prompt: 'name', showCoordinates: true, orientation: 'white' },
  },
  {
    id: 'quick-no-letters',
    title: 'No Letters Allowed',
    description: 'Find each square with no letters or numbers on the board.',
    type: 'quick_move',
    difficulty: 3,
    timeLimit: 45,
    goalScore: 800,
    rewards: { points: 40, xp: 50 },
    settings: { type: 'quick_move', targets: 15, prompt: 'name', showCoordinates: false, orientation: 'white' },
  },
  {
    id: 'quick-black-side',
    title: "From Black's Side",
    description: 'The board is turned around. Can you still find every square?',
    type: 'quick_move',
    difficulty: 4,
    timeLimit: 45,
    goalScore: 800,
    rewards: { points: 50, xp: 60 },
    settings: { type: 'quick_move', targets: 15, prompt: 'name', showCoordinates: true, orientation: 'black' },
  },
  {
    id: 'quick-coordinate-master',
    title: 'Coordinate Master',
    description: 'No letters, and the board may turn. Only real masters find them all!',
    type: 'quick_move',
    difficulty: 5,
    timeLimit: 45,
    goalScore: 1200,
    rewards: { points: 75, xp: 90, badge: 'Coordinate Master' },
    settings: { type: 'quick_move', targets: 20, prompt: 'name', showCoordinates: false, orientation: 'both' },
  },
  {
    id: 'pattern-king-attackers',
    title: 'Who Attacks the King?',
    description: 'The king is in check. Pick every piece that attacks it.',
    type: 'pattern_match',
    difficulty: 1,
    timeLimit: 45,
    goalScore: 200,
    rewards: { points: 20, xp: 25 },
    settings: { type: 'pattern_match', rounds: ['attackers', 'attackers', 'attackers', 'attackers'], puzzleDifficulty: [1, 2] },
  },
  {
    id: 'pattern-hanging-pieces',
    title: 'Hanging Pieces',
    description: 'Find the pieces nobody protects, and the pieces that give check.',
    type: 'pattern_match',
    difficulty: 3,
    timeLimit: 60,
    goalScore: 250,
    rewards: { points: 40, xp: 50 },
    settings: { type: 'pattern_match', rounds: ['hanging', 'attackers', 'hanging', 'attackers', 'hanging'], puzzleDifficulty: [1, 3] },
  },
  {
    id: 'pattern-fork-finder',
    title: 'Fork Finder',
    description: 'Find the square where one piece attacks two. Hard ones!',
    type: 'pattern_match',
    difficulty: 5,
    timeLimit: 60,
    goalScore: 250,
    rewards: { points: 75, xp: 90, badge: 'Pattern Spotter' },
    settings: { type: 'pattern_match', rounds: ['fork', 'hanging', 'fork', 'attackers', 'fork'], puzzleDifficulty: [1, 5] },
  },
  {
    id: 'memory-tiny',
    title: 'Tiny Memory',
    description: 'Look at three pieces, then put them back where they were.',
    type: 'memory_game',
    difficulty: 1,
    timeLimit: 60,
    goalScore: 120,
    rewards: { points: 20, xp: 25 },
    settings: { type: 'memory_game', rounds: 3, pieces: 3, showSeconds: 5 },
  },
  {
    id: 'memory-four',
    title: 'Picture the Board',
    description: 'Four pieces to remember each time.',
    type: 'memory_game',
    difficulty: 2,
    timeLimit: 75,
    goalScore: 160,
    rewards: { points: 30, xp: 35 },
    settings: { type: 'memory_game', rounds: 3, pieces: 4, showSeconds: 5 },
  },
  {
    id: 'memory-six',
    title: 'Memory Muscles',
    description: 'Six pieces, a short look. Remember them all!',
    type: 'memory_game',
    difficulty: 4,
    timeLimit: 90,
    goalScore: 250,
    rewards: { points: 50, xp: 60 },
    settings: { type: 'memory_game', rounds: 3, pieces: 6, showSeconds: 4 },
  },
  {
    id: 'memory-master',
    title: 'Memory Master',
    description: 'Eight pieces and a very short look. For chess memory champions.',
    type: 'memory_game',
    difficulty: 5,
    timeLimit: 90,
    goalScore: 350,
    rewards: { points: 75, xp: 90, badge: 'Memory Master' },
    settings: { type: 'memory_game', rounds: 3, pieces: 8, showSeconds: 3 },
  },
  {
    id: 'speed-sprint',
    title: 'Puzzle Sprint',
    description: 'Solve as many one-move puzzles as you can before time runs out.',
    type: 'speed_puzzle',
    difficulty: 1,
    timeLimit: 60,
    goalScore: 300,
    rewards: { points: 20, xp: 25 },
    settings: { type: 'speed_puzzle', puzzles: 30, puzzleDifficulty: [1, 1] },
  },
  {
    id: 'speed-dash',
    title: 'Puzzle Dash',
    description: 'Trickier puzzles. A wrong move costs seconds, three right in a row win some back.',
    type: 'speed_puzzle',
    difficulty: 3,
    timeLimit: 90,
    goalScore: 500,
    rewards: { points: 40, xp: 50 },
    settings: { type: 'speed_puzzle', puzzles: 40, puzzleDifficulty: [2, 3] },
  },
  {
    id: 'speed-storm',
    title: 'Puzzle Storm',
    description: 'The hardest quick puzzles. How many can you solve?',
    type: 'speed_puzzle',
    difficulty: 5,
    timeLimit: 120,
    goalScore: 800,
    rewards: { points: 75, xp: 90, badge: 'Storm Rider' },
    settings: { type: 'speed_puzzle', puzzles: 50, puzzleDifficulty: [2, 4] },
  },
];

export function miniChallengeEntry(id: string): MiniChallengeEntry | undefined {
  return miniChallengeCatalog.find((entry) => entry.id === id);
}
