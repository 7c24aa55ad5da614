import { Chess } from 'chess.js';
import {
  REVIEW_BEST_MOVE_CP,
  REVIEW_MISSED_WIN_AFTER_CP,
  REVIEW_MISTAKE_LABELS,
  REVIEW_THRESHOLDS_CP,
  REVIEW_WINNING_CP,
  type ReviewLabel,
  type ReviewMove,
} from '@chess-quest/protocol/game-review';
import type { Color } from '@chess-quest/protocol/enums';
import { forkAt, retryHints, reviewSentence, winningCapture } from '@chess-quest/protocol/chess/review-sentences';
import { childMoveLosses, MATE_CP, scoreOf, type ChildMoveLoss, type ReviewEngine, type ReviewSearch } from '../../engine/review';
import type { StoredReview } from '../../db/schema/game-review';

/**
 * The engine's search for each position of a review: a node budget keeps the time of a
 * 40-move game steady (decision 044, scripts/bench/game-review.ts). 6k nodes label a game as
 * 20k did (scripts/bench/review-nodes.ts) for about half the engine time, which lets one
 * engine review between 20 children's AI moves. Each search starts from a cleared engine
 * (`fresh: false` would save about a third of its time; its labels are not yet measured,
 * decision 044's second amendment).
 */
export const REVIEW_SEARCH: ReviewSearch = { nodes: 6_000, timeoutMs: 30_000 };
/** Mates this close are ones a child can be told it missed ("You could have checkmated…"). */
const MISSED_MATE_MAX = 3;
/** Lines asked in the biggest mistake's position, to accept a move as good as the engine's. */
const RETRY_LINES = 4;

/** ±1000 cp, a mate counting as 1000: a queen up and a mate are both "won" for a label. */
const capped = (score: number) => Math.max(-1000, Math.min(1000, score));

export interface LabelledMove {
  label: ReviewLabel;
  /** The loss that decided the label (capped scores), for picking the biggest mistake. */
  lossCp: number;
}

/** The label of one of the child's moves, from the engine's scores and what the move did. */
export function labelMove(loss: ChildMoveLoss): LabelledMove {
  const best = loss.before.best;
  const playedEngineMove = best !== null && best.uci === loss.move.uci;
  const bestScore = capped(loss.before.score);
  const playedScore = capped(-loss.after.score);
  const lossCp = playedEngineMove ? 0 : Math.max(0, bestScore - playedScore);
  const mateBefore = best?.mate !== null && best?.mate !== undefined && best.mate > 0 ? best.mate : null;
  const stillMating = loss.after.score <= -(MATE_CP - 100);
  const missedMate = mateBefore !== null && mateBefore <= MISSED_MATE_MAX && !stillMating && !playedEngineMove;
  if (missedMate || (bestScore >= REVIEW_WINNING_CP && playedScore < REVIEW_MISSED_WIN_AFTER_CP))
    return { label: 'missed-win', lossCp: Math.max(lossCp, 1) };
  if (lossCp >= REVIEW_THRESHOLDS_CP.blunder) return { label: 'blunder', lossCp };
  if (lossCp >= REVIEW_THRESHOLDS_CP.mistake) return { label: 'mistake', lossCp };
  if (lossCp >= REVIEW_THRESHOLDS_CP.inaccuracy) return { label: 'inaccuracy', lossCp };
  if (lossCp <= REVIEW_BEST_MOVE_CP && isTactic(loss)) return { label: 'great', lossCp };
  return { label: 'good', lossCp };
}

/** A checkmate, a fork, or a capture that wins material. */
function isTactic(loss: ChildMoveLoss): boolean {
  const chess = new Chess(loss.fenBefore);
  const move = chess.move(uciMove(loss.move.uci));
  if (chess.isCheckmate()) return true;
  if (forkAt(chess.fen(), move.to)) return true;
  return winningCapture(loss.fenBefore, move) !== null;
}

function uciMove(uci: string) {
  return { from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] };
}

/**
 * What the stored review keeps of each of the child's moves besides the ReviewMove: the engine's
 * facts its sentence was made from, so the sentence can be said again in the reader's language
 * at read time (issue 27). Reviews stored before them lack both (see sentences.ts).
 */
export interface StoredMoveFacts {
  betterMate: number | null;
  allowsMate: boolean;
}

export interface GameToReview {
  /** Every move of the game in SAN, both sides. */
  moves: readonly string[];
  colour: Color;
  /** A hand-made start (tests); the game's start position otherwise. */
  startFen?: string;
}

export interface ComputedReview {
  review: StoredReview;
  mistakes: number;
  inaccuracies: number;
  childMoves: number;
}

/** Reviews a finished game: a label and a sentence for each of the child's moves, and its biggest mistake to try again. */
export async function computeReview(engine: ReviewEngine, game: GameToReview, search: ReviewSearch = REVIEW_SEARCH): Promise<ComputedReview> {
  const chess = new Chess(game.startFen);
  const mine = game.colour === 'white' ? 'w' : 'b';
  const played: (ReviewMove & { byChild: boolean })[] = [];
  const firstMoveNumber = Number(chess.fen().split(' ')[5] ?? 1);
  const firstPlyOffset = chess.turn() === 'b' ? 1 : 0;
  for (const [index, san] of game.moves.entries()) {
    const fenBefore = chess.fen();
    let move;
    try {
      move = chess.move(san);
    } catch {
      break; // a move list that does not replay is reviewed up to where it stops
    }
    const ply = (firstMoveNumber - 1) * 2 + firstPlyOffset + index + 1;
    played.push({
      ply,
      moveNumber: Math.ceil(ply / 2),
      colour: move.color === 'w' ? 'white' : 'black',
      san: move.san,
      uci: `${move.from}${move.to}${move.promotion ?? ''}`,
      from: move.from,
      to: move.to,
      fenBefore,
      fenAfter: chess.fen(),
      byChild: move.color === mine,
      label: null,
      sentence: null,
      betterSan: null,
    });
  }

  const losses = await childMoveLosses(engine, played, game.startFen ?? new Chess().fen(), search);
  let biggest: { index: number; loss: ChildMoveLoss; lossCp: number; label: ReviewLabel; puzzleSentence: string } | null = null;
  let mistakes = 0;
  let inaccuracies = 0;
  for (const loss of losses) {
    const index = played.findIndex((m) => m.ply === loss.move.ply);
    const move = played[index] as ReviewMove;
    const { label, lossCp } = labelMove(loss);
    const better = label === 'good' || label === 'great' ? null : (loss.before.best?.san ?? null);
    const reply = played[index + 1];
    // The opponent mates after the move: its score is a mate (also when no search was needed after the engine's own move).
    const facts: StoredMoveFacts = { betterMate: loss.before.best?.mate ?? null, allowsMate: loss.after.score >= MATE_CP - 1000 };
    const said = reviewSentence({
      fenBefore: loss.fenBefore,
      move: move.uci,
      label,
      betterSan: better,
      ...facts,
      replySan: reply ? reply.san : null,
      ply: move.ply,
    });
    move.label = label;
    move.sentence = said.sentence;
    move.betterSan = better;
    // The two engine facts of the sentence, kept so it can be said again in another language (issue 27).
    Object.assign(move, { betterMate: facts.betterMate, allowsMate: facts.allowsMate } satisfies StoredMoveFacts);
    if ((REVIEW_MISTAKE_LABELS as readonly string[]).includes(label)) mistakes++;
    if (label === 'inaccuracy') inaccuracies++;
    if (better && lossCp > 0 && (!biggest || lossCp > biggest.lossCp)) biggest = { index, loss, lossCp, label, puzzleSentence: said.puzzleSentence };
  }

  let biggestMistake: StoredReview['biggestMistake'] = null;
  if (biggest?.loss.before.best) {
    const best = biggest.loss.before.best;
    // Moves as good as the engine's (within REVIEW_BEST_MOVE_CP) count as found too.
    const lines = await engine.analyse(biggest.loss.fenBefore, { multiPv: RETRY_LINES, ...search }).catch(() => []);
    const top = lines[0] ? scoreOf(lines[0]) : scoreOf(best);
    const goodUcis = [...new Set([best.uci, ...lines.filter((line) => top - scoreOf(line) <= REVIEW_BEST_MOVE_CP).map((line) => line.uci)])].filter(
      (uci) => uci !== biggest.loss.move.uci,
    );
    biggestMistake = {
      ply: biggest.loss.move.ply,
      fen: biggest.loss.fenBefore,
      label: biggest.label,
      played: { san: biggest.loss.move.san, uci: biggest.loss.move.uci },
      sentence: biggest.puzzleSentence,
      hints: retryHints(biggest.loss.fenBefore, best.san),
      better: { san: best.san, uci: best.uci },
      goodUcis,
    };
  }
  return {
    review: { moves: played.map(({ byChild, ...move }) => ({ ...move, byChild })), biggestMistake },
    mistakes,
    inaccuracies,
    childMoves: losses.length,
  };
}
