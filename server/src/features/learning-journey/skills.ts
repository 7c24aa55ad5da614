import { Chess } from 'chess.js';
import { SKILL_LABELS, SKILL_NAMES, type SkillName } from '@chess-quest/protocol/learning-journey';

// The skill mapping of docs/skills.md: pure, so fixed histories test it exactly.

export interface PuzzleTry {
  themes: readonly string[];
  rating: number;
  /** Solved on the first try: Lichess's "win". */
  clean: boolean;
}
export interface LessonRecord {
  moduleId: string;
  title: string;
  /** Best stars per step, 0 = not played yet. */
  stars: readonly number[];
}
export interface GameRecord {
  source: 'ai' | 'live';
  colour: 'white' | 'black';
  moves: readonly string[];
  result: 'win' | 'loss' | 'draw';
  reason: string;
}
export interface History {
  puzzles: readonly PuzzleTry[];
  lessons: readonly LessonRecord[];
  games: readonly GameRecord[];
}
export interface Assessment {
  skillName: SkillName;
  level: number;
  confidence: number;
  strengths: string[];
  weaknesses: string[];
}

interface SkillSource {
  themes: readonly string[];
  /** Any puzzle rated at least this counts too (calculation). */
  anyThemeFromRating?: number;
  lessons: readonly string[];
  openings?: boolean;
  clock?: boolean;
}

export const SKILL_SOURCES: Record<SkillName, SkillSource> = {
  'piece-movement': { themes: [], lessons: ['the-board', 'the-rook', 'the-bishop', 'the-queen', 'the-king', 'the-knight', 'the-pawn', 'capture'] },
  checkmates: { themes: ['mateIn1', 'mateIn2', 'mate', 'backRankMate', 'smotheredMate'], lessons: ['check', 'checkmate', 'queen-mate', 'two-rooks'] },
  forks: { themes: ['fork'], lessons: ['tactics'] },
  'pins-and-skewers': { themes: ['pin', 'skewer'], lessons: ['tactics'] },
  'hanging-pieces': { themes: ['hangingPiece'], lessons: ['piece-values', 'capture'] },
  endgames: { themes: ['promotion'], lessons: ['promotion', 'stalemate', 'queen-mate', 'two-rooks'] },
  'opening-principles': { themes: [], lessons: ['castling'], openings: true },
  calculation: { themes: ['mateIn2'], anyThemeFromRating: 1000, lessons: [] },
  'clock-handling': { themes: [], lessons: [], clock: true },
};

/** Evidence that makes a level fully trusted, and the most one kind of evidence weighs. */
export const FULL_CONFIDENCE_EVIDENCE = 20;
const clampLevel = (value: number, max = 10) => Math.max(1, Math.min(max, Math.round(value)));

/**
 * Lichess's puzzle dashboard: performance = average rating − 500 + 1000 × win rate. The win
 * rate is smoothed as (wins + 1) / (tries + 2), so a child's first handful of puzzles does
 * not jump to the top.
 */
export function puzzlePerformance(tries: readonly PuzzleTry[]): number {
  const average = tries.reduce((sum, t) => sum + t.rating, 0) / tries.length;
  const winRate = (tries.filter((t) => t.clean).length + 1) / (tries.length + 2);
  return average - 500 + 1000 * winRate;
}

/** Tries before a puzzle level counts in full; fewer pull it towards level 1. */
export const PUZZLES_FOR_A_FULL_LEVEL = 5;

/** Performance 100 or less is level 1; every 150 more is one level; 1450 and up is 10. */
export function levelFromPerformance(performance: number): number {
  return clampLevel(1 + Math.floor((performance - 100) / 150));
}

interface Component {
  level: number;
  evidence: number;
  strengths: string[];
  weaknesses: string[];
}

function puzzleComponent(label: string, tries: readonly PuzzleTry[]): Component | null {
  if (tries.length === 0) return null;
  const clean = tries.filter((t) => t.clean).length;
  const percent = Math.round((100 * clean) / tries.length);
  const enough = tries.length >= 3;
  return {
    level: clampLevel(1 + (levelFromPerformance(puzzlePerformance(tries)) - 1) * Math.min(1, tries.length / PUZZLES_FOR_A_FULL_LEVEL)),
    evidence: tries.length,
    strengths: enough && percent >= 70 ? [`You solve puzzles about ${label.toLowerCase()} on the first try ${percent}% of the time.`] : [],
    weaknesses: enough && percent < 50 ? [`Puzzles about ${label.toLowerCase()} often need another try.`] : [],
  };
}

/** Lessons alone reach level 6 at most: all steps at 3 stars. */
function lessonComponent(lessons: readonly LessonRecord[]): Component | null {
  const steps = lessons.flatMap((l) => l.stars);
  const done = steps.filter((s) => s > 0);
  if (done.length === 0) return null;
  const stars = done.reduce((sum, s) => sum + s, 0) / done.length;
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  for (const lesson of lessons) {
    const played = lesson.stars.filter((s) => s > 0);
    if (played.length === 0) continue;
    if (played.length < lesson.stars.length) weaknesses.push(`Finish the lesson '${lesson.title}'.`);
    else if (played.every((s) => s === 3)) strengths.push(`Three stars in every step of '${lesson.title}'.`);
    else if (played.reduce((a, b) => a + b, 0) / played.length < 2) weaknesses.push(`Play '${lesson.title}' again for more stars.`);
  }
  return { level: clampLevel(1 + (5 * (done.length / steps.length) * stars) / 3, 6), evidence: done.length, strengths, weaknesses };
}

/** Castled in the first 15 own moves, 3 knights or bishops out in the first 10, queen home for the first 5. */
export function openingScore(game: GameRecord): { castled: boolean; developed: boolean; queenPatient: boolean } {
  const chess = new Chess();
  const mine = game.colour === 'white' ? 'w' : 'b';
  let own = 0;
  let castled = false;
  let queenEarly = false;
  const developedFrom = new Set<string>();
  for (const san of game.moves.slice(0, 30)) {
    let move;
    try {
      move = chess.move(san);
    } catch {
      break;
    }
    if (move.color !== mine) continue;
    own += 1;
    if (own <= 15 && move.san.startsWith('O-O')) castled = true;
    if (own <= 10 && (move.piece === 'n' || move.piece === 'b') && /[18]$/.test(move.from)) developedFrom.add(move.from);
    if (own <= 5 && move.piece === 'q') queenEarly = true;
  }
  return { castled, developed: developedFrom.size >= 3, queenPatient: !queenEarly };
}

function openingComponent(games: readonly GameRecord[]): Component | null {
  const played = games.filter((g) => g.moves.length >= 20).slice(0, 10);
  if (played.length === 0) return null;
  const scores = played.map(openingScore);
  const castled = scores.filter((s) => s.castled).length;
  const queenEarly = scores.filter((s) => !s.queenPatient).length;
  const points = scores.reduce((sum, s) => sum + Number(s.castled) + Number(s.developed) + Number(s.queenPatient), 0) / played.length;
  return {
    level: clampLevel(1 + (9 * points) / 3),
    evidence: played.length,
    strengths: castled * 2 >= played.length ? [`You castled in ${castled} of your last ${played.length} games.`] : [],
    weaknesses: [
      ...(castled * 2 < played.length ? ['Castle early to keep your king safe.'] : []),
      ...(queenEarly * 2 > played.length ? ['Bring out knights and bishops before the queen.'] : []),
    ],
  };
}

function clockComponent(games: readonly GameRecord[]): Component | null {
  const live = games.filter((g) => g.source === 'live');
  if (live.length === 0) return null;
  const flagged = live.filter((g) => g.reason === 'timeout' && g.result === 'loss').length;
  return {
    level: clampLevel(10 * (1 - flagged / live.length)),
    evidence: live.length,
    strengths: live.length >= 3 && flagged === 0 ? ['You never ran out of time in your live games.'] : [],
    weaknesses: flagged > 0 ? [`You ran out of time in ${flagged} of ${live.length} live games: keep an eye on your clock.`] : [],
  };
}

/** Every skill's level 1-10, confidence and words, from the child's results. */
export function assessSkills(history: History): Assessment[] {
  return SKILL_NAMES.map((skillName) => {
    const source = SKILL_SOURCES[skillName];
    const label = SKILL_LABELS[skillName];
    const tries = history.puzzles.filter(
      (t) =>
        t.themes.some((theme) => source.themes.includes(theme)) || (source.anyThemeFromRating !== undefined && t.rating >= source.anyThemeFromRating),
    );
    const components = [
      puzzleComponent(label, tries),
      lessonComponent(history.lessons.filter((l) => source.lessons.includes(l.moduleId))),
      source.openings ? openingComponent(history.games) : null,
      source.clock ? clockComponent(history.games) : null,
    ].filter((c): c is Component => c !== null);
    const weights = components.map((c) => Math.min(c.evidence, FULL_CONFIDENCE_EVIDENCE));
    const total = weights.reduce((a, b) => a + b, 0);
    const evidence = components.reduce((sum, c) => sum + c.evidence, 0);
    return {
      skillName,
      level: total === 0 ? 1 : clampLevel(components.reduce((sum, c, i) => sum + c.level * weights[i]!, 0) / total),
      confidence: Math.min(100, Math.round((100 * evidence) / FULL_CONFIDENCE_EVIDENCE)),
      strengths: components.flatMap((c) => c.strengths).slice(0, 3),
      weaknesses: components.flatMap((c) => c.weaknesses).slice(0, 3),
    };
  });
}
