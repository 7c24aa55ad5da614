import { Chess, SQUARES, type Color, type Square } from 'chess.js';
import { PATTERN_QUESTIONS, type MemoryPiece, type PatternQuestion } from '@chess-quest/protocol/mini-challenges';
import type { MemorySettings, MiniSettings, PatternSettings, QuickMoveSettings, SpeedSettings } from '../../content/mini-challenges/catalog';
import { loadPuzzleLibrary } from '../../content/puzzles/library';
import type { PuzzleContent } from '../../content/puzzles/puzzle-content';
import { seededRandom } from '@chess-quest/protocol/random';

/**
 * What one run asks, chosen by the server from a seed, with its answers: stored in the run's
 * row (so a later library change never changes a run under way) and never sent as it is.
 * Pattern, memory and speed positions come from the verified puzzle library.
 */

export interface QuickMoveContent {
  type: 'quick_move';
  prompt: QuickMoveSettings['prompt'];
  showCoordinates: boolean;
  targets: { square: Square; orientation: 'white' | 'black' }[];
}

export interface PatternRound {
  puzzleId: string;
  fen: string;
  question: PatternQuestion;
  text: string;
  orientation: 'white' | 'black';
  answer: Square[];
}
export interface PatternContent {
  type: 'pattern_match';
  rounds: PatternRound[];
}

export interface MemoryContent {
  type: 'memory_game';
  showSeconds: number;
  rounds: { puzzleId: string; pieces: MemoryPiece[] }[];
}

export interface SpeedPuzzle {
  puzzleId: string;
  fen: string;
  /** The puzzle's move (UCI). */
  move: string;
  /** Any mate in one counts for a mate puzzle. */
  mate: boolean;
}
export interface SpeedContent {
  type: 'speed_puzzle';
  puzzles: SpeedPuzzle[];
}

export type RunContent = QuickMoveContent | PatternContent | MemoryContent | SpeedContent;

/** The same run content for the same seed. */
export { seededRandom };

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const colourName = (colour: Color) => (colour === 'w' ? 'white' : 'black');
const other = (colour: Color): Color => (colour === 'w' ? 'b' : 'w');
const VALUE = { p: 1, n: 3, b: 3, r: 5, q: 9, k: 100 } as const;

function playFirst(puzzle: PuzzleContent): { before: Chess; after: Chess; from: Square; to: Square } | null {
  const uci = puzzle.solution[0]!;
  try {
    const before = new Chess(puzzle.fen);
    const after = new Chess(puzzle.fen);
    after.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    return { before, after, from: uci.slice(0, 2) as Square, to: uci.slice(2, 4) as Square };
  } catch {
    return null;
  }
}

/** The squares of `colour`'s pieces attacked by the other side and defended by nobody (kings aside). */
export function hangingSquares(chess: Chess, colour: Color): Square[] {
  const found: Square[] = [];
  for (const square of SQUARES) {
    const piece = chess.get(square);
    if (!piece || piece.color !== colour || piece.type === 'k') continue;
    if (chess.isAttacked(square, other(colour)) && chess.attackers(square, colour).length === 0) found.push(square);
  }
  return found;
}

/** The squares of the pieces that attack `colour`'s king. */
export function kingAttackers(chess: Chess, colour: Color): Square[] {
  const king = chess.findPiece({ type: 'k', color: colour })[0];
  return king ? chess.attackers(king, other(colour)).sort() : [];
}

interface Pools {
  attackers: (Omit<PatternRound, 'question' | 'text'> & { difficulty: number })[];
  hanging: (Omit<PatternRound, 'question' | 'text'> & { difficulty: number; colour: Color })[];
  fork: (Omit<PatternRound, 'question' | 'text'> & { difficulty: number })[];
  memory: PuzzleContent[];
  speed: (SpeedPuzzle & { difficulty: number })[];
}

let pools: Pools | null = null;

/** The library's positions sorted into what each game can ask of them, made once. */
export function contentPools(): Pools {
  if (pools) return pools;
  const made: Pools = { attackers: [], hanging: [], fork: [], memory: [], speed: [] };
  for (const puzzle of [...loadPuzzleLibrary()].sort((a, b) => a.id.localeCompare(b.id))) {
    const played = playFirst(puzzle);
    if (!played) continue;
    const us = played.before.turn();
    const orientation = colourName(us);
    const oneMove = puzzle.solution.length === 1;
    // The king in check after the puzzle's first move: who attacks it?
    if (played.after.inCheck()) {
      const answer = kingAttackers(played.after, other(us));
      if (answer.length > 0)
        made.attackers.push({ puzzleId: puzzle.id, fen: played.after.fen(), orientation, answer, difficulty: puzzle.difficulty });
    }
    // A hanging-piece puzzle whose capture takes one of the pieces nobody defends.
    if (puzzle.themes.includes('hangingPiece') && oneMove) {
      const answer = hangingSquares(played.before, other(us));
      if (answer.includes(played.to) && answer.length <= 4) {
        made.hanging.push({ puzzleId: puzzle.id, fen: puzzle.fen, orientation, answer, difficulty: puzzle.difficulty, colour: other(us) });
      }
    }
    // A fork: after the first move the moved piece attacks two pieces worth more than a pawn (or the king).
    if (puzzle.themes.includes('fork')) {
      const moved = played.after.get(played.to);
      const targets = SQUARES.filter((square) => {
        const piece = played.after.get(square);
        return (
          piece &&
          piece.color !== us &&
          piece.type !== 'p' &&
          VALUE[piece.type] >= (moved ? Math.min(VALUE[moved.type], 3) : 3) &&
          played.after.attackers(square, us).includes(played.to)
        );
      });
      if (targets.length >= 2)
        made.fork.push({ puzzleId: puzzle.id, fen: puzzle.fen, orientation, answer: [played.to], difficulty: puzzle.difficulty });
    }
    if (oneMove) {
      made.speed.push({
        puzzleId: puzzle.id,
        fen: puzzle.fen,
        move: puzzle.solution[0]!,
        mate: played.after.isCheckmate(),
        difficulty: puzzle.difficulty,
      });
    }
    made.memory.push(puzzle);
  }
  pools = made;
  return made;
}

function inBand<T extends { difficulty: number }>(pool: T[], [low, high]: [number, number]): T[] {
  const band = pool.filter((entry) => entry.difficulty >= low && entry.difficulty <= high);
  return band.length > 0 ? band : pool;
}

function quickMove(settings: QuickMoveSettings, random: () => number): QuickMoveContent {
  const targets: QuickMoveContent['targets'] = [];
  let last: Square | null = null;
  while (targets.length < settings.targets) {
    const square = SQUARES[Math.floor(random() * 64)]!;
    if (square === last) continue;
    last = square;
    const orientation = settings.orientation === 'both' ? (random() < 0.5 ? 'white' : 'black') : settings.orientation;
    targets.push({ square, orientation });
  }
  return { type: 'quick_move', prompt: settings.prompt, showCoordinates: settings.showCoordinates, targets };
}

function pattern(settings: PatternSettings, random: () => number): PatternContent {
  const all = contentPools();
  const queues = {
    attackers: shuffled(inBand(all.attackers, settings.puzzleDifficulty), random),
    hanging: shuffled(inBand(all.hanging, settings.puzzleDifficulty), random),
    fork: shuffled(inBand(all.fork, settings.puzzleDifficulty), random),
  };
  const rounds = settings.rounds.map((question): PatternRound => {
    const entry = queues[question].shift()!;
    const text =
      question === 'hanging' && 'colour' in entry
        ? `Pick every ${colourName(entry.colour as Color)} piece that is hanging.`
        : PATTERN_QUESTIONS[question];
    return { puzzleId: entry.puzzleId, fen: entry.fen, question, text, orientation: entry.orientation, answer: entry.answer };
  });
  return { type: 'pattern_match', rounds };
}

const PIECE_LETTER = { p: 'P', n: 'N', b: 'B', r: 'R', q: 'Q', k: 'K' } as const;

function memory(settings: MemorySettings, random: () => number): MemoryContent {
  const positions = shuffled(contentPools().memory, random);
  const rounds: MemoryContent['rounds'] = [];
  for (const puzzle of positions) {
    if (rounds.length === settings.rounds) break;
    const chess = new Chess(puzzle.fen);
    const kings: MemoryPiece[] = [];
    const others: MemoryPiece[] = [];
    for (const square of SQUARES) {
      const piece = chess.get(square);
      if (!piece) continue;
      const entry = { square, piece: `${piece.color}${PIECE_LETTER[piece.type]}` };
      (piece.type === 'k' ? kings : others).push(entry);
    }
    if (others.length < settings.pieces - 2) continue;
    const pieces = [...kings, ...shuffled(others, random).slice(0, settings.pieces - 2)];
    rounds.push({ puzzleId: puzzle.id, pieces: pieces.sort((a, b) => a.square.localeCompare(b.square)) });
  }
  return { type: 'memory_game', showSeconds: settings.showSeconds, rounds };
}

function speed(settings: SpeedSettings, random: () => number): SpeedContent {
  const puzzles = shuffled(inBand(contentPools().speed, settings.puzzleDifficulty), random)
    .slice(0, settings.puzzles)
    .map(({ puzzleId, fen, move, mate }) => ({ puzzleId, fen, move, mate }));
  return { type: 'speed_puzzle', puzzles };
}

/** A run's content for `settings` from `seed`: the same seed gives the same content. */
export function buildContent(settings: MiniSettings, seed: number): RunContent {
  const random = seededRandom(seed);
  switch (settings.type) {
    case 'quick_move':
      return quickMove(settings, random);
    case 'pattern_match':
      return pattern(settings, random);
    case 'memory_game':
      return memory(settings, random);
    case 'speed_puzzle':
      return speed(settings, random);
  }
}

/** How many tasks the run has (targets, rounds or puzzles). */
export function taskCount(content: RunContent): number {
  switch (content.type) {
    case 'quick_move':
      return content.targets.length;
    case 'pattern_match':
    case 'memory_game':
      return content.rounds.length;
    case 'speed_puzzle':
      return content.puzzles.length;
  }
}
