import type { Puzzle } from '@chess-quest/protocol/catalog';
import { matchesSolutionMove } from '@chess-quest/protocol/chess/answer-matching';
import { moveToUci, parseMoveInput } from '@chess-quest/protocol/chess/move-input';

// A puzzle's solution is a line in UCI: the child's move, the forced reply, the child's move…
// (a mate in one has a single move). The child plays the even plies; the page plays the odd
// ones by itself after a short pause.

/** The side the child plays: the side to move in the puzzle's position. */
export function puzzleSide(fen: string): 'white' | 'black' {
  return fen.trim().split(/\s+/)[1] === 'b' ? 'black' : 'white';
}

/** The daily puzzle first, then the others (without the daily one if it is listed twice). */
export function orderPuzzles(daily: Puzzle | null | undefined, puzzles: readonly Puzzle[]): Puzzle[] {
  if (!daily) return [...puzzles];
  return [daily, ...puzzles.filter((p) => p.id !== daily.id)];
}

/** The puzzle after `currentId` in the list, wrapping around to the first. */
export function nextPuzzleId(list: readonly Puzzle[], currentId: string | null): string | null {
  if (list.length === 0) return null;
  const index = list.findIndex((p) => p.id === currentId);
  return list[(index + 1) % list.length]?.id ?? null;
}

export interface LinePosition {
  fen: string;
  /** Index in the solution of the move expected from the child next. */
  ply: number;
  /** Every move played so far (the child's and the replies), in UCI. */
  played: string[];
}

export function startLine(puzzle: Pick<Puzzle, 'fen'>): LinePosition {
  return { fen: puzzle.fen, ply: 0, played: [] };
}

export type LineOutcome =
  /** Not the move of the solution: the board puts the piece back. */
  | { kind: 'wrong' }
  /** The last move of the line: solved. */
  | { kind: 'solved'; position: LinePosition }
  /** Right, and the other side answers with `reply` (played by the page after a pause). */
  | { kind: 'continue'; afterChild: LinePosition; reply: { uci: string; from: string; to: string }; afterReply: LinePosition };

function play(fen: string, text: string): { fen: string; uci: string; from: string; to: string } | null {
  const parsed = parseMoveInput(fen, text);
  if (!parsed.ok) return null;
  return { fen: parsed.move.after, uci: moveToUci(parsed.move), from: parsed.move.from, to: parsed.move.to };
}

/**
 * Checks the child's move against the solution's move at this ply with the spec §5 lenient
 * matcher, then plays it, and the forced reply when the line goes on. `fenAfter` is the position
 * after `given` as the board played it (then `given` is the board's legal move, in lower-case
 * UCI): when that is the solution's very move, as written, nothing is parsed again (issue 29:
 * 14 ms of a tablet's move at 6x).
 */
export function playLineMove(solution: readonly string[], position: LinePosition, given: string, fenAfter?: string): LineOutcome {
  const expected = solution[position.ply];
  if (expected === undefined) return { kind: 'wrong' };
  const child =
    fenAfter !== undefined && given === expected
      ? { fen: fenAfter, uci: given }
      : matchesSolutionMove(position.fen, given, expected)
        ? (play(position.fen, given) ?? play(position.fen, expected))
        : null;
  if (!child) return { kind: 'wrong' };
  const afterChild: LinePosition = { fen: child.fen, ply: position.ply + 1, played: [...position.played, child.uci] };

  const replyText = solution[position.ply + 1];
  // The line ends with the child's move, or with a reply after which the child has nothing left to play.
  if (replyText === undefined || position.ply + 2 >= solution.length) return { kind: 'solved', position: afterChild };
  const reply = play(child.fen, replyText);
  if (!reply) return { kind: 'solved', position: afterChild };
  const afterReply: LinePosition = { fen: reply.fen, ply: position.ply + 2, played: [...afterChild.played, reply.uci] };
  return { kind: 'continue', afterChild, reply: { uci: reply.uci, from: reply.from, to: reply.to }, afterReply };
}

/** The child's own moves in a played line (plies 0, 2, 4…). */
export function childMoves(played: readonly string[]): string[] {
  return played.filter((_, i) => i % 2 === 0);
}

/**
 * The list in the order it was first shown during this visit: puzzles seen before keep
 * their places, new ones come after them. A refetch never reshuffles what the child sees.
 */
export function keepOrder(seenIds: readonly string[], list: readonly Puzzle[]): Puzzle[] {
  const place = new Map(seenIds.map((id, i) => [id, i]));
  const known = list.filter((p) => place.has(p.id)).sort((a, b) => place.get(a.id)! - place.get(b.id)!);
  return [...known, ...list.filter((p) => !place.has(p.id))];
}

export interface FreePuzzles {
  /** null on premium: no limit. */
  left: number | null;
  /** True when opening this puzzle now could not count: the child is told before starting it. */
  isLocked: (puzzleId: string) => boolean;
}

/**
 * What is left of today's free puzzles: those the server counted plus those started on this
 * page and not recorded yet (leaving a started puzzle records it, so it counts already).
 */
export function freePuzzles(
  allowance: { limit: number | null; countedToday: readonly string[]; dailyId: string | null } | undefined,
  startedIds: ReadonlySet<string>,
): FreePuzzles {
  if (!allowance || allowance.limit === null) return { left: null, isLocked: () => false };
  const counted = new Set([...allowance.countedToday, ...startedIds]);
  if (allowance.dailyId) counted.delete(allowance.dailyId);
  const left = Math.max(0, allowance.limit - counted.size);
  return { left, isLocked: (id) => left === 0 && id !== allowance.dailyId && !counted.has(id) };
}
