import { Chess } from 'chess.js';
import type { ChildFact, FactOf } from '@chess-quest/protocol/facts';
import { TRACKED_PUZZLE_THEMES, type RewardMetric } from '@chess-quest/protocol/achievements';
import { PUZZLE_STREAK_RULES } from '@chess-quest/protocol/puzzle-streak';

/**
 * What one fact is worth, as units. Each unit has a source key: the rewards ledger applies a
 * unit only when it is the first to claim that key for the child, so the same thing is
 * never paid twice, whichever fact (live, duplicated, or replayed by the back-fill) brings
 * it. Keys name the thing earned, not the fact: the star of a step, the puzzle solved once,
 * the game won. XP amounts are decision 019's.
 */
export interface RewardUnit {
  key: string;
  /** Counters to raise by an amount. */
  add?: Partial<Record<RewardMetric, number>>;
  /** Counters that keep a best value. */
  max?: Partial<Record<RewardMetric, number>>;
  /** A run of new puzzle solves goes on, or breaks on a miss. */
  run?: 'extend' | 'break';
  xp?: number;
  /** Reward points paid with the XP (a mini challenge's own rewards). */
  points?: number;
  /** A badge earned with the unit (once per child and badge name). */
  badge?: { name: string; description: string };
  /**
   * The live rating after a game. It counts toward 'mp.rating' only once the rating is
   * settled (PROVISIONAL_GAMES live games, decision 017): before that the child is shown no
   * number, and every child starts at the same 1000.
   */
  rating?: number;
}

export const ACTIVITY_XP = {
  lessonStep: 10,
  lessonStar: 5,
  module: 50,
  storyPage: 5,
  storyChallenge: 10,
  chapter: 50,
  puzzleSolved: 10,
  puzzleFirstTry: 5,
  aiWin: { easy: 30, medium: 50, hard: 80 },
  aiDraw: 15,
  aiLoss: 5,
  liveWin: 40,
  liveDraw: 20,
  liveLoss: 10,
  streakDay: 5,
  arena: 25,
} as const;

const PIECES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' } as const;
type MatePiece = (typeof PIECES)[keyof typeof PIECES];

export interface SpecialMoves {
  castled: boolean;
  enPassant: boolean;
  promoted: boolean;
  /** The piece that gave checkmate, when the child's last move mated. */
  matedWith: MatePiece | null;
}

/** What the child played in a game: replayed from the start to see en passant, read from SAN otherwise. */
export function specialMoves(moves: readonly string[], colour: 'white' | 'black'): SpecialMoves {
  const side = colour === 'white' ? 'w' : 'b';
  const found: SpecialMoves = { castled: false, enPassant: false, promoted: false, matedWith: null };
  const chess = new Chess();
  try {
    for (const san of moves) {
      const move = chess.move(san);
      if (move.color !== side) continue;
      if (move.isKingsideCastle() || move.isQueensideCastle()) found.castled = true;
      if (move.isEnPassant()) found.enPassant = true;
      if (move.isPromotion()) found.promoted = true;
      if (chess.isCheckmate()) found.matedWith = PIECES[move.piece];
    }
    return found;
  } catch {
    // A game that did not start from the initial position: the SAN text still tells most.
    const mine = moves.filter((_, index) => (index % 2 === 0) === (colour === 'white'));
    const last = mine.at(-1) ?? '';
    const letter = last.startsWith('O-O') ? 'k' : (/^[KQRBN]/.exec(last)?.[0]?.toLowerCase() ?? 'p');
    return {
      castled: mine.some((san) => san.startsWith('O-O')),
      enPassant: false,
      promoted: mine.some((san) => san.includes('=')),
      matedWith: last.endsWith('#') ? PIECES[letter as keyof typeof PIECES] : null,
    };
  }
}

function gameUnits(prefix: string, gameId: string, moves: readonly string[], colour: 'white' | 'black', won: boolean): RewardUnit[] {
  const special = specialMoves(moves, colour);
  const units: RewardUnit[] = [];
  if (special.castled) units.push({ key: `castle:${prefix}:${gameId}`, add: { 'move.castle': 1 } });
  if (special.enPassant) units.push({ key: `en-passant:${prefix}:${gameId}`, add: { 'move.en_passant': 1 } });
  if (special.promoted) units.push({ key: `promotion:${prefix}:${gameId}`, add: { 'move.promotion': 1 } });
  if (won && special.matedWith) {
    units.push({ key: `mate:${prefix}:${gameId}`, add: { [`mate.${special.matedWith}`]: 1 } });
    units.push({ key: `mate-piece:${special.matedWith}`, add: { 'mate.pieces': 1 } });
  }
  return units;
}

const lessonStep = (fact: FactOf<'lesson.step.completed'>): RewardUnit[] => {
  const where = `${fact.moduleId}:${fact.stepIndex}`;
  const units: RewardUnit[] = [{ key: `lesson-step:${where}`, add: { 'lesson.steps': 1 }, xp: ACTIVITY_XP.lessonStep }];
  for (let star = 1; star <= fact.stars; star += 1) units.push({ key: `lesson-star:${where}:${star}`, xp: ACTIVITY_XP.lessonStar });
  if (fact.stars === 3) units.push({ key: `lesson-3star:${where}`, add: { 'lesson.three_star_steps': 1 } });
  return units;
};

const puzzle = (fact: FactOf<'puzzle.attempted'>): RewardUnit[] => {
  if (!fact.solved) return [{ key: `puzzle-miss:${fact.puzzleId}:${fact.at}`, run: 'break' }];
  const themes = fact.themes.filter((theme): theme is (typeof TRACKED_PUZZLE_THEMES)[number] =>
    (TRACKED_PUZZLE_THEMES as readonly string[]).includes(theme),
  );
  const units: RewardUnit[] = [
    { key: `puzzle:${fact.puzzleId}`, add: { 'puzzle.solved': 1 }, run: 'extend', xp: ACTIVITY_XP.puzzleSolved },
    ...themes.map((theme) => ({ key: `puzzle-theme:${theme}:${fact.puzzleId}`, add: { [`puzzle.theme.${theme}`]: 1 } })),
  ];
  if (fact.firstTry) units.push({ key: `puzzle-first:${fact.puzzleId}`, add: { 'puzzle.first_try': 1 }, xp: ACTIVITY_XP.puzzleFirstTry });
  if (fact.daily) units.push({ key: `puzzle-daily:${fact.day}`, add: { 'puzzle.daily': 1 } });
  return units;
};

const aiGame = (fact: FactOf<'ai.game.finished'>): RewardUnit[] => {
  const won = fact.result === 'win';
  const xp = won ? ACTIVITY_XP.aiWin[fact.level] : fact.result === 'draw' ? ACTIVITY_XP.aiDraw : ACTIVITY_XP.aiLoss;
  const add: RewardUnit['add'] = { 'ai.games': 1 };
  if (won) Object.assign(add, { 'ai.wins': 1, [`ai.wins.${fact.level}`]: 1, [`ai.wins.${fact.colour}`]: 1 });
  return [{ key: `ai:${fact.gameId}`, add, xp }, ...gameUnits('ai', fact.gameId, fact.moves, fact.colour, won)];
};

const liveGame = (fact: FactOf<'multiplayer.game.finished'>): RewardUnit[] => {
  const won = fact.result === 'win';
  const xp = won ? ACTIVITY_XP.liveWin : fact.result === 'draw' ? ACTIVITY_XP.liveDraw : ACTIVITY_XP.liveLoss;
  return [
    { key: `live:${fact.gameId}`, add: won ? { 'mp.games': 1, 'mp.wins': 1 } : { 'mp.games': 1 }, rating: fact.ratingAfter, xp },
    { key: `opponent:${fact.opponentUsername}`, add: { 'mp.opponents': 1 } },
    ...gameUnits('live', fact.gameId, fact.moves, fact.colour, won),
  ];
};

/** The podium's counters (rank 1, 2, 3): each counts arenas finished there. */
const PODIUM_METRICS: Record<number, RewardMetric> = { 1: 'arena.gold', 2: 'arena.silver', 3: 'arena.bronze' };

/** An arena played (issue 25): once per arena, whichever delivery brings it; its fire and its podium place too. */
const arena = (fact: FactOf<'arena.finished'>): RewardUnit[] => {
  const units: RewardUnit[] = [{ key: `arena:${fact.arenaId}`, add: { 'arena.played': 1 }, xp: ACTIVITY_XP.arena }];
  if (fact.onFire) units.push({ key: `arena-fire:${fact.arenaId}`, add: { 'arena.on_fire': 1 } });
  const podium = PODIUM_METRICS[fact.rank];
  if (podium) units.push({ key: `arena-podium:${fact.arenaId}`, add: { [podium]: 1 } });
  return units;
};

/**
 * Puzzle Streak (issue 26): points for each streak length past the child's best before the
 * run, keyed by the length, so a length reached pays once whichever run or delivery brings it.
 */
const puzzleStreak = (fact: FactOf<'puzzle_streak.ended'>): RewardUnit[] => {
  const units: RewardUnit[] = [];
  for (let length = fact.bestBefore + 1; length <= fact.streak; length += 1) {
    units.push({ key: `puzzle-streak:${length}`, points: PUZZLE_STREAK_RULES.pointsPerNewBest });
  }
  return units;
};

export function effectsOf(fact: ChildFact): RewardUnit[] {
  switch (fact.type) {
    case 'lesson.step.completed':
      return lessonStep(fact);
    case 'lesson.module.completed': {
      const units: RewardUnit[] = [{ key: `module:${fact.moduleId}`, add: { 'lesson.modules': 1 }, xp: ACTIVITY_XP.module }];
      if (fact.threeStarSteps >= fact.steps) units.push({ key: `module-perfect:${fact.moduleId}`, add: { 'lesson.perfect_modules': 1 } });
      return units;
    }
    case 'story.page.completed':
      return [
        {
          key: `story-page:${fact.chapterId}:${fact.page}`,
          add: { 'story.pages': 1 },
          xp: fact.challenge ? ACTIVITY_XP.storyChallenge : ACTIVITY_XP.storyPage,
        },
      ];
    case 'story.chapter.completed':
      return [{ key: `chapter:${fact.chapterId}`, add: { 'story.chapters': 1 }, xp: ACTIVITY_XP.chapter }];
    case 'puzzle.attempted':
      return puzzle(fact);
    case 'ai.game.finished':
      return aiGame(fact);
    case 'multiplayer.game.finished':
      return liveGame(fact);
    case 'streak.extended':
      return [{ key: `streak-day:${fact.day}`, max: { 'streak.best': Math.max(fact.longest, fact.current) }, xp: ACTIVITY_XP.streakDay }];
    case 'share.created':
      return [{ key: `share:${fact.shareId}`, add: { 'share.count': 1 } }];
    case 'arena.finished':
      return arena(fact);
    case 'game_review.retry.solved':
      // "Try it again" (issue 26): the better move of a game's biggest mistake, paid once per game.
      return [{ key: `review-retry:${fact.gameId}`, points: fact.points }];
    case 'puzzle_streak.ended':
      return puzzleStreak(fact);
    case 'coordinates.round.finished':
      // A round's XP (one a right answer, capped), once per round whichever delivery brings it.
      return fact.xp > 0 ? [{ key: `coordinates:${fact.roundId}`, xp: fact.xp }] : [];
    case 'mini_challenge.completed':
      // The challenge's own rewards (spec §3 rewards {points, xp, optional badge}), once per challenge.
      return [
        {
          key: `mini:${fact.challengeId}`,
          add: { 'mini.completed': 1 },
          xp: fact.rewardXp,
          points: fact.rewardPoints,
          ...(fact.rewardBadge ? { badge: { name: fact.rewardBadge, description: `Completed the mini challenge "${fact.title}".` } } : {}),
        },
      ];
    default:
      return [];
  }
}

/** The fact types whose units the rewards subscriber applies. */
export const REWARDED_FACTS = [
  'lesson.step.completed',
  'lesson.module.completed',
  'story.page.completed',
  'story.chapter.completed',
  'puzzle.attempted',
  'ai.game.finished',
  'multiplayer.game.finished',
  'streak.extended',
  'share.created',
  'mini_challenge.completed',
  'arena.finished',
  'game_review.retry.solved',
  'coordinates.round.finished',
  'puzzle_streak.ended',
] as const;
