/** Average centipawn loss of each level, judged by a deeper single-line search than the level's own. */
import { Chess } from 'chess.js';
import { AI_LEVELS, createEnginePool, type AiLevel } from './engine';
import { MATE_CP, scoreCp, type GameRecord } from './games';
import { hash, mean, percentile, rng, shuffled } from './stats';

/** As on Lichess: evaluations are clamped to ±1000 cp before the difference, so a lost cause costs little. */
export const EVAL_CLAMP_CP = 1000;
const clamp = (cp: number) => Math.max(-EVAL_CLAMP_CP, Math.min(EVAL_CLAMP_CP, cp));

export interface AcplLevel {
  level: AiLevel;
  /** Open positions judged (the same ones for every level). */
  positions: number;
  acpl: number;
  median: number;
  /** Share of moves losing ≥ 300 cp / 100-299 cp by the judge. */
  blunderRate: number;
  mistakeRate: number;
  /** Share of moves that were the judge's best move. */
  bestRate: number;
  /** Mean loss by the level's own search, over every move it made in the ladder games (capped at 1000). */
  policyAcpl: number;
  policyMoves: number;
}

export interface AcplResult {
  judgeNodes: number;
  /** Positions sampled before enough open ones were found; the rest were decided games. */
  sampled: number;
  levels: AcplLevel[];
}

/** Positions judged beyond this are decided games: clamped losses there are ~0 and say nothing. */
export const OPEN_POSITION_CP = 1000;

/**
 * Every level plays the same positions (sampled from the ladder games between levels, the
 * game still open), and the judge rates each level's move: differences come from the
 * policy alone, not from the kind of positions each level's games lead to.
 */
export async function runAcpl(
  games: readonly GameRecord[],
  options: { pool: number; positionsPerLevel: number; judgeNodes: number; log: (text: string) => void },
): Promise<AcplResult> {
  const pool = createEnginePool({ size: options.pool, queueLimit: 1000, defaultTimeoutMs: 300_000 });
  const judged = new Map<string, Promise<{ cp: number; uci: string }>>();
  /** The judge's best move and score of a position, from the side to move's point of view (memoised). */
  const judge = (fen: string): Promise<{ cp: number; uci: string }> => {
    let verdict = judged.get(fen);
    if (!verdict) {
      verdict = pool.analyse(fen, { nodes: options.judgeNodes }).then(([best]) => ({ cp: best ? scoreCp(best) : 0, uci: best?.uci ?? '' }));
      judged.set(fen, verdict);
    }
    return verdict;
  };
  const lossOf = async (fen: string, best: { cp: number; uci: string }, uci: string): Promise<number> => {
    if (uci === best.uci) return 0;
    const after = new Chess(fen);
    after.move({ from: uci.slice(0, 2), to: uci.slice(2, 4), promotion: uci[4] });
    const afterCp = after.isCheckmate() ? MATE_CP : after.isDraw() ? 0 : -(await judge(after.fen())).cp;
    return Math.max(0, clamp(best.cp) - clamp(afterCp));
  };

  const candidates: { fen: string; history: string[]; seed: number }[] = [];
  for (const [g, game] of games.entries()) {
    if (game.white === 'random' || game.black === 'random') continue;
    for (const move of game.moves) {
      if (move.reason === 'only-move') continue;
      candidates.push({ fen: move.fen, history: game.moves.slice(0, move.ply).map((m) => m.uci), seed: hash(`acpl|${g}|${move.ply}`) });
    }
  }
  const queue = shuffled(candidates, rng(hash('acpl positions')));
  const losses: Record<AiLevel, number[]> = { easy: [], medium: [], hard: [] };
  let sampled = 0;
  let open = 0;
  try {
    await Promise.all(
      Array.from({ length: options.pool * 2 }, async () => {
        for (let p = queue.shift(); p && open < options.positionsPerLevel; p = queue.shift()) {
          sampled++;
          const best = await judge(p.fen);
          if (Math.abs(best.cp) >= OPEN_POSITION_CP || open >= options.positionsPerLevel) continue;
          const index = ++open;
          for (const level of AI_LEVELS) {
            const choice = await pool.chooseMove(p.fen, level, { seed: p.seed, history: p.history });
            losses[level].push(await lossOf(p.fen, best, choice.uci));
          }
          if (index % 50 === 0) options.log(`  ${index} positions judged`);
        }
      }),
    );
  } finally {
    await pool.close();
  }
  const levels = AI_LEVELS.map((level): AcplLevel => {
    const l = losses[level];
    const own = games.flatMap((g) => g.moves).filter((m) => m.player === level && m.reason !== 'only-move');
    return {
      level,
      positions: l.length,
      acpl: mean(l),
      median: percentile(l, 50),
      blunderRate: l.filter((x) => x >= 300).length / Math.max(1, l.length),
      mistakeRate: l.filter((x) => x >= 100 && x < 300).length / Math.max(1, l.length),
      bestRate: l.filter((x) => x === 0).length / Math.max(1, l.length),
      policyAcpl: mean(own.map((m) => m.policyLossCp ?? 0)),
      policyMoves: own.length,
    };
  });
  return { judgeNodes: options.judgeNodes, sampled, levels };
}
