import { createHash } from 'node:crypto';
import { Chess, type PieceSymbol } from 'chess.js';
import type { AnalysisLine, EnginePool } from '../../../server/src/engine/engine-pool';
import { checkUniqueBest, judgeLines, lineScoreCp, MIN_BEST_CP, MIN_GAP_CP, VERIFY_DEPTH } from './engine-check';
import { defencesWithUniqueMate, mateInOneMoves, mateInTwoFirstMoves, proveMateLine } from './mate-search';
import {
  difficultyFromRating,
  pointsForDifficulty,
  positionKey,
  RATING_BANDS,
  ratingBandOf,
  type PuzzleContent,
  type RatingBandLabel,
} from '../../../server/src/content/puzzles/puzzle-content';
import { puzzleTexts } from './puzzle-texts';
import { estimateRating } from './rating';
import { hashString, playScanGame, type ScannedPosition } from './self-play';
import { analyseLine, PIECE_VALUES } from './tactics';

/**
 * Mines puzzles from engine self-play (self-play.ts): every position is scanned with a shallow
 * search; the promising ones (a short mate, or one move far better than the rest) are checked
 * again: mates are PROVEN with the chess.js mate search and must be unique, material wins must
 * pass the engine criterion of engine-check.ts at the verification depth.
 */

export interface GenerateOptions {
  target: number;
  seed: number;
  /** Each rating band must reach this many before the run may stop. */
  minPerBand: number;
  /** A band stops accepting puzzles at this many. */
  maxPerBand: number;
  budgetMs: number;
  scanNodes: number;
  maxPlies: number;
  blunderRate: number;
  secondLineRate: number;
  log: (line: string) => void;
}

/** The scan is looser than the verification so that borderline moves get their deeper look. */
const SCAN_MIN_GAP_CP = 150;
/** When the second-best move already wins this much, the position is "already won", not a puzzle. */
export const MAX_SECOND_BEST_CP = 300;

export interface GenerationStats {
  seed: number;
  target: number;
  scanNodes: number;
  games: number;
  plies: number;
  positionsScanned: number;
  candidates: { mate: number; material: number };
  engineChecks: number;
  rejections: Record<string, number>;
  acceptedByTheme: Record<string, number>;
  acceptedByBand: Record<RatingBandLabel, number>;
  acceptedByKind: Record<string, number>;
  accepted: number;
  elapsedMs: number;
  stoppedBy: 'target' | 'budget';
}

interface Accepted {
  puzzle: PuzzleContent;
  band: RatingBandLabel;
}

function bump(record: Record<string, number>, key: string, by = 1) {
  record[key] = (record[key] ?? 0) + by;
}

export function generatedPuzzleId(fen: string): string {
  return createHash('sha1').update(positionKey(fen)).digest('hex').slice(0, 10);
}

/** The biggest enemy piece the child wins along the engine's line (child captures minus losses over 5 plies). */
function gainedPiece(fen: string, pv: readonly string[]): PieceSymbol | null {
  const chess = new Chess(fen);
  let net = 0;
  let bestNet = 0;
  const captured: PieceSymbol[] = [];
  for (const [ply, uci] of pv.slice(0, 5).entries()) {
    let move;
    try {
      move = chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    } catch {
      break;
    }
    const value = (move.captured ? PIECE_VALUES[move.captured] : 0) + (move.promotion ? PIECE_VALUES[move.promotion] - 1 : 0);
    if (ply % 2 === 0) {
      net += value;
      if (move.captured) captured.push(move.captured);
    } else net -= value;
    if (ply % 2 === 0) bestNet = Math.max(bestNet, net);
  }
  const fitting = captured.filter((p) => p !== 'k' && PIECE_VALUES[p] <= bestNet + 1).sort((a, b) => PIECE_VALUES[b] - PIECE_VALUES[a]);
  return fitting[0] ?? null;
}

function uciPlay(chess: Chess, uci: string) {
  return chess.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
}

type Outcome = { puzzle: PuzzleContent } | { rejected: string };

function buildPuzzle(
  fen: string,
  line: string[],
  mateIn: number | null,
  gapCp: number | null,
  gained: PieceSymbol | null,
  extra: string[],
): PuzzleContent {
  const facts = analyseLine(fen, line, mateIn);
  const themes = [...new Set([...facts.themes, ...extra])].sort();
  const rating = estimateRating({ ...facts, themes, mateIn, plies: line.length, gapCp });
  const texts = puzzleTexts({
    themes,
    firstPiece: facts.firstPiece,
    child: facts.child,
    mateIn,
    gainedPiece: gained,
    firstIsCheck: facts.firstIsCheck,
  });
  const difficulty = difficultyFromRating(rating);
  const key = generatedPuzzleId(fen);
  return {
    id: `gen-${key}`,
    title: texts.title,
    description: texts.description,
    difficulty,
    fen: new Chess(fen).fen(),
    solution: line,
    hints: texts.hints,
    points: pointsForDifficulty(difficulty),
    rating,
    themes,
    source: 'generated',
    sourceId: key,
  };
}

function mateCandidate(fen: string, mateIn: number, pv: readonly string[]): Outcome {
  const chess = new Chess(fen);
  if (mateIn === 1) {
    const mates = mateInOneMoves(chess);
    if (mates.length !== 1) return { rejected: mates.length === 0 ? 'mate-not-proven' : 'mate-in-1-not-unique' };
    return { puzzle: buildPuzzle(fen, [mates[0] as string], 1, null, null, []) };
  }
  if (mateInOneMoves(chess).length > 0) return { rejected: 'mate-in-2-has-mate-in-1' };
  const firsts = mateInTwoFirstMoves(chess, 2);
  if (firsts.length === 0) return { rejected: 'mate-not-proven' };
  if (firsts.length > 1) return { rejected: 'mate-in-2-not-unique' };
  const first = firsts[0] as string;
  uciPlay(chess, first);
  const defences = defencesWithUniqueMate(chess);
  // The engine's defence when its final mate is unique, else the first such defence.
  const chosen = defences.find((d) => pv[0] === first && d.defence === pv[1]) ?? defences[0];
  if (!chosen) return { rejected: 'mate-in-2-last-move-not-unique' };
  const line = [first, chosen.defence, chosen.mate];
  const proof = proveMateLine(fen, line, 2);
  if (!proof.ok) return { rejected: 'mate-not-proven' };
  return { puzzle: buildPuzzle(fen, line, 2, null, null, []) };
}

async function materialCandidate(pool: EnginePool, fen: string, stats: GenerationStats): Promise<Outcome> {
  stats.engineChecks++;
  const first = await checkUniqueBest(pool, fen, null);
  const best = first.best;
  if (best?.mate !== null && best?.mate !== undefined && best.mate > 0) {
    return best.mate <= 2 ? mateCandidate(fen, best.mate, best.pv) : { rejected: 'mate-too-long' };
  }
  if (!first.ok || !best) return { rejected: first.reason ?? 'engine' };
  if (first.second && lineScoreCp(first.second) > MAX_SECOND_BEST_CP) return { rejected: 'already-winning' };

  const line = [best.uci];
  const chess = new Chess(fen);
  const move = uciPlay(chess, best.uci);
  const reply = best.pv[1];
  // A capture that simply wins a piece is the whole puzzle; a quiet move, a check, or a capture
  // that gets recaptured continues with the reply and the child's follow-up, if that one is also
  // the only good move.
  const replyMove = reply ? new Chess(chess.fen()).moves({ verbose: true }).find((m) => `${m.from}${m.to}${m.promotion ?? ''}` === reply) : undefined;
  const extend = replyMove && (!move.captured || replyMove.to === move.to || move.san.includes('+'));
  let gained = gainedPiece(fen, best.pv);
  if (extend && reply) {
    uciPlay(chess, reply);
    if (!chess.isGameOver()) {
      stats.engineChecks++;
      const follow = await checkUniqueBest(pool, chess.fen(), null);
      const followBest = follow.best;
      if (follow.ok && followBest && followBest.mate === null) {
        line.push(reply, followBest.uci);
        gained = gainedPiece(fen, [best.uci, reply, ...followBest.pv]) ?? gained;
      }
    }
  }
  const extra = [lineScoreCp(best) >= 600 ? 'crushing' : 'advantage'];
  return { puzzle: buildPuzzle(fen, line, null, first.gapCp, gained, extra) };
}

/** Is the scanned position worth a deeper look, and as what? */
function scanVerdict(lines: readonly AnalysisLine[]): 'mate' | 'material' | null {
  const best = lines[0];
  const second = lines[1];
  if (!best || !second) return null;
  if (best.mate !== null && best.mate > 0) return best.mate <= 2 ? 'mate' : null;
  const scan = judgeLines(lines, null);
  if (lineScoreCp(best) < MIN_BEST_CP || scan.gapCp < SCAN_MIN_GAP_CP) return null;
  if (lineScoreCp(second) > MAX_SECOND_BEST_CP + 100) return null;
  return 'material';
}

export async function generatePuzzles(pool: EnginePool, options: GenerateOptions): Promise<{ puzzles: PuzzleContent[]; stats: GenerationStats }> {
  const started = Date.now();
  const stats: GenerationStats = {
    seed: options.seed,
    target: options.target,
    scanNodes: options.scanNodes,
    games: 0,
    plies: 0,
    positionsScanned: 0,
    candidates: { mate: 0, material: 0 },
    engineChecks: 0,
    rejections: {},
    acceptedByTheme: {},
    acceptedByBand: { '400-800': 0, '800-1200': 0, '1200-1600': 0 },
    acceptedByKind: {},
    accepted: 0,
    elapsedMs: 0,
    stoppedBy: 'target',
  };
  const accepted = new Map<string, Accepted>();
  const seen = new Set<string>();
  const done = () => accepted.size >= options.target && RATING_BANDS.every((band) => stats.acceptedByBand[band.label] >= options.minPerBand);

  const visit = async ({ fen, lines }: ScannedPosition) => {
    stats.positionsScanned++;
    const verdict = scanVerdict(lines);
    if (!verdict) return;
    const key = positionKey(fen);
    stats.candidates[verdict]++;
    if (seen.has(key)) {
      bump(stats.rejections, 'duplicate-position');
      return;
    }
    seen.add(key);
    const best = lines[0] as AnalysisLine;
    const outcome = verdict === 'mate' ? mateCandidate(fen, best.mate as number, best.pv) : await materialCandidate(pool, fen, stats);
    if ('rejected' in outcome) {
      bump(stats.rejections, outcome.rejected);
      return;
    }
    const band = ratingBandOf(outcome.puzzle.rating);
    if (!band) {
      bump(stats.rejections, 'rating-out-of-range');
      return;
    }
    if (stats.acceptedByBand[band] >= options.maxPerBand) {
      bump(stats.rejections, `band-full-${band}`);
      return;
    }
    accepted.set(outcome.puzzle.id, { puzzle: outcome.puzzle, band });
    stats.acceptedByBand[band]++;
    const kind =
      outcome.puzzle.themes.find((t) => /^mateIn\d$/.test(t)) ?? (outcome.puzzle.solution.length === 1 ? 'material-1-ply' : 'material-3-ply');
    bump(stats.acceptedByKind, kind);
    for (const theme of outcome.puzzle.themes) bump(stats.acceptedByTheme, theme);
  };

  while (!done()) {
    if (Date.now() - started > options.budgetMs) {
      stats.stoppedBy = 'budget';
      options.log(`time budget of ${Math.round(options.budgetMs / 60_000)} min reached: stopping with ${accepted.size} puzzles`);
      break;
    }
    const plies = await playScanGame(
      pool,
      {
        seed: hashString(`${options.seed}|game|${stats.games}`),
        scanNodes: options.scanNodes,
        maxPlies: options.maxPlies,
        blunderRate: options.blunderRate,
        secondLineRate: options.secondLineRate,
      },
      async (position) => {
        if (!done()) await visit(position);
      },
    );
    stats.games++;
    stats.plies += plies;
    if (stats.games % 5 === 0 || done()) {
      const bands = RATING_BANDS.map((b) => `${b.label}: ${stats.acceptedByBand[b.label]}`).join(', ');
      options.log(
        `games ${stats.games}, positions ${stats.positionsScanned}, candidates ${stats.candidates.mate + stats.candidates.material}, ` +
          `accepted ${accepted.size} (${bands}), ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }
  }
  stats.accepted = accepted.size;
  stats.elapsedMs = Date.now() - started;
  const puzzles = [...accepted.values()].map((a) => a.puzzle).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { puzzles, stats };
}

export const GENERATION_CRITERIA = {
  verifyDepth: VERIFY_DEPTH,
  minGapCp: MIN_GAP_CP,
  minBestCp: MIN_BEST_CP,
  maxSecondBestCp: MAX_SECOND_BEST_CP,
  scanMinGapCp: SCAN_MIN_GAP_CP,
} as const;
