import type { AnalysisLine, EnginePool } from '../../../server/src/engine/engine-pool';

/**
 * The engine criterion of a material-winning puzzle move, shared by the generator (which accepts
 * a move only if it passes) and the library test (which re-checks every shipped one): at depth
 * VERIFY_DEPTH with two lines, the solving move is the engine's first line, it is worth at least
 * MIN_BEST_CP for the child, and it beats the second-best move by at least MIN_GAP_CP.
 *
 * A single-threaded search to a fixed depth after `ucinewgame` (engine-worker.mjs) is
 * deterministic for one engine build, so the test sees the very numbers the generator saw.
 */
export const VERIFY_DEPTH = 12;
export const MIN_GAP_CP = 200;
export const MIN_BEST_CP = 150;
/** A mate score counts as this much, less the moves to mate, in the margin. */
const MATE_CP = 100_000;

export function lineScoreCp(line: Pick<AnalysisLine, 'scoreCp' | 'mate'>): number {
  if (line.mate !== null) return line.mate > 0 ? MATE_CP - line.mate : -MATE_CP - line.mate;
  return line.scoreCp ?? 0;
}

/** What the criterion reads of a line: the engine's own, or one of the record (engine-record.ts). */
export type JudgedLine = Pick<AnalysisLine, 'uci' | 'scoreCp' | 'mate'>;

export interface UniqueBestResult<L extends JudgedLine = AnalysisLine> {
  ok: boolean;
  reason: string | null;
  best: L | null;
  second: L | null;
  gapCp: number;
}

/** Analyses `fen` at the verification depth and applies the criterion to `uci` (or to whatever is best when `uci` is null). */
export async function checkUniqueBest(pool: EnginePool, fen: string, uci: string | null): Promise<UniqueBestResult> {
  const lines = await pool.analyse(fen, { multiPv: 2, depth: VERIFY_DEPTH, timeoutMs: 120_000 });
  return judgeLines(lines, uci);
}

export function judgeLines<L extends JudgedLine>(lines: readonly L[], uci: string | null): UniqueBestResult<L> {
  const best = lines[0] ?? null;
  const second = lines[1] ?? null;
  const result = (reason: string | null, gapCp = 0): UniqueBestResult<L> => ({ ok: reason === null, reason, best, second, gapCp });
  if (!best) return result('no-analysis');
  if (!second) return result('only-one-legal-move');
  const gapCp = lineScoreCp(best) - lineScoreCp(second);
  if (uci !== null && best.uci !== uci) return result('not-the-engine-move', gapCp);
  if (lineScoreCp(best) < MIN_BEST_CP) return result('best-too-small', gapCp);
  if (gapCp < MIN_GAP_CP) return result('gap-too-small', gapCp);
  return result(null, gapCp);
}
